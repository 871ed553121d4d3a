import type { DashboardSummary, OrderStatus, PaymentStatus } from '@toko/shared';
import { addDays, shopDayStart, todayInShop, UNCATEGORISED } from '@toko/shared';
import { and, between, desc, gte, like, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, orders, shopCounters } from '../../db/schema/index.ts';
import { checkedRupiah } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

const SALES_DAYS = 30;

/**
 * Orders created in [start, end): a plain range on created_at, so orders_created_at_idx answers it.
 * (Converting the column per row, `date(created_at at time zone ...) = $1`, would scan every order.)
 */
const createdBetween = (start: Date, end: Date) =>
  and(gte(orders.createdAt, start), lt(orders.createdAt, end));

/**
 * The overview numbers for one Jakarta day (spec 2.8 Overview); a day after today is refused. Counts and
 * the paid sales of each day ('sales:YYYY-MM-DD': money received, orders whose payment was confirmed)
 * come from shop_counters, kept by triggers in the transaction that changes them: a handful of rows at
 * any size of shop (ADR 024).
 */
export async function getDashboardSummary(db: Db, date = todayInShop()): Promise<DashboardSummary> {
  if (date > todayInShop()) {
    throw AppError.validation('The date cannot be in the future', [
      { path: 'date', message: 'The date cannot be in the future' },
    ]);
  }
  const dayStart = shopDayStart(date);
  const dayEnd = shopDayStart(addDays(date, 1));

  const [counters, cats, recent] = await Promise.all([
    // Every count, and the paid sales of each day of the chart ('sales:YYYY-MM-DD'): a primary-key range.
    db
      .select({ name: shopCounters.name, n: sql`${shopCounters.n}`.mapWith(checkedRupiah) })
      .from(shopCounters)
      .where(
        or(
          not(like(shopCounters.name, 'sales:%')),
          between(shopCounters.name, `sales:${addDays(date, -(SALES_DAYS - 1))}`, `sales:${date}`),
        ),
      ),
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db
      .select({
        id: orders.id,
        order_number: orders.orderNumber,
        customer: orders.customerName,
        total_amount: orders.totalAmount,
        status: orders.status,
        payment_status: orders.paymentStatus,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(createdBetween(dayStart, dayEnd))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(10),
  ]);

  const count = new Map(counters.map((c) => [c.name, c.n as number]));
  const n = (name: string) => count.get(name) ?? 0;
  const productStats = cats
    .map((c) => ({ category: c.name, count: n(`products:${c.id}`) }))
    .sort((a, b) => b.count - a.count || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
  if (n('products:none') > 0) productStats.push({ category: UNCATEGORISED, count: n('products:none') });

  const salesByDay = Array.from({ length: SALES_DAYS }, (_, i) => {
    const day = addDays(date, i - (SALES_DAYS - 1));
    return { date: day, total: n(`sales:${day}`) };
  });

  return {
    totalProducts: n('products'),
    totalUsers: n('customers'),
    pendingOrders: n('orders:pending'),
    todaySales: n(`sales:${date}`),
    recentOrders: recent.map((o) => ({
      ...o,
      status: o.status as OrderStatus,
      payment_status: o.payment_status as PaymentStatus,
      createdAt: o.createdAt.toISOString(),
    })),
    productStats,
    activeArisans: n('arisans:active'),
    totalOrders: n('orders'),
    date,
    salesByDay,
  };
}

import type { DashboardSummary, OrderStatus, PaymentStatus } from '@toko/shared';
import { addDays, shopDayStart, todayInShop, UNCATEGORISED } from '@toko/shared';
import { and, between, gte, like, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { categories, orders, shopCounters } from '../../db/schema/index.ts';
import { checkedRupiah } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

const SALES_DAYS = 30;

/** A recent order as the summary's JSON hands it back (money and times converted after). */
type RecentRow = {
  id: number;
  order_number: string;
  customer: string;
  total_amount: number;
  status: string;
  payment_status: string;
  createdAt: string;
};

/**
 * The overview's one statement, prepared once (its SQL built and planned once, ADR 026): every count and
 * the paid sales of each day of the chart ('sales:YYYY-MM-DD', names from `salesFrom` to `salesTo`), the
 * categories, and the day's latest orders, created in [`start`, `end`): a plain range on created_at, so
 * orders_created_at_idx answers it (converting the column per row, `date(created_at at time zone ...) =
 * $1`, would scan every order). Each part is gathered as JSON.
 */
const summaryStatement = (db: Db) =>
  prepared(db, 'dashboard:summary', () =>
    db
      .select({
        counters: sql<
          [string, number][]
        >`(select coalesce(json_agg(json_build_array(${shopCounters.name}, ${shopCounters.n})), '[]')
          from ${shopCounters}
          where ${or(
            not(like(shopCounters.name, 'sales:%')),
            between(shopCounters.name, sql.placeholder('salesFrom'), sql.placeholder('salesTo')),
          )})`,
        cats: sql<
          [number, string][]
        >`(select coalesce(json_agg(json_build_array(${categories.id}, ${categories.name})), '[]')
          from ${categories})`,
        recent: sql<RecentRow[]>`(select coalesce(json_agg(r), '[]') from (
          select ${orders.id} as id, ${orders.orderNumber} as order_number, ${orders.customerName} as customer,
                 ${orders.totalAmount} as total_amount, ${orders.status} as status,
                 ${orders.paymentStatus} as payment_status, ${orders.createdAt} as "createdAt"
          from ${orders}
          where ${and(gte(orders.createdAt, sql.placeholder('start')), lt(orders.createdAt, sql.placeholder('end')))}
          order by ${orders.createdAt} desc, ${orders.id} desc
          limit 10) r)`,
      })
      .from(sql`(select 1) one`),
  );

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

  // One statement, one round trip.
  const [row] = await summaryStatement(db).execute({
    salesFrom: `sales:${addDays(date, -(SALES_DAYS - 1))}`,
    salesTo: `sales:${date}`,
    start: dayStart.toISOString(),
    end: dayEnd.toISOString(),
  });
  // node-postgres parses json; PGlite may hand it back as text.
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const counters = parse(row!.counters).map(([name, n]) => ({ name, n: checkedRupiah(n) }));
  const cats = parse(row!.cats).map(([id, name]) => ({ id, name }));
  const recent = parse(row!.recent).map((o) => ({
    ...o,
    total_amount: checkedRupiah(o.total_amount),
    createdAt: new Date(o.createdAt),
  }));

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

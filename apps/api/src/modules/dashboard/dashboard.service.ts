import type { DashboardSummary, OrderStatus, PaymentStatus } from '@toko/shared';
import { addDays, SHOP_TIME_ZONE, shopDayStart, todayInShop, UNCATEGORISED } from '@toko/shared';
import { and, asc, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisans, categories, orders, products, users } from '../../db/schema/index.ts';
import { sumRupiah } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

const SALES_DAYS = 30;

/**
 * Orders created in [start, end): a plain range on created_at, so orders_created_at_idx answers it.
 * (Converting the column per row, `date(created_at at time zone ...) = $1`, would scan every order.)
 */
const createdBetween = (start: Date, end: Date) =>
  and(gte(orders.createdAt, start), lt(orders.createdAt, end));

/** The overview numbers for one Jakarta day (spec 2.8 Overview); a day after today is refused. */
export async function getDashboardSummary(db: Db, date = todayInShop()): Promise<DashboardSummary> {
  if (date > todayInShop()) {
    throw AppError.validation('The date cannot be in the future', [
      { path: 'date', message: 'The date cannot be in the future' },
    ]);
  }
  const dayStart = shopDayStart(date);
  const dayEnd = shopDayStart(addDays(date, 1));
  const chartStart = shopDayStart(addDays(date, -(SALES_DAYS - 1)));
  const notCancelled = ne(orders.status, 'cancelled');
  const jakartaDay = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

  const [
    [productCount],
    [customerCount],
    [orderCounts],
    [activeArisanCount],
    [daySales],
    recent,
    perCategory,
    [uncategorised],
    perDay,
  ] = await Promise.all([
    db.select({ n: count() }).from(products).where(isNull(products.hiddenAt)),
    // "Users" on the overview are the shop's customers; admin accounts are staff, not users of the shop.
    db.select({ n: count() }).from(users).where(eq(users.role, 'customer')),
    // One pass over the orders for both counts.
    db
      .select({
        all: count(),
        pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
      })
      .from(orders),
    db
      .select({ n: count() })
      .from(arisans)
      .where(and(eq(arisans.status, 'active'), isNull(arisans.archivedAt))),
    db
      .select({ total: sumRupiah(orders.totalAmount) })
      .from(orders)
      .where(and(createdBetween(dayStart, dayEnd), notCancelled)),
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
    db
      .select({ category: categories.name, count: count(products.id) })
      .from(categories)
      .leftJoin(products, and(eq(products.categoryId, categories.id), isNull(products.hiddenAt)))
      .groupBy(categories.id, categories.name)
      .orderBy(desc(count(products.id)), asc(categories.name)),
    db
      .select({ n: count() })
      .from(products)
      .where(and(isNull(products.categoryId), isNull(products.hiddenAt))),
    db
      .select({ day: jakartaDay, total: sumRupiah(orders.totalAmount) })
      .from(orders)
      .where(and(createdBetween(chartStart, dayEnd), notCancelled))
      .groupBy(jakartaDay),
  ]);

  const productStats = perCategory.map((c) => ({ category: c.category, count: c.count }));
  if (uncategorised && uncategorised.n > 0)
    productStats.push({ category: UNCATEGORISED, count: uncategorised.n });

  const totals = new Map(perDay.map((d) => [d.day, d.total]));
  const salesByDay = Array.from({ length: SALES_DAYS }, (_, i) => {
    const day = addDays(date, i - (SALES_DAYS - 1));
    return { date: day, total: totals.get(day) ?? 0 };
  });

  return {
    totalProducts: productCount?.n ?? 0,
    totalUsers: customerCount?.n ?? 0,
    pendingOrders: orderCounts?.pending ?? 0,
    todaySales: daySales?.total ?? 0,
    recentOrders: recent.map((o) => ({
      ...o,
      status: o.status as OrderStatus,
      payment_status: o.payment_status as PaymentStatus,
      createdAt: o.createdAt.toISOString(),
    })),
    productStats,
    activeArisans: activeArisanCount?.n ?? 0,
    totalOrders: orderCounts?.all ?? 0,
    date,
    salesByDay,
  };
}

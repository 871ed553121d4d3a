import type { DashboardSummary, OrderStatus, PaymentStatus } from '@toko/shared';
import { shopDayStart, todayInShop, UNCATEGORISED } from '@toko/shared';
import { and, between, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { categories, orders, outbox, products, shopCounterTotals } from '../../db/schema/index.ts';
import { checkedRupiah } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

const SALES_DAYS = 30;

/** A recent order as the statement hands it back: id, number, customer, total, status, payment, created. */
type RecentRow = [number, string, string, number, string, string, string];

const DAY_MS = 86_400_000;

/**
 * The counters the overview reads besides each category's and the chart's days, named one by one (an
 * array of constants, so the condition reaches each table under shop_counter_totals as index probes).
 * "Every name but the days' ('sales:%')" read every day the shop ever sold on, 3,477 rows at 1,000,000
 * orders, and the overview grew with the shop's age (#31).
 */
const SHOP_COUNTS = sql.raw(
  `array[${['products', 'products:none', 'customers', 'orders', 'orders:pending', 'arisans:active']
    .map((name) => `'${name}'`)
    .join(', ')}]::text[]`,
);

/**
 * The overview's one statement, prepared once (its SQL built and planned once, ADR 026): every count and
 * the paid sales of each day of the chart ('sales:YYYY-MM-DD', names from `salesFrom` to `salesTo`) as
 * one JSON object, the categories, and the day's latest orders, created in [`start`, `end`): a plain
 * range on created_at, so orders_created_at_idx (created_at, id) hands them over in order with no sort
 * step (converting the column per row, `date(created_at at time zone ...) = $1`, would scan every
 * order). Rows are built as JSON arrays, not records: a record goes through PostgreSQL's row-to-JSON
 * path (its type's column names), which took longer than the index range itself.
 */
const summaryStatement = (db: Db) =>
  prepared(db, 'dashboard:summary', () =>
    db
      .select({
        counters: sql<Record<
          string,
          number | string
        > | null>`(select json_object_agg(${shopCounterTotals.name}, ${shopCounterTotals.n})
          from ${shopCounterTotals}
          where ${or(
            sql`${shopCounterTotals.name} = any(${SHOP_COUNTS}
              || array(select 'products:' || ${categories.id} from ${categories}))`,
            between(shopCounterTotals.name, sql.placeholder('salesFrom'), sql.placeholder('salesTo')),
          )})`,
        cats: sql<
          [number, string][]
        >`(select coalesce(json_agg(json_build_array(${categories.id}, ${categories.name})), '[]')
          from ${categories})`,
        recent: sql<RecentRow[]>`(select coalesce(json_agg(json_build_array(id, order_number, customer_name,
            total_amount, status, payment_status, created_at)), '[]') from (
          select ${orders.id} as id, ${orders.orderNumber} as order_number, ${orders.customerName} as customer_name,
                 ${orders.totalAmount} as total_amount, ${orders.status} as status,
                 ${orders.paymentStatus} as payment_status, ${orders.createdAt} as created_at
          from ${orders}
          where ${and(gte(orders.createdAt, sql.placeholder('start')), lt(orders.createdAt, sql.placeholder('end')))}
          order by ${orders.createdAt} desc, ${orders.id} desc
          limit 10) r)`,
        // Messages the sender gave up on (ADR 065): few, and found by their own partial index.
        failedMessages: sql<number>`(select count(*)::int from ${outbox} where ${outbox.status} = 'failed')`,
        // 'Stok menipis' (ADR 085): the shop's products under their own threshold, the few entries of
        // products_low_stock_idx.
        lowStock: sql<number>`(select count(*)::int from ${products}
          where ${products.hiddenAt} is null and ${products.stock} < ${products.lowStockThreshold})`,
      })
      .from(sql`(select 1) one`),
  );

/** The shop day `days` after a YYYY-MM-DD date (negative: before), from its UTC midnight in ms. */
const dayAt = (midnightUtc: number, days: number) =>
  new Date(midnightUtc + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The overview numbers for one Jakarta day (docs/product.md 2.8 Overview); a day after today is refused. Counts and
 * the paid sales of each day ('sales:YYYY-MM-DD': money received, orders whose payment was confirmed)
 * come from shop_counters, kept by triggers in the transaction that changes them: a handful of rows at
 * any size of shop (ADR 024).
 */
export async function getDashboardSummary(db: Db, date?: string): Promise<DashboardSummary> {
  const today = todayInShop();
  const day = date ?? today;
  if (day > today) {
    const message = 'Tanggal tidak boleh setelah hari ini';
    throw AppError.validation(message, [{ path: 'date', message }]);
  }
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const firstDay = dayAt(midnight, -(SALES_DAYS - 1));
  const dayStart = shopDayStart(day);

  // One statement, one round trip.
  const [row] = await summaryStatement(db).execute({
    salesFrom: `sales:${firstDay}`,
    salesTo: `sales:${day}`,
    start: dayStart.toISOString(),
    end: new Date(dayStart.getTime() + DAY_MS).toISOString(),
  });
  // node-postgres parses json; PGlite may hand it back as text.
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const counts = parse(row!.counters) ?? {};
  const n = (name: string) => checkedRupiah(counts[name] ?? 0);

  const productStats = parse(row!.cats)
    .map(([id, category]) => ({ category, count: n(`products:${id}`) }))
    .sort((a, b) => b.count - a.count || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
  if (n('products:none') > 0) productStats.push({ category: UNCATEGORISED, count: n('products:none') });

  const salesByDay = Array.from({ length: SALES_DAYS }, (_, i) => {
    const at = dayAt(midnight, i - (SALES_DAYS - 1));
    return { date: at, total: n(`sales:${at}`) };
  });

  return {
    totalProducts: n('products'),
    totalUsers: n('customers'),
    pendingOrders: n('orders:pending'),
    todaySales: n(`sales:${day}`),
    recentOrders: parse(row!.recent).map(
      ([id, orderNumber, customer, total, status, payment, createdAt]) => ({
        id,
        order_number: orderNumber,
        customer,
        total_amount: checkedRupiah(total),
        status: status as OrderStatus,
        payment_status: payment as PaymentStatus,
        createdAt: new Date(createdAt).toISOString(),
      }),
    ),
    productStats,
    activeArisans: n('arisans:active'),
    totalOrders: n('orders'),
    date: day,
    salesByDay,
    failedMessages: Number(row!.failedMessages),
    lowStockProducts: Number(row!.lowStock),
  };
}

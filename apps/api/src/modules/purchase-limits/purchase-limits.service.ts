import { purchaseLimit } from '@toko/shared';
import { formatRupiah } from '@toko/shared/format';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock } from '../../db/race.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { checkedRupiah, sumRupiah } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

// Hoarding: what one shopper may hold in orders not yet paid (docs/decisions/051-purchase-limits.md).
// Unpaid orders take stock off the shelf for up to a day, so each limit below bounds what one account, or
// the new accounts of one network, can keep from everyone else.

/** The limits that come from configuration (README: NEW_ACCOUNT_UNPAID_*, LARGE_ORDER_*). */
export interface PurchaseLimitSettings {
  newAccountUnits: number;
  newAccountTotal: number;
  largeOrderTotal: number;
  largeOrderPaymentMs: number;
}

/** Who is checking out, beyond the account: their network (client-network.ts) and the limits. */
export interface PurchaseGuard {
  clientNetwork: string | null;
  limits: PurchaseLimitSettings;
}

/** An order still waiting for its transfer holds its stock (and counts against every limit here). */
const unpaid = eq(orders.status, 'pending');

/** Units of each product in unpaid orders matching `whose`: an unstarted query (see readTogether). */
function heldUnitsQuery(db: Db, whose: SQL | undefined, productIds: number[]) {
  return db
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(whose, unpaid, inArray(orderItems.productId, productIds)))
    .groupBy(orderItems.productId);
}

const unitsByProduct = (rows: { productId: number; units: number }[]) =>
  new Map(rows.map((r) => [r.productId, r.units]));

async function heldUnits(db: Db, whose: SQL | undefined, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  return unitsByProduct(await heldUnitsQuery(db, whose, productIds));
}

/** Units of each product the customer holds in unpaid orders (the cart shows them against the limit). */
export function heldUnpaidByUser(db: Db, userId: number, productIds: number[]): Promise<Map<number, number>> {
  return heldUnits(db, eq(orders.userId, userId), productIds);
}

/**
 * The order's account is new: none of its orders was ever paid. Only paying (by bank transfer, which
 * names the sender) makes an account known.
 */
const placedByNewAccount = sql`not exists (select 1 from ${orders} paid
  where paid.user_id = ${orders.userId} and paid.payment_status = 'paid')`;

export function purchaseLimitMessage(
  name: string,
  limit: number,
  held: number,
  heldBy: 'you' | 'network' = 'you',
): string {
  const base = `Maks. pembelian ${name} adalah ${limit} unit per pembeli`;
  if (held === 0) return `${base}.`;
  return heldBy === 'you'
    ? `${base}; ${held} unit sudah ada di pesananmu yang belum dibayar.`
    : `${base}; pesanan akun baru dari jaringan yang sama sudah menahan ${held} unit yang belum dibayar.`;
}

const NEW_ACCOUNT = 'Akun yang belum punya pesanan lunas dapat menahan paling banyak';
const PAY_FIRST = 'Selesaikan pembayaran pesanan sebelumnya dulu.';

/** A product of the order as its row stood when the checkout locked it (lockOrderProducts, orders). */
export interface LockedProduct {
  id: number;
  name: string;
  price: number;
  stock: number;
  maxPurchase: number | null;
}

/**
 * What the customer already holds unpaid. Read inside the order's transaction after the cart lock, which
 * serialises this customer's checkouts, and before the order's products are locked, in one statement: a
 * checkout in a flash sale is as fast as its round trips to the database (ADR 092).
 */
export interface OwnHoldings {
  /** No order of this account was ever paid. */
  isNew: boolean;
  /** Orders waiting for payment (the checkout's MAX_UNPAID_ORDERS). */
  orders: number;
  unitsByProduct: Map<number, number>;
  units: number;
  amount: number;
}

export async function readOwnHoldings(tx: Db, customerId: number): Promise<OwnHoldings> {
  const mine = sql`${orders.userId} = ${customerId}`;
  const waiting = sql`${mine} and ${orders.status} = 'pending'`;
  const result = await tx.execute(sql`
    select
      exists (select 1 from ${orders} where ${mine} and ${orders.paymentStatus} = 'paid') as known,
      (select count(*)::int from ${orders} where ${waiting}) as orders,
      (select ${sumRupiah(orders.totalAmount)} from ${orders} where ${waiting}) as amount,
      (select coalesce(json_object_agg(h.product_id, h.units), '{}')
         from (select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as units
                 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
                where ${waiting} group by ${orderItems.productId}) h) as by_product`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  // json: node-postgres and PGlite both hand it over parsed.
  const held = row!.by_product as Record<string, number>;
  const unitsByProduct = new Map(Object.entries(held).map(([id, units]) => [Number(id), Number(units)]));
  return {
    isNew: !row!.known,
    orders: Number(row!.orders),
    unitsByProduct,
    units: [...unitsByProduct.values()].reduce((a, b) => a + b, 0),
    amount: checkedRupiah(row!.amount),
  };
}

/**
 * Refuses (409 PURCHASE_LIMIT, before anything is written) an order that would let this customer, or the
 * new accounts of their network, hold more of a product unpaid than its limit, or let a new account hold
 * more units or rupiah unpaid than configured. Run it inside the order's transaction with the order's
 * products locked (`rows`): two checkouts of one product run their checks one after the other. `own` is
 * readOwnHoldings of the same transaction; `orderId`, the order already written in it, is left out of
 * what the network holds.
 */
export async function checkPurchaseLimits(
  tx: Db,
  customerId: number,
  lines: { productId: number; quantity: number }[],
  guard: PurchaseGuard,
  own: OwnHoldings,
  rows: LockedProduct[],
  orderId: number,
): Promise<void> {
  // A new account shares its limits with the other new accounts of its network (a cluster of fresh
  // sign-ups from one address is one shopper); a known one answers for its own orders only.
  const shared =
    own.isNew && guard.clientNetwork
      ? await heldUnits(
          tx,
          and(
            ne(orders.id, orderId),
            or(
              eq(orders.userId, customerId),
              and(eq(orders.clientNetwork, guard.clientNetwork), placedByNewAccount),
            ),
          ),
          rows.map((r) => r.id),
        )
      : own.unitsByProduct;
  await insideLock('orders.purchaseLimit');

  // Units per product: the lines of two variants of one product count together (ADR 090).
  const quantity = new Map<number, number>();
  for (const l of lines) quantity.set(l.productId, (quantity.get(l.productId) ?? 0) + l.quantity);
  for (const product of rows) {
    const wanted = quantity.get(product.id) ?? 0;
    // Short stock is the stock update's refusal, with its own message.
    if (wanted > product.stock) continue;
    const held = shared.get(product.id) ?? 0;
    const limit = purchaseLimit(product.stock + held, product.maxPurchase);
    if (held + wanted > limit) {
      const heldBy = held > (own.unitsByProduct.get(product.id) ?? 0) ? 'network' : 'you';
      throw new AppError('PURCHASE_LIMIT', purchaseLimitMessage(product.name, limit, held, heldBy));
    }
  }
  if (own.isNew) {
    const subtotal = rows.reduce((sum, p) => sum + p.price * (quantity.get(p.id) ?? 0), 0);
    checkNewAccountHoldings(own, sumOf(lines), subtotal, guard.limits);
  }
}

const sumOf = (lines: { quantity: number }[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** What an account without a paid order may hold unpaid, this order included: units and rupiah. */
function checkNewAccountHoldings(
  own: OwnHoldings,
  units: number,
  subtotal: number,
  limits: PurchaseLimitSettings,
): void {
  const heldUnits = own.units;
  if (heldUnits + units > limits.newAccountUnits) {
    const now =
      heldUnits > 0
        ? `pesanan ini ${units} unit, belum dibayar ${heldUnits} unit`
        : `pesanan ini ${units} unit`;
    throw new AppError(
      'PURCHASE_LIMIT',
      `${NEW_ACCOUNT} ${limits.newAccountUnits} unit dalam pesanan yang belum dibayar (${now}). ${PAY_FIRST}`,
    );
  }
  const heldAmount = own.amount;
  if (heldAmount + subtotal > limits.newAccountTotal) {
    const now =
      heldAmount > 0
        ? `pesanan ini ${formatRupiah(subtotal)}, belum dibayar ${formatRupiah(heldAmount)}`
        : `pesanan ini ${formatRupiah(subtotal)}`;
    throw new AppError(
      'PURCHASE_LIMIT',
      `${NEW_ACCOUNT} ${formatRupiah(limits.newAccountTotal)} dalam pesanan yang belum dibayar (${now}). ${PAY_FIRST}`,
    );
  }
}

/**
 * When the transfer of a new order is due. A large order holds much of the shop, so it is due sooner
 * (never later than a normal one). The database clock, like the expiry job's, so every process agrees.
 */
export function paymentDueAt(total: number, normalMs: number, limits: PurchaseLimitSettings): Date {
  const ms = total >= limits.largeOrderTotal ? Math.min(normalMs, limits.largeOrderPaymentMs) : normalMs;
  return sql`now() + ${ms} * interval '1 millisecond'` as unknown as Date;
}

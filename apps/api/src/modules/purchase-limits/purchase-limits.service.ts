import { purchaseLimit } from '@toko/shared';
import { formatRupiah } from '@toko/shared/format';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, readTogether } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { sumRupiah } from '../../db/sql.ts';
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

/**
 * Refuses (409 PURCHASE_LIMIT, before anything is written) an order that would let this customer, or the
 * new accounts of their network, hold more of a product unpaid than its limit, or let a new account hold
 * more units or rupiah unpaid than configured. Run it inside the order's transaction, after the cart lock:
 * it locks the order's products, so two checkouts of one product run their checks one after the other.
 */
export async function checkPurchaseLimits(
  tx: Db,
  customerId: number,
  lines: { productId: number; quantity: number }[],
  guard: PurchaseGuard,
): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  // In product id order, as the stock updates after it take them: two checkouts never deadlock.
  const read = tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      maxPurchase: products.maxPurchase,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id));
  const rows = await (lockTaken('orders.purchaseLimit') ? read.for('update') : read);
  const paidOrders = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, customerId), eq(orders.paymentStatus, 'paid')))
    .limit(1);
  const isNew = paidOrders.length === 0;
  const mine = eq(orders.userId, customerId);
  // A new account shares its limits with the other new accounts of its network (a cluster of fresh
  // sign-ups from one address is one shopper); a known one answers for its own orders only.
  const network =
    isNew && guard.clientNetwork
      ? or(mine, and(eq(orders.clientNetwork, guard.clientNetwork), placedByNewAccount))
      : mine;
  const [ownRows, sharedRows] = await readTogether(tx, [
    heldUnitsQuery(tx, mine, ids),
    heldUnitsQuery(tx, network, ids),
  ]);
  const own = unitsByProduct(ownRows);
  const shared = unitsByProduct(sharedRows);
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
      const heldBy = held > (own.get(product.id) ?? 0) ? 'network' : 'you';
      throw new AppError('PURCHASE_LIMIT', purchaseLimitMessage(product.name, limit, held, heldBy));
    }
  }
  if (isNew) {
    const subtotal = rows.reduce((sum, p) => sum + p.price * (quantity.get(p.id) ?? 0), 0);
    await checkNewAccountHoldings(tx, customerId, sumOf(lines), subtotal, guard.limits);
  }
}

const sumOf = (lines: { quantity: number }[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** What an account without a paid order may hold unpaid, this order included: units and rupiah. */
async function checkNewAccountHoldings(
  tx: Db,
  customerId: number,
  units: number,
  subtotal: number,
  limits: PurchaseLimitSettings,
): Promise<void> {
  const [[held], [total]] = await readTogether(tx, [
    tx
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, customerId), unpaid)),
    tx
      .select({ amount: sumRupiah(orders.totalAmount) })
      .from(orders)
      .where(and(eq(orders.userId, customerId), unpaid)),
  ]);
  const heldUnits = held?.units ?? 0;
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
  const heldAmount = total?.amount ?? 0;
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

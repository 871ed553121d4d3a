import { randomInt } from 'node:crypto';
import {
  addDays,
  BANK_TRANSFER,
  type Bank,
  COURIER_INFO,
  type Courier,
  type CreateOrderBody,
  canTransition,
  formatShippingAddress,
  isAwaitingPayment,
  MONEY_LIMITS,
  ORDER_RECEIVED_NOTE,
  ORDER_STATUS_LABEL,
  type Order,
  type OrderState,
  type OrderStatus,
  type OrdersExportQuery,
  type OrdersQuery,
  PAGE_SIZE,
  PAYMENT_STATUS_LABEL,
  type PaymentStatus,
  productPictureUrl,
  requestedState,
  type StatusHistoryEntry,
  shippingAddressPhone,
  shopDayStart,
  todayInShop,
  type UpdateOrderStatusBody,
  type User,
} from '@toko/shared';
import { buildPagination, formatRupiah } from '@toko/shared/format';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Db, readTogether } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import {
  arisans,
  categories,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  users,
} from '../../db/schema/index.ts';
import { countAll, firstImageIdSql, likeContaining } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { getOwnAddress } from '../addresses/index.ts';
import { emptyCart, readCartForCheckout } from '../cart/index.ts';
import { checkPurchaseLimits, type PurchaseGuard, paymentDueAt } from '../purchase-limits/index.ts';
import { proofFieldsOf, selectProofSummaries, verificationWhere } from './payment-review.ts';
import { writeWithUniqueAmount } from './unique-code.ts';

// Orders and their lifecycle: docs/decisions/004-order-lifecycle.md. Stock moves only here, with
// conditional updates, so an order can never oversell and a cancel releases its stock exactly once.

type OrderRow = typeof orders.$inferSelect;
type Actor = Pick<User, 'id' | 'role'>;
/** Who changes an order: a signed-in user, or the expiry job. */
export type ChangeActor = Actor | { id: null; role: 'system' };

/** The order rules that come from configuration (README: ORDER_PAYMENT_HOURS, MAX_UNPAID_ORDERS). */
export interface OrderSettings {
  paymentMs: number;
  maxUnpaid: number;
}

const NOT_FOUND = 'Order not found';

// No 0/O or 1/I, so a number read over the phone is not misheard.
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'ORD-20261122-7K3Q9': the shop's date and five random characters. */
export function makeOrderNumber(now = new Date()): string {
  const day = todayInShop(now).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 5; i++) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `ORD-${day}-${suffix}`;
}

// ---------------------------------------------------------------------------------------------------
// Reading

// Map.groupBy needs Node 21.
function groupByOrder<T extends { orderId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.orderId);
    if (list) list.push(row);
    else map.set(row.orderId, [row]);
  }
  return map;
}

/** Items and history of many orders in two queries (no query per order). */
async function loadOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
  // Also called inside the order's transaction (an idempotent checkout answers from it).
  const arisanIds = [...new Set(rows.flatMap((r) => (r.arisanId === null ? [] : [r.arisanId])))];
  const [items, history, proofs, phones, arisanNames] = await readTogether(db, [
    db
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        name: orderItems.productName,
        price: orderItems.price,
        quantity: orderItems.quantity,
        slug: products.slug,
        categorySlug: categories.slug,
        thumbnailUrl: products.thumbnailUrl,
        firstImageId: firstImageIdSql,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        orderId: orderStatusHistory.orderId,
        status: orderStatusHistory.status,
        paymentStatus: orderStatusHistory.paymentStatus,
        notes: orderStatusHistory.notes,
        actorRole: orderStatusHistory.actorRole,
        actorName: users.fullname,
        createdAt: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    selectProofSummaries(db, ids),
    userIds.length === 0
      ? []
      : db.select({ id: users.id, phone: users.phoneNumber }).from(users).where(inArray(users.id, userIds)),
    arisanIds.length === 0
      ? []
      : db.select({ id: arisans.id, name: arisans.name }).from(arisans).where(inArray(arisans.id, arisanIds)),
  ]);
  const phoneByUser = new Map(phones.map((u) => [u.id, u.phone]));
  const arisanNameById = new Map(arisanNames.map((a) => [a.id, a.name]));
  const itemsByOrder = groupByOrder(items);
  const historyByOrder = groupByOrder(history);
  const proofByOrder = new Map(proofs.map((p) => [p.orderId, p]));
  return rows.map((row) => ({
    id: row.id,
    order_number: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    user_id: row.userId,
    user: { fullname: row.customerName, email: row.customerEmail },
    customer_phone:
      (row.userId === null ? null : phoneByUser.get(row.userId)) ?? shippingAddressPhone(row.shippingAddress),
    total_amount: row.totalAmount,
    subtotal: row.subtotal,
    shipping_cost: row.shippingCost,
    discount: row.discount,
    payment_method: row.paymentMethod,
    status: row.status as OrderStatus,
    payment_status: row.paymentStatus as PaymentStatus,
    shipping_address: row.shippingAddress,
    tracking_number: row.trackingNumber,
    payment_bank: row.paymentBank as Bank | null,
    unique_code: row.uniqueCode,
    payment_due_at: row.paymentDueAt?.toISOString() ?? null,
    payment_confirmed_at: row.paymentConfirmedAt?.toISOString() ?? null,
    payment_rejection_reason: row.paymentRejectionReason,
    invoice_number: row.invoiceNumber,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
    courier: row.courier as Courier | null,
    ...proofFieldsOf(row, proofByOrder.get(row.id)),
    items: (itemsByOrder.get(row.id) ?? []).map((i) => ({
      id: i.id,
      product_id: i.productId,
      price: i.price,
      quantity: i.quantity,
      subtotal: i.price * i.quantity,
      product: {
        name: i.name,
        slug: i.slug,
        category_slug: i.categorySlug,
        image_url: productPictureUrl(i.firstImageId, i.thumbnailUrl, 280),
        thumbnail_url: productPictureUrl(i.firstImageId, i.thumbnailUrl, 180),
      },
    })),
    status_history: (historyByOrder.get(row.id) ?? []).map(
      (h): StatusHistoryEntry => ({
        status: h.status as OrderStatus,
        payment_status: h.paymentStatus as PaymentStatus,
        timestamp: h.createdAt.toISOString(),
        notes: h.notes,
        actor_role: h.actorRole as StatusHistoryEntry['actor_role'],
        actor_name: h.actorName,
      }),
    ),
    arisan:
      row.arisanId === null
        ? null
        : { id: row.arisanId, name: arisanNameById.get(row.arisanId) ?? '-', cycle: row.arisanCycle! },
  }));
}

/**
 * Which order `{id}` names (a numeric id or an order number), limited to the actor's own unless they
 * are an admin: someone else's order is "not found", never "forbidden", so ids reveal nothing.
 */
function orderRef(actor: Actor, ref: string): SQL | undefined {
  const byRef = /^\d+$/.test(ref)
    ? Number(ref) <= 2_147_483_647
      ? eq(orders.id, Number(ref))
      : sql`false`
    : eq(orders.orderNumber, ref);
  return actor.role === 'admin' ? byRef : and(byRef, eq(orders.userId, actor.id));
}

export async function getOrder(db: Db, actor: Actor, ref: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(orderRef(actor, ref));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return (await loadOrders(db, [row]))[0]!;
}

/** Which orders a list shows: the customer's own (an admin's: all), narrowed by the page's filters. */
export function ordersWhere(actor: Actor, query: OrdersExportQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    actor.role === 'admin' ? undefined : eq(orders.userId, actor.id),
    query.status ? eq(orders.status, query.status) : undefined,
    query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
    verificationWhere(query.verification),
    query.startDate ? gte(orders.createdAt, shopDayStart(query.startDate)) : undefined,
    query.endDate ? lt(orders.createdAt, shopDayStart(addDays(query.endDate, 1))) : undefined,
  ];
  if (query.search) {
    const pattern = likeContaining(query.search);
    conditions.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** A customer's own orders; an admin's call lists every order. Newest first. */
export async function listOrders(db: Db, actor: Actor, query: OrdersQuery) {
  const limit = query.limit ?? (actor.role === 'admin' ? PAGE_SIZE.adminOrders : PAGE_SIZE.transactions);
  const where = ordersWhere(actor, query);
  const [[total], rows] = await Promise.all([
    db.select({ n: countAll() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      // The verification queue is worked oldest first; every other list shows the newest first.
      .orderBy(
        ...(query.verification === 'true'
          ? [asc(orders.createdAt), asc(orders.id)]
          : [desc(orders.createdAt), desc(orders.id)]),
      )
      .limit(limit)
      .offset((query.page - 1) * limit),
  ]);
  return {
    data: await loadOrders(db, rows),
    pagination: buildPagination(total?.n ?? 0, query.page, limit),
  };
}

// ---------------------------------------------------------------------------------------------------
// Creating

/**
 * The one way stock leaves the shelf: decrements a visible product's stock only where enough is left
 * (never oversells) and counts the units sold. Null when it could not, with what the product has left
 * (null when the product is gone) so the caller can say why.
 */
async function decrementStock(
  tx: Db,
  productId: number,
  quantity: number,
): Promise<
  | { ok: true; name: string; price: number }
  | { ok: false; product: { name: string; stock: number; hidden: boolean } | null }
> {
  const [row] = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} - ${quantity}`,
      sold: sql`${products.sold} + ${quantity}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(products.id, productId),
        lockTaken('orders.stock') ? gte(products.stock, quantity) : undefined,
        sql`${products.hiddenAt} is null`,
      ),
    )
    .returning({ name: products.name, price: products.price });
  // The update holds the product's row until commit; a racer waits on it and then re-checks the
  // condition against the committed stock, which is what refuses the 4th of 3 units.
  if (row) {
    await insideLock('orders.stock');
    return { ok: true, ...row };
  }
  const [product] = await tx
    .select({ name: products.name, stock: products.stock, hiddenAt: products.hiddenAt })
    .from(products)
    .where(eq(products.id, productId));
  return {
    ok: false,
    product: product ? { name: product.name, stock: product.stock, hidden: product.hiddenAt !== null } : null,
  };
}

/** Takes one unit price per line and decrements stock only where enough is left (never oversells). */
async function takeStock(tx: Db, lines: { productId: number; quantity: number }[]) {
  const taken: { productId: number; quantity: number; name: string; price: number }[] = [];
  for (const line of lines) {
    const result = await decrementStock(tx, line.productId, line.quantity);
    if (!result.ok) {
      const { product } = result;
      throw AppError.conflict(
        !product || product.hidden
          ? `${product?.name ?? 'Produk'} sudah tidak dijual; hapus dari keranjang untuk melanjutkan`
          : `Stok tidak mencukupi untuk ${product.name} (tersisa ${product.stock})`,
      );
    }
    taken.push({ ...line, name: result.name, price: result.price });
  }
  return taken;
}

/**
 * An arisan barang's start takes the goods of all its members from the shelf at once, the same way a
 * checkout does (ADR 042): the group is then sure of its N units, and the shop shows what is left.
 */
export async function reserveGroupStock(tx: Db, productId: number, units: number): Promise<void> {
  const result = await decrementStock(tx, productId, units);
  if (result.ok) return;
  const { product } = result;
  throw AppError.conflict(
    !product || product.hidden
      ? `${product?.name ?? 'Produk'} sudah tidak dijual: arisan ini tidak dapat dimulai`
      : `Stok ${product.name} tidak cukup untuk arisan ini (tersisa ${product.stock}, perlu ${units})`,
  );
}

/** Inserts the order row with a fresh order number and unique code (see unique-code.ts). */
async function insertOrderRow(
  tx: Db,
  values: Omit<typeof orders.$inferInsert, 'orderNumber' | 'uniqueCode' | 'totalAmount'> & {
    totalBeforeCode: number;
  },
) {
  const { totalBeforeCode, ...rest } = values;
  return writeWithUniqueAmount(tx, totalBeforeCode, async (sp, code) => {
    const [row] = await sp
      .insert(orders)
      .values({
        ...rest,
        uniqueCode: code,
        totalAmount: totalBeforeCode + code,
        orderNumber: makeOrderNumber(),
      })
      .returning({ id: orders.id });
    return row!.id;
  });
}

/** The customer's orders still waiting for payment, counted in the database (shared by every process). */
async function countUnpaidOrders(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: countAll() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
  return row?.n ?? 0;
}

/**
 * The customer's cart becomes an order in one transaction: stock taken line by line (any short line
 * fails the whole order with 409 and nothing changes), prices, names and the address copied, the cart
 * emptied, the first history entry written.
 */
export async function createOrderFromCart(
  db: Db,
  customer: User,
  body: CreateOrderBody,
  settings: OrderSettings,
  guard: PurchaseGuard,
): Promise<Order> {
  const orderId = await db.transaction(async (tx) => {
    // The cart row lock serialises one customer's checkouts, so the unpaid count below sees every
    // earlier order of this customer, whichever process took it.
    const lines = await readCartForCheckout(tx, customer.id);
    if (lines.length === 0) throw AppError.conflict('Keranjang belanja kosong');
    const unpaid = await countUnpaidOrders(tx, customer.id);
    if (unpaid >= settings.maxUnpaid) {
      throw AppError.conflict(
        `Kamu masih punya ${unpaid} pesanan yang belum dibayar. Selesaikan pembayaran atau batalkan salah satunya sebelum membuat pesanan baru.`,
      );
    }
    const address = await getOwnAddress(tx, customer.id, body.shipping_address_id);
    await checkPurchaseLimits(tx, customer.id, lines, guard);
    const taken = await takeStock(tx, lines);
    const subtotal = taken.reduce((sum, l) => sum + l.price * l.quantity, 0);
    // A stated maximum (MONEY_LIMITS) keeps every sum over orders exact; the transaction writes nothing.
    if (subtotal > MONEY_LIMITS.orderTotal) {
      throw AppError.validation(`An order is at most ${formatRupiah(MONEY_LIMITS.orderTotal)}`);
    }
    const id = await insertOrderRow(tx, {
      userId: customer.id,
      customerName: customer.fullname,
      customerEmail: customer.email,
      subtotal,
      shippingCost: 0,
      discount: 0,
      totalBeforeCode: subtotal,
      paymentDueAt: paymentDueAt(subtotal, settings.paymentMs, guard.limits),
      // Checkout is manual bank transfer; the spec's 'Cash' default is not what happens (DESIGN 5).
      paymentMethod: BANK_TRANSFER,
      shippingAddress: formatShippingAddress(address),
      stockReserved: true,
      clientNetwork: guard.clientNetwork,
    });
    await tx.insert(orderItems).values(
      taken.map((l) => ({
        orderId: id,
        productId: l.productId,
        productName: l.name,
        price: l.price,
        quantity: l.quantity,
      })),
    );
    await tx.insert(orderStatusHistory).values({
      orderId: id,
      status: 'pending',
      paymentStatus: 'pending',
      notes: 'Pesanan dibuat',
      actorId: customer.id,
      actorRole: 'customer',
    });
    await emptyCart(tx, customer.id);
    return id;
  });
  return getOrder(db, customer, String(orderId));
}

// ---------------------------------------------------------------------------------------------------
// Changing

/** The order row, locked until the transaction ends, so changes of one order run one after the other. */
export async function lockOrder(tx: Db, actor: Actor, ref: string): Promise<OrderRow> {
  const order = tx.select().from(orders).where(orderRef(actor, ref));
  const [row] = await (lockTaken('orders.order') ? order.for('update') : order);
  if (row) await insideLock('orders.order');
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

async function orderLines(tx: Db, orderId: number) {
  return tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
}

/** Puts units back on the shelf and takes them off the sold count (the way back of decrementStock). */
async function incrementStock(tx: Db, productId: number, quantity: number) {
  await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${quantity}`,
      sold: sql`greatest(${products.sold} - ${quantity}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
}

/** Gives the order's stock back, once: the flag flips in a conditional update. */
async function releaseStock(tx: Db, orderId: number) {
  const flipped = await tx
    .update(orders)
    .set({ stockReserved: false })
    .where(and(eq(orders.id, orderId), eq(orders.stockReserved, true)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return;
  for (const line of await orderLines(tx, orderId)) await incrementStock(tx, line.productId, line.quantity);
}

/** A deleted arisan barang gives the units its start took (and no recipient received) back to the shelf. */
export async function releaseGroupStock(tx: Db, productId: number, units: number): Promise<void> {
  if (units > 0) await incrementStock(tx, productId, units);
}

interface Change {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  trackingNumber?: string | null;
  courier?: Courier | null;
  paymentBank?: Bank;
  paymentConfirmedAt?: Date | null;
  paymentRejectionReason?: string | null;
  cancelReason?: string;
}

export const stateOf = (order: OrderRow): OrderState => ({
  status: order.status as OrderStatus,
  payment_status: order.paymentStatus as PaymentStatus,
});

const describe = (s: OrderState) =>
  `${ORDER_STATUS_LABEL[s.status]} / ${PAYMENT_STATUS_LABEL[s.payment_status]}`;

/** Refuses (409) any move the transition table does not list (docs/decisions/027-order-transitions.md). */
function assertTransition(from: OrderState, to: OrderState) {
  if (from.status === to.status && from.payment_status === to.payment_status) return;
  if (canTransition(from, to)) return;
  if (from.status === 'cancelled') throw AppError.conflict('Pesanan sudah dibatalkan dan tidak dapat diubah');
  throw AppError.conflict(`Perubahan status tidak diizinkan: ${describe(from)} ke ${describe(to)}`);
}

/** 'INV/2026/11/000123': the Jakarta month of payment and the order id, so it is unique without a counter. */
export function makeInvoiceNumber(orderId: number, paidAt: Date): string {
  const day = todayInShop(paidAt);
  return `INV/${day.slice(0, 4)}/${day.slice(5, 7)}/${String(orderId).padStart(6, '0')}`;
}

/**
 * Applies a change to a locked order: the transition check, stock, the row, then one history entry.
 * A cancelled order is final, so stock is released at most once and never taken again.
 */
export async function applyChange(
  tx: Db,
  order: OrderRow,
  change: Change,
  actor: ChangeActor,
  notes: string | null,
  options: { arisanCorrection?: boolean } = {},
) {
  const from = stateOf(order);
  const to: OrderState = {
    status: change.status ?? from.status,
    payment_status: change.paymentStatus ?? from.payment_status,
  };
  assertTransition(from, to);
  // An arisan barang order goes with its recipient: cancelling it alone would leave a recipient without
  // goods and the group's unit nowhere (docs/decisions/042-arisan-barang.md).
  if (to.status === 'cancelled' && order.arisanId !== null && !options.arisanCorrection) {
    throw AppError.conflict(
      'Pesanan arisan barang tidak bisa dibatalkan sendiri: batalkan penerima putarannya di halaman arisan',
    );
  }
  if (to.status === 'cancelled' && from.status !== 'cancelled') await releaseStock(tx, order.id);
  const paidNow = to.payment_status === 'paid' && from.payment_status !== 'paid';
  const now = new Date();
  const { status: _s, paymentStatus: _p, ...fields } = change;
  await tx
    .update(orders)
    .set({
      ...fields,
      status: to.status,
      paymentStatus: to.payment_status,
      ...(paidNow
        ? { paidAt: now, invoiceNumber: order.invoiceNumber ?? makeInvoiceNumber(order.id, now) }
        : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: to.status,
    paymentStatus: to.payment_status,
    notes,
    actorId: actor.id,
    actorRole: actor.role,
  });
}

/** A customer cancels their own order while it is pending; an admin cancels any order not yet cancelled. */
export async function cancelOrder(db: Db, actor: Actor, ref: string): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor, ref);
    if (order.status === 'cancelled') throw AppError.conflict('Pesanan sudah dibatalkan');
    if (actor.role !== 'admin' && order.status !== 'pending') {
      throw AppError.conflict('Pesanan hanya dapat dibatalkan selama menunggu konfirmasi penjual');
    }
    const notes =
      actor.role === 'admin' ? 'Pesanan dibatalkan oleh admin' : 'Pesanan dibatalkan oleh pelanggan';
    await applyChange(tx, order, { status: 'cancelled', cancelReason: notes }, actor, notes);
    return order.id;
  });
  return getOrder(db, actor, String(id));
}

/**
 * The admin moves an order along the transition table, sets the courier and Nomor Resi; each change is
 * one history entry. Marking a waiting order's payment paid is the approval (it also starts packing).
 */
export async function updateOrderStatus(
  db: Db,
  admin: Actor,
  ref: string,
  body: UpdateOrderStatusBody,
): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, admin, ref);
    const from = stateOf(order);
    const to = requestedState(from, body);
    const change: Change = {};
    const said: string[] = [];
    if (to.status !== from.status) {
      change.status = to.status;
      said.push(`Status pesanan: ${ORDER_STATUS_LABEL[to.status]}`);
    }
    if (to.payment_status !== from.payment_status) {
      change.paymentStatus = to.payment_status;
      said.push(`Status pembayaran: ${PAYMENT_STATUS_LABEL[to.payment_status]}`);
    }
    if (body.courier !== undefined && body.courier !== order.courier) {
      change.courier = body.courier;
      said.push(body.courier ? `Kurir: ${COURIER_INFO[body.courier].label}` : 'Kurir dihapus');
    }
    const tracking = body.tracking_number === '' ? null : body.tracking_number;
    if (tracking !== undefined && tracking !== order.trackingNumber) {
      change.trackingNumber = tracking;
      said.push(tracking ? `Nomor resi: ${tracking}` : 'Nomor resi dihapus');
    }
    // Nothing differs from what is stored: no change, no history entry.
    if (said.length === 0) return order.id;
    assertTransition(from, to);
    const shipping = to.status === 'shipped' || to.status === 'delivered';
    const courier = change.courier !== undefined ? change.courier : order.courier;
    const resi = change.trackingNumber !== undefined ? change.trackingNumber : order.trackingNumber;
    if (shipping && (!courier || !resi)) {
      throw AppError.validation('Pilih kurir dan isi Nomor Resi sebelum pesanan dikirim', [
        ...(courier ? [] : [{ path: 'courier', message: 'Pilih kurir' }]),
        ...(resi ? [] : [{ path: 'tracking_number', message: 'Isi Nomor Resi' }]),
      ]);
    }
    if (change.status === 'cancelled') change.cancelReason = body.notes || 'Pesanan dibatalkan oleh admin';
    await applyChange(tx, order, change, admin, body.notes || said.join('; '));
    return order.id;
  });
  return getOrder(db, admin, String(id));
}

/**
 * A confirmation is accepted while the order waits for its transfer, before the deadline, and once
 * (the order row is locked, so of parallel confirmations exactly one passes; an admin's rejection opens
 * it again).
 */
export function assertConfirmable(order: OrderRow) {
  if (order.status === 'cancelled') throw AppError.conflict('Pesanan sudah dibatalkan');
  if (!isAwaitingPayment(stateOf(order))) throw AppError.conflict('Pembayaran pesanan ini sudah diproses');
  if (order.paymentConfirmedAt) throw AppError.conflict('Pembayaran pesanan ini sudah dikonfirmasi');
  if (order.paymentDueAt && order.paymentDueAt.getTime() < Date.now()) {
    throw AppError.conflict('Batas waktu pembayaran pesanan ini sudah lewat');
  }
}

/** The customer says the transfer is made; the payment stays pending until an admin marks it paid. */
export async function confirmPayment(db: Db, customer: Actor, ref: string, bank: Bank): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, customer, ref);
    assertConfirmable(order);
    await applyChange(
      tx,
      order,
      { paymentBank: bank, paymentConfirmedAt: new Date() },
      customer,
      `Pelanggan mengonfirmasi transfer ke ${bank}`,
    );
    return order.id;
  });
  return getOrder(db, customer, String(id));
}

/** The customer confirms a delivered order arrived (once); the status stays delivered. */
export async function completeOrder(db: Db, customer: Actor, ref: string): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, customer, ref);
    if (order.status !== 'delivered') {
      throw AppError.conflict('Pesanan hanya dapat diselesaikan setelah sampai di tujuan');
    }
    const [done] = await tx
      .select({ id: orderStatusHistory.id })
      .from(orderStatusHistory)
      .where(
        and(
          eq(orderStatusHistory.orderId, order.id),
          eq(orderStatusHistory.actorRole, 'customer'),
          eq(orderStatusHistory.notes, ORDER_RECEIVED_NOTE),
        ),
      )
      .limit(1);
    if (done) throw AppError.conflict('Pesanan sudah diselesaikan');
    await applyChange(tx, order, {}, customer, ORDER_RECEIVED_NOTE);
    return order.id;
  });
  return getOrder(db, customer, String(id));
}

import { randomInt } from 'node:crypto';
import {
  addDays,
  BANK_TRANSFER,
  type Bank,
  type CreateOrderBody,
  formatShippingAddress,
  MONEY_LIMITS,
  ORDER_RECEIVED_NOTE,
  ORDER_STATUS_LABEL,
  type Order,
  type OrderStatus,
  type OrdersQuery,
  PAGE_SIZE,
  PAYMENT_STATUS_LABEL,
  type PaymentStatus,
  productPictureUrl,
  type StatusHistoryEntry,
  shopDayStart,
  todayInShop,
  type UpdateOrderStatusBody,
  type User,
} from '@toko/shared';
import { buildPagination, formatRupiah } from '@toko/shared/format';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Db, pgErrorCode } from '../../db/client.ts';
import { categories, orderItems, orderStatusHistory, orders, products } from '../../db/schema/index.ts';
import { firstImageIdSql, likeContaining } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { getOwnAddress } from '../addresses/addresses.service.ts';
import { emptyCart, readCartForCheckout } from '../cart/cart.service.ts';

// Orders and their lifecycle: docs/decisions/004-order-lifecycle.md. Stock moves only here, with
// conditional updates, so an order can never oversell and a cancel releases its stock exactly once.

type OrderRow = typeof orders.$inferSelect;
type Actor = Pick<User, 'id' | 'role'>;

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
  const [items, history] = await Promise.all([
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
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  const itemsByOrder = groupByOrder(items);
  const historyByOrder = groupByOrder(history);
  return rows.map((row) => ({
    id: row.id,
    order_number: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    user_id: row.userId,
    user: { fullname: row.customerName, email: row.customerEmail },
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
      }),
    ),
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

/** A customer's own orders; an admin's call lists every order. Newest first. */
export async function listOrders(db: Db, actor: Actor, query: OrdersQuery) {
  const limit = query.limit ?? (actor.role === 'admin' ? PAGE_SIZE.adminOrders : PAGE_SIZE.transactions);
  const conditions: (SQL | undefined)[] = [
    actor.role === 'admin' ? undefined : eq(orders.userId, actor.id),
    query.status ? eq(orders.status, query.status) : undefined,
    query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
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
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
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

/** Takes one unit price per line and decrements stock only where enough is left (never oversells). */
async function takeStock(tx: Db, lines: { productId: number; quantity: number }[]) {
  const taken: { productId: number; quantity: number; name: string; price: number }[] = [];
  for (const line of lines) {
    const [row] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.quantity}`,
        sold: sql`${products.sold} + ${line.quantity}`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(products.id, line.productId),
          gte(products.stock, line.quantity),
          sql`${products.hiddenAt} is null`,
        ),
      )
      .returning({ name: products.name, price: products.price });
    if (!row) {
      const [product] = await tx
        .select({ name: products.name, stock: products.stock, hiddenAt: products.hiddenAt })
        .from(products)
        .where(eq(products.id, line.productId));
      throw AppError.conflict(
        !product || product.hiddenAt
          ? `${product?.name ?? 'Produk'} sudah tidak dijual; hapus dari keranjang untuk melanjutkan`
          : `Stok tidak mencukupi untuk ${product.name} (tersisa ${product.stock})`,
      );
    }
    taken.push({ ...line, ...row });
  }
  return taken;
}

/** Inserts the order row, drawing a new number in the rare case the first is taken (a savepoint retry). */
async function insertOrderRow(tx: Db, values: Omit<typeof orders.$inferInsert, 'orderNumber'>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(orders)
          .values({ ...values, orderNumber: makeOrderNumber() })
          .returning({ id: orders.id });
        return row!.id;
      });
    } catch (err) {
      if (pgErrorCode(err) !== '23505' || attempt >= 4) throw err;
    }
  }
}

/**
 * The customer's cart becomes an order in one transaction: stock taken line by line (any short line
 * fails the whole order with 409 and nothing changes), prices, names and the address copied, the cart
 * emptied, the first history entry written.
 */
export async function createOrderFromCart(db: Db, customer: User, body: CreateOrderBody): Promise<Order> {
  const orderId = await db.transaction(async (tx) => {
    const lines = await readCartForCheckout(tx, customer.id);
    if (lines.length === 0) throw AppError.conflict('Keranjang belanja kosong');
    const address = await getOwnAddress(tx, customer.id, body.shipping_address_id);
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
      totalAmount: subtotal,
      // Checkout is manual bank transfer; the spec's 'Cash' default is not what happens (DESIGN 5).
      paymentMethod: BANK_TRANSFER,
      shippingAddress: formatShippingAddress(address),
      stockReserved: true,
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
async function lockOrder(tx: Db, actor: Actor, ref: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(orderRef(actor, ref)).for('update');
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

/** Gives the order's stock back, once: the flag flips in a conditional update. */
async function releaseStock(tx: Db, orderId: number) {
  const flipped = await tx
    .update(orders)
    .set({ stockReserved: false })
    .where(and(eq(orders.id, orderId), eq(orders.stockReserved, true)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return;
  for (const line of await orderLines(tx, orderId)) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        sold: sql`greatest(${products.sold} - ${line.quantity}, 0)`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, line.productId));
  }
}

/** A cancelled order made active again takes its stock again, or the change is refused (409). */
async function reserveStockAgain(tx: Db, orderId: number) {
  const flipped = await tx
    .update(orders)
    .set({ stockReserved: true })
    .where(and(eq(orders.id, orderId), eq(orders.stockReserved, false)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return;
  for (const line of await orderLines(tx, orderId)) {
    const [row] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.quantity}`,
        sold: sql`${products.sold} + ${line.quantity}`,
        updatedAt: new Date(),
      })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (!row) {
      const [product] = await tx
        .select({ name: products.name, stock: products.stock })
        .from(products)
        .where(eq(products.id, line.productId));
      throw AppError.conflict(
        `Stok tidak mencukupi untuk ${product?.name ?? 'produk'} (tersisa ${product?.stock ?? 0})`,
      );
    }
  }
}

interface Change {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  trackingNumber?: string | null;
  paymentBank?: Bank;
}

/** Applies a change to a locked order: stock first, then the row, then one history entry. */
async function applyChange(tx: Db, order: OrderRow, change: Change, actor: Actor, notes: string | null) {
  const status = change.status ?? (order.status as OrderStatus);
  const paymentStatus = change.paymentStatus ?? (order.paymentStatus as PaymentStatus);
  if (status === 'cancelled' && order.status !== 'cancelled') await releaseStock(tx, order.id);
  if (status !== 'cancelled' && order.status === 'cancelled') await reserveStockAgain(tx, order.id);
  await tx
    .update(orders)
    .set({
      status,
      paymentStatus,
      ...(change.trackingNumber !== undefined ? { trackingNumber: change.trackingNumber } : {}),
      ...(change.paymentBank ? { paymentBank: change.paymentBank } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status,
    paymentStatus,
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
    await applyChange(tx, order, { status: 'cancelled' }, actor, notes);
    return order.id;
  });
  return getOrder(db, actor, String(id));
}

/** The admin sets any status, payment status or tracking number; each change is one history entry. */
export async function updateOrderStatus(
  db: Db,
  admin: Actor,
  ref: string,
  body: UpdateOrderStatusBody,
): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, admin, ref);
    const change: Change = {};
    const said: string[] = [];
    if (body.status !== undefined && body.status !== order.status) {
      change.status = body.status;
      said.push(`Status pesanan: ${ORDER_STATUS_LABEL[body.status]}`);
    }
    if (body.payment_status !== undefined && body.payment_status !== order.paymentStatus) {
      change.paymentStatus = body.payment_status;
      said.push(`Status pembayaran: ${PAYMENT_STATUS_LABEL[body.payment_status]}`);
    }
    const tracking = body.tracking_number === '' ? null : body.tracking_number;
    if (tracking !== undefined && tracking !== order.trackingNumber) {
      change.trackingNumber = tracking;
      said.push(tracking ? `Nomor resi: ${tracking}` : 'Nomor resi dihapus');
    }
    // Nothing differs from what is stored: no change, no history entry.
    if (said.length === 0) return order.id;
    await applyChange(tx, order, change, admin, body.notes || said.join('; '));
    return order.id;
  });
  return getOrder(db, admin, String(id));
}

/** The customer says the transfer is made; the payment stays pending until an admin marks it paid. */
export async function confirmPayment(db: Db, customer: Actor, ref: string, bank: Bank): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, customer, ref);
    if (order.status === 'cancelled') throw AppError.conflict('Pesanan sudah dibatalkan');
    if (order.paymentStatus !== 'pending') throw AppError.conflict('Pembayaran pesanan ini sudah diproses');
    await applyChange(
      tx,
      order,
      { paymentBank: bank },
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

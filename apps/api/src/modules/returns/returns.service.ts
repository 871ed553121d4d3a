import {
  buildPagination,
  MAX_RETURN_PHOTOS,
  type OrderReturn,
  RETURN_TEXT,
  type ReturnEligibility,
  type ReturnRequestFields,
  type ReturnsQuery,
  type User,
} from '@toko/shared';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import {
  orderItems,
  orderRefunds,
  orderReturnItems,
  orderReturnPhotos,
  orderReturns,
  orderStatusHistory,
  orders,
  users,
} from '../../db/schema/index.ts';
import { countAll } from '../../db/sql.ts';
import { isBackOffice } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { encodeProofJpeg } from '../images/index.ts';
import { orderRef } from '../orders/index.ts';
import { getShopSettings } from '../settings/index.ts';

// 'Pengembalian', the customer's request and every read of a return (docs/decisions/089-returns-and-refunds.md).

type Actor = Pick<User, 'id' | 'role'>;
type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof orderReturns.$inferSelect;
const DAY_MS = 86_400_000;
const RETURNS_PAGE_SIZE = 10;

/** The order a caller may see (their own; any for the shop's people), else 404 as every order read. */
export async function visibleOrder(db: Db, actor: Actor, ref: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(orderRef(actor, ref));
  if (!order) throw AppError.notFound('Pesanan tidak ditemukan');
  return order;
}

/** When the order was first marked delivered ('Selesai'): the window counts from there. */
async function deliveredAt(db: Db, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'delivered')))
    .orderBy(asc(orderStatusHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Units of each order item still returnable: ordered minus those in returns not rejected. */
async function returnableUnits(db: Db, orderId: number) {
  const rows = await db
    .select({
      id: orderItems.id,
      name: orderItems.productName,
      ordered: orderItems.quantity,
      // Spelled out: inside the subquery a bare "id" would be the return's.
      taken: sql<number>`coalesce((select sum(ri.quantity) from order_return_items ri join order_returns r on r.id = ri.return_id where ri.order_item_id = order_items.id and r.status <> 'rejected'), 0)::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((r) => ({ id: r.id, name: r.name, left: r.ordered - Number(r.taken) }));
}

export async function eligibilityOf(db: Db, order: OrderRow): Promise<ReturnEligibility> {
  const { return_window_days: days } = await getShopSettings(db);
  const units = await returnableUnits(db, order.id);
  const returnable = units.map((u) => ({ order_item_id: u.id, quantity: u.left }));
  const arrived =
    order.status === 'delivered' && order.paymentStatus === 'paid' ? await deliveredAt(db, order.id) : null;
  const until = arrived && days > 0 ? new Date(arrived.getTime() + days * DAY_MS) : null;
  const [open] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, order.id), inArray(orderReturns.status, ['requested', 'approved'])));
  return {
    window_days: days,
    open_until: until?.toISOString() ?? null,
    can_request: Boolean(until && until.getTime() > Date.now() && !open && units.some((u) => u.left > 0)),
    returnable,
  };
}

/** What the order paid minus what refunds have sent back already. */
export async function refundableOf(db: Db, order: Pick<OrderRow, 'id' | 'paymentStatus' | 'totalAmount'>) {
  if (order.paymentStatus !== 'paid') return 0;
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id));
  return order.totalAmount - Number(row?.sum ?? 0);
}

/** Rows of order_returns as the wire shows them, with their items, photos, refund and the order's numbers. */
async function toReturns(db: Db, rows: ReturnRow[]): Promise<OrderReturn[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const [items, photos, refunds, orderRows] = await Promise.all([
    db
      .select({
        returnId: orderReturnItems.returnId,
        id: orderItems.id,
        name: orderItems.productName,
        price: orderItems.price,
        quantity: orderReturnItems.quantity,
      })
      .from(orderReturnItems)
      .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
      .where(inArray(orderReturnItems.returnId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({ id: orderReturnPhotos.id, returnId: orderReturnPhotos.returnId })
      .from(orderReturnPhotos)
      .where(inArray(orderReturnPhotos.returnId, ids))
      .orderBy(asc(orderReturnPhotos.id)),
    db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds)),
    db
      .select({
        id: orders.id,
        number: orders.orderNumber,
        paymentStatus: orders.paymentStatus,
        totalAmount: orders.totalAmount,
        fullname: users.fullname,
        email: users.email,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, orderIds)),
  ]);
  const orderById = new Map(orderRows.map((o) => [o.id, o]));
  return rows.map((r) => {
    const order = orderById.get(r.orderId)!;
    const refund = refunds.find((f) => f.returnId === r.id);
    const refunded = refunds.filter((f) => f.orderId === r.orderId).reduce((sum, f) => sum + f.amount, 0);
    return {
      id: r.id,
      order_id: r.orderId,
      order_number: order.number,
      customer: order.fullname ? { fullname: order.fullname, email: order.email ?? '' } : null,
      status: r.status as OrderReturn['status'],
      reason: r.reason,
      owner_note: r.ownerNote,
      items: items
        .filter((i) => i.returnId === r.id)
        .map((i) => ({ order_item_id: i.id, name: i.name, quantity: i.quantity, price: i.price })),
      photo_ids: photos.filter((p) => p.returnId === r.id).map((p) => p.id),
      requested_at: r.requestedAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
      refund: refund
        ? {
            amount: refund.amount,
            reference: refund.reference,
            has_proof: refund.proofBytes !== null,
            restocked: refund.restocked,
            created_at: refund.createdAt.toISOString(),
          }
        : null,
      refundable: order.paymentStatus === 'paid' ? order.totalAmount - refunded : 0,
    };
  });
}

export async function getReturn(db: Db, actor: Actor, id: number): Promise<OrderReturn> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  // Someone else's return is "not found", as someone else's order is.
  if (!row || (!isBackOffice(actor) && row.userId !== actor.id))
    throw AppError.notFound(RETURN_TEXT.notFound);
  return (await toReturns(db, [row]))[0]!;
}

/** An order's returns, newest first, and whether another may be asked for now. */
export async function listOrderReturns(db: Db, actor: Actor, ref: string) {
  const order = await visibleOrder(db, actor, ref);
  const rows = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, order.id))
    .orderBy(desc(orderReturns.requestedAt), desc(orderReturns.id));
  return { data: await toReturns(db, rows), eligibility: await eligibilityOf(db, order) };
}

/** The owner's list: every return, filtered by status, the oldest waiting first. */
export async function listReturns(db: Db, query: ReturnsQuery) {
  const where = query.status ? eq(orderReturns.status, query.status) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: countAll() }).from(orderReturns).where(where),
    db
      .select()
      .from(orderReturns)
      .where(where)
      .orderBy(
        query.status === 'requested' ? asc(orderReturns.requestedAt) : desc(orderReturns.requestedAt),
        asc(orderReturns.id),
      )
      .limit(RETURNS_PAGE_SIZE)
      .offset((query.page - 1) * RETURNS_PAGE_SIZE),
  ]);
  return {
    data: await toReturns(db, rows),
    pagination: buildPagination(total?.n ?? 0, query.page, RETURNS_PAGE_SIZE),
  };
}

/**
 * The customer asks to send items back: a delivered, paid order of theirs, inside the owner's window,
 * with no other open return, for units not returned yet, with 1 to 3 photos. The photos are re-encoded
 * before the transaction (sharp is slow); the unique open-return index settles two requests at once.
 */
export async function requestReturn(
  db: Db,
  customer: Actor,
  ref: string,
  fields: ReturnRequestFields,
  files: Buffer[],
): Promise<OrderReturn> {
  const order = await visibleOrder(db, customer, ref);
  const eligibility = await eligibilityOf(db, order);
  if (order.status !== 'delivered' || order.paymentStatus !== 'paid')
    throw AppError.conflict(RETURN_TEXT.notDelivered);
  if (!eligibility.open_until || new Date(eligibility.open_until).getTime() <= Date.now()) {
    throw AppError.conflict(RETURN_TEXT.windowClosed(eligibility.window_days));
  }
  const units = await returnableUnits(db, order.id);
  for (const wanted of fields.items) {
    const item = units.find((u) => u.id === wanted.order_item_id);
    if (!item)
      throw AppError.validation(RETURN_TEXT.notInOrder, [{ path: 'items', message: RETURN_TEXT.notInOrder }]);
    if (wanted.quantity > item.left) {
      const message = RETURN_TEXT.tooMany(item.name, item.left);
      throw AppError.validation(message, [{ path: 'items', message }]);
    }
  }
  if (files.length < 1 || files.length > MAX_RETURN_PHOTOS) {
    throw AppError.validation(RETURN_TEXT.photos, [{ path: 'photos', message: RETURN_TEXT.photos }]);
  }
  const photos = await Promise.all(files.map(encodeProofJpeg));
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orderReturns)
        .values({ orderId: order.id, userId: customer.id, reason: fields.reason })
        .returning({ id: orderReturns.id });
      await tx.insert(orderReturnItems).values(
        fields.items.map((i) => ({
          returnId: row!.id,
          orderItemId: i.order_item_id,
          quantity: i.quantity,
        })),
      );
      await tx.insert(orderReturnPhotos).values(photos.map((bytes) => ({ returnId: row!.id, bytes })));
      return row!.id;
    });
    return getReturn(db, customer, id);
  } catch (err) {
    if (isUniqueViolation(err, 'order_returns_open_idx')) throw AppError.conflict(RETURN_TEXT.alreadyOpen);
    throw err;
  }
}

/** A return's photo for its customer or the shop's people. */
export async function getReturnPhoto(
  db: Db,
  actor: Actor,
  returnId: number,
  photoId: number,
): Promise<Buffer> {
  const [row] = await db
    .select({ bytes: orderReturnPhotos.bytes, userId: orderReturns.userId })
    .from(orderReturnPhotos)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnPhotos.returnId))
    .where(and(eq(orderReturnPhotos.id, photoId), eq(orderReturns.id, returnId)));
  if (!row || (!isBackOffice(actor) && row.userId !== actor.id))
    throw AppError.notFound('Foto tidak ditemukan');
  return row.bytes;
}

/** A refund's transfer receipt, for the order's customer or the shop's people. */
export async function getRefundProof(db: Db, actor: Actor, returnId: number) {
  const [row] = await db
    .select({
      bytes: orderRefunds.proofBytes,
      contentType: orderRefunds.proofContentType,
      userId: orderReturns.userId,
    })
    .from(orderRefunds)
    .innerJoin(orderReturns, eq(orderReturns.id, orderRefunds.returnId))
    .where(
      and(
        eq(orderRefunds.returnId, returnId),
        isNotNull(orderRefunds.proofBytes),
        ne(orderReturns.status, 'rejected'),
      ),
    );
  if (!row || (!isBackOffice(actor) && row.userId !== actor.id)) return undefined;
  return { bytes: row.bytes, contentType: row.contentType };
}

import {
  type Bank,
  COURIER_INFO,
  type Courier,
  canTransition,
  isAwaitingPayment,
  ORDER_RECEIVED_NOTE,
  ORDER_STATUS_LABEL,
  type Order,
  type OrderState,
  type OrderStatus,
  PAYMENT_STATUS_LABEL,
  type PaymentStatus,
  requestedState,
  type UpdateOrderStatusBody,
  type User,
} from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { orderStatusHistory, orders } from '../../db/schema/index.ts';
import { isBackOffice } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { approvePayment } from '../payments/index.ts';
import { giveBackVoucherUse } from '../vouchers/index.ts';
import { enqueueOrderNotices } from './order-notices.ts';
import { makeInvoiceNumber } from './order-numbers.ts';
import { releaseStock } from './order-stock.ts';
import { getOrder, ORDER_NOT_FOUND, orderRef } from './orders.service.ts';

// Every change of an order after checkout, one locked order at a time, along the transition table
// (docs/decisions/027-order-transitions.md), each with one entry in its history.

type OrderRow = typeof orders.$inferSelect;
type Actor = Pick<User, 'id' | 'role'>;
/** Who changes an order: a signed-in user, or the expiry job. */
export type ChangeActor = Actor | { id: null; role: 'system' };

/** The order row, locked until the transaction ends, so changes of one order run one after the other. */
export async function lockOrder(tx: Db, actor: Actor, ref: string): Promise<OrderRow> {
  const order = tx.select().from(orders).where(orderRef(actor, ref));
  const [row] = await (lockTaken('orders.order') ? order.for('update') : order);
  if (row) await insideLock('orders.order');
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  return row;
}

export interface Change {
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
  if (to.status === 'cancelled' && from.status !== 'cancelled') {
    await releaseStock(tx, order.id);
    // Every cancel path (shopper, admin, expiry, arisan correction) passes here; the use is marked once.
    await giveBackVoucherUse(tx, order.id);
  }
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
  await enqueueOrderNotices(tx, order, to, change);
}

/**
 * A customer cancels their own order while it is pending; the shop (an admin or staff, ADR 087) cancels
 * any order not yet cancelled.
 */
export async function cancelOrder(db: Db, actor: Actor, ref: string): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor, ref);
    if (order.status === 'cancelled') throw AppError.conflict('Pesanan sudah dibatalkan');
    if (!isBackOffice(actor) && order.status !== 'pending') {
      throw AppError.conflict('Pesanan hanya dapat dibatalkan selama menunggu konfirmasi penjual');
    }
    const notes =
      actor.role === 'admin'
        ? 'Pesanan dibatalkan oleh admin'
        : actor.role === 'staff'
          ? 'Pesanan dibatalkan oleh staf'
          : 'Pesanan dibatalkan oleh pelanggan';
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
    const notes = body.notes || said.join('; ');
    if (to.payment_status === 'paid' && from.payment_status !== 'paid') {
      // The approval is the payments module's verb (ADR 060); a courier or Nomor Resi sent with it is
      // written first and told in the same history entry.
      const { courier: c, trackingNumber: t } = change;
      if (c !== undefined || t !== undefined) {
        await tx.update(orders).set({ courier: c, trackingNumber: t }).where(eq(orders.id, order.id));
      }
      await approvePayment(
        tx,
        { kind: 'order', id: order.id },
        { actorId: admin.id, source: 'manual', note: notes },
      );
      return order.id;
    }
    await applyChange(tx, order, change, admin, notes);
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

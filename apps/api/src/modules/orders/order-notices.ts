import { EXPIRED_REASON, type OrderState, OUTBOX_KIND_LABEL } from '@toko/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { enqueueMessage, type OrderMessageKind, renderOrderMessage } from '../notifications/index.ts';

// The customer hears of each step of their order by email, written into the outbox in the transaction
// of the step itself (docs/decisions/064-outbox-channels.md): rolled back with it, never sent without it.

type OrderRow = typeof orders.$inferSelect;

/** The messages one change of an order causes (usually none or one). */
export function noticesOf(
  order: OrderRow,
  to: OrderState,
  change: { cancelReason?: string; paymentRejectionReason?: string | null },
): OrderMessageKind[] {
  const kinds: OrderMessageKind[] = [];
  if (to.payment_status === 'paid' && order.paymentStatus !== 'paid') kinds.push('payment_approved');
  if (change.paymentRejectionReason) kinds.push('payment_rejected');
  if (to.status !== order.status) {
    if (to.status === 'shipped') kinds.push('order_shipped');
    if (to.status === 'delivered') kinds.push('order_delivered');
    if (to.status === 'cancelled') {
      kinds.push(change.cancelReason === EXPIRED_REASON ? 'order_expired' : 'order_cancelled');
    }
  }
  return kinds;
}

async function enqueueFor(tx: Db, orderId: number, kinds: OrderMessageKind[]) {
  if (kinds.length === 0) return;
  // The row as the change left it: the message tells the new state (resi, reason, deadline).
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (row) await enqueueForRow(tx, row, kinds);
}

async function enqueueForRow(tx: Db, row: OrderRow, kinds: OrderMessageKind[]) {
  for (const kind of kinds) {
    const message = renderOrderMessage(kind, row);
    await enqueueMessage(tx, {
      kind,
      userId: row.userId,
      recipient: row.customerEmail,
      ...message,
      // The bell says the same in a line: 'Pembayaran diterima', then the message's first sentence.
      notice: { title: OUTBOX_KIND_LABEL[kind], body: message.lead, path: message.path },
    });
  }
}

/** After a change is written (applyChange): the messages it causes, in the same transaction. */
export async function enqueueOrderNotices(
  tx: Db,
  before: OrderRow,
  to: OrderState,
  change: { cancelReason?: string; paymentRejectionReason?: string | null },
): Promise<void> {
  await enqueueFor(tx, before.id, noticesOf(before, to, change));
}

/** After checkout: the payment instructions (bank accounts, exact amount, deadline in WIB). */
export async function enqueueOrderCreated(tx: Db, order: OrderRow): Promise<void> {
  // The row its insert returned: one statement fewer while the checkout's transaction is open (ADR 092).
  await enqueueForRow(tx, order, ['order_created']);
}

/** The 'deadline in 3 hours' reminder (order-reminders.service.ts). */
export async function enqueuePaymentReminder(tx: Db, orderId: number): Promise<void> {
  await enqueueFor(tx, orderId, ['payment_reminder']);
}

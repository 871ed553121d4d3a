import { isAwaitingPayment } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { approvalNote, atLeastFromNow, dropProof, type PayableRules } from '../payments/index.ts';
import { applyChange, type ChangeActor, lockOrder, stateOf } from './order-changes.service.ts';

// An order as a thing being paid for (docs/decisions/060-one-payments-module.md): what approving and
// rejecting its payment does to it. The payments module's verbs call these, whoever decides.

/** Reads any order: the role, not the id, decides which orders lockOrder reaches. */
const ANY_ORDER = { id: 0, role: 'admin' } as const;

/** The payer's least time to pay again after a rejection when the caller names none (ORDER_PROOF_RETRY_HOURS). */
const DEFAULT_RETRY_MS = 6 * 3_600_000;

const deciderOf = (actorId: number | null): ChangeActor =>
  actorId === null ? { id: null, role: 'system' } : { id: actorId, role: 'admin' };

export const orderPayable: PayableRules = {
  /** Paid and packed (processing/paid), with its invoice number, one history entry. */
  async approve(tx, id, by) {
    const order = await lockOrder(tx, ANY_ORDER, String(id));
    if (order.status === 'cancelled') {
      throw AppError.conflict('Pesanan sudah dibatalkan dan tidak dapat diubah');
    }
    if (!isAwaitingPayment(stateOf(order))) {
      throw AppError.conflict('Pembayaran pesanan ini sudah diputuskan');
    }
    await applyChange(
      tx,
      order,
      { status: 'processing', paymentStatus: 'paid' },
      deciderOf(by.actorId),
      by.note ?? approvalNote(by.source, by.evidence),
    );
    return { amount: order.totalAmount };
  },

  /**
   * The proof is refused with a reason the customer sees and removed, and the customer may upload again.
   * The payment clock starts again with at least `retryMs` left (the later of the old deadline and now +
   * retryMs): a review that outlasted the deadline must not let the order expire at once (ADR 049).
   */
  async reject(tx, id, by) {
    const order = await lockOrder(tx, ANY_ORDER, String(id));
    const state = stateOf(order);
    if (state.status !== 'pending' || state.payment_status === 'paid') {
      throw AppError.conflict('Pembayaran pesanan ini sudah diputuskan');
    }
    if (!(await dropProof(tx, { kind: 'order', id: order.id }))) {
      throw AppError.conflict('Pesanan ini belum punya bukti transfer');
    }
    await applyChange(
      tx,
      order,
      { paymentConfirmedAt: null, paymentRejectionReason: by.reason },
      deciderOf(by.actorId),
      `Bukti transfer ditolak: ${by.reason}`,
    );
    const retryMs = by.retryMs ?? DEFAULT_RETRY_MS;
    await tx
      .update(orders)
      .set({ paymentDueAt: atLeastFromNow(orders.paymentDueAt, retryMs) as unknown as Date })
      .where(eq(orders.id, order.id));
    return { amount: order.totalAmount };
  },
};

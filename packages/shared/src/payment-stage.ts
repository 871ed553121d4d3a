import {
  ORDER_STATUS_LABEL,
  type OrderStatus,
  PAYMENT_STATUS_LABEL,
  type PaymentStatus,
} from './constants.ts';
import { isAwaitingPayment } from './order-rules.ts';

// Where an order's payment stands as people read it (docs/decisions/049-proof-under-review.md): the stored
// payment status plus two facts it does not carry, a proof waiting for the owner and a cancelled order.

export const PAYMENT_STAGES = ['awaiting', 'review', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStage = (typeof PAYMENT_STAGES)[number];

export const PAYMENT_STAGE_LABEL: Record<PaymentStage, string> = {
  awaiting: PAYMENT_STATUS_LABEL.pending,
  review: 'Menunggu Verifikasi',
  paid: PAYMENT_STATUS_LABEL.paid,
  failed: PAYMENT_STATUS_LABEL.failed,
  cancelled: ORDER_STATUS_LABEL.cancelled,
};

/** The admin's flag on a proof the owner has not decided by its review deadline. */
export const REVIEW_OVERDUE_LABEL = 'Terlambat diperiksa';

interface PaymentFacts {
  status: OrderStatus;
  payment_status: PaymentStatus;
  /** The proof of transfer waiting for the owner; absent on a history entry. */
  proof?: unknown;
}

/**
 * An unpaid order with a proof the owner has not decided: it never expires (its payment deadline stops)
 * and it is in the owner's 'Perlu Verifikasi' queue.
 */
export const isProofInReview = (o: PaymentFacts) => isAwaitingPayment(o) && o.proof != null;

/** The payment as the shopper and the owner read it: a cancelled unpaid order is 'Dibatalkan', never waiting. */
export function paymentStage(o: PaymentFacts): PaymentStage {
  if (o.payment_status === 'paid') return 'paid';
  if (o.status === 'cancelled') return 'cancelled';
  if (o.payment_status === 'failed') return 'failed';
  return o.proof != null ? 'review' : 'awaiting';
}

/** True once the owner's review deadline has passed (the order is then flagged, never cancelled). */
export const isReviewOverdue = (reviewDueAt: string | Date | null, now = Date.now()) =>
  reviewDueAt !== null && new Date(reviewDueAt).getTime() <= now;

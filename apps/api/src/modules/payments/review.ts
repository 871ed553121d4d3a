import {
  isProofInReview,
  isReviewOverdue,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@toko/shared';
import { and, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentProofs } from '../../db/schema/index.ts';

// A proof of transfer waiting for the owner (docs/decisions/049-proof-under-review.md): how an order reads
// it and which orders the review queue holds (an arisan barang transfer in review has status 'review';
// paymentsInReview in candidates.ts lists both kinds).

type ProofRow = {
  orderId: number;
  senderBank: string;
  senderName: string;
  contentType: string;
  uploadedAt: Date;
  reviewDueAt: Date;
};

/** The proofs of these orders, without their bytes. */
export function selectProofSummaries(db: Db, orderIds: number[]) {
  return db
    .select({
      orderId: paymentProofs.orderId,
      senderBank: paymentProofs.senderBank,
      senderName: paymentProofs.senderName,
      contentType: paymentProofs.contentType,
      uploadedAt: paymentProofs.uploadedAt,
      reviewDueAt: paymentProofs.reviewDueAt,
    })
    .from(paymentProofs)
    .where(inArray(paymentProofs.orderId, orderIds));
}

/** The order's proof, and while it waits for the owner, the owner's deadline and whether it has passed. */
export function proofFieldsOf(
  order: { status: string; paymentStatus: string },
  p: ProofRow | undefined,
  now = Date.now(),
): Pick<Order, 'proof' | 'review_due_at' | 'review_overdue'> {
  const proof: Order['proof'] = p
    ? {
        sender_bank: p.senderBank,
        sender_name: p.senderName,
        content_type: p.contentType as 'image/jpeg' | 'application/pdf',
        uploaded_at: p.uploadedAt.toISOString(),
      }
    : null;
  const waiting =
    p !== undefined &&
    isProofInReview({
      status: order.status as OrderStatus,
      payment_status: order.paymentStatus as PaymentStatus,
      proof,
    });
  const reviewDueAt = waiting ? p.reviewDueAt : null;
  return {
    proof,
    review_due_at: reviewDueAt?.toISOString() ?? null,
    review_overdue: isReviewOverdue(reviewDueAt, now),
  };
}

/** SQL: the order has a proof of transfer. */
export const hasProof = sql`exists (select 1 from ${paymentProofs} where ${paymentProofs.orderId} = ${orders.id})`;

/**
 * 'true': waiting orders with a proof (the review queue, the shopper's 'Menunggu Verifikasi');
 * 'false': every other order (the shopper's 'Menunggu Pembayaran' chip adds status pending).
 */
export function verificationWhere(verification: 'true' | 'false' | undefined): SQL | undefined {
  if (verification === undefined) return undefined;
  const inReview = and(eq(orders.status, 'pending'), sql`${orders.paymentStatus} <> 'paid'`, hasProof)!;
  return verification === 'true' ? inReview : not(inReview);
}

import type { Db } from '../../db/client.ts';
import { paymentDecisions } from '../../db/schema/index.ts';
import { paymentsApproved } from '../../metrics.ts';
import {
  type ApproveBy,
  type DecisionSource,
  type PaymentRef,
  type RejectBy,
  rulesOfPayable,
} from './payables.ts';

// The two verbs of a payment (docs/decisions/060-one-payments-module.md). Whoever decides, the owner by
// hand or a bank statement line, goes through them: the payable's own effect and one row in the
// append-only payment_decisions, with the source and the evidence, in the caller's transaction.

/**
 * A savepoint of the caller's transaction: a refused decision leaves no half of itself behind and the
 * caller's transaction usable (a statement import goes on with its next line).
 */
const inSavepoint = (tx: Db, run: (sp: Db) => Promise<void>): Promise<void> => tx.transaction(run);

/**
 * Approves an open payment: an order becomes paid (Dibayar) and goes to packing, a member transfer writes
 * its ledger row for its cycles. Throws AppError CONFLICT when the payment is not open.
 */
export async function approvePayment(tx: Db, ref: PaymentRef, by: ApproveBy): Promise<void> {
  await inSavepoint(tx, async (sp) => {
    const { amount } = await rulesOfPayable(ref.kind).approve(sp, ref.id, by);
    await sp.insert(paymentDecisions).values({
      kind: ref.kind,
      payableId: ref.id,
      action: 'approve',
      source: by.source,
      evidence: by.evidence ?? null,
      amount,
      actorId: by.actorId,
    });
  });
  // Counted when the decision is written; a caller whose own transaction then fails has counted one
  // approval too many (ADR 066).
  paymentsApproved.inc({ source: by.source, kind: ref.kind });
}

/**
 * Rejects a payment waiting for a decision, with a reason the payer sees; the payer may pay (or send a
 * proof) again. Throws AppError CONFLICT when there is nothing to reject.
 */
export function rejectPayment(tx: Db, ref: PaymentRef, by: RejectBy): Promise<void> {
  return inSavepoint(tx, async (sp) => {
    const { amount } = await rulesOfPayable(ref.kind).reject(sp, ref.id, by);
    await sp.insert(paymentDecisions).values({
      kind: ref.kind,
      payableId: ref.id,
      action: 'reject',
      source: by.source,
      reason: by.reason,
      amount,
      actorId: by.actorId,
    });
  });
}

/** The payable's history text for an approval that names no text of its own. */
export function approvalNote(source: DecisionSource, evidence: string | undefined): string {
  const base =
    source === 'statement'
      ? 'Pembayaran cocok dengan mutasi rekening'
      : source === 'webhook'
        ? 'Pembayaran cocok dengan mutasi dari layanan mutasi bank'
        : 'Pembayaran disetujui admin';
  return evidence ? `${base}: ${evidence}` : base;
}

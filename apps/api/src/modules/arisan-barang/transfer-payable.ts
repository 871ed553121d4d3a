import { formatRupiah, todayInShop } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { arisanMemberships, arisans, arisanTransfers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { quotePayment, quoteTotal, recordContribution } from '../arisan/index.ts';
import { dropProof, type PayableRules } from '../payments/index.ts';
import { auditTransferDecision, notInReview } from './transfer-decisions.service.ts';
import { lockTransfer, OPEN_TRANSFER_STATUSES } from './transfer-reads.ts';

// A member transfer of an arisan barang as a thing being paid for (docs/decisions/060-one-payments-module.md):
// what approving and rejecting it does. The payments module's verbs call these, whoever decides.

/** Reaches any transfer: the role, not the id, decides which transfers lockTransfer reaches. */
const ANY_TRANSFER = { id: 0, role: 'admin' } as const;

const isOpen = (status: string) => (OPEN_TRANSFER_STATUSES as readonly string[]).includes(status);

export const barangTransferPayable: PayableRules = {
  /**
   * The transfer's cycles and late fee go into the ledger through recordContribution (the same checks and
   * trigger as a payment the admin types in), dated `paidOn` (today by default), and the transfer is
   * linked to that row. The transfer row is locked first, so two approvals at once write one ledger row;
   * the second is told it is already approved. The owner approves by hand only a proof in review (ADR
   * 044); a statement line or a mutation service approves any open transfer, proof or not: the money is
   * on the statement.
   */
  async approve(tx, id, by) {
    const transfer = await lockTransfer(tx, ANY_TRANSFER, id);
    if (by.source === 'manual' ? transfer.status !== 'review' : !isOpen(transfer.status)) {
      throw notInReview(transfer.status);
    }
    const paidOn = by.paidOn ?? todayInShop();
    const [membership] = await tx
      .select({ memberId: arisanMemberships.memberId })
      .from(arisanMemberships)
      .where(eq(arisanMemberships.id, transfer.membershipId));
    const [arisan] = await tx
      .select({ contributionAmount: arisans.contributionAmount, lateFee: arisans.lateFee })
      .from(arisans)
      .where(eq(arisans.id, transfer.arisanId));
    // The ledger dates the payment `paidOn`; a due date passed since the member's quote changes its late
    // fee, and the member transferred the old amount: the admin rejects, the member sees the new amount.
    const quote = await quotePayment(tx, arisan!, transfer.membershipId, transfer.cycles, paidOn);
    if (quoteTotal(quote) !== transfer.amount) {
      throw AppError.conflict(
        `Jumlah iuran sudah berubah sejak transfer dibuat (sekarang ${formatRupiah(quoteTotal(quote))} dengan denda keterlambatan); tolak bukti ini agar anggota membayar jumlah yang baru`,
      );
    }
    const { payment } = await recordContribution(
      tx,
      transfer.arisanId,
      membership!.memberId,
      {
        amount: transfer.amount - transfer.lateFee,
        cycles: transfer.cycles,
        late_fee: transfer.lateFee,
        payment_date: paidOn,
      },
      by.actorId,
      paidOn,
    );
    await tx
      .update(arisanTransfers)
      .set({ status: 'approved', paymentId: payment.id, decidedBy: by.actorId, decidedAt: new Date() })
      .where(eq(arisanTransfers.id, transfer.id));
    await auditTransferDecision(
      tx,
      transfer,
      'approve',
      {
        status: 'approved',
        payment_id: payment.id,
        ...(by.source === 'manual' ? {} : { source: by.source, evidence: by.evidence ?? null }),
      },
      by.actorId,
    );
    return { amount: transfer.totalAmount };
  },

  /** The reason goes to the member, the proof is dropped, and the member may upload a new one. */
  async reject(tx, id, by) {
    const transfer = await lockTransfer(tx, ANY_TRANSFER, id);
    if (transfer.status !== 'review') throw notInReview(transfer.status);
    await dropProof(tx, { kind: 'barang_transfer', id: transfer.id });
    await tx
      .update(arisanTransfers)
      .set({
        status: 'rejected',
        rejectionReason: by.reason,
        decidedBy: by.actorId,
        decidedAt: new Date(),
      })
      .where(eq(arisanTransfers.id, transfer.id));
    await auditTransferDecision(
      tx,
      transfer,
      'reject',
      {
        status: 'rejected',
        reason: by.reason,
        ...(by.source === 'manual' ? {} : { source: by.source }),
      },
      by.actorId,
    );
    return { amount: transfer.totalAmount };
  },
};

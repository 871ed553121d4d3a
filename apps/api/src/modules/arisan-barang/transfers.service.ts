import {
  type ArisanTransfer,
  type CreateArisanTransferBody,
  countCyclesDueBy,
  type PaymentProofFields,
  type SavingType,
  todayInShop,
} from '@toko/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisanMemberships, arisanTransfers, members } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import {
  assertTakesPayments,
  isArisanStarted,
  lockArisan,
  lockMembership,
  quotePayment,
  quoteTotal,
} from '../arisan/index.ts';
import { readProof, storeProof, writeWithUniqueAmount } from '../payments/index.ts';
import { type Actor, getTransfer, lockTransfer, OPEN_TRANSFER_STATUSES } from './transfer-reads.ts';

// Member transfers of an arisan barang (ADR 042): what is due is paid like an order, by a bank transfer
// with a unique code and a proof; an admin approves it (one ledger row, through recordContribution) or
// rejects it with a reason (transfer-decisions.service.ts), and the member uploads a new proof.

const groupNotFound = () => AppError.notFound('Arisan barang tidak ditemukan');

/** What the member should pay now: the cycles whose date has come and are unpaid (never below 0). */
export function cyclesDueNow(
  arisan: { startDate: string; savingType: string; duration: number },
  paidCycles: number,
  started: boolean,
  today: string,
): number {
  if (!started) return 0;
  const come = countCyclesDueBy(arisan.startDate, arisan.savingType as SavingType, arisan.duration, today);
  return Math.max(0, come - paidCycles);
}

/**
 * 'Bayar': the member's transfer for the cycles due now (or `cycles` ahead), priced by the ledger's own
 * quote for today (contribution x cycles plus late fees) plus a unique code. The membership row is locked,
 * so one member's two clicks make one transfer; an open transfer is answered again (`created: false`). One
 * still waiting for the member (no proof yet, or rejected) follows today's quote, so a late fee that has
 * come since is in the amount the member sees (the ledger would refuse the old amount on approval).
 */
export async function createTransfer(
  db: Db,
  customer: Actor,
  arisanId: number,
  body: CreateArisanTransferBody,
  today = todayInShop(),
): Promise<{ transfer: ArisanTransfer; created: boolean }> {
  // A refusal after a stale transfer was cancelled is answered once the cancel is committed.
  type Outcome = { id: number; created: boolean } | { refusal: string };
  const result = await db.transaction(async (tx): Promise<Outcome> => {
    const arisan = await lockArisan(tx, arisanId, 'share');
    if (arisan.kind !== 'barang') throw groupNotFound();
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .innerJoin(arisanMemberships, eq(arisanMemberships.memberId, members.id))
      .where(and(eq(members.userId, customer.id), eq(arisanMemberships.arisanId, arisanId)));
    if (!member) throw AppError.notFound('Kamu bukan anggota arisan ini');
    const membership = await lockMembership(tx, arisanId, member.id);
    assertTakesPayments(arisan);
    if (!(await isArisanStarted(tx, arisanId))) {
      throw AppError.conflict('Arisan ini belum dimulai: iuran bisa dibayar setelah arisan dimulai');
    }
    const [open] = await tx
      .select()
      .from(arisanTransfers)
      .where(
        and(
          eq(arisanTransfers.membershipId, membership.id),
          inArray(arisanTransfers.status, [...OPEN_TRANSFER_STATUSES]),
        ),
      );
    const remaining = arisan.duration - membership.paidCycles;
    if (open?.status === 'review') return { id: open.id, created: false };
    if (open && open.cycles <= remaining) {
      const quote = await quotePayment(tx, arisan, membership.id, open.cycles, today);
      const amount = quoteTotal(quote);
      if (amount !== open.amount) {
        // The new amount must be free among open payments too: the code stays unless another payment
        // already waits for that amount (ADR 050).
        await writeWithUniqueAmount(
          tx,
          amount,
          (sp, code) =>
            sp
              .update(arisanTransfers)
              .set({ amount, lateFee: quote.late_fee, uniqueCode: code, totalAmount: amount + code })
              .where(eq(arisanTransfers.id, open.id)),
          open.uniqueCode,
        );
      }
      return { id: open.id, created: false };
    }
    // Payments recorded by hand cancel the open transfer at once (cancelTransfersPaidByHand); one that
    // still asks for more cycles than remain can never be approved, so it is cancelled here (its code
    // freed), and kept cancelled even when nothing else is due.
    if (open) {
      await tx.update(arisanTransfers).set({ status: 'cancelled' }).where(eq(arisanTransfers.id, open.id));
    }
    const cycles = body.cycles ?? cyclesDueNow(arisan, membership.paidCycles, true, today);
    const refusal =
      remaining <= 0
        ? 'Iuran kamu di arisan ini sudah lunas'
        : cycles === 0
          ? 'Belum ada iuran yang jatuh tempo'
          : cycles > remaining
            ? `Jumlah putaran melebihi sisa: kamu tinggal ${remaining} putaran lagi`
            : null;
    if (refusal !== null) {
      if (!open) throw AppError.conflict(refusal);
      return { refusal };
    }
    const quote = await quotePayment(tx, arisan, membership.id, cycles, today);
    const amount = quoteTotal(quote);
    const id = await writeWithUniqueAmount(tx, amount, async (sp, code) => {
      const [row] = await sp
        .insert(arisanTransfers)
        .values({
          arisanId,
          membershipId: membership.id,
          cycles,
          amount,
          lateFee: quote.late_fee,
          uniqueCode: code,
          totalAmount: amount + code,
        })
        .returning({ id: arisanTransfers.id });
      return row!.id;
    });
    return { id, created: true };
  });
  if ('refusal' in result) throw AppError.conflict(result.refusal);
  return { transfer: await getTransfer(db, result.id), created: result.created };
}

/**
 * The member's proof (photo re-encoded to JPEG, or a real PDF, like an order's proof; read and stored by
 * the payments module): the transfer goes to review. A rejected transfer takes a new proof; one in review may be replaced until an admin decides.
 */
export async function uploadTransferProof(
  db: Db,
  customer: Actor,
  transferId: number,
  fields: PaymentProofFields,
  files: Buffer[],
): Promise<ArisanTransfer> {
  const proof = await readProof(fields, files);
  await db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, { id: customer.id, role: 'customer' }, transferId);
    if (!(OPEN_TRANSFER_STATUSES as readonly string[]).includes(transfer.status)) {
      throw AppError.conflict('Transfer ini sudah diputuskan');
    }
    assertTakesPayments(await lockArisan(tx, transfer.arisanId, 'share'));
    // A member transfer's proof has no deadline of its own: 'Verifikasi Iuran' is worked oldest first.
    await storeProof(tx, { kind: 'barang_transfer', id: transfer.id }, proof, 0);
    await tx
      .update(arisanTransfers)
      .set({
        status: 'review',
        rejectionReason: null,
        decidedBy: null,
        decidedAt: null,
      })
      .where(eq(arisanTransfers.id, transfer.id));
  });
  return getTransfer(db, transferId);
}

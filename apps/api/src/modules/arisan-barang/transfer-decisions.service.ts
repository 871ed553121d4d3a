import { type ArisanTransfer, todayInShop } from '@toko/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisanMemberships, arisanTransfers, members } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../arisan/index.ts';
import { approvePayment, rejectPayment } from '../payments/index.ts';
import { type Actor, getTransfer, OPEN_TRANSFER_STATUSES, type TransferRow } from './transfer-reads.ts';

// The admin's decisions on member transfers of an arisan barang (ADR 044): 'Setujui' writes the ledger
// row, 'Tolak' sends the member a reason (both through the payments module's verbs, transfer-payable.ts),
// and a payment the admin records by hand cancels the open transfer (the hooks barang-kind.ts gives the
// arisan core). Each is one row in the arisan's history.

/**
 * One row in the arisan's history (ADR 034) for a decision on a member transfer, in the decision's
 * transaction: whose transfer, which cycles and how much, its status before and after.
 */
export async function auditTransferDecision(
  tx: Db,
  transfer: TransferRow,
  action: 'approve' | 'reject' | 'cancel',
  after: Record<string, unknown>,
  actorId: number | null,
): Promise<void> {
  const [member] = await tx
    .select({ id: members.id, name: members.name })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .where(eq(arisanMemberships.id, transfer.membershipId));
  await recordAudit(tx, {
    arisanId: transfer.arisanId,
    entity: 'transfer',
    entityId: transfer.id,
    action,
    before: { status: transfer.status },
    after: {
      member_id: member?.id,
      member_name: member?.name,
      cycles: transfer.cycles,
      amount: transfer.amount,
      late_fee: transfer.lateFee,
      unique_code: transfer.uniqueCode,
      total_amount: transfer.totalAmount,
      ...after,
    },
    actorId,
  });
}

export const notInReview = (status: string) =>
  AppError.conflict(
    status === 'approved'
      ? 'Transfer ini sudah disetujui'
      : 'Transfer ini tidak sedang menunggu verifikasi (bukti belum diunggah atau sudah diputuskan)',
  );

/** Why a transfer was cancelled when the admin recorded the member's payment by hand (the history shows it). */
const PAID_BY_HAND_REASON = 'Iuran ini sudah dicatat admin sebagai pembayaran langsung';

/** The member's transfers the member still acts on or waits for, in one arisan. */
const openOfMember = (arisanId: number, memberId: number) =>
  and(
    eq(arisanMemberships.arisanId, arisanId),
    eq(arisanMemberships.memberId, memberId),
    inArray(arisanTransfers.status, [...OPEN_TRANSFER_STATUSES]),
  );

/**
 * Before a payment the admin records by hand ('Bayar' on the group's page), in its transaction: the
 * member's open transfers are locked before the ledger row is written, in the same order as an approval
 * (transfer, arisan, membership), so the two never wait on each other.
 */
export async function lockOpenTransfers(tx: Db, arisanId: number, memberId: number): Promise<void> {
  await tx
    .select({ id: arisanTransfers.id })
    .from(arisanTransfers)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, arisanTransfers.membershipId))
    .where(openOfMember(arisanId, memberId))
    .for('update', { of: arisanTransfers });
}

/**
 * After a payment the admin recorded by hand, in its transaction: the member's open transfer is cancelled.
 * It was for the member's oldest unpaid cycles, and a ledger row always pays the oldest unpaid cycles, so
 * the hand payment has paid (some of) what the transfer was for. Left open, 'Verifikasi Iuran' and the
 * member's page would offer a transfer for cycles already paid until the member's next 'Bayar'. A proof
 * the member sent stays on the cancelled transfer, and the history keeps who cancelled it and why.
 */
export async function cancelTransfersPaidByHand(
  tx: Db,
  arisanId: number,
  memberId: number,
  paymentId: number,
  adminId: number,
): Promise<void> {
  // Read again: a 'Bayar' that committed while this payment waited for the membership is cancelled too.
  const open = await tx
    .select({ transfer: arisanTransfers })
    .from(arisanTransfers)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, arisanTransfers.membershipId))
    .where(openOfMember(arisanId, memberId));
  for (const { transfer } of open) {
    await tx
      .update(arisanTransfers)
      .set({ status: 'cancelled', decidedBy: adminId, decidedAt: new Date() })
      .where(eq(arisanTransfers.id, transfer.id));
    await auditTransferDecision(
      tx,
      transfer,
      'cancel',
      { status: 'cancelled', reason: PAID_BY_HAND_REASON, payment_id: paymentId },
      adminId,
    );
  }
}

/**
 * 'Setujui' (ADR 044): the payments module's verb with source 'manual' (docs/decisions/060-one-payments-module.md);
 * what it does to the transfer is barangTransferPayable.approve. `today` dates the ledger row.
 */
export async function approveTransfer(
  db: Db,
  admin: Actor,
  transferId: number,
  today = todayInShop(),
): Promise<ArisanTransfer> {
  await db.transaction((tx) =>
    approvePayment(
      tx,
      { kind: 'barang_transfer', id: transferId },
      { actorId: admin.id, source: 'manual', paidOn: today },
    ),
  );
  return getTransfer(db, transferId);
}

/** 'Tolak': the payments module's verb with source 'manual' (see barangTransferPayable.reject). */
export async function rejectTransfer(
  db: Db,
  admin: Actor,
  transferId: number,
  reason: string,
): Promise<ArisanTransfer> {
  await db.transaction((tx) =>
    rejectPayment(
      tx,
      { kind: 'barang_transfer', id: transferId },
      { actorId: admin.id, source: 'manual', reason },
    ),
  );
  return getTransfer(db, transferId);
}

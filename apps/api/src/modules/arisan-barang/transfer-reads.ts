import type { ArisanTransfer, ArisanTransferStatus, User } from '@toko/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { arisanMemberships, arisans, arisanTransfers, members } from '../../db/schema/index.ts';
import { isBackOffice } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import type { StoredProof } from '../../http/proof-file.ts';
import { paymentEvidenceOf, proofFileOf } from '../payments/index.ts';

// Member transfers of an arisan barang as their member and the admin read them (ADR 042): the transfer
// rows, who may reach which, and the proof file.

export type Actor = Pick<User, 'id' | 'role'>;
export type TransferRow = typeof arisanTransfers.$inferSelect;

/** Waiting for the transfer, in review, or rejected: the member still has something to do or to wait for. */
export const OPEN_TRANSFER_STATUSES = ['pending', 'review', 'rejected'] as const;

const transferNotFound = () => AppError.notFound('Transfer tidak ditemukan');

/** The first cycle a transfer pays: the dues its ledger row paid, or else the member's oldest unpaid due. */
const firstCycleSql = sql<number>`coalesce(
  (select min(d.cycle) from contribution_dues d where ${arisanTransfers.paymentId} is not null and d.payment_id = ${arisanTransfers.paymentId}),
  (select min(d.cycle) from contribution_dues d where d.membership_id = ${arisanTransfers.membershipId} and d.payment_id is null),
  1
)`.mapWith(Number);

/** Transfers as the API answers them (never the proof's bytes). */
async function selectTransfers(db: Db, where: SQL | undefined): Promise<ArisanTransfer[]> {
  const rows = await db
    .select({
      id: arisanTransfers.id,
      arisan_id: arisanTransfers.arisanId,
      arisan_name: arisans.name,
      membership_id: arisanTransfers.membershipId,
      member_name: members.name,
      first_cycle: firstCycleSql,
      cycles: arisanTransfers.cycles,
      amount: arisanTransfers.amount,
      late_fee: arisanTransfers.lateFee,
      unique_code: arisanTransfers.uniqueCode,
      total_amount: arisanTransfers.totalAmount,
      status: arisanTransfers.status,
      senderBank: arisanTransfers.senderBank,
      senderName: arisanTransfers.senderName,
      contentType: arisanTransfers.proofContentType,
      uploadedAt: arisanTransfers.proofUploadedAt,
      rejection_reason: arisanTransfers.rejectionReason,
      created_at: arisanTransfers.createdAt,
      decided_at: arisanTransfers.decidedAt,
    })
    .from(arisanTransfers)
    .innerJoin(arisans, eq(arisans.id, arisanTransfers.arisanId))
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, arisanTransfers.membershipId))
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .where(where)
    .orderBy(
      asc(sql`coalesce(${arisanTransfers.proofUploadedAt}, ${arisanTransfers.createdAt})`),
      asc(arisanTransfers.id),
    );
  return rows.map(({ senderBank, senderName, contentType, uploadedAt, ...r }) => ({
    ...r,
    status: r.status as ArisanTransferStatus,
    proof:
      contentType && uploadedAt
        ? {
            sender_bank: senderBank ?? '',
            sender_name: senderName ?? '',
            content_type: contentType as 'image/jpeg' | 'application/pdf',
            uploaded_at: uploadedAt.toISOString(),
          }
        : null,
    created_at: r.created_at.toISOString(),
    decided_at: r.decided_at?.toISOString() ?? null,
  }));
}

export async function getTransfer(db: Db, id: number): Promise<ArisanTransfer> {
  const [row] = await selectTransfers(db, eq(arisanTransfers.id, id));
  if (!row) throw transferNotFound();
  return row;
}

/** The membership's transfer the member still acts on or waits for (none when everything is decided). */
export async function findOpenTransfer(db: Db, membershipId: number): Promise<ArisanTransfer | null> {
  const [row] = await selectTransfers(
    db,
    and(
      eq(arisanTransfers.membershipId, membershipId),
      inArray(arisanTransfers.status, [...OPEN_TRANSFER_STATUSES]),
    ),
  );
  return row ?? null;
}

/** Only the transfer's own member reaches it; the shop (admin or staff) every transfer (anyone else: 404). */
const ownedBy = (actor: Actor) =>
  isBackOffice(actor)
    ? sql`true`
    : sql`exists (select 1 from ${members} m where m.id = ${arisanMemberships.memberId} and m.user_id = ${actor.id})`;

/** Locks one transfer row (the one writer of its status at a time) as its member or an admin sees it. */
export async function lockTransfer(tx: Db, actor: Actor, id: number): Promise<TransferRow> {
  const query = tx
    .select({ transfer: arisanTransfers })
    .from(arisanTransfers)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, arisanTransfers.membershipId))
    .where(and(eq(arisanTransfers.id, id), ownedBy(actor)));
  const [row] = await (lockTaken('arisan.transfer') ? query.for('update', { of: arisanTransfers }) : query);
  if (!row) throw transferNotFound();
  await insideLock('arisan.transfer');
  return row.transfer;
}

/** 404 unless the transfer is the actor's own (or the actor is an admin); read before an upload is accepted. */
export async function assertTransferVisible(db: Db, actor: Actor, id: number): Promise<void> {
  const [row] = await db
    .select({ id: arisanTransfers.id })
    .from(arisanTransfers)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, arisanTransfers.membershipId))
    .where(and(eq(arisanTransfers.id, id), ownedBy(actor)));
  if (!row) throw transferNotFound();
}

/** The proof file, for its member and for admins (anyone else: 404); without bytes until one is uploaded. */
export async function findTransferProofFile(
  db: Db,
  actor: Actor,
  transferId: number,
): Promise<StoredProof | undefined> {
  await assertTransferVisible(db, actor, transferId);
  return proofFileOf(db, { kind: 'barang_transfer', id: transferId });
}

/** The admin's queue: transfers of one status, oldest first; approved ones with what proved them. */
export async function listTransfers(db: Db, status: ArisanTransferStatus): Promise<ArisanTransfer[]> {
  const transfers = await selectTransfers(db, eq(arisanTransfers.status, status));
  if (status !== 'approved') return transfers;
  const evidence = await paymentEvidenceOf(
    db,
    'barang_transfer',
    transfers.map((t) => t.id),
  );
  return transfers.map((t) => ({ ...t, payment_evidence: evidence.get(t.id) ?? null }));
}

import {
  type ArisanTransfer,
  type ArisanTransferStatus,
  type CreateArisanTransferBody,
  countCyclesDueBy,
  formatRupiah,
  type PaymentProofFields,
  type SavingType,
  todayInShop,
  type User,
} from '@toko/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { arisanMemberships, arisans, arisanTransfers, members } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { StoredProof } from '../../http/proof-file.ts';
import {
  assertTakesPayments,
  isArisanStarted,
  lockArisan,
  lockMembership,
  quotePayment,
  quoteTotal,
  recordAudit,
  recordContribution,
} from '../arisan/index.ts';
import { normaliseProofFile, writeWithUniqueAmount } from '../orders/index.ts';

// Member transfers of an arisan barang (ADR 042): what is due is paid like an order, by a bank transfer
// with a unique code and a proof; an admin approves it (one ledger row, through recordContribution) or
// rejects it with a reason, and the member uploads a new proof.

type Actor = Pick<User, 'id' | 'role'>;
type TransferRow = typeof arisanTransfers.$inferSelect;

/** Waiting for the transfer, in review, or rejected: the member still has something to do or to wait for. */
const OPEN_TRANSFER_STATUSES = ['pending', 'review', 'rejected'] as const;

const transferNotFound = () => AppError.notFound('Transfer tidak ditemukan');
const groupNotFound = () => AppError.notFound('Arisan barang tidak ditemukan');

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

async function getTransfer(db: Db, id: number): Promise<ArisanTransfer> {
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

/** Only the transfer's own member reaches it; an admin reaches every transfer (anyone else: 404). */
const ownedBy = (actor: Actor) =>
  actor.role === 'admin'
    ? sql`true`
    : sql`exists (select 1 from ${members} m where m.id = ${arisanMemberships.memberId} and m.user_id = ${actor.id})`;

/** Locks one transfer row (the one writer of its status at a time) as its member or an admin sees it. */
async function lockTransfer(tx: Db, actor: Actor, id: number): Promise<TransferRow> {
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
 * The member's proof (photo re-encoded to JPEG, or a real PDF, like an order's proof): the transfer goes to
 * review. A rejected transfer takes a new proof; one in review may be replaced until an admin decides.
 */
export async function uploadTransferProof(
  db: Db,
  customer: Actor,
  transferId: number,
  fields: PaymentProofFields,
  files: Buffer[],
): Promise<ArisanTransfer> {
  if (files.length !== 1) throw AppError.validation('Unggah satu foto atau PDF bukti transfer');
  const { bytes, contentType } = await normaliseProofFile(files[0]!);
  await db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, { id: customer.id, role: 'customer' }, transferId);
    if (!(OPEN_TRANSFER_STATUSES as readonly string[]).includes(transfer.status)) {
      throw AppError.conflict('Transfer ini sudah diputuskan');
    }
    assertTakesPayments(await lockArisan(tx, transfer.arisanId, 'share'));
    await tx
      .update(arisanTransfers)
      .set({
        status: 'review',
        proofBytes: bytes,
        proofContentType: contentType,
        senderBank: fields.sender_bank,
        senderName: fields.sender_name,
        proofUploadedAt: new Date(),
        rejectionReason: null,
        decidedBy: null,
        decidedAt: null,
      })
      .where(eq(arisanTransfers.id, transfer.id));
  });
  return getTransfer(db, transferId);
}

/** The proof file, for its member and for admins (anyone else: 404); without bytes until one is uploaded. */
export async function findTransferProofFile(
  db: Db,
  actor: Actor,
  transferId: number,
): Promise<StoredProof | undefined> {
  await assertTransferVisible(db, actor, transferId);
  const [row] = await db
    .select({ bytes: arisanTransfers.proofBytes, contentType: arisanTransfers.proofContentType })
    .from(arisanTransfers)
    .where(eq(arisanTransfers.id, transferId));
  return row;
}

/** The admin's queue: transfers of one status, oldest first. */
export function listTransfers(db: Db, status: ArisanTransferStatus): Promise<ArisanTransfer[]> {
  return selectTransfers(db, eq(arisanTransfers.status, status));
}

/**
 * One row in the arisan's history (ADR 034) for a decision on a member transfer, in the decision's
 * transaction: whose transfer, which cycles and how much, its status before and after.
 */
async function auditTransferDecision(
  tx: Db,
  transfer: TransferRow,
  action: 'approve' | 'reject' | 'cancel',
  after: Record<string, unknown>,
  actorId: number,
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

const notInReview = (status: string) =>
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
 * 'Setujui': the transfer's cycles and late fee go into the ledger through recordContribution (the same
 * checks and trigger as a payment the admin types in), dated today in the shop's clock, and the transfer
 * is linked to that row, all in one transaction. The transfer row is locked first, so two admins
 * approving at once write one ledger row; the second is told it is already approved.
 */
export async function approveTransfer(
  db: Db,
  admin: Actor,
  transferId: number,
  today = todayInShop(),
): Promise<ArisanTransfer> {
  await db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, admin, transferId);
    if (transfer.status !== 'review') throw notInReview(transfer.status);
    const [membership] = await tx
      .select({ memberId: arisanMemberships.memberId })
      .from(arisanMemberships)
      .where(eq(arisanMemberships.id, transfer.membershipId));
    const [arisan] = await tx
      .select({ contributionAmount: arisans.contributionAmount, lateFee: arisans.lateFee })
      .from(arisans)
      .where(eq(arisans.id, transfer.arisanId));
    // The ledger dates the payment today; a due date passed since the member's quote changes its late
    // fee, and the member transferred the old amount: the admin rejects, the member sees the new amount.
    const quote = await quotePayment(tx, arisan!, transfer.membershipId, transfer.cycles, today);
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
        payment_date: today,
      },
      admin.id,
      today,
    );
    await tx
      .update(arisanTransfers)
      .set({ status: 'approved', paymentId: payment.id, decidedBy: admin.id, decidedAt: new Date() })
      .where(eq(arisanTransfers.id, transfer.id));
    await auditTransferDecision(
      tx,
      transfer,
      'approve',
      { status: 'approved', payment_id: payment.id },
      admin.id,
    );
  });
  return getTransfer(db, transferId);
}

/** 'Tolak': the reason goes to the member, the proof is dropped, and the member may upload a new one. */
export async function rejectTransfer(
  db: Db,
  admin: Actor,
  transferId: number,
  reason: string,
): Promise<ArisanTransfer> {
  await db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, admin, transferId);
    if (transfer.status !== 'review') throw notInReview(transfer.status);
    await tx
      .update(arisanTransfers)
      .set({
        status: 'rejected',
        rejectionReason: reason,
        proofBytes: null,
        proofContentType: null,
        proofUploadedAt: null,
        decidedBy: admin.id,
        decidedAt: new Date(),
      })
      .where(eq(arisanTransfers.id, transfer.id));
    await auditTransferDecision(tx, transfer, 'reject', { status: 'rejected', reason }, admin.id);
  });
  return getTransfer(db, transferId);
}

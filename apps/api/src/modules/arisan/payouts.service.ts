import type { Payout, PayoutFields } from '@toko/shared';
import { formatRupiah, todayInShop } from '@toko/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanMemberships,
  arisanPayouts,
  arisanRecipients,
  contributionDues,
  contributionPayments,
  members,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { encodeProofJpeg } from '../images/index.ts';
import { arisanArchived, getArisan, lockArisan } from './arisans.service.ts';
import { recordAudit } from './audit.service.ts';
import { rulesOf } from './kinds.ts';
import { lelangPayoutAmount, lelangSharesTotal } from './lelang.service.ts';
import { activeRecipient } from './recipients.service.ts';

// Payouts (decision 033): the pot of a cycle handed to its recipient, once, append-only like the ledger.

const payoutColumns = {
  id: arisanPayouts.id,
  cycle: arisanPayouts.cycle,
  recipient_id: arisanPayouts.recipientId,
  member_id: arisanMemberships.memberId,
  name: members.name,
  amount: arisanPayouts.amount,
  paid_date: arisanPayouts.paidDate,
  method: arisanPayouts.method,
  has_proof: sql<boolean>`${arisanPayouts.proofJpeg} is not null`,
  recorded_by: users.fullname,
  recorded_at: arisanPayouts.recordedAt,
};

async function selectPayouts(db: Db, arisanId: number, payoutId?: number): Promise<Payout[]> {
  const rows = await db
    .select(payoutColumns)
    .from(arisanPayouts)
    .innerJoin(arisanRecipients, eq(arisanRecipients.id, arisanPayouts.recipientId))
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, arisanRecipients.membershipId))
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .leftJoin(users, eq(users.id, arisanPayouts.recordedBy))
    .where(and(eq(arisanPayouts.arisanId, arisanId), payoutId ? eq(arisanPayouts.id, payoutId) : undefined))
    .orderBy(asc(arisanPayouts.cycle), asc(arisanPayouts.id));
  return rows.map((r) => ({
    ...r,
    method: r.method as Payout['method'],
    recorded_at: r.recorded_at.toISOString(),
  }));
}

/** Money in (the ledger) and out (payouts) of an arisan. */
async function potOf(db: Db, arisanId: number) {
  const [row] = await db
    .select({
      paidIn:
        sql<number>`(select coalesce(sum(${contributionPayments.amount}), 0) from ${contributionPayments} where ${contributionPayments.arisanId} = ${arisanId})`.mapWith(
          Number,
        ),
      paidOut:
        sql<number>`(select coalesce(sum(${arisanPayouts.amount}), 0) from ${arisanPayouts} where ${arisanPayouts.arisanId} = ${arisanId})`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  const paidIn = row?.paidIn ?? 0;
  const paidOut = row?.paidOut ?? 0;
  // A lelang's commission and dividends leave the pot at its close (ADR 077).
  const shares = await lelangSharesTotal(db, arisanId);
  return {
    total_contributions: paidIn,
    total_paid_out: paidOut,
    total_lelang_shares: shares,
    pot_held: paidIn - paidOut - shares,
  };
}

export async function listPayouts(db: Db, arisanId: number) {
  await getArisan(db, arisanId);
  const [payouts, pot] = await Promise.all([selectPayouts(db, arisanId), potOf(db, arisanId)]);
  return { payouts, ...pot };
}

/**
 * Records the payout of a cycle to its recipient: the amount defaults to the contributions paid for that
 * cycle; it can never exceed the pot still held. One payout per cycle.
 */
export async function recordPayout(
  db: Db,
  arisanId: number,
  cycle: number,
  fields: PayoutFields,
  proof: Buffer | undefined,
  actorId: number | null,
  today = todayInShop(),
): Promise<Payout> {
  if (fields.paid_date > today) {
    const message = 'Tanggal pembayaran tidak boleh setelah hari ini';
    throw AppError.validation(message, [{ path: 'paid_date', message }]);
  }
  // Decoding is slow and needs no lock: do it before the transaction.
  const proofJpeg = proof ? await encodeProofJpeg(proof) : null;
  return db.transaction(async (tx) => {
    const arisan = await lockArisan(tx, arisanId, 'update');
    if (arisan.archivedAt) throw arisanArchived();
    rulesOf(arisan).checkPayout?.(arisan);
    const recipient = await activeRecipient(tx, { arisanId, cycle });
    if (!recipient) throw AppError.conflict(`Putaran ${cycle} belum punya penerima`);
    const [done] = await tx
      .select({ id: arisanPayouts.id })
      .from(arisanPayouts)
      .where(and(eq(arisanPayouts.arisanId, arisanId), eq(arisanPayouts.cycle, cycle)));
    if (done) throw AppError.conflict(`Pot putaran ${cycle} sudah dibayarkan`);
    const [paid] = await tx
      .select({
        amount: sql<number>`coalesce(sum(${contributionDues.amount}), 0)`.mapWith(Number),
      })
      .from(contributionDues)
      .innerJoin(arisanMemberships, eq(arisanMemberships.id, contributionDues.membershipId))
      .where(
        and(
          eq(arisanMemberships.arisanId, arisanId),
          eq(contributionDues.cycle, cycle),
          sql`${contributionDues.paymentId} is not null`,
        ),
      );
    // A lelang's winner receives the pot minus their discount, never more (ADR 077).
    const lelangAmount = await lelangPayoutAmount(tx, arisanId, cycle);
    const amount = fields.amount ?? lelangAmount ?? paid?.amount ?? 0;
    if (lelangAmount !== null && amount > lelangAmount) {
      const message = `Pemenang lelang menerima paling banyak ${formatRupiah(lelangAmount)} (pot dikurangi potongan)`;
      throw AppError.validation(message, [{ path: 'amount', message }]);
    }
    const pot = await potOf(tx, arisanId);
    if (amount <= 0) throw AppError.conflict(`Belum ada iuran putaran ${cycle} yang bisa dibayarkan`);
    if (amount > pot.pot_held) {
      throw AppError.conflict('Jumlah melebihi uang arisan yang masih dipegang');
    }
    const [row] = await tx
      .insert(arisanPayouts)
      .values({
        arisanId,
        recipientId: recipient.id,
        cycle,
        amount,
        paidDate: fields.paid_date,
        method: fields.method,
        proofJpeg,
        recordedBy: actorId,
      })
      .returning({ id: arisanPayouts.id });
    const [payout] = await selectPayouts(tx, arisanId, row!.id);
    await recordAudit(tx, {
      arisanId,
      entity: 'payout',
      entityId: row!.id,
      action: 'create',
      after: { ...payout, recorded_at: undefined },
      actorId,
    });
    return payout!;
  });
}

/** The proof photo of a payout (JPEG), or 404. */
export async function getPayoutProof(db: Db, arisanId: number, payoutId: number): Promise<Buffer> {
  const [row] = await db
    .select({ proof: arisanPayouts.proofJpeg })
    .from(arisanPayouts)
    .where(and(eq(arisanPayouts.arisanId, arisanId), eq(arisanPayouts.id, payoutId)));
  if (!row?.proof) throw AppError.notFound('Bukti pembayaran tidak ditemukan');
  return row.proof;
}

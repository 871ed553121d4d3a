import {
  buildPagination,
  type Contribution,
  type ContributionBody,
  type ContributionListQuery,
  computeArisanSummary,
  formatRupiah,
  todayInShop,
} from '@toko/shared';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, pgErrorCode } from '../../db/client.ts';
import {
  arisanMemberships,
  contributionDues,
  contributionPayments,
  members,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { countAll, offsetOf, paidAmountSql } from './arisan.sql.ts';
import { getArisan, lockArisan } from './arisans.service.ts';
import { recordAudit } from './audit.service.ts';
import { lockMembership } from './memberships.service.ts';

// The contribution ledger. Its rules are also the database's (drizzle/0001 and the arisan_cycle_rules migration, decisions 002 and
// 031): the code checks first so the admin gets a clear message instead of a bare conflict, and the
// ledger's trigger is the one writer of what a payment derives (paid cycles, paid dues).

const recorder = sql<{
  id: number;
  fullname: string;
} | null>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'fullname', ${users.fullname}) end`;

/** Ledger rows with member and recorder, newest first (one page, or all). */
export async function selectContributions(db: Db, where: SQL, page?: { limit: number; offset: number }) {
  const q = db
    .select({
      id: contributionPayments.id,
      membership_id: contributionPayments.membershipId,
      arisan_id: contributionPayments.arisanId,
      member_id: contributionPayments.memberId,
      member_name: members.name,
      amount: contributionPayments.amount,
      cycles: contributionPayments.cycles,
      payment_date: contributionPayments.paymentDate,
      recorded_by: recorder,
      recorded_at: contributionPayments.recordedAt,
    })
    .from(contributionPayments)
    .innerJoin(members, eq(members.id, contributionPayments.memberId))
    .leftJoin(users, eq(users.id, contributionPayments.recordedBy))
    .where(where)
    .orderBy(desc(contributionPayments.recordedAt), desc(contributionPayments.id));
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
  return rows.map(
    (r): Contribution => ({
      ...r,
      recorded_by: typeof r.recorded_by === 'string' ? JSON.parse(r.recorded_by) : r.recorded_by,
      recorded_at: r.recorded_at.toISOString(),
    }),
  );
}

/** The summary and the ledger, newest first (archived arisans too: their money records stay readable). */
export async function listContributions(db: Db, arisanId: number, query: ContributionListQuery) {
  const arisan = await getArisan(db, arisanId);
  const where = eq(contributionPayments.arisanId, arisanId);
  const [contributions, [total]] = await Promise.all([
    selectContributions(db, where, { limit: query.limit, offset: offsetOf(query.page, query.limit) }),
    db.select({ n: countAll() }).from(contributionPayments).where(where),
  ]);
  return {
    summary: computeArisanSummary({
      contributionAmount: arisan.contribution_amount,
      duration: arisan.duration,
      totalMembers: arisan.total_members,
      paid: arisan.total_saving,
    }),
    contributions,
    pagination: buildPagination(total?.n ?? 0, query.page, query.limit),
  };
}

/**
 * Records a payment of `cycles` cycles: one ledger row (amount = contribution x cycles, who and when) and
 * the member's next unpaid dues marked paid, in one transaction. The arisan row is shared-locked so an edit
 * of the contribution or duration cannot slip in between, and the membership row is locked so two
 * payments at the same moment are counted one after the other; the database trigger checks it all again.
 */
export async function recordContribution(
  db: Db,
  arisanId: number,
  memberId: number,
  body: ContributionBody,
  recordedBy: number,
  today = todayInShop(),
) {
  if (body.payment_date > today) {
    throw AppError.validation('Tanggal pembayaran tidak boleh setelah hari ini', [
      { path: 'payment_date', message: 'Tanggal pembayaran tidak boleh setelah hari ini' },
    ]);
  }
  try {
    return await db.transaction(async (tx) => {
      const arisan = await lockArisan(tx, arisanId, 'share');
      if (arisan.archivedAt)
        throw AppError.conflict('Arisan ini sudah diarsipkan dan tidak menerima pembayaran');
      const membership = await lockMembership(tx, arisanId, memberId);
      const remaining = arisan.duration - membership.paidCycles;
      if (remaining <= 0) throw AppError.conflict('Kontribusi member ini sudah lunas');
      const [{ unpaid } = { unpaid: 0 }] = await tx
        .select({ unpaid: countAll() })
        .from(contributionDues)
        .where(and(eq(contributionDues.membershipId, membership.id), isNull(contributionDues.paymentId)));
      if (unpaid === 0) {
        throw AppError.conflict('Arisan belum dimulai: klik Mulai Arisan sebelum mencatat kontribusi');
      }
      if (body.cycles > remaining) {
        throw AppError.conflict(`Jumlah putaran melebihi sisa: member ini tinggal ${remaining} putaran lagi`);
      }
      const expected = arisan.contributionAmount * body.cycles;
      if (body.amount !== expected) {
        throw AppError.validation(
          `Jumlah harus ${formatRupiah(expected)} (${formatRupiah(arisan.contributionAmount)} x ${body.cycles} putaran)`,
          [{ path: 'amount', message: `Jumlah harus ${formatRupiah(expected)}` }],
        );
      }
      if (unpaid < body.cycles) {
        throw AppError.conflict('Jadwal iuran member ini belum lengkap: klik Mulai Arisan lagi');
      }
      const [payment] = await tx
        .insert(contributionPayments)
        .values({
          membershipId: membership.id,
          arisanId,
          memberId,
          amount: body.amount,
          cycles: body.cycles,
          paymentDate: body.payment_date,
          recordedBy,
        })
        .returning({ id: contributionPayments.id });
      // The ledger's trigger has now marked the oldest unpaid dues paid and counted the cycles.
      const [saved] = await selectContributions(tx, eq(contributionPayments.id, payment!.id));
      const [after] = await tx
        .select({ paidCycles: arisanMemberships.paidCycles, paidAmount: paidAmountSql() })
        .from(arisanMemberships)
        .where(eq(arisanMemberships.id, membership.id));
      await recordAudit(tx, {
        arisanId,
        entity: 'payment',
        entityId: payment!.id,
        action: 'create',
        after: {
          member_id: memberId,
          amount: body.amount,
          cycles: body.cycles,
          payment_date: body.payment_date,
        },
        actorId: recordedBy,
      });
      return {
        payment: saved!,
        membership: {
          id: membership.id,
          total_paid_cycles: after!.paidCycles,
          total_paid_contribution: after!.paidAmount,
          remaining_cycles: arisan.duration - after!.paidCycles,
          remaining_amount: Math.max(0, arisan.contributionAmount * arisan.duration - after!.paidAmount),
        },
      };
    });
  } catch (err) {
    const code = pgErrorCode(err);
    // The database trigger refused what slipped past the checks above (another process raced us).
    if (code === '23514' || code === 'P0001') {
      throw AppError.conflict(
        'Pembayaran ditolak: melebihi sisa putaran atau jumlah tidak sesuai kontribusi',
      );
    }
    throw err;
  }
}

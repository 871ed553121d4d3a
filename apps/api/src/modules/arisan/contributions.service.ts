import {
  type AddArisanMemberBody,
  type ArisanMembership,
  buildPagination,
  type Contribution,
  type ContributionBody,
  type ContributionListQuery,
  computeArisanSummary,
  formatRupiah,
  type ReceivedBody,
  type SavingType,
  todayInShop,
} from '@toko/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, pgErrorCode } from '../../db/client.ts';
import {
  arisanMemberships,
  arisans,
  contributionDues,
  contributionPayments,
  members,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { constraintOf, countAll, offsetOf, paidAmountSql } from './arisan.sql.ts';
import { arisanArchived, getArisan, lockArisan } from './arisans.service.ts';
import { syncDues } from './dues.service.ts';

// Memberships and money: joining, leaving, receiving the pot, 'Mulai Arisan' and the contribution ledger.
// Every rule here is also enforced by the database (drizzle/0001_ledger_rules.sql, decision 002); the code
// checks first so the admin gets a clear message instead of a bare conflict.

type MembershipRow = typeof arisanMemberships.$inferSelect;

const toMembership = (m: MembershipRow): ArisanMembership => ({
  id: m.id,
  arisan_id: m.arisanId,
  member_id: m.memberId,
  position: m.position,
  has_received: m.hasReceived,
  received_date: m.receivedDate,
  total_paid_cycles: m.paidCycles,
});

const notAMember = () => AppError.notFound('Member tidak terdaftar di arisan ini');

async function lockMembership(tx: Db, arisanId: number, memberId: number): Promise<MembershipRow> {
  const [row] = await tx
    .select()
    .from(arisanMemberships)
    .where(and(eq(arisanMemberships.arisanId, arisanId), eq(arisanMemberships.memberId, memberId)))
    .for('update');
  if (!row) throw notAMember();
  return row;
}

const scheduleOf = (a: typeof arisans.$inferSelect) => ({
  id: a.id,
  startDate: a.startDate,
  savingType: a.savingType as SavingType,
  duration: a.duration,
  contributionAmount: a.contributionAmount,
});

async function isStarted(tx: Db, a: typeof arisans.$inferSelect): Promise<boolean> {
  if (a.status !== 'inactive') return true;
  const [due] = await tx
    .select({ id: contributionDues.id })
    .from(contributionDues)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, contributionDues.membershipId))
    .where(eq(arisanMemberships.arisanId, a.id))
    .limit(1);
  return due !== undefined;
}

/** Joins a member at a free position; in a started arisan they get their schedule at once. */
export async function addArisanMember(db: Db, body: AddArisanMemberBody): Promise<ArisanMembership> {
  try {
    return await db.transaction(async (tx) => {
      const arisan = await lockArisan(tx, body.arisan_id, 'update');
      if (arisan.archivedAt) throw arisanArchived();
      const [member] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, body.member_id))
        .for('key share');
      if (!member) throw AppError.notFound('Member tidak ditemukan');
      const taken = await tx
        .select({
          memberId: arisanMemberships.memberId,
          position: arisanMemberships.position,
          name: members.name,
        })
        .from(arisanMemberships)
        .innerJoin(members, eq(members.id, arisanMemberships.memberId))
        .where(
          and(
            eq(arisanMemberships.arisanId, body.arisan_id),
            sql`(${arisanMemberships.memberId} = ${body.member_id} or ${arisanMemberships.position} = ${body.position})`,
          ),
        );
      if (taken.some((t) => t.memberId === body.member_id)) throw alreadyJoined();
      const holder = taken.find((t) => t.position === body.position);
      if (holder) throw positionTaken(body.position, holder.name);
      const [row] = await tx
        .insert(arisanMemberships)
        .values({ arisanId: body.arisan_id, memberId: body.member_id, position: body.position })
        .returning();
      if (await isStarted(tx, arisan)) await syncDues(tx, scheduleOf(arisan), row!.id);
      return toMembership(row!);
    });
  } catch (err) {
    // Unique indexes catch what a racing request slipped past the checks.
    if (pgErrorCode(err) === '23505') {
      if (constraintOf(err) === 'arisan_memberships_member_key') throw alreadyJoined();
      throw positionTaken(body.position);
    }
    throw err;
  }
}

const alreadyJoined = () => AppError.conflict('Member sudah terdaftar di arisan ini');
const positionTaken = (position: number, holder?: string) =>
  AppError.conflict(`Posisi ${position} sudah ditempati${holder ? ` oleh ${holder}` : ''}`);

const hasPaid = () =>
  AppError.conflict(
    'Member sudah membayar kontribusi dan tidak dapat dihapus dari arisan: catatan uang tidak boleh hilang',
  );

/** A member who has paid anything stays in the arisan (the ledger is append-only). */
export async function removeArisanMember(db: Db, arisanId: number, memberId: number) {
  try {
    return await db.transaction(async (tx) => {
      const arisan = await lockArisan(tx, arisanId, 'update');
      if (arisan.archivedAt) throw arisanArchived();
      const membership = await lockMembership(tx, arisanId, memberId);
      const [payment] = await tx
        .select({ id: contributionPayments.id })
        .from(contributionPayments)
        .where(eq(contributionPayments.membershipId, membership.id))
        .limit(1);
      if (payment || membership.paidCycles > 0) throw hasPaid();
      // Its (unpaid) dues go with it (ON DELETE CASCADE).
      await tx.delete(arisanMemberships).where(eq(arisanMemberships.id, membership.id));
      return { arisan_id: arisanId, member_id: memberId };
    });
  } catch (err) {
    if (pgErrorCode(err) === '23503') throw hasPaid();
    throw err;
  }
}

/**
 * Spec 4: has_received goes from false to true with a received date. A date alone marks the member as
 * received; `isReceived: true` without a date uses today; `isReceived: false` (a correction) clears both.
 */
export async function setReceived(
  db: Db,
  arisanId: number,
  memberId: number,
  body: ReceivedBody,
  today = todayInShop(),
): Promise<ArisanMembership> {
  return db.transaction(async (tx) => {
    const arisan = await lockArisan(tx, arisanId, 'share');
    if (arisan.archivedAt) throw arisanArchived();
    const membership = await lockMembership(tx, arisanId, memberId);
    let hasReceived: boolean;
    let receivedDate: string | null;
    if (body.isReceived === false || (body.isReceived === undefined && body.received_date === null)) {
      hasReceived = false;
      receivedDate = null;
    } else {
      hasReceived = true;
      receivedDate = body.received_date ?? membership.receivedDate ?? today;
    }
    const [row] = await tx
      .update(arisanMemberships)
      .set({ hasReceived, receivedDate })
      .where(eq(arisanMemberships.id, membership.id))
      .returning();
    return toMembership(row!);
  });
}

/**
 * 'Mulai Arisan': every member gets their schedule of `duration` dues and the arisan becomes active.
 * Running it again creates only what is missing.
 */
export async function initializeContributions(db: Db, arisanId: number) {
  return db.transaction(async (tx) => {
    const arisan = await lockArisan(tx, arisanId, 'update');
    if (arisan.archivedAt) throw arisanArchived();
    const created = await syncDues(tx, scheduleOf(arisan));
    if (arisan.status !== 'active') {
      await tx
        .update(arisans)
        .set({ status: 'active', updatedAt: new Date() })
        .where(eq(arisans.id, arisanId));
    }
    return { arisan_id: arisanId, status: 'active' as const, dues_created: created };
  });
}

const recorder = sql<{
  id: number;
  fullname: string;
} | null>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'fullname', ${users.fullname}) end`;

async function selectContributions(db: Db, where: SQL, page?: { limit: number; offset: number }) {
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
      const unpaid = await tx
        .select({ id: contributionDues.id })
        .from(contributionDues)
        .where(and(eq(contributionDues.membershipId, membership.id), isNull(contributionDues.paymentId)))
        .orderBy(asc(contributionDues.cycle))
        .limit(body.cycles);
      if (unpaid.length === 0) {
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
      if (unpaid.length < body.cycles) {
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
      await tx
        .update(contributionDues)
        .set({ paymentId: payment!.id })
        .where(
          inArray(
            contributionDues.id,
            unpaid.map((d) => d.id),
          ),
        );
      const [saved] = await selectContributions(tx, eq(contributionPayments.id, payment!.id));
      const [after] = await tx
        .select({ paidCycles: arisanMemberships.paidCycles, paidAmount: paidAmountSql() })
        .from(arisanMemberships)
        .where(eq(arisanMemberships.id, membership.id));
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

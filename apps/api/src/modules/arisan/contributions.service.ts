import {
  buildPagination,
  type Contribution,
  type ContributionBody,
  type ContributionListQuery,
  formatRupiah,
  type PaymentQuote,
  todayInShop,
} from '@toko/shared';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, pgErrorCode } from '../../db/pg-errors.ts';
import { lockTaken } from '../../db/race.ts';
import {
  arisanMemberships,
  arisans,
  contributionDues,
  contributionPayments,
  members,
  users,
} from '../../db/schema/index.ts';
import { countAll, offsetOf } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { paidAmountSql } from './arisan.sql.ts';
import { arisanArchived, arisanSummary, getArisan, lockArisan } from './arisans.service.ts';
import { recordAudit } from './audit.service.ts';
import { assertTakesPayments } from './closed-arisan.ts';
import { rulesOfArisan } from './kinds.ts';
import { lateFeeFor } from './late-fees.ts';
import { lockMembership, notAMember } from './memberships.service.ts';

// The contribution ledger. Its rules are also the database's (drizzle/0001 and the arisan_cycle_rules migration, decisions 002 and
// 031): the code checks first so the admin gets a clear message instead of a bare conflict, and the
// ledger's trigger is the one writer of what a payment derives (paid cycles, paid dues).

const recorder = sql<{
  id: number;
  fullname: string;
} | null>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'fullname', ${users.fullname}) end`;

/**
 * The cycles a payment paid (its dues point at it) whose pot has been handed over already. Read through
 * the dues' payment index, so a ledger page costs one index probe per row.
 */
function paidOutCycles(paymentId: SQL) {
  return sql<number[]>`coalesce((select json_agg(d.cycle order by d.cycle) from contribution_dues d
    where d.payment_id = ${paymentId}
      and exists (select 1 from arisan_payouts o where o.arisan_id = contribution_payments.arisan_id and o.cycle = d.cycle)), '[]'::json)`;
}

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
      late_fee: contributionPayments.lateFee,
      payment_date: contributionPayments.paymentDate,
      reverses_payment_id: contributionPayments.reversesPaymentId,
      reason: contributionPayments.reason,
      reversed_by_payment_id: sql<
        number | null
      >`(select r.id from contribution_payments r where r.reverses_payment_id = contribution_payments.id)`,
      paid_out_cycles: paidOutCycles(sql`contribution_payments.id`),
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
      paid_out_cycles:
        typeof r.paid_out_cycles === 'string' ? JSON.parse(r.paid_out_cycles) : r.paid_out_cycles,
      recorded_at: r.recorded_at.toISOString(),
    }),
  );
}

/** The summary and the ledger, newest first (archived arisans too: their money records stay readable). */
export async function listContributions(db: Db, arisanId: number, query: ContributionListQuery) {
  const { summary } = await arisanSummary(db, arisanId);
  const where = eq(contributionPayments.arisanId, arisanId);
  const [contributions, [total]] = await Promise.all([
    selectContributions(db, where, { limit: query.limit, offset: offsetOf(query.page, query.limit) }),
    db.select({ n: countAll() }).from(contributionPayments).where(where),
  ]);
  return {
    summary,
    contributions,
    pagination: buildPagination(total?.n ?? 0, query.page, query.limit),
  };
}

/**
 * What paying `cycles` cycles on `paymentDate` costs: contribution x cycles, and apart from it the
 * arisan's late fee for each of the dues paid (oldest unpaid first) whose date is before the payment
 * date. The ledger's trigger computes the same in SQL and refuses any other fee (decision 039).
 */
export async function quotePayment(
  db: Db,
  arisan: { contributionAmount: number; lateFee: number },
  membershipId: number,
  cycles: number,
  paymentDate: string,
): Promise<PaymentQuote> {
  const result = await db.execute(sql`
    select count(*) filter (where d.due_date < ${paymentDate}::date)::int as late
    from (
      select due_date from contribution_dues
      where membership_id = ${membershipId} and payment_id is null
      order by cycle
      limit ${cycles}
    ) d`);
  const late = Number((result as unknown as { rows: { late: number }[] }).rows[0]?.late ?? 0);
  return {
    cycles,
    amount: arisan.contributionAmount * cycles,
    late_cycles: late,
    late_fee_per_cycle: arisan.lateFee,
    late_fee: lateFeeFor(late, arisan.lateFee),
  };
}

/** The quote for one member of one arisan (the pay dialog shows it before the admin pays). */
export async function getPaymentQuote(
  db: Db,
  arisanId: number,
  memberId: number,
  cycles: number,
  paymentDate: string,
): Promise<PaymentQuote> {
  const [row] = await db
    .select({
      membershipId: arisanMemberships.id,
      contributionAmount: arisans.contributionAmount,
      lateFee: arisans.lateFee,
    })
    .from(arisanMemberships)
    .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
    .where(and(eq(arisanMemberships.arisanId, arisanId), eq(arisanMemberships.memberId, memberId)));
  if (!row) {
    await getArisan(db, arisanId);
    throw notAMember();
  }
  return quotePayment(db, row, row.membershipId, cycles, paymentDate);
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
  /** The admin who records it; null when nobody clicked (a transfer matched by a mutation service). */
  recordedBy: number | null,
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
      assertTakesPayments(arisan);
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
      const quote = await quotePayment(tx, arisan, membership.id, body.cycles, body.payment_date);
      if (body.late_fee !== undefined && body.late_fee !== quote.late_fee) {
        const message = `Denda keterlambatan harus ${formatRupiah(quote.late_fee)} (${quote.late_cycles} putaran terlambat x ${formatRupiah(quote.late_fee_per_cycle)})`;
        throw AppError.validation(message, [{ path: 'late_fee', message }]);
      }
      const [payment] = await tx
        .insert(contributionPayments)
        .values({
          membershipId: membership.id,
          arisanId,
          memberId,
          amount: body.amount,
          cycles: body.cycles,
          lateFee: quote.late_fee,
          paymentDate: body.payment_date,
          recordedBy,
        })
        .returning({ id: contributionPayments.id });
      // The ledger's trigger has now marked the oldest unpaid dues paid and counted the cycles.
      const [saved] = await selectContributions(tx, eq(contributionPayments.id, payment!.id));
      const standing = await standingAfter(tx, arisan, membership.id);
      await recordAudit(tx, {
        arisanId,
        entity: 'payment',
        entityId: payment!.id,
        action: 'create',
        after: {
          member_id: memberId,
          amount: body.amount,
          cycles: body.cycles,
          late_fee: quote.late_fee,
          payment_date: body.payment_date,
        },
        actorId: recordedBy,
      });
      return {
        payment: saved!,
        membership: standing,
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

/**
 * A payment the admin records by hand: recordContribution, with the kind's rules around it in the same
 * transaction (arisan barang cancels the member's open transfer, which the payment has paid).
 */
export async function recordContributionByHand(
  db: Db,
  arisanId: number,
  memberId: number,
  body: ContributionBody,
  admin: { id: number },
  today = todayInShop(),
) {
  return db.transaction(async (tx) => {
    const rules = await rulesOfArisan(tx, arisanId);
    await rules.beforeHandPayment?.(tx, arisanId, memberId);
    const recorded = await recordContribution(tx, arisanId, memberId, body, admin.id, today);
    await rules.afterHandPayment?.(tx, arisanId, memberId, recorded.payment.id, admin.id);
    return recorded;
  });
}

const paymentNotFound = () => AppError.notFound('Pembayaran tidak ditemukan');
const alreadyReversed = () => AppError.conflict('Pembayaran ini sudah dikoreksi');

/** The walk's finding: a correction after the pot was handed over must not pass unnoticed. */
const paidOutNotConfirmed = (cycles: number[]) =>
  AppError.conflict(
    `Pot putaran ${cycles.join(', ')} sudah dibayarkan ke penerima. Koreksi ini membuat pembayaran pot melebihi iuran yang terkumpul; konfirmasi untuk tetap mencatatnya.`,
  );

/** A membership's standing as the ledger's trigger left it, read inside the payment's transaction. */
async function standingAfter(
  tx: Db,
  arisan: { duration: number; contributionAmount: number },
  membershipId: number,
) {
  const [after] = await tx
    .select({ paidCycles: arisanMemberships.paidCycles, paidAmount: paidAmountSql() })
    .from(arisanMemberships)
    .where(eq(arisanMemberships.id, membershipId));
  return {
    id: membershipId,
    total_paid_cycles: after!.paidCycles,
    total_paid_contribution: after!.paidAmount,
    remaining_cycles: arisan.duration - after!.paidCycles,
    remaining_amount: Math.max(0, arisan.contributionAmount * arisan.duration - after!.paidAmount),
  };
}

/**
 * 'Koreksi': a wrong payment is corrected by an appended reversal row (the exact negative of its amount,
 * cycles and late fee, with the reason, who and when), never by changing or deleting it (decision 040).
 * The ledger's trigger gives the dues that payment marked back to unpaid and lowers paid cycles; a
 * payment is reversed at most once (the service checks under the membership lock, and a unique index
 * refuses a second reversal that slips past it). A correction takes the arisan row whole: a share lock
 * would keep payouts out but let two corrections of different members both read the same pot and together
 * take out more than it holds. A correction that would leave less in the pot than was paid out is refused.
 */
export async function reversePayment(
  db: Db,
  arisanId: number,
  paymentId: number,
  reason: string,
  actorId: number,
  today = todayInShop(),
  confirmPaidOut = false,
) {
  try {
    return await db.transaction(async (tx) => {
      const arisan = await lockArisan(tx, arisanId, lockTaken('arisan.pot') ? 'update' : 'share');
      const [original] = await tx
        .select()
        .from(contributionPayments)
        .where(and(eq(contributionPayments.id, paymentId), eq(contributionPayments.arisanId, arisanId)));
      if (!original) throw paymentNotFound();
      if (arisan.archivedAt) throw arisanArchived();
      if (original.reversesPaymentId !== null) {
        throw AppError.conflict('Baris koreksi tidak bisa dikoreksi lagi');
      }
      const membership = await lockMembership(tx, arisanId, original.memberId);
      const [done] = await tx
        .select({ id: contributionPayments.id })
        .from(contributionPayments)
        .where(eq(contributionPayments.reversesPaymentId, paymentId));
      if (done) throw alreadyReversed();
      const [covered] = await tx
        .select({ cycles: paidOutCycles(sql`${paymentId}::int`) })
        .from(contributionPayments)
        .where(eq(contributionPayments.id, paymentId));
      const paidOut: number[] =
        typeof covered?.cycles === 'string' ? JSON.parse(covered.cycles) : (covered?.cycles ?? []);
      if (paidOut.length > 0 && !confirmPaidOut) throw paidOutNotConfirmed(paidOut);
      const [pot] = await tx
        .select({
          held: sql<number>`(select coalesce(sum(p.amount), 0) from contribution_payments p where p.arisan_id = ${arisanId})
            - (select coalesce(sum(o.amount), 0) from arisan_payouts o where o.arisan_id = ${arisanId})
            - (select coalesce(sum(s.amount), 0) from arisan_lelang_shares s where s.arisan_id = ${arisanId})`.mapWith(
            Number,
          ),
        })
        .from(sql`(select 1) as one`);
      if ((pot?.held ?? 0) < original.amount) {
        throw AppError.conflict(
          'Koreksi ditolak: uang arisan yang masih dipegang kurang dari jumlah pembayaran ini karena sudah dibayarkan ke penerima',
        );
      }
      const [row] = await tx
        .insert(contributionPayments)
        .values({
          membershipId: membership.id,
          arisanId,
          memberId: original.memberId,
          amount: -original.amount,
          cycles: -original.cycles,
          lateFee: -original.lateFee,
          paymentDate: today,
          reversesPaymentId: paymentId,
          reason,
          recordedBy: actorId,
        })
        .returning({ id: contributionPayments.id });
      const [saved] = await selectContributions(tx, eq(contributionPayments.id, row!.id));
      const standing = await standingAfter(tx, arisan, membership.id);
      await recordAudit(tx, {
        arisanId,
        entity: 'payment',
        entityId: row!.id,
        action: 'reverse',
        before: {
          payment_id: paymentId,
          member_id: original.memberId,
          amount: original.amount,
          cycles: original.cycles,
          late_fee: original.lateFee,
          payment_date: original.paymentDate,
        },
        after: {
          reverses_payment_id: paymentId,
          amount: -original.amount,
          cycles: -original.cycles,
          late_fee: -original.lateFee,
          reason,
          // The history keeps that the admin was warned: the pot of these cycles was already paid out.
          paid_out_cycles: paidOut.length > 0 ? paidOut.join(', ') : undefined,
        },
        actorId,
      });
      return {
        payment: saved!,
        membership: standing,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'contribution_payments_reversal_key')) throw alreadyReversed();
    const code = pgErrorCode(err);
    // The ledger's trigger refused what slipped past the checks above.
    if (code === '23514' || code === 'P0001') throw AppError.conflict('Koreksi ditolak oleh aturan buku kas');
    throw err;
  }
}

import {
  type ArisanSchedule,
  type CycleRecipient,
  countCyclesDueBy,
  cycleDate,
  type SavingType,
  todayInShop,
} from '@toko/shared';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanMemberships,
  arisanPayouts,
  arisanRecipients,
  arisans,
  contributionDues,
  contributionPayments,
  members,
} from '../../db/schema/index.ts';
import { countAll } from '../../db/sql.ts';
import { enqueueArisanStarted } from './arisan-notices.ts';
import { arisanArchived, getArisan, lockArisan } from './arisans.service.ts';
import { recordAudit } from './audit.service.ts';
import { type ArisanKindRules, type KindStart, rulesOf } from './kinds.ts';

// The schedule: each membership's dues (one per cycle) and the arisan's cycles with their recipients.

export interface ScheduleSource {
  id: number;
  startDate: string;
  savingType: SavingType;
  duration: number;
  contributionAmount: number;
}

/**
 * Brings the schedule of dues in line with the arisan: one due per cycle for every membership (or just
 * `membershipId`), dated by `cycleDate`. Missing dues are created, dates and amounts follow an edit, and
 * unpaid dues past a shortened duration go. Paid dues are never past the duration (the edit refuses a
 * duration below anyone's paid cycles). Idempotent: a second run creates nothing. Returns the dues created.
 */
export async function syncDues(tx: Db, arisan: ScheduleSource, membershipId?: number): Promise<number> {
  const schedule = Array.from({ length: arisan.duration }, (_, n) => ({
    cycle: n + 1,
    due_date: cycleDate(arisan.startDate, arisan.savingType, n),
  }));
  const onlyOne = membershipId === undefined ? sql`` : sql`and m.id = ${membershipId}`;
  const result = await tx.execute(sql`
    insert into contribution_dues (membership_id, cycle, due_date, amount)
    select m.id, s.cycle, s.due_date, ${arisan.contributionAmount}
    from arisan_memberships m
    cross join jsonb_to_recordset(${JSON.stringify(schedule)}::jsonb) as s(cycle int, due_date date)
    where m.arisan_id = ${arisan.id} ${onlyOne}
    on conflict (membership_id, cycle) do update
      set due_date = excluded.due_date, amount = excluded.amount
      where contribution_dues.due_date <> excluded.due_date or contribution_dues.amount <> excluded.amount
    returning (xmax = 0) as inserted`);
  await tx.execute(sql`
    delete from contribution_dues d
    using arisan_memberships m
    where m.id = d.membership_id and m.arisan_id = ${arisan.id} ${onlyOne}
      and d.cycle > ${arisan.duration} and d.payment_id is null`);
  const rows = (result as unknown as { rows: { inserted: boolean }[] }).rows;
  return rows.filter((r) => r.inserted).length;
}

export const scheduleOf = (a: typeof arisans.$inferSelect): ScheduleSource => ({
  id: a.id,
  startDate: a.startDate,
  savingType: a.savingType as SavingType,
  duration: a.duration,
  contributionAmount: a.contributionAmount,
});

/**
 * 'Mulai Arisan': every member gets their schedule of `duration` dues and the arisan becomes active.
 * Running it again creates only what is missing. A kind with a start of its own (arisan barang: all N
 * members, its goods taken from stock, once) runs it first in the same transaction; when it is refused for
 * a reason the kind keeps (stock, the product), the reason is kept on the arisan after the rollback and
 * nothing else changes.
 */
export async function initializeContributions(
  db: Db,
  arisanId: number,
  actorId: number | null = null,
  today = todayInShop(),
) {
  let refusal: string | null = null;
  let rules: ArisanKindRules = {};
  try {
    return await db.transaction(async (tx) => {
      let arisan = await lockArisan(tx, arisanId, 'update');
      if (arisan.archivedAt) throw arisanArchived();
      rules = rulesOf(arisan);
      const before = { status: arisan.status };
      let kindStart: KindStart | undefined;
      if (rules.start) {
        kindStart = await rules.start(tx, arisan, today, (reason) => {
          refusal = reason;
        });
        arisan = kindStart.arisan;
      }
      const created = await syncDues(tx, scheduleOf(arisan));
      if (arisan.status !== 'active') {
        await tx
          .update(arisans)
          .set({ status: 'active', updatedAt: new Date() })
          .where(eq(arisans.id, arisanId));
        await enqueueArisanStarted(tx, arisan);
      }
      if (created > 0 || arisan.status !== 'active') {
        await recordAudit(tx, {
          arisanId,
          entity: 'arisan',
          entityId: arisanId,
          action: 'start',
          before: { ...before, ...kindStart?.before },
          after: { status: 'active', dues_created: created, ...kindStart?.after },
          actorId,
        });
      }
      return { arisan_id: arisanId, status: 'active' as const, dues_created: created };
    });
  } catch (err) {
    if (refusal !== null) await rules.keepStartRefusal?.(db, arisanId, refusal);
    throw err;
  }
}

/** The active recipients of an arisan's cycles, by cycle. */
export async function listRecipients(db: Db, arisanId: number): Promise<CycleRecipient[]> {
  const rows = await db
    .select({
      id: arisanRecipients.id,
      cycle: arisanRecipients.cycle,
      membership_id: arisanRecipients.membershipId,
      member_id: arisanMemberships.memberId,
      name: members.name,
      method: arisanRecipients.method,
      draw_id: arisanRecipients.drawId,
      received_date: arisanRecipients.receivedDate,
      recorded_at: arisanRecipients.recordedAt,
    })
    .from(arisanRecipients)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, arisanRecipients.membershipId))
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .where(and(eq(arisanRecipients.arisanId, arisanId), isNull(arisanRecipients.revokedAt)))
    .orderBy(arisanRecipients.cycle);
  return rows.map((r) => ({
    ...r,
    method: r.method as CycleRecipient['method'],
    recorded_at: r.recorded_at.toISOString(),
  }));
}

/**
 * The 'Jadwal': cycles 1..duration, each dated by `cycleDate` (calendar dates, the shop's day in
 * Asia/Jakarta decides which have come), with its dues paid, its recipient and what was paid out.
 */
/** The member at the cycle's position, if any. */
function turnOf(turns: { position: number; member_id: number; name: string }[], cycle: number) {
  const m = turns.find((t) => t.position === cycle);
  return m ? { member_id: m.member_id, name: m.name } : null;
}

export async function getSchedule(db: Db, arisanId: number, today = todayInShop()): Promise<ArisanSchedule> {
  const arisan = await getArisan(db, arisanId);
  const [dues, recipients, payouts, turns] = await Promise.all([
    db
      .select({
        cycle: contributionDues.cycle,
        dues: countAll(),
        paid: sql<number>`count(${contributionDues.paymentId})`.mapWith(Number),
        dueAmount: sql<number>`coalesce(sum(${contributionDues.amount}), 0)`.mapWith(Number),
        paidAmount:
          sql<number>`coalesce(sum(${contributionDues.amount}) filter (where ${contributionDues.paymentId} is not null), 0)`.mapWith(
            Number,
          ),
        lateCount:
          sql<number>`count(*) filter (where ${contributionPayments.paymentDate} > ${contributionDues.dueDate})`.mapWith(
            Number,
          ),
        // A payment's late fee is the arisan's fee x its late dues, so each late due carries an equal share.
        lateFees: sql<number>`coalesce(sum(${contributionPayments.lateFee} / nullif((
            select count(*) from contribution_dues ld
            where ld.payment_id = ${contributionPayments.id} and ld.due_date < ${contributionPayments.paymentDate}
          ), 0)) filter (where ${contributionPayments.paymentDate} > ${contributionDues.dueDate}), 0)`.mapWith(
          Number,
        ),
      })
      .from(contributionDues)
      .innerJoin(arisanMemberships, eq(arisanMemberships.id, contributionDues.membershipId))
      .leftJoin(contributionPayments, eq(contributionPayments.id, contributionDues.paymentId))
      .where(eq(arisanMemberships.arisanId, arisanId))
      .groupBy(contributionDues.cycle),
    listRecipients(db, arisanId),
    db
      .select({
        cycle: arisanPayouts.cycle,
        total: sql<number>`coalesce(sum(${arisanPayouts.amount}), 0)`.mapWith(Number),
      })
      .from(arisanPayouts)
      .where(eq(arisanPayouts.arisanId, arisanId))
      .groupBy(arisanPayouts.cycle),
    db
      .select({
        position: arisanMemberships.position,
        member_id: arisanMemberships.memberId,
        name: members.name,
      })
      .from(arisanMemberships)
      .innerJoin(members, eq(members.id, arisanMemberships.memberId))
      .where(and(eq(arisanMemberships.arisanId, arisanId), lte(arisanMemberships.position, arisan.duration))),
  ]);
  const current = countCyclesDueBy(arisan.start_date, arisan.saving_type, arisan.duration, today);
  const cycles = Array.from({ length: arisan.duration }, (_, n) => {
    const cycle = n + 1;
    const due = dues.find((d) => d.cycle === cycle);
    const dueDate = cycleDate(arisan.start_date, arisan.saving_type, n);
    return {
      cycle,
      due_date: dueDate,
      has_come: dueDate <= today,
      is_current: cycle === current,
      dues_count: due?.dues ?? 0,
      paid_count: due?.paid ?? 0,
      due_amount: due?.dueAmount ?? 0,
      paid_amount: due?.paidAmount ?? 0,
      late_fees_paid: due?.lateFees ?? 0,
      late_count: due?.lateCount ?? 0,
      recipient: recipients.find((r) => r.cycle === cycle) ?? null,
      turn: turnOf(turns, cycle),
      paid_out: payouts.find((p) => p.cycle === cycle)?.total ?? 0,
    };
  });
  return { current_cycle: current, cycles };
}

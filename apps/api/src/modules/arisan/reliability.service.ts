import {
  type MemberReliability,
  type ReliabilityCounts,
  type ReliabilitySummary,
  summarizeReliability,
  todayInShop,
} from '@toko/shared';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisanMemberships, arisans, contributionDues, contributionPayments } from '../../db/schema/index.ts';

// 'Catatan Pembayaran' (docs/decisions/079-payment-reliability.md): how a member has paid in every arisan
// they joined. A due is on time when its payment's date is on or before the due date, late after it, and
// missed when its date has passed (today in WIB) unpaid; a reversed payment gives its dues back to unpaid
// (the ledger's trigger), so they count again as missed or future. Corrections are reversal rows of the
// member's payments. One grouped query per set of members: every join is index-backed (dues by
// membership, payments by primary key, memberships by member), so its cost follows the members asked
// for, not the size of the ledger.

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** One line per membership of the given members, with its four counts (the query, not yet run). */
export function reliabilityQuery(db: Db, memberIds: number[], today: string) {
  return db
    .select({
      memberId: arisanMemberships.memberId,
      arisanId: arisans.id,
      arisanName: arisans.name,
      position: arisanMemberships.position,
      archived: sql<boolean>`${arisans.archivedAt} is not null`,
      onTime: count(sql`${contributionPayments.paymentDate} <= ${contributionDues.dueDate}`),
      late: count(sql`${contributionPayments.paymentDate} > ${contributionDues.dueDate}`),
      // An archived arisan takes no more money, so its unpaid dues are not owed any more.
      missed: count(
        sql`${contributionDues.paymentId} is null and ${contributionDues.dueDate} < ${today}::date and ${arisans.archivedAt} is null`,
      ),
      corrections:
        sql<number>`(select count(*) from contribution_payments r where r.membership_id = ${arisanMemberships.id} and r.reverses_payment_id is not null)`.mapWith(
          Number,
        ),
    })
    .from(arisanMemberships)
    .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
    .leftJoin(contributionDues, eq(contributionDues.membershipId, arisanMemberships.id))
    .leftJoin(contributionPayments, eq(contributionPayments.id, contributionDues.paymentId))
    .where(inArray(arisanMemberships.memberId, memberIds))
    .groupBy(arisanMemberships.id, arisans.id)
    .orderBy(sql`${arisans.archivedAt} is not null`, desc(arisans.startDate), desc(arisans.id));
}

const ZERO: ReliabilityCounts = { on_time: 0, late: 0, missed: 0, corrections: 0 };

const add = (a: ReliabilityCounts, b: ReliabilityCounts): ReliabilityCounts => ({
  on_time: a.on_time + b.on_time,
  late: a.late + b.late,
  missed: a.missed + b.missed,
  corrections: a.corrections + b.corrections,
});

/** Every given member's record across all their arisans, with one line per arisan. */
export async function listReliability(
  db: Db,
  memberIds: number[],
  today = todayInShop(),
): Promise<Map<number, MemberReliability>> {
  const out = new Map<number, MemberReliability>(
    memberIds.map((id) => [id, { ...summarizeReliability(ZERO), groups: [] }]),
  );
  if (memberIds.length === 0) return out;
  const totals = new Map<number, ReliabilityCounts>();
  for (const r of await reliabilityQuery(db, memberIds, today)) {
    const counts = { on_time: r.onTime, late: r.late, missed: r.missed, corrections: r.corrections };
    totals.set(r.memberId, add(totals.get(r.memberId) ?? ZERO, counts));
    out.get(r.memberId)!.groups.push({
      ...summarizeReliability(counts),
      arisan_id: r.arisanId,
      arisan_name: r.arisanName,
      position: r.position,
      archived: r.archived,
    });
  }
  for (const [id, counts] of totals)
    out.set(id, { ...summarizeReliability(counts), groups: out.get(id)!.groups });
  return out;
}

/** One member's record (the member page). */
export async function getMemberReliability(
  db: Db,
  memberId: number,
  today = todayInShop(),
): Promise<MemberReliability> {
  return (await listReliability(db, [memberId], today)).get(memberId)!;
}

/** The totals only (the member picker's badge). */
export async function listReliabilitySummaries(
  db: Db,
  memberIds: number[],
  today = todayInShop(),
): Promise<Map<number, ReliabilitySummary>> {
  const full = await listReliability(db, memberIds, today);
  return new Map([...full].map(([id, { groups: _groups, ...summary }]) => [id, summary]));
}

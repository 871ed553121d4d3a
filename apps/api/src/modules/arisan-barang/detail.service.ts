import {
  type BarangAtRisk,
  type BarangDetail,
  type BarangMemberRow,
  type BarangOrder,
  barangArithmetic,
  todayInShop,
} from '@toko/shared';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, readTogether } from '../../db/client.ts';
import {
  arisanMemberships,
  arisanRecipients,
  arisans,
  contributionPayments,
  members,
  orders,
} from '../../db/schema/index.ts';
import { countAll } from '../../db/sql.ts';
import { lateDuesSql } from '../arisan/index.ts';
import { getBarangGroup } from './groups.service.ts';

// The admin's view of an arisan barang (docs/decisions/042-arisan-barang.md): per member what they paid and
// still owe, whether they received the goods and how their order goes, and who fell behind after
// receiving ('menunggak setelah menerima'), with the money at risk across all groups.

/** The member of the outer query has received the goods (an active recipient row). */
const receivedSql = sql`exists (select 1 from arisan_recipients rr where rr.membership_id = ${arisanMemberships.id} and rr.revoked_at is null)`;

/** The group's members with their money, their goods and their order, in one query (no query per member). */
/** An unstarted query (see readTogether). */
function memberRows(db: Db, arisanId: number, today: string) {
  return db
    .select({
      memberId: members.id,
      membershipId: arisanMemberships.id,
      userId: members.userId,
      name: members.name,
      phone: members.phone,
      position: arisanMemberships.position,
      paidCycles: arisanMemberships.paidCycles,
      paidAmount:
        sql<number>`(select coalesce(sum(${contributionPayments.amount}), 0) from ${contributionPayments} where ${contributionPayments.membershipId} = ${arisanMemberships.id})`.mapWith(
          Number,
        ),
      cyclesOverdue: lateDuesSql(today),
      receivedCycle: arisanRecipients.cycle,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
    })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .leftJoin(
      arisanRecipients,
      and(eq(arisanRecipients.membershipId, arisanMemberships.id), isNull(arisanRecipients.revokedAt)),
    )
    .leftJoin(
      orders,
      and(
        eq(orders.arisanId, arisanMemberships.arisanId),
        eq(orders.arisanCycle, arisanRecipients.cycle),
        ne(orders.status, 'cancelled'),
      ),
    )
    .where(eq(arisanMemberships.arisanId, arisanId))
    .orderBy(asc(arisanMemberships.position));
}

/** GET /arisans/{id}/barang: the group, its arithmetic and every member's standing. 404 for a 'uang' arisan. */
export async function getBarangDetail(
  db: Db,
  arisanId: number,
  today = todayInShop(),
): Promise<BarangDetail> {
  const group = await getBarangGroup(db, arisanId, null);
  const [[arisan], rows] = await readTogether(db, [
    db
      .select({
        itemPrice: arisans.itemPrice,
        duration: arisans.duration,
        adminFee: arisans.adminFee,
        unitsReserved: arisans.unitsReserved,
        startError: arisans.startError,
      })
      .from(arisans)
      .where(eq(arisans.id, arisanId)),
    memberRows(db, arisanId, today),
  ]);
  const arithmetic = barangArithmetic(arisan!.itemPrice ?? 0, arisan!.duration, arisan!.adminFee);
  return {
    group,
    arithmetic,
    units_reserved: arisan!.unitsReserved,
    start_error: arisan!.startError,
    members: rows.map(
      (r): BarangMemberRow => ({
        member_id: r.memberId,
        membership_id: r.membershipId,
        user_id: r.userId,
        name: r.name,
        phone: r.phone,
        position: r.position,
        paid_cycles: r.paidCycles,
        paid_amount: r.paidAmount,
        owed_amount: arithmetic.per_member_total - r.paidAmount,
        cycles_overdue: r.cyclesOverdue,
        received_cycle: r.receivedCycle,
        order:
          r.orderId === null
            ? null
            : {
                id: r.orderId,
                order_number: r.orderNumber!,
                status: r.orderStatus as BarangOrder['status'],
                courier: r.courier as BarangOrder['courier'],
                tracking_number: r.trackingNumber,
              },
        behind_after_receiving: r.receivedCycle !== null && r.cyclesOverdue > 0,
      }),
    ),
  };
}

/**
 * GET /arisans/barang/at-risk: members who received the goods and have dues past their date unpaid, per
 * group (groups with none left out) and in total; what they still owe is contribution x (N - paid cycles).
 */
export async function getBarangAtRisk(db: Db, today = todayInShop()): Promise<BarangAtRisk> {
  const behind: SQL = and(receivedSql, sql`${lateDuesSql(today)} > 0`)!;
  const groups = await db
    .select({
      arisan_id: arisans.id,
      name: arisans.name,
      members: countAll(),
      amount:
        sql<number>`coalesce(sum(${arisans.contributionAmount} * (${arisans.duration} - ${arisanMemberships.paidCycles})), 0)`.mapWith(
          Number,
        ),
    })
    .from(arisanMemberships)
    .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
    .where(and(eq(arisans.kind, 'barang'), isNull(arisans.archivedAt), behind))
    .groupBy(arisans.id, arisans.name)
    .orderBy(asc(arisans.id));
  return {
    members: groups.reduce((n, g) => n + g.members, 0),
    amount: groups.reduce((n, g) => n + g.amount, 0),
    groups,
  };
}

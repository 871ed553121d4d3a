import {
  type BarangNotice,
  type BarangOrder,
  type Courier,
  type Draw,
  formatCalendarDate,
  formatRupiah,
  type MyBarangGroup,
  type OrderStatus,
  todayInShop,
  type User,
} from '@toko/shared';
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanMemberships,
  arisanRecipients,
  arisans,
  contributionDues,
  members,
  orders,
} from '../../db/schema/index.ts';
import { getSchedule, listDraws, paidAmountSql, quotePayment, quoteTotal } from '../arisan/index.ts';
import { listBarangGroupsWhere } from './groups.service.ts';
import { findOpenTransfer } from './transfer-reads.ts';
import { cyclesDueNow } from './transfers.service.ts';

// 'Arisan Saya' (ADR 042): each arisan barang the customer belongs to, with the schedule and its draw
// proofs, what is due now, the open transfer, their receiving cycle and the order of their goods, and the
// notices derived from all of that (nothing is stored for them).

/** The customer's barang memberships, newest first, with what the ledger says they paid. */
async function myMemberships(db: Db, userId: number) {
  return db
    .select({
      arisan: arisans,
      membershipId: arisanMemberships.id,
      memberId: arisanMemberships.memberId,
      paidCycles: arisanMemberships.paidCycles,
      paidAmount: paidAmountSql(),
    })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
    .where(and(eq(members.userId, userId), eq(arisans.kind, 'barang'), isNull(arisans.archivedAt)))
    .orderBy(desc(arisanMemberships.createdAt), desc(arisanMemberships.id));
}

/** The draw that proves a cycle's recipient, or the published commitment of one still to run. */
function drawOfCycle(draws: Draw[], cycle: number, drawId: number | null) {
  const draw =
    (drawId === null ? undefined : draws.find((d) => d.id === drawId)) ??
    draws.filter((d) => d.cycle === cycle && d.drawn_at === null).at(-1);
  if (!draw) return null;
  return {
    cycle: draw.cycle,
    commitment: draw.commitment,
    seed: draw.seed,
    eligible_member_ids: draw.eligible_member_ids,
    winner_member_id: draw.winner_member_id,
    winner_name: draw.winner_name,
    drawn_at: draw.drawn_at,
  };
}

/** The live order of the goods a cycle's recipient receives (a cancelled one is not their order). */
async function orderOfCycle(db: Db, arisanId: number, cycle: number): Promise<BarangOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      order_number: orders.orderNumber,
      status: orders.status,
      courier: orders.courier,
      tracking_number: orders.trackingNumber,
    })
    .from(orders)
    .where(and(eq(orders.arisanId, arisanId), eq(orders.arisanCycle, cycle), ne(orders.status, 'cancelled')));
  return row ? { ...row, status: row.status as OrderStatus, courier: row.courier as Courier | null } : null;
}

/** 'Arisan Saya': every arisan barang the customer belongs to. */
export async function listMyBarangGroups(
  db: Db,
  customer: Pick<User, 'id'>,
  today = todayInShop(),
): Promise<MyBarangGroup[]> {
  const rows = await myMemberships(db, customer.id);
  if (rows.length === 0) return [];
  // The group as the product page sees it (state, seats, product), read once for all of them.
  const ids = rows.map((r) => r.arisan.id);
  const groupsById = new Map(
    (await listBarangGroupsWhere(db, inArray(arisans.id, ids), customer.id)).map((g) => [g.id, g]),
  );
  const groups: MyBarangGroup[] = [];
  for (const row of rows) {
    const a = row.arisan;
    const group = groupsById.get(a.id)!;
    const [schedule, draws, dues, openTransfer, [receiving]] = await Promise.all([
      getSchedule(db, a.id, today),
      listDraws(db, a.id),
      db
        .select({
          cycle: contributionDues.cycle,
          amount: contributionDues.amount,
          paymentId: contributionDues.paymentId,
        })
        .from(contributionDues)
        .where(eq(contributionDues.membershipId, row.membershipId))
        .orderBy(asc(contributionDues.cycle)),
      findOpenTransfer(db, row.membershipId),
      db
        .select({ cycle: arisanRecipients.cycle })
        .from(arisanRecipients)
        .where(and(eq(arisanRecipients.membershipId, row.membershipId), isNull(arisanRecipients.revokedAt))),
    ]);
    const running = group.state === 'running';
    const cyclesDue = cyclesDueNow(a, row.paidCycles, running || group.state === 'completed', today);
    const quote = cyclesDue > 0 ? await quotePayment(db, a, row.membershipId, cyclesDue, today) : null;
    const receivingCycle = receiving?.cycle ?? null;
    const cycles = schedule.cycles.map((c) => {
      const due = dues.find((d) => d.cycle === c.cycle);
      return {
        cycle: c.cycle,
        due_date: c.due_date,
        amount: due?.amount ?? a.contributionAmount,
        paid: due?.paymentId != null,
        recipient_name: c.recipient?.name ?? null,
        draw: drawOfCycle(draws, c.cycle, c.recipient?.draw_id ?? null),
      };
    });

    const notices: BarangNotice[] = [];
    if (running && row.paidCycles === 0 && cycles[0]) {
      // The group's name already reads 'Arisan <product> (N orang)'.
      notices.push({
        kind: 'started',
        text: `${a.name} sudah dimulai. Iuran putaran 1 jatuh tempo ${formatCalendarDate(cycles[0].due_date)}.`,
      });
    }
    const next = cycles.find((c) => !c.paid);
    if (running && cyclesDue > 0 && next && openTransfer?.status !== 'review') {
      notices.push({
        kind: 'payment_due',
        text: `Iuran putaran ${next.cycle} sebesar ${formatRupiah(next.amount)} jatuh tempo ${formatCalendarDate(next.due_date)}`,
      });
    }
    if (receivingCycle !== null) {
      notices.push({
        kind: 'your_turn',
        text: `Giliranmu! Kamu menerima ${group.product.name} di putaran ${receivingCycle}`,
      });
    }
    if (openTransfer?.status === 'rejected') {
      notices.push({
        kind: 'rejected',
        text: `Bukti transfer ditolak: ${openTransfer.rejection_reason ?? '-'}. Unggah bukti baru.`,
      });
    }

    groups.push({
      ...group,
      member_id: row.memberId,
      membership_id: row.membershipId,
      paid_cycles: row.paidCycles,
      cycles_due: cyclesDue,
      amount_due: quote ? quoteTotal(quote) : 0,
      amount_owed: Math.max(0, a.contributionAmount * a.duration - row.paidAmount),
      schedule: cycles,
      open_transfer: openTransfer,
      receiving_cycle: receivingCycle,
      order: receivingCycle === null ? null : await orderOfCycle(db, a.id, receivingCycle),
      notices,
    });
  }
  return groups;
}

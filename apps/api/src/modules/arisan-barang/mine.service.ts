import {
  type BarangGroupState,
  type BarangNotice,
  type BarangOrder,
  type Courier,
  type Draw,
  formatCalendarDate,
  formatRupiah,
  type MyBarangGroup,
  type OrderStatus,
  productPictureUrl,
  type SavingType,
  todayInShop,
  type User,
} from '@toko/shared';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanMemberships,
  arisanRecipients,
  arisans,
  contributionDues,
  members,
  orders,
  products,
} from '../../db/schema/index.ts';
import { firstImageIdSql } from '../../db/sql.ts';
import { paidAmountSql, startedSql } from '../arisan/arisan.sql.ts';
import { quotePayment } from '../arisan/contributions.service.ts';
import { listDraws } from '../arisan/draws.service.ts';
import { getSchedule } from '../arisan/dues.service.ts';
import { cyclesDueNow, findOpenTransfer } from './transfers.service.ts';

// 'Arisan Saya' (ADR 042): each arisan barang the customer belongs to, with the schedule and its draw
// proofs, what is due now, the open transfer, their receiving cycle and the order of their goods, and the
// notices derived from all of that (nothing is stored for them).

/** The customer's barang memberships with the group's numbers, newest membership first. */
async function myMemberships(db: Db, userId: number) {
  return db
    .select({
      arisan: arisans,
      product: {
        id: products.id,
        name: products.name,
        slug: products.slug,
        thumbnailUrl: products.thumbnailUrl,
        firstImageId: firstImageIdSql,
      },
      membershipId: arisanMemberships.id,
      memberId: arisanMemberships.memberId,
      paidCycles: arisanMemberships.paidCycles,
      paidAmount: paidAmountSql(),
      started: startedSql(),
      joined:
        sql<number>`(select count(*) from arisan_memberships j where j.arisan_id = ${arisans.id})`.mapWith(
          Number,
        ),
    })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
    .innerJoin(products, eq(products.id, arisans.productId))
    .where(and(eq(members.userId, userId), eq(arisans.kind, 'barang'), isNull(arisans.archivedAt)))
    .orderBy(desc(arisanMemberships.createdAt), desc(arisanMemberships.id));
}

function stateOf(
  a: { status: string; duration: number },
  started: boolean,
  joined: number,
): BarangGroupState {
  if (a.status === 'completed') return 'completed';
  if (started) return 'running';
  return joined >= a.duration ? 'full' : 'open';
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
  const groups: MyBarangGroup[] = [];
  for (const row of rows) {
    const a = row.arisan;
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
    const state = stateOf(a, row.started, row.joined);
    const cyclesDue = cyclesDueNow(a, row.paidCycles, row.started, today);
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
    const running = state === 'running';
    if (running && row.paidCycles === 0 && cycles[0]) {
      notices.push({
        kind: 'started',
        text: `Arisan ${a.name} sudah dimulai. Iuran putaran 1 jatuh tempo ${formatCalendarDate(cycles[0].due_date)}.`,
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
        text: `Giliranmu! Kamu menerima ${row.product.name} di putaran ${receivingCycle}`,
      });
    }
    if (openTransfer?.status === 'rejected') {
      notices.push({
        kind: 'rejected',
        text: `Bukti transfer ditolak: ${openTransfer.rejection_reason ?? '-'}. Unggah bukti baru.`,
      });
    }

    groups.push({
      id: a.id,
      name: a.name,
      product: {
        id: row.product.id,
        name: row.product.name,
        slug: row.product.slug,
        image_url: productPictureUrl(row.product.firstImageId, row.product.thumbnailUrl, 280),
      },
      state,
      saving_type: a.savingType as SavingType,
      members: a.duration,
      members_joined: row.joined,
      item_price: a.itemPrice ?? 0,
      admin_fee: a.adminFee,
      contribution_amount: a.contributionAmount,
      // A group that starts when full has no date until it starts (the schedule then starts that day).
      start_date: a.startWhenFull && !row.started ? null : a.startDate,
      start_when_full: a.startWhenFull,
      joined: true,
      member_id: row.memberId,
      membership_id: row.membershipId,
      paid_cycles: row.paidCycles,
      cycles_due: cyclesDue,
      amount_due: quote ? quote.amount + quote.late_fee : 0,
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

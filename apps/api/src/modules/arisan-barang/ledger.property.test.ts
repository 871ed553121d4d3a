import { addDays, cycleDate, type SavingType, todayInShop } from '@toko/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../../../test/db.ts';
import { multipart } from '../../../test/multipart.ts';
import { prng, type Rng } from '../../../test/prng.ts';
import {
  arisanMemberships,
  arisanRecipients,
  arisans,
  contributionPayments,
  members,
  orders,
  products,
} from '../../db/schema/index.ts';
import { scheduleOf, syncDues } from '../arisan/index.ts';
import { type BarangCustomer, barangTestContext, groupRow, seatOf } from './barang.fixtures.ts';

// Property test of issue 14's rule 'the ledger and the orders agree': random joins and leaves before the
// start, the start, then random payments (by hand into the ledger, or by transfer with proof and the
// admin's approval), draws, hand assignments, revocations and shipments; after every step the money and
// the goods must add up. The seed is printed on failure; PROPERTY_SEED=<n> replays one run.

let b: Awaited<ReturnType<typeof barangTestContext>>;
beforeAll(async () => {
  b = await barangTestContext();
});
afterAll(() => b.t.close());

// Each run registers customers and walks a whole group (seconds each); the suite's share stays a few minutes.
const RUNS = Number(process.env.PROPERTY_RUNS ?? (TEST_DB_KIND === 'pglite' ? 20 : 6));
const today = todayInShop();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** What the database holds for the group, read directly. */
async function stateOf(arisanId: number) {
  const db = b.t.db;
  const [arisan] = await db.select().from(arisans).where(eq(arisans.id, arisanId));
  const [product] = await db.select().from(products).where(eq(products.id, arisan!.productId!));
  const seats = await db
    .select({
      membershipId: arisanMemberships.id,
      paidCycles: arisanMemberships.paidCycles,
      userId: members.userId,
    })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .where(eq(arisanMemberships.arisanId, arisanId));
  const ledger = await db
    .select()
    .from(contributionPayments)
    .where(eq(contributionPayments.arisanId, arisanId));
  const recipients = await db
    .select()
    .from(arisanRecipients)
    .where(and(eq(arisanRecipients.arisanId, arisanId), isNull(arisanRecipients.revokedAt)));
  const live = await db
    .select()
    .from(orders)
    .where(and(eq(orders.arisanId, arisanId), ne(orders.status, 'cancelled')));
  return { arisan: arisan!, product: product!, seats, ledger, recipients, live };
}

async function checkInvariants(arisanId: number, stockAtStart: number) {
  const s = await stateOf(arisanId);
  const n = s.arisan.duration;
  const c = s.arisan.contributionAmount;
  for (const row of s.ledger) {
    expect(Number.isInteger(row.amount) && Number.isInteger(row.lateFee)).toBe(true);
  }
  // Each membership's paid amount is the contribution times its paid cycles.
  for (const seat of s.seats) {
    const paid = s.ledger
      .filter((r) => r.membershipId === seat.membershipId)
      .reduce((x, r) => x + r.amount, 0);
    expect(paid, `membership ${seat.membershipId}`).toBe(c * seat.paidCycles);
  }
  const total = s.ledger.reduce((x, r) => x + r.amount, 0);
  expect(total).toBeLessThanOrEqual(n * n * c);
  if (s.seats.every((seat) => seat.paidCycles === n)) expect(total).toBe(n * n * c);
  // One recipient per cycle, each member receives once.
  expect(new Set(s.recipients.map((r) => r.cycle)).size).toBe(s.recipients.length);
  expect(new Set(s.recipients.map((r) => r.membershipId)).size).toBe(s.recipients.length);
  // One live order per cycle, and each recipient has exactly one, to their own account.
  expect(new Set(s.live.map((o) => o.arisanCycle)).size).toBe(s.live.length);
  expect(s.live).toHaveLength(s.recipients.length);
  for (const r of s.recipients) {
    const theirs = s.live.filter((o) => o.arisanCycle === r.cycle);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.userId).toBe(s.seats.find((seat) => seat.membershipId === r.membershipId)!.userId);
    expect(theirs[0]!.totalAmount).toBe(0);
  }
  // The goods: N units left the shelf at the start and never came back; each live order holds one.
  expect(s.arisan.unitsReserved + s.live.length).toBe(n);
  expect(s.product.stock).toBe(stockAtStart - n);
  expect(s.product.stock).toBeGreaterThanOrEqual(0);
  return s;
}

/** The group's schedule moved back so every cycle has come (draws and assignments of any cycle). */
async function allCyclesCome(arisanId: number) {
  const row = await groupRow(b.t, arisanId);
  const startDate = addDays(today, -(row.duration - 1));
  const endDate = cycleDate(startDate, row.savingType as SavingType, row.duration - 1);
  await b.t.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(arisans)
      .set({ startDate, endDate })
      .where(eq(arisans.id, arisanId))
      .returning();
    await syncDues(tx, scheduleOf(moved!));
  });
}

type Seat = BarangCustomer & { memberId: number; membershipId: number };

async function payByHand(arisanId: number, seat: Seat, cycles: number, contribution: number) {
  return b.admin('POST', `/api/arisans/${arisanId}/member/${seat.memberId}/contribution`, {
    amount: contribution * cycles,
    cycles,
    payment_date: today,
  });
}

async function payByTransfer(arisanId: number, seat: Seat, cycles: number) {
  const made = await b.t.call({
    method: 'POST',
    url: `/api/arisan-barang/${arisanId}/transfers`,
    token: seat.token,
    body: { cycles },
  });
  if (made.status !== 201 && made.status !== 200) return made;
  const { body, headers } = await multipart({
    sender_bank: 'BCA',
    sender_name: seat.user.fullname,
    proof: { filename: 'bukti.pdf', type: 'application/pdf', bytes: PDF },
  });
  const uploaded = await b.t.call({
    method: 'POST',
    url: `/api/arisan-barang/transfers/${made.body.data.id}/proof`,
    token: seat.token,
    body,
    headers,
  });
  expect(uploaded.status, uploaded.raw).toBe(200);
  return b.admin('POST', `/api/arisan-transfers/${made.body.data.id}/approve`);
}

async function oneRun(rng: Rng, log: string[]) {
  const n = rng.int(2, 4);
  const stock = n + rng.int(0, 3);
  const made = await b.group({
    members: n,
    savingType: 'daily',
    stock,
    startDate: today,
    price: rng.int(50_000, 3_000_000),
  });
  const arisanId = made.arisan.id;
  const contribution = made.arisan.contribution_amount;
  log.push(`group N=${n} contribution=${contribution}`);

  // Before the start: random joins and leaves from a few more customers than seats.
  const pool: BarangCustomer[] = [];
  for (let i = 0; i < n + 1; i++) pool.push(await b.customer());
  const joined = new Set<BarangCustomer>();
  for (let step = 0; step < n * 2; step++) {
    const who = rng.pick(pool);
    if (joined.has(who) && rng.next() < 0.5) {
      const res = await b.leave(who.token, arisanId);
      log.push(`leave ${who.user.id}: ${res.status}`);
      expect(res.status, res.raw).toBe(200);
      joined.delete(who);
    } else if (!joined.has(who)) {
      const res = await b.join(who.token, arisanId);
      log.push(`join ${who.user.id}: ${res.status}`);
      expect(res.status, res.raw).toBe(joined.size < n ? 201 : 409);
      if (res.status === 201) joined.add(who);
    }
  }
  for (const who of pool) {
    if (joined.size === n) break;
    if (!joined.has(who)) {
      expect((await b.join(who.token, arisanId)).status).toBe(201);
      joined.add(who);
    }
  }
  const started = await b.start(arisanId);
  expect(started.status, started.raw).toBe(200);
  await allCyclesCome(arisanId);
  const seats: Seat[] = [];
  for (const who of joined) seats.push({ ...who, ...(await seatOf(b.t, arisanId, who.user.id)) });
  await checkInvariants(arisanId, stock);

  for (let step = 0; step < n * 4; step++) {
    const s = await stateOf(arisanId);
    const paidOf = (seat: Seat) => s.seats.find((x) => x.membershipId === seat.membershipId)!.paidCycles;
    const openCycles = Array.from({ length: n }, (_, i) => i + 1).filter(
      (cycle) => !s.recipients.some((r) => r.cycle === cycle),
    );
    const action = rng.pick(['hand', 'transfer', 'assign', 'draw', 'revoke', 'ship'] as const);
    const seat = rng.pick(seats);
    if (action === 'hand' || action === 'transfer') {
      const left = n - paidOf(seat);
      if (left === 0) continue;
      const cycles = rng.int(1, left);
      const res =
        action === 'hand'
          ? await payByHand(arisanId, seat, cycles, contribution)
          : await payByTransfer(arisanId, seat, cycles);
      log.push(`${action} ${seat.memberId} x${cycles}: ${res.status}`);
      expect([200, 201], res.raw).toContain(res.status);
    } else if (action === 'assign') {
      if (openCycles.length === 0) continue;
      const cycle = rng.pick(openCycles);
      const received = s.recipients.some((r) => r.membershipId === seat.membershipId);
      const res = await b.admin('PUT', `/api/arisans/${arisanId}/cycles/${cycle}/recipient`, {
        member_id: seat.memberId,
      });
      log.push(`assign ${cycle} -> ${seat.memberId}: ${res.status}`);
      expect(res.status, res.raw).toBe(received ? 409 : 200);
    } else if (action === 'draw') {
      if (openCycles.length === 0) continue;
      const cycle = rng.pick(openCycles);
      expect((await b.admin('POST', `/api/arisans/${arisanId}/cycles/${cycle}/draw`)).status).toBe(200);
      const res = await b.admin('POST', `/api/arisans/${arisanId}/cycles/${cycle}/draw/run`);
      log.push(`draw ${cycle}: ${res.status}`);
      // Only members paid for every cycle come (all have) and not yet received may be drawn.
      const eligible = seats.filter(
        (x) => paidOf(x) === n && !s.recipients.some((r) => r.membershipId === x.membershipId),
      );
      expect(res.status, res.raw).toBe(eligible.length > 0 ? 200 : 409);
    } else if (action === 'revoke') {
      if (s.recipients.length === 0) continue;
      const r = rng.pick(s.recipients);
      const order = s.live.find((o) => o.arisanCycle === r.cycle)!;
      const res = await b.admin('POST', `/api/arisans/${arisanId}/cycles/${r.cycle}/recipient/revoke`, {
        reason: 'Dikoreksi',
      });
      log.push(`revoke ${r.cycle} (${order.status}): ${res.status}`);
      expect(res.status, res.raw).toBe(order.status === 'processing' ? 200 : 409);
    } else {
      const order = s.live.find((o) => o.status === 'processing');
      if (!order) continue;
      const res = await b.admin('PUT', `/api/orders/${order.id}/status`, {
        status: 'shipped',
        courier: 'jne',
        tracking_number: `RESI${order.id}`,
      });
      log.push(`ship ${order.arisanCycle}: ${res.status}`);
      expect(res.status, res.raw).toBe(200);
    }
    await checkInvariants(arisanId, stock);
  }

  // Everyone pays everything and every cycle gets its recipient: the totals close exactly.
  let s = await stateOf(arisanId);
  for (const seat of seats) {
    const left = n - s.seats.find((x) => x.membershipId === seat.membershipId)!.paidCycles;
    if (left > 0) expect((await payByHand(arisanId, seat, left, contribution)).status).toBe(201);
  }
  s = await stateOf(arisanId);
  for (let cycle = 1; cycle <= n; cycle++) {
    if (s.recipients.some((r) => r.cycle === cycle)) continue;
    const seat = seats.find((x) => !s.recipients.some((r) => r.membershipId === x.membershipId))!;
    expect(
      (
        await b.admin('PUT', `/api/arisans/${arisanId}/cycles/${cycle}/recipient`, {
          member_id: seat.memberId,
        })
      ).status,
    ).toBe(200);
    s = await stateOf(arisanId);
  }
  const end = await checkInvariants(arisanId, stock);
  expect(end.ledger.reduce((x, r) => x + r.amount, 0)).toBe(n * n * contribution);
  expect(end.arisan.unitsReserved).toBe(0);
  expect(end.live).toHaveLength(n);
  const detail = await b.admin('GET', `/api/arisans/${arisanId}/barang`);
  expect(detail.status, detail.raw).toBe(200);
  for (const m of detail.body.data.members) {
    expect(m).toMatchObject({ paid_cycles: n, paid_amount: n * contribution, owed_amount: 0 });
    expect(m.order).not.toBeNull();
  }
}

it(`keeps the ledger, the recipients, the orders and the units in agreement over ${RUNS} random runs`, async () => {
  const first = Number(process.env.PROPERTY_SEED ?? Date.now() % 1_000_000_000);
  const runs = process.env.PROPERTY_SEED ? 1 : RUNS;
  for (let i = 0; i < runs; i++) {
    const seed = first + i;
    const log: string[] = [];
    try {
      await oneRun(prng(seed), log);
    } catch (err) {
      throw new Error(
        `property failed with PROPERTY_SEED=${seed}\n${log.join('\n')}\n${(err as Error).message}`,
        { cause: err },
      );
    }
  }
}, 900_000);

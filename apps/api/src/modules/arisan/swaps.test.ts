import { cycleDate, todayInShop } from '@toko/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import { arisanAudit, arisanMemberships, arisanSwaps, members } from '../../db/schema/index.ts';
import { arisanTestContext } from './arisan.fixtures.ts';

// Turn swaps (ADR 081), on PGlite and PostgreSQL: the organiser records one; members with an account ask
// and answer; only turns not yet received move; the positions stay a permutation under races.

let t: Awaited<ReturnType<typeof arisanTestContext>>;
beforeAll(async () => {
  t = await arisanTestContext();
});
afterAll(() => t.ctx.close());

const today = todayInShop();

/** Each membership's position, by member id. */
async function positions(arisanId: number) {
  const rows = await t.ctx.db
    .select({ memberId: arisanMemberships.memberId, position: arisanMemberships.position })
    .from(arisanMemberships)
    .where(eq(arisanMemberships.arisanId, arisanId))
    .orderBy(asc(arisanMemberships.position));
  return Object.fromEntries(rows.map((r) => [r.memberId, r.position]));
}

/** An arisan of `n` members at positions 1..n, each member linked to a customer account (when asked). */
async function groupWithAccounts(n: number, accounts = n) {
  const { arisan, members: people } = await t.createArisan({ members: n, duration: n });
  const customers: Awaited<ReturnType<typeof t.ctx.registerCustomer>>[] = [];
  for (const [i, p] of people.entries()) {
    if (i >= accounts) break;
    const c = await t.ctx.registerCustomer();
    await t.ctx.db.update(members).set({ userId: c.user.id }).where(eq(members.id, p.id));
    customers.push(c);
  }
  const as = (i: number) => (method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.ctx.call({ method, url, token: customers[i]!.token, body });
  return { arisan, people, customers, as };
}

describe('the organiser records a swap', () => {
  it('exchanges two positions, lists the swap and writes it to the history with names', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 3, duration: 3 });
    const [a, , c] = [people[0]!, people[1]!, people[2]!];
    const res = await t.api('POST', `/api/arisans/${arisan.id}/swaps`, {
      member_id: a.id,
      other_member_id: c.id,
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'done',
      member: { member_id: a.id, name: a.name, position: 1 },
      other: { member_id: c.id, name: c.name, position: 3 },
      requested_by_member: false,
    });
    expect(await positions(arisan.id)).toEqual({ [a.id]: 3, [people[1]!.id]: 2, [c.id]: 1 });
    // The schedule's receiving order follows.
    const schedule = (await t.api('GET', `/api/arisans/${arisan.id}/schedule`)).body.data.cycles;
    expect(schedule.map((cy: { turn: { name: string } | null }) => cy.turn?.name)).toEqual([
      c.name,
      people[1]!.name,
      a.name,
    ]);
    const list = await t.api('GET', `/api/arisans/${arisan.id}/swaps`);
    expect(list.body.data).toHaveLength(1);
    const history = await t.api('GET', `/api/arisans/${arisan.id}/audit`);
    expect(history.status, history.raw).toBe(200);
    const entry = history.body.data.find((e: { entity: string }) => e.entity === 'swap');
    expect(entry).toMatchObject({
      action: 'record',
      before: { member_id: a.id, position: 1, other_member_id: c.id, other_position: 3 },
      after: { member_id: a.id, position: 3, other_member_id: c.id, other_position: 1 },
    });
    expect(history.body.names.members).toMatchObject({ [a.id]: a.name, [c.id]: c.name });
  });

  it('moves the turn a hand assignment follows: the swapped member receives in their new cycle', async () => {
    const start = cycleDate(today, 'monthly', -2);
    const { arisan, members: people } = await t.createArisan({ members: 3, duration: 3, startDate: start });
    const [a, b] = [people[0]!, people[1]!];
    await t.api('POST', `/api/arisans/${arisan.id}/swaps`, { member_id: a.id, other_member_id: b.id });
    const received = await t.api('PUT', `/api/arisans/${arisan.id}/member/${a.id}/received`, {
      isReceived: true,
    });
    expect(received.status, received.raw).toBe(200);
    const schedule = (await t.api('GET', `/api/arisans/${arisan.id}/schedule`)).body.data.cycles;
    expect(schedule[1].recipient).toMatchObject({ member_id: a.id });
    expect(schedule[0].recipient).toBeNull();
  });

  it('refuses a member who received already, the same member twice, a stranger and an id past 2^53', async () => {
    const start = cycleDate(today, 'monthly', -1);
    const { arisan, members: people } = await t.createArisan({ members: 3, duration: 3, startDate: start });
    const [a, b, c] = [people[0]!, people[1]!, people[2]!];
    await t.api('PUT', `/api/arisans/${arisan.id}/cycles/1/recipient`, { member_id: a.id });
    const received = await t.api('POST', `/api/arisans/${arisan.id}/swaps`, {
      member_id: a.id,
      other_member_id: b.id,
    });
    expect(received.status).toBe(409);
    expect(received.body.message).toBe(
      `${a.name} sudah menerima arisan: hanya giliran yang belum diterima yang bisa ditukar`,
    );
    const same = await t.api('POST', `/api/arisans/${arisan.id}/swaps`, {
      member_id: b.id,
      other_member_id: b.id,
    });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ path: 'other_member_id', message: 'Pilih dua member yang berbeda' }]);
    const stranger = await t.createMember();
    const missing = await t.api('POST', `/api/arisans/${arisan.id}/swaps`, {
      member_id: b.id,
      other_member_id: stranger.id,
    });
    expect(missing.status).toBe(404);
    const huge = await t.api('POST', `/api/arisans/${arisan.id}/swaps`, {
      member_id: b.id,
      other_member_id: 2 ** 53 + 2,
    });
    expect(huge.status).toBe(400);
    expect(await positions(arisan.id)).toEqual({ [a.id]: 1, [b.id]: 2, [c.id]: 3 });
    expect(await t.ctx.db.select().from(arisanSwaps).where(eq(arisanSwaps.arisanId, arisan.id))).toEqual([]);
  });

  it('is for the admin only: a customer gets 403, a visitor 401', async () => {
    const { arisan, people, as } = await groupWithAccounts(2);
    const body = { member_id: people[0]!.id, other_member_id: people[1]!.id };
    expect((await as(0)('POST', `/api/arisans/${arisan.id}/swaps`, body)).status).toBe(403);
    expect((await as(0)('GET', `/api/arisans/${arisan.id}/swaps`)).status).toBe(403);
    expect((await t.ctx.call({ method: 'POST', url: `/api/arisans/${arisan.id}/swaps`, body })).status).toBe(
      401,
    );
  });
});

describe('members ask and answer', () => {
  it('swaps once the asked member accepts; both see it by positions only', async () => {
    const { arisan, people, as } = await groupWithAccounts(3);
    const asked = await as(0)('POST', `/api/arisans/${arisan.id}/swap-requests`, { position: 3 });
    expect(asked.status, asked.raw).toBe(201);
    expect(asked.body.data).toMatchObject({
      status: 'pending',
      direction: 'outgoing',
      my_position: 1,
      other_position: 3,
    });
    // Nothing moves until the other member answers.
    expect(await positions(arisan.id)).toMatchObject({ [people[0]!.id]: 1, [people[2]!.id]: 3 });
    const inbox = await as(2)('GET', '/api/arisan-swaps/mine');
    expect(inbox.body.data).toEqual([
      expect.objectContaining({
        id: asked.body.data.id,
        direction: 'incoming',
        my_position: 3,
        other_position: 1,
      }),
    ]);
    expect(JSON.stringify(inbox.body)).not.toContain(people[0]!.name);
    // The asker cannot accept their own request; a member outside it does not see it.
    expect((await as(0)('POST', `/api/arisan-swaps/${asked.body.data.id}/approve`)).status).toBe(403);
    expect((await as(1)('POST', `/api/arisan-swaps/${asked.body.data.id}/approve`)).status).toBe(404);
    expect((await as(1)('GET', '/api/arisan-swaps/mine')).body.data).toEqual([]);

    const accepted = await as(2)('POST', `/api/arisan-swaps/${asked.body.data.id}/approve`);
    expect(accepted.status, accepted.raw).toBe(200);
    expect(accepted.body.data.status).toBe('done');
    expect(await positions(arisan.id)).toMatchObject({ [people[0]!.id]: 3, [people[2]!.id]: 1 });
    const again = await as(2)('POST', `/api/arisan-swaps/${asked.body.data.id}/approve`);
    expect(again.status).toBe(409);
    const actions = await t.ctx.db
      .select({ action: arisanAudit.action })
      .from(arisanAudit)
      .where(and(eq(arisanAudit.arisanId, arisan.id), eq(arisanAudit.entity, 'swap')))
      .orderBy(asc(arisanAudit.id));
    expect(actions.map((r) => r.action)).toEqual(['request', 'approve']);
  });

  it('declines and withdraws without moving anyone; one open request per member', async () => {
    const { arisan, people, as } = await groupWithAccounts(3);
    const first = await as(0)('POST', `/api/arisans/${arisan.id}/swap-requests`, { position: 2 });
    const second = await as(0)('POST', `/api/arisans/${arisan.id}/swap-requests`, { position: 3 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Kamu masih punya permintaan tukar giliran yang menunggu jawaban');
    expect((await as(1)('POST', `/api/arisan-swaps/${first.body.data.id}/cancel`)).status).toBe(403);
    const declined = await as(1)('POST', `/api/arisan-swaps/${first.body.data.id}/decline`);
    expect(declined.body.data.status).toBe('declined');
    const third = await as(0)('POST', `/api/arisans/${arisan.id}/swap-requests`, { position: 3 });
    const withdrawn = await as(0)('POST', `/api/arisan-swaps/${third.body.data.id}/cancel`);
    expect(withdrawn.body.data.status).toBe('cancelled');
    expect(await positions(arisan.id)).toEqual({
      [people[0]!.id]: 1,
      [people[1]!.id]: 2,
      [people[2]!.id]: 3,
    });
  });

  it('sends a member without an account to the organiser, and refuses their own position or a stranger group', async () => {
    const { arisan, as } = await groupWithAccounts(3, 2);
    const noAccount = await as(0)('POST', `/api/arisans/${arisan.id}/swap-requests`, { position: 3 });
    expect(noAccount.status).toBe(409);
    expect(noAccount.body.message).toBe(
      'Member di posisi 3 belum punya akun: minta pengelola arisan mencatat tukar giliran ini',
    );
    const own = await as(0)('POST', `/api/arisans/${arisan.id}/swap-requests`, { position: 1 });
    expect(own.status).toBe(400);
    expect((await as(0)('POST', `/api/arisans/${arisan.id}/swap-requests`, { position: 9 })).status).toBe(
      404,
    );
    const other = await t.createArisan({ members: 2 });
    const foreign = await as(0)('POST', `/api/arisans/${other.arisan.id}/swap-requests`, { position: 2 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Arisan tidak ditemukan');
    expect(await t.ctx.db.select().from(arisanSwaps).where(eq(arisanSwaps.arisanId, arisan.id))).toEqual([]);
  });

  it('refuses an answer once positions moved: the organiser swapped one of them meanwhile', async () => {
    const { arisan, people, as } = await groupWithAccounts(3);
    const asked = await as(0)('POST', `/api/arisans/${arisan.id}/swap-requests`, { position: 3 });
    await t.api('POST', `/api/arisans/${arisan.id}/swaps`, {
      member_id: people[1]!.id,
      other_member_id: people[2]!.id,
    });
    // The organiser's swap closed the request that named the old position.
    const answer = await as(2)('POST', `/api/arisan-swaps/${asked.body.data.id}/approve`);
    expect(answer.status).toBe(409);
    const [row] = await t.ctx.db.select().from(arisanSwaps).where(eq(arisanSwaps.id, asked.body.data.id));
    expect(row!.status).toBe('cancelled');
    expect(await positions(arisan.id)).toEqual({
      [people[0]!.id]: 1,
      [people[1]!.id]: 3,
      [people[2]!.id]: 2,
    });
  });
});

describe('two swaps of one member at once', () => {
  /** Member 1 has asked members 2 and 3 (two requests: 2 asks 1, 3 asks 1); member 1 accepts both at once. */
  async function twoRequestsToOne() {
    const g = await groupWithAccounts(3);
    const fromB = await g.as(1)('POST', `/api/arisans/${g.arisan.id}/swap-requests`, { position: 1 });
    const fromC = await g.as(2)('POST', `/api/arisans/${g.arisan.id}/swap-requests`, { position: 1 });
    return { ...g, ids: [fromB.body.data.id, fromC.body.data.id] as number[] };
  }

  raceTest(
    'accepts one and refuses the other with a clear answer; positions stay one per member',
    async () => {
      const { arisan, as, ids } = await twoRequestsToOne();
      const results = await withRaceHooks(WIDE_WINDOW, () =>
        Promise.all(ids.map((id) => as(0)('POST', `/api/arisan-swaps/${id}/approve`))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toMatch(
        /^(Posisi sudah berubah|Permintaan ini sudah)/,
      );
      expect(Object.values(await positions(arisan.id)).sort()).toEqual([1, 2, 3]);
      const done = await t.ctx.db
        .select()
        .from(arisanSwaps)
        .where(and(eq(arisanSwaps.arisanId, arisan.id), eq(arisanSwaps.status, 'done')));
      expect(done).toHaveLength(1);
    },
  );

  /**
   * The recorded swaps, replayed in order from positions 1..n, must give the positions the members hold:
   * each swap names the positions it really exchanged.
   */
  async function historyMatches(arisanId: number, start: Record<number, number>) {
    const rows = await t.ctx.db
      .select()
      .from(arisanSwaps)
      .where(and(eq(arisanSwaps.arisanId, arisanId), eq(arisanSwaps.status, 'done')))
      .orderBy(asc(arisanSwaps.decidedAt), asc(arisanSwaps.id));
    const byMembership = new Map<number, number>();
    const ids = await t.ctx.db
      .select({ id: arisanMemberships.id, memberId: arisanMemberships.memberId })
      .from(arisanMemberships)
      .where(eq(arisanMemberships.arisanId, arisanId));
    for (const m of ids) byMembership.set(m.id, start[m.memberId]!);
    for (const r of rows) {
      const [p, q] = [byMembership.get(r.membershipId)!, byMembership.get(r.otherMembershipId)!];
      if (p !== r.position || q !== r.otherPosition) return false;
      byMembership.set(r.membershipId, q);
      byMembership.set(r.otherMembershipId, p);
    }
    const now = await positions(arisanId);
    return ids.every((m) => byMembership.get(m.id) === now[m.memberId]);
  }

  /** The organiser records the same swap from two tabs at once. */
  async function sameSwapTwice(unlocked: 'arisan.swap'[] = []) {
    const { arisan, members: people } = await t.createArisan({ members: 3, duration: 3 });
    const [a, b] = [people[0]!, people[1]!];
    const start = await positions(arisan.id);
    const results = await withRaceHooks({ ...WIDE_WINDOW, unlocked }, () =>
      Promise.all(
        [0, 1].map(() =>
          t.api('POST', `/api/arisans/${arisan.id}/swaps`, { member_id: a.id, other_member_id: b.id }),
        ),
      ),
    );
    return { arisanId: arisan.id, start, results };
  }

  raceTest('two swaps of one member at once: each records the positions it really exchanged', async () => {
    const { arisanId, start, results } = await sameSwapTwice();
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(Object.values(await positions(arisanId)).sort()).toEqual([1, 2, 3]);
    expect(await historyMatches(arisanId, start)).toBe(true);
  });

  raceTest(
    'with the arisan only share-locked (lock off), the second swap reads stale positions',
    async () => {
      const { arisanId, start, results } = await sameSwapTwice(['arisan.swap']);
      // Both read member 1 at position 1: the second 'exchange' rewrites what the first did, and the
      // history says two swaps happened where the members' places show one.
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      expect(await historyMatches(arisanId, start)).toBe(false);
    },
  );
});

describe("an arisan 'urut' (by position)", () => {
  it('gives each cycle to the member at its position, follows a swap, and has no draw', async () => {
    const people = [await t.createMember(), await t.createMember(), await t.createMember()];
    const created = await t.api('POST', '/api/arisans', {
      name: `Arisan Urut ${people[0]!.id}`,
      contribution_amount: 100_000,
      saving_type: 'monthly',
      duration: 3,
      start_date: cycleDate(today, 'monthly', -1),
      members_ids: people.map((p) => p.id),
      recipient_rule: 'urut',
    });
    expect(created.status, created.raw).toBe(201);
    const id = created.body.data.id;
    expect((await t.api('POST', `/api/arisans/${id}/initialize-contributions`)).status).toBe(200);
    const [a, b] = [people[0]!, people[1]!];
    // Cycle 1 belongs to position 1: another member is refused, with the rule said.
    const wrong = await t.api('PUT', `/api/arisans/${id}/cycles/1/recipient`, { member_id: b.id });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(
      'Arisan ini memakai urutan posisi: putaran 1 untuk member di posisi 1, bukan posisi 2',
    );
    const draw = await t.api('POST', `/api/arisans/${id}/cycles/1/draw`);
    expect(draw.status).toBe(409);
    // After a swap, cycle 1 is B's.
    await t.api('POST', `/api/arisans/${id}/swaps`, { member_id: a.id, other_member_id: b.id });
    expect((await t.api('PUT', `/api/arisans/${id}/cycles/1/recipient`, { member_id: a.id })).status).toBe(
      409,
    );
    const right = await t.api('PUT', `/api/arisans/${id}/cycles/1/recipient`, { member_id: b.id });
    expect(right.status, right.raw).toBe(200);
    const schedule = (await t.api('GET', `/api/arisans/${id}/schedule`)).body.data.cycles;
    expect(schedule[0].recipient).toMatchObject({ member_id: b.id });
    expect(schedule[1].turn).toMatchObject({ member_id: a.id });
  });

  it('refuses a swap in an arisan lelang: the bids decide there', async () => {
    const people = [await t.createMember(), await t.createMember()];
    const created = await t.api('POST', '/api/arisans', {
      name: `Arisan Lelang ${people[0]!.id}`,
      contribution_amount: 100_000,
      saving_type: 'monthly',
      duration: 2,
      start_date: today,
      members_ids: people.map((p) => p.id),
      recipient_rule: 'lelang',
    });
    expect(created.status, created.raw).toBe(201);
    const res = await t.api('POST', `/api/arisans/${created.body.data.id}/swaps`, {
      member_id: people[0]!.id,
      other_member_id: people[1]!.id,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Arisan lelang tidak memakai urutan giliran: penerima ditentukan oleh tawaran',
    );
  });
});

it("keeps the group's minimum for early positions: a member without a record cannot swap into one", async () => {
  const { arisan, members: people } = await t.createArisan({ members: 4, duration: 4, start: false });
  const set = await t.api('PUT', `/api/arisans/${arisan.id}`, {
    name: `Arisan Awal ${arisan.id}`,
    contribution_amount: 100_000,
    saving_type: 'monthly',
    duration: 4,
    start_date: '2025-01-31',
    early_min_on_time_percent: 80,
  });
  expect(set.status, set.raw).toBe(200);
  const [a, , c, d] = [people[0]!, people[1]!, people[2]!, people[3]!];
  const res = await t.api('POST', `/api/arisans/${arisan.id}/swaps`, {
    member_id: a.id,
    other_member_id: d.id,
  });
  expect(res.status).toBe(409);
  expect(res.body.message).toContain(d.name);
  expect(await positions(arisan.id)).toMatchObject({ [a.id]: 1, [d.id]: 4 });
  // Two late positions (3 and 4 of 4) trade freely.
  const late = await t.api('POST', `/api/arisans/${arisan.id}/swaps`, {
    member_id: c.id,
    other_member_id: d.id,
  });
  expect(late.status, late.raw).toBe(201);
});

import { cycleDate, todayInShop, verifyDraw } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import { raceTest, withRaceHooks } from '../../../test/race.ts';
import type { RaceHooks } from '../../db/race.ts';
import { arisanLelangBids, arisanLelangShares, arisanLelangs, members } from '../../db/schema/index.ts';
import { arisanTestContext } from './arisan.fixtures.ts';
import { closeLelang } from './lelang.service.ts';

// The lelang of a money arisan and who may win a draw (docs/decisions/077-arisan-lelang.md,
// 078-draw-eligibility.md).

let t: Awaited<ReturnType<typeof arisanTestContext>>;
beforeAll(async () => {
  t = await arisanTestContext();
});
afterAll(() => t.ctx.close());

const today = todayInShop();
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/**
 * A started lelang arisan whose first cycle is due today, every member linked to a customer account and
 * paid for cycle 1 unless `unpaid` says otherwise.
 */
async function lelangGroup(
  opts: {
    members?: number;
    contribution?: number;
    cap?: number;
    commission?: number;
    paidUpOnly?: boolean;
    unpaid?: number[];
  } = {},
) {
  const n = opts.members ?? 4;
  const contribution = opts.contribution ?? 100_000;
  const people = [];
  for (let i = 0; i < n; i++) people.push(await t.createMember());
  const created = await t.api('POST', '/api/arisans', {
    name: `Arisan Lelang ${Date.now()}`,
    contribution_amount: contribution,
    saving_type: 'monthly',
    duration: n,
    start_date: today,
    members_ids: people.map((p) => p.id),
    recipient_rule: 'lelang',
    lelang_cap_percent: opts.cap ?? 30,
    lelang_commission_percent: opts.commission ?? 5,
    ...(opts.paidUpOnly === undefined ? {} : { draw_paid_up_only: opts.paidUpOnly }),
  });
  expect(created.status, created.raw).toBe(201);
  const arisan = created.body.data as { id: number };
  expect((await t.api('POST', `/api/arisans/${arisan.id}/initialize-contributions`)).status).toBe(200);
  const customers: { memberId: number; token: string }[] = [];
  for (const [i, p] of people.entries()) {
    const account = await t.ctx.registerCustomer();
    await t.ctx.db.update(members).set({ userId: account.user.id }).where(eq(members.id, p.id));
    if (!opts.unpaid?.includes(i)) {
      expect((await t.pay(arisan.id, p.id, 1, contribution, today)).status).toBe(201);
    }
    customers.push({ memberId: p.id, token: account.token });
  }
  const open = () => t.api('POST', `/api/arisans/${arisan.id}/cycles/1/lelang`, { closes_at: inAnHour() });
  const bid = (i: number, amount: unknown, cycle = 1) =>
    t.ctx.call({
      method: 'PUT',
      url: `/api/arisan-lelang/${arisan.id}/cycles/${cycle}/bid`,
      token: customers[i]!.token,
      body: { amount },
    });
  const close = (cycle = 1) => t.api('POST', `/api/arisans/${arisan.id}/cycles/${cycle}/lelang/close`);
  const mine = async (i: number) => {
    const res = await t.ctx.call({
      method: 'GET',
      url: '/api/arisan-lelang/mine',
      token: customers[i]!.token,
    });
    expect(res.status, res.raw).toBe(200);
    return res.body.data.find((g: { arisan_id: number }) => g.arisan_id === arisan.id);
  };
  return { arisan, customers, open, bid, close, mine, pot: n * contribution };
}

describe('the recipient rule and the lelang settings', () => {
  it('stores the rule, the eligibility switch and the percentages, and shows them on the arisan', async () => {
    const g = await lelangGroup({ cap: 20, commission: 7, paidUpOnly: false });
    const shown = await t.api('GET', `/api/arisans/${g.arisan.id}`);
    expect(shown.body.data.arisan ?? shown.body.data).toMatchObject({
      recipient_rule: 'lelang',
      draw_paid_up_only: false,
      lelang_cap_percent: 20,
      lelang_commission_percent: 7,
    });
    const { arisan } = await t.createArisan({ start: false });
    const plain = await t.api('GET', `/api/arisans/${arisan.id}`);
    expect(plain.body.data.arisan ?? plain.body.data).toMatchObject({
      recipient_rule: 'kocok',
      draw_paid_up_only: true,
    });
  });

  it('refuses a commission above 7% and a cap above 50% with the field named', async () => {
    for (const [field, value, message] of [
      ['lelang_commission_percent', 8, 'Komisi paling banyak 7% dari potongan'],
      ['lelang_cap_percent', 51, 'Batas potongan paling banyak 50%'],
    ] as const) {
      const res = await t.api('POST', '/api/arisans', {
        name: 'Salah',
        contribution_amount: 10_000,
        duration: 2,
        start_date: today,
        recipient_rule: 'lelang',
        [field]: value,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path: field, message });
    }
  });

  it('lets the rule change before the start and refuses it after', async () => {
    const { arisan } = await t.createArisan({ start: false });
    const edit = (rule: string) =>
      t.api('PUT', `/api/arisans/${arisan.id}`, {
        name: 'Arisan Edit',
        contribution_amount: 100_000,
        saving_type: 'monthly',
        duration: 3,
        start_date: '2025-01-31',
        recipient_rule: rule,
      });
    const before = await edit('urut');
    expect(before.status, before.raw).toBe(200);
    expect(before.body.data.recipient_rule).toBe('urut');
    expect((await t.api('POST', `/api/arisans/${arisan.id}/initialize-contributions`)).status).toBe(200);
    const after = await edit('lelang');
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('Cara menentukan penerima hanya bisa diubah sebelum arisan dimulai');
  });

  it('offers no draw on a lelang arisan', async () => {
    const g = await lelangGroup({ members: 2 });
    const res = await t.api('POST', `/api/arisans/${g.arisan.id}/cycles/1/draw`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/memakai lelang/);
  });
});

describe('opening', () => {
  it('refuses a past closing time (400), a second opening, a cycle not yet come and a draw arisan (409)', async () => {
    const g = await lelangGroup({ members: 2 });
    const url = `/api/arisans/${g.arisan.id}/cycles`;
    const past = await t.api('POST', `${url}/1/lelang`, {
      closes_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([
      { path: 'closes_at', message: 'Waktu tutup lelang harus setelah sekarang' },
    ]);
    expect((await g.open()).status).toBe(201);
    const again = await g.open();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Lelang putaran 1 sudah dibuka');
    const early = await t.api('POST', `${url}/2/lelang`, { closes_at: inAnHour() });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Putaran 2 belum tiba/);
    const { arisan } = await t.createArisan({ startDate: today });
    const kocok = await t.api('POST', `/api/arisans/${arisan.id}/cycles/1/lelang`, { closes_at: inAnHour() });
    expect(kocok.status).toBe(409);
    expect(kocok.body.message).toBe('Arisan ini tidak memakai lelang untuk menentukan penerima');
    expect(await t.ctx.db.select().from(arisanLelangs).where(eq(arisanLelangs.arisanId, arisan.id))).toEqual(
      [],
    );
  });
});

describe('bids', () => {
  it('takes 0..cap, refuses above the cap or below 0 with the field path, and keeps the last bid', async () => {
    const g = await lelangGroup({ members: 4, contribution: 100_000, cap: 30 });
    const opened = await g.open();
    expect(opened.status, opened.raw).toBe(201);
    expect(opened.body.data).toMatchObject({ pot: 400_000, cap: 120_000, seed: null, bid_count: 0 });
    const above = await g.bid(0, 120_001);
    expect(above.status).toBe(400);
    expect(above.body.errors[0].path).toBe('amount');
    expect((await g.bid(0, -1)).status).toBe(400);
    expect((await g.bid(0, 120_000)).status).toBe(200);
    expect((await g.bid(0, 50_000)).body.data).toEqual({ cycle: 1, amount: 50_000 });
    const rows = await t.ctx.db.select().from(arisanLelangBids);
    expect(rows.filter((r) => r.amount === 50_000 || r.amount === 120_000)).toHaveLength(1);
  });

  it('keeps bids sealed: the organiser sees the count, a member only their own bid', async () => {
    const g = await lelangGroup({ members: 3 });
    await g.open();
    expect((await g.bid(0, 10_000)).status).toBe(200);
    expect((await g.bid(1, 20_000)).status).toBe(200);
    const admin = await t.api('GET', `/api/arisans/${g.arisan.id}/lelang`);
    expect(admin.body.data[0]).toMatchObject({ bid_count: 2, bids: [], discount: null, seed: null });
    expect(admin.raw).not.toContain('20000');
    const first = await g.mine(0);
    expect(first.cycles[0]).toMatchObject({ my_bid: 10_000, can_bid: true, winner_member_id: null });
    expect(JSON.stringify(first)).not.toContain('20000');
    expect((await g.mine(2)).cycles[0].my_bid).toBeNull();
    // The history says a bid was made, not how much.
    const audit = await t.api('GET', `/api/arisans/${g.arisan.id}/audit?limit=50`);
    expect(JSON.stringify(audit.body.data)).not.toContain('20000');
  });

  it("refuses another customer's group (404), an admin on a member's route (403), no token (401)", async () => {
    const g = await lelangGroup({ members: 2 });
    await g.open();
    const stranger = await t.ctx.registerCustomer();
    const url = `/api/arisan-lelang/${g.arisan.id}/cycles/1/bid`;
    const res = await t.ctx.call({ method: 'PUT', url, token: stranger.token, body: { amount: 1 } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Arisan tidak ditemukan');
    expect((await t.ctx.call({ method: 'PUT', url, token: t.token, body: { amount: 1 } })).status).toBe(403);
    expect((await t.ctx.call({ method: 'PUT', url, body: { amount: 1 } })).status).toBe(401);
    const list = await t.ctx.call({
      method: 'GET',
      url: `/api/arisans/${g.arisan.id}/lelang`,
      token: g.customers[0]!.token,
    });
    expect(list.status).toBe(403);
    expect(
      await t.ctx.call({ method: 'GET', url: '/api/arisan-lelang/mine', token: stranger.token }),
    ).toMatchObject({
      status: 200,
      body: { data: [] },
    });
  });

  it('lets the organiser bid only for a member without an account', async () => {
    const g = await lelangGroup({ members: 2 });
    await g.open();
    const url = `/api/arisans/${g.arisan.id}/cycles/1/lelang/bids/${g.customers[0]!.memberId}`;
    const refused = await t.api('PUT', url, { amount: 1_000 });
    expect(refused.status).toBe(409);
    await t.ctx.db.update(members).set({ userId: null }).where(eq(members.id, g.customers[0]!.memberId));
    expect((await t.api('PUT', url, { amount: 1_000 })).status).toBe(200);
  });
});

describe('closing', () => {
  it('gives the pot minus the highest discount; commission and dividends share the discount exactly', async () => {
    const g = await lelangGroup({ members: 5, contribution: 100_000, cap: 30, commission: 7 });
    await g.open();
    expect((await g.bid(0, 10_000)).status).toBe(200);
    expect((await g.bid(1, 100_003)).status).toBe(200);
    // Early close: not everyone has bid and the closing time has not come.
    const early = await g.close();
    expect(early.status).toBe(409);
    for (const i of [2, 3, 4]) expect((await g.bid(i, 5_000 * i)).status).toBe(200);
    const closed = await g.close();
    expect(closed.status, closed.raw).toBe(200);
    const winner = g.customers[1]!.memberId;
    const commission = Math.floor((100_003 * 7) / 100);
    expect(closed.body.data).toMatchObject({
      winner_member_id: winner,
      discount: 100_003,
      commission,
      payout_amount: 500_000 - 100_003,
      draw_member_ids: null,
    });
    expect(closed.body.data.bids).toHaveLength(5);
    const dividends = closed.body.data.shares.filter((s: { kind: string }) => s.kind === 'dividend');
    const amounts = dividends.map((s: { amount: number }) => s.amount);
    expect(amounts).toHaveLength(4);
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
    expect(amounts.reduce((a: number, b: number) => a + b, 0) + commission).toBe(100_003);
    // The extra rupiah go to the earliest positions.
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => b - a));
    const stored = await t.ctx.db
      .select()
      .from(arisanLelangShares)
      .where(eq(arisanLelangShares.arisanId, g.arisan.id));
    expect(stored.reduce((s, r) => s + r.amount, 0)).toBe(100_003);

    // A bid after the close is refused and changes nothing.
    const late = await g.bid(0, 1);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/sudah ditutup/);

    // Payout: default pot - discount, more is refused.
    const payout = async (amount?: number) => {
      const { body, headers } = await multipart({
        paid_date: today,
        method: 'cash',
        ...(amount ? { amount: String(amount) } : {}),
      });
      return t.ctx.call({
        method: 'POST',
        url: `/api/arisans/${g.arisan.id}/cycles/1/payout`,
        token: t.token,
        body: body.toString('latin1'),
        headers,
      });
    };
    const tooMuch = await payout(500_000 - 100_003 + 1);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].path).toBe('amount');
    const paid = await payout();
    expect(paid.status, paid.raw).toBe(201);
    expect(paid.body.data.amount).toBe(399_997);

    // The report: pot held = contributions - payouts - commissions - dividends = 0.
    const report = await t.api('GET', `/api/arisans/${g.arisan.id}/report`);
    expect(report.body.data.totals).toMatchObject({
      contributions: 500_000,
      paid_out: 399_997,
      commissions: commission,
      dividends: 100_003 - commission,
      pot_held: 0,
    });
    expect(report.body.data.lelang[0]).toMatchObject({
      cycle: 1,
      discount: 100_003,
      commission,
      payout_amount: 399_997,
    });

    // 'Arisan Saya': the winner and each member's own dividend.
    const loser = await g.mine(0);
    expect(loser.cycles[0]).toMatchObject({
      closed: true,
      i_won: false,
      winner_member_id: winner,
      discount: 100_003,
    });
    expect(loser.cycles[0].my_dividend).toBe(amounts[0]);
    expect(loser.total_dividends).toBe(amounts[0]);
    expect((await g.mine(1)).cycles[0]).toMatchObject({ i_won: true, my_dividend: 0 });
    // The winner stands: the discount is already shared.
    const revoke = await t.api('POST', `/api/arisans/${g.arisan.id}/cycles/1/recipient/revoke`, {
      reason: 'coba batal',
    });
    expect(revoke.status).toBe(409);
  });

  it('breaks a tie by the committed draw over the tied members, verifiable with verifyDraw', async () => {
    const g = await lelangGroup({ members: 4 });
    const opened = await g.open();
    for (const [i, amount] of [
      [0, 30_000],
      [1, 30_000],
      [2, 30_000],
      [3, 1_000],
    ] as const) {
      expect((await g.bid(i, amount)).status).toBe(200);
    }
    const closed = await g.close();
    expect(closed.status, closed.raw).toBe(200);
    const data = closed.body.data;
    const tied = g.customers
      .slice(0, 3)
      .map((c) => c.memberId)
      .sort((a, b) => a - b);
    expect(data.draw_member_ids).toEqual(tied);
    expect(tied).toContain(data.winner_member_id);
    expect(data.commitment).toBe(opened.body.data.commitment);
    expect(
      verifyDraw({
        commitment: data.commitment,
        seed: data.seed,
        eligible_member_ids: data.draw_member_ids,
        winner_member_id: data.winner_member_id,
      }),
    ).toBe(true);
    // Asking again answers the same result.
    expect((await g.close()).body.data.winner_member_id).toBe(data.winner_member_id);
  });

  it('without bids, draws over every eligible member after the closing time, with discount 0', async () => {
    const g = await lelangGroup({ members: 3, unpaid: [2] });
    await g.open();
    await t.ctx.db
      .update(arisanLelangs)
      .set({ closesAt: new Date(Date.now() - 1_000) })
      .where(eq(arisanLelangs.arisanId, g.arisan.id));
    const late = await g.bid(0, 1_000);
    expect(late.status).toBe(409);
    const closed = await g.close();
    expect(closed.status, closed.raw).toBe(200);
    const eligible = g.customers
      .slice(0, 2)
      .map((c) => c.memberId)
      .sort((a, b) => a - b);
    expect(closed.body.data).toMatchObject({
      discount: 0,
      commission: 0,
      draw_member_ids: eligible,
      payout_amount: 300_000,
    });
    expect(closed.body.data.excluded).toEqual([
      expect.objectContaining({
        member_id: g.customers[2]!.memberId,
        reason: 'Belum lunas sampai putaran 1',
      }),
    ]);
    expect(verifyDraw({ ...closed.body.data, eligible_member_ids: closed.body.data.draw_member_ids })).toBe(
      true,
    );
  });
});

describe('who may win (paid up only or not)', () => {
  it('on: a member behind cannot bid and is listed as excluded with the reason', async () => {
    const g = await lelangGroup({ members: 3, unpaid: [0] });
    await g.open();
    const res = await g.bid(0, 1_000);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Kamu tidak bisa menawar: belum lunas sampai putaran 1');
    expect((await g.mine(0)).cycles[0]).toMatchObject({
      can_bid: false,
      cannot_bid_reason: 'Belum lunas sampai putaran 1',
    });
    const admin = await t.api('GET', `/api/arisans/${g.arisan.id}/lelang`);
    expect(admin.body.data[0].excluded).toEqual([
      expect.objectContaining({
        member_id: g.customers[0]!.memberId,
        reason: 'Belum lunas sampai putaran 1',
      }),
    ]);
  });

  it('off: a member behind may bid and win', async () => {
    const g = await lelangGroup({ members: 3, unpaid: [0], paidUpOnly: false });
    await g.open();
    expect((await g.bid(0, 2_000)).status).toBe(200);
    expect((await g.bid(1, 1_000)).status).toBe(200);
    expect((await g.bid(2, 0)).status).toBe(200);
    const closed = await g.close();
    expect(closed.status, closed.raw).toBe(200);
    expect(closed.body.data).toMatchObject({ winner_member_id: g.customers[0]!.memberId, excluded: [] });
  });

  it('the kocok draw stores and shows who was excluded and why', async () => {
    const start = cycleDate(today, 'monthly', -1);
    const { arisan, members: people } = await t.createArisan({
      members: 3,
      duration: 3,
      startDate: start,
      contribution: 10_000,
    });
    const [a, b, c] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    expect((await t.pay(arisan.id, a.id, 2, 20_000, today)).status).toBe(201);
    expect((await t.pay(arisan.id, b.id, 2, 20_000, today)).status).toBe(201);
    expect((await t.pay(arisan.id, c.id, 1, 10_000, today)).status).toBe(201);
    expect(
      (await t.api('PUT', `/api/arisans/${arisan.id}/cycles/1/recipient`, { member_id: a.id })).status,
    ).toBe(200);
    expect((await t.api('POST', `/api/arisans/${arisan.id}/cycles/2/draw`)).status).toBe(200);
    const drawn = await t.api('POST', `/api/arisans/${arisan.id}/cycles/2/draw/run`);
    expect(drawn.status, drawn.raw).toBe(200);
    expect(drawn.body.data.winner_member_id).toBe(b.id);
    expect(drawn.body.data.excluded).toEqual([
      { member_id: a.id, name: a.name, reason: 'Sudah menerima' },
      { member_id: c.id, name: c.name, reason: 'Belum lunas sampai putaran 2' },
    ]);
    expect((await t.api('GET', `/api/arisans/${arisan.id}/draws`)).body.data[0].excluded).toHaveLength(2);
  });

  it('the kocok draw with the switch off lets a member behind win', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 2,
      duration: 2,
      startDate: today,
      contribution: 10_000,
    });
    const edit = await t.api('PUT', `/api/arisans/${arisan.id}`, {
      name: 'Semua Boleh Menang',
      contribution_amount: 10_000,
      saving_type: 'monthly',
      duration: 2,
      start_date: today,
      draw_paid_up_only: false,
    });
    // Started already (the fixture starts it): the switch is part of the rules agreed before the start.
    expect(edit.status).toBe(409);
    const fresh = await t.createArisan({
      members: 2,
      duration: 2,
      startDate: today,
      contribution: 10_000,
      start: false,
    });
    const off = await t.api('PUT', `/api/arisans/${fresh.arisan.id}`, {
      name: 'Semua Boleh Menang',
      contribution_amount: 10_000,
      saving_type: 'monthly',
      duration: 2,
      start_date: today,
      draw_paid_up_only: false,
    });
    expect(off.status, off.raw).toBe(200);
    expect((await t.api('POST', `/api/arisans/${fresh.arisan.id}/initialize-contributions`)).status).toBe(
      200,
    );
    expect((await t.api('POST', `/api/arisans/${fresh.arisan.id}/cycles/1/draw`)).status).toBe(200);
    const drawn = await t.api('POST', `/api/arisans/${fresh.arisan.id}/cycles/1/draw/run`);
    expect(drawn.status, drawn.raw).toBe(200);
    expect(drawn.body.data.excluded).toEqual([]);
    expect([...drawn.body.data.eligible_member_ids].sort()).toEqual(fresh.members.map((m) => m.id).sort());
    expect(people).toHaveLength(2);
  });
});

describe('bids racing the close', () => {
  /**
   * The close pauses inside its lock (after reading the bids) until both racing bids have passed their
   * own pause, then 800 ms more (time to write); with the lock taken the bids wait for the close's row
   * lock instead and never arrive, so the close goes on after 1.8 s (under the 3 s lock_timeout the bids
   * wait with). The bids are sent only once the close is inside, so on a busy machine a bid never slips
   * in before the close has read the bids: without the lock, every run stores a bid the close did not see.
   */
  function closeWaitsForBids(racingBids: number): RaceHooks {
    let closeIn = false;
    let bidsIn = 0;
    let goClose = () => {};
    return {
      insideLock: async () => {
        if (!closeIn) {
          closeIn = true;
          closeInside();
          await new Promise<void>((resolve) => {
            goClose = resolve;
            setTimeout(resolve, 1_800);
          });
          return;
        }
        bidsIn += 1;
        if (bidsIn === racingBids) setTimeout(goClose, 800);
      },
    };
  }
  let closeInside = () => {};

  async function raceBidsAgainstClose(unlocked: boolean) {
    const g = await lelangGroup({ members: 4, cap: 30 });
    await g.open();
    expect((await g.bid(0, 1_000)).status).toBe(200);
    expect((await g.bid(1, 2_000)).status).toBe(200);
    // The organiser closes on the stroke of the closing time (the service's clock set an hour ahead)
    // while two bids, still before it by the server's clock, arrive.
    const closeTime = new Date(Date.now() + 3_600_000 + 1_000);
    const inside = new Promise<void>((resolve) => {
      closeInside = resolve;
    });
    const hooks = closeWaitsForBids(2);
    const results = await withRaceHooks(
      { ...hooks, ...(unlocked ? { unlocked: ['arisan.lelang'] as const } : {}) },
      async () => {
        const closing = closeLelang(t.ctx.db, g.arisan.id, 1, null, closeTime).then(
          (data) => ({ status: 200, body: { data }, raw: '' }),
          (err: Error) => ({ status: 500, body: { data: { bids: [] as unknown[] } }, raw: err.message }),
        );
        await inside;
        return Promise.all([closing, g.bid(2, 120_000), g.bid(3, 120_000)]);
      },
    );
    const [closed, ...bids] = results;
    const [row] = await t.ctx.db.select().from(arisanLelangs).where(eq(arisanLelangs.arisanId, g.arisan.id));
    const stored = await t.ctx.db
      .select({ amount: arisanLelangBids.amount })
      .from(arisanLelangBids)
      .where(and(eq(arisanLelangBids.lelangId, row!.id)));
    return { closed, bids, row: row!, stored };
  }

  // A stored bid above the winning discount is a bid the close never saw: the racing bids offer the cap.
  raceTest('a bid either counts or is refused, never stored and ignored', async () => {
    const { closed, bids, row, stored } = await raceBidsAgainstClose(false);
    expect(closed!.status, closed!.raw).toBe(200);
    // The close was inside its lock before the bids were sent: both waited for it and were refused.
    expect(bids.map((b) => b.status)).toEqual([409, 409]);
    expect(stored.map((s) => s.amount).sort((x, y) => x - y)).toEqual([1_000, 2_000]);
    expect(row.discount).toBe(Math.max(...stored.map((s) => s.amount)));
  });

  raceTest(
    'without the lelang row lock a bid lands after the close read the bids (the lock-off twin)',
    async () => {
      const { closed, row, stored } = await raceBidsAgainstClose(true);
      expect(closed!.status, closed!.raw).toBe(200);
      expect(Math.max(...stored.map((s) => s.amount))).toBeGreaterThan(row.discount!);
    },
  );
});

it('keeps the shares append-only in the database', async () => {
  await expect(t.ctx.db.execute(sql`update arisan_lelang_shares set amount = amount + 1`)).rejects.toThrow();
});

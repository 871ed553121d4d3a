import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import { pgErrorCode } from '../../db/pg-errors.ts';
import type { RaceHooks } from '../../db/race.ts';
import { arisanMemberships, arisans, contributionDues, contributionPayments } from '../../db/schema/index.ts';
import { arisanTestContext, ledgerOf } from './arisan.fixtures.ts';

let t: Awaited<ReturnType<typeof arisanTestContext>>;
beforeAll(async () => {
  t = await arisanTestContext();
});
afterAll(() => t.ctx.close());

async function duesOf(arisanId: number, memberId: number) {
  return t.ctx.db
    .select({
      cycle: contributionDues.cycle,
      dueDate: contributionDues.dueDate,
      paymentId: contributionDues.paymentId,
    })
    .from(contributionDues)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, contributionDues.membershipId))
    .where(and(eq(arisanMemberships.arisanId, arisanId), eq(arisanMemberships.memberId, memberId)))
    .orderBy(contributionDues.cycle);
}

describe("'Mulai Arisan' (initialize-contributions)", () => {
  it('gives every member a schedule of dues and activates the arisan; a second run creates nothing', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 2, duration: 3, start: false });
    const first = await t.api('POST', `/api/arisans/${arisan.id}/initialize-contributions`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      data: { arisan_id: arisan.id, status: 'active', dues_created: 6 },
    });
    // A monthly arisan from 31 January: month ends are kept.
    expect((await duesOf(arisan.id, people[0]!.id)).map((d) => d.dueDate)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
    ]);
    const again = await t.api('POST', `/api/arisans/${arisan.id}/initialize-contributions`);
    expect(again.body.data.dues_created).toBe(0);
    const detail = await t.api('GET', `/api/arisans/${arisan.id}`);
    expect(detail.body.data.arisan).toMatchObject({ status: 'active', started: true });
  });

  it('gives a member who joins a started arisan their schedule at once', async () => {
    const { arisan } = await t.createArisan({ members: 1, duration: 4 });
    const late = await t.createMember();
    const res = await t.api('POST', '/api/arisans/member', {
      arisan_id: arisan.id,
      member_id: late.id,
      position: 2,
    });
    expect(res.status).toBe(201);
    expect(await duesOf(arisan.id, late.id)).toHaveLength(4);
    expect((await t.pay(arisan.id, late.id, 2, 200_000)).status).toBe(201);
  });

  it('is 404 for an unknown arisan', async () => {
    expect((await t.api('POST', '/api/arisans/999999/initialize-contributions')).status).toBe(404);
  });
});

describe('memberships', () => {
  it('joins a member at a free position and refuses a taken position or a second join', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 2, start: false });
    const newcomer = await t.createMember({ name: 'Pendatang' });
    const taken = await t.api('POST', '/api/arisans/member', {
      arisan_id: arisan.id,
      member_id: newcomer.id,
      position: 2,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`Posisi 2 sudah ditempati oleh ${people[1]!.name}`);
    const twice = await t.api('POST', '/api/arisans/member', {
      arisan_id: arisan.id,
      member_id: people[0]!.id,
      position: 9,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Member sudah terdaftar di arisan ini');
    expect(
      (
        await t.api('POST', '/api/arisans/member', {
          arisan_id: arisan.id,
          member_id: newcomer.id,
          position: 0,
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.api('POST', '/api/arisans/member', { arisan_id: arisan.id, member_id: 999999, position: 3 }))
        .status,
    ).toBe(404);
    const ok = await t.api('POST', '/api/arisans/member', {
      arisan_id: arisan.id,
      member_id: newcomer.id,
      position: 3,
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        arisan_id: arisan.id,
        member_id: newcomer.id,
        position: 3,
        has_received: false,
        received_date: null,
        total_paid_cycles: 0,
      },
    });
  });

  it('keeps positions unique in the database too', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 2, start: false });
    const err = await t.ctx.db
      .update(arisanMemberships)
      .set({ position: 1 })
      .where(and(eq(arisanMemberships.arisanId, arisan.id), eq(arisanMemberships.memberId, people[1]!.id)))
      .catch((e: unknown) => e);
    expect(pgErrorCode(err)).toBe('23505');
  });

  it('removes a member who has not paid, but never one who has', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 2 });
    const [payer, idle] = people as [(typeof people)[0], (typeof people)[0]];
    await t.pay(arisan.id, payer.id, 1, 100_000);

    const refused = await t.api('DELETE', `/api/arisans/${arisan.id}/member/${payer.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('sudah membayar');
    const removed = await t.api('DELETE', `/api/arisans/${arisan.id}/member/${idle.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, data: { arisan_id: arisan.id, member_id: idle.id } });
    expect(await duesOf(arisan.id, idle.id)).toHaveLength(0);
    expect((await t.api('DELETE', `/api/arisans/${arisan.id}/member/${idle.id}`)).status).toBe(404);
    expect((await ledgerOf(t.ctx, arisan.id)).sum).toBe(100_000);
  });

  it('sets the received date, and only the fields sent', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 1 });
    const url = `/api/arisans/${arisan.id}/member/${people[0]!.id}/received`;
    expect((await t.api('PUT', url, {})).status).toBe(400);
    const dated = await t.api('PUT', url, { received_date: '2025-02-10' });
    expect(dated.status).toBe(200);
    expect(dated.body.data).toMatchObject({ has_received: true, received_date: '2025-02-10' });
    // Sending only isReceived keeps the date already recorded.
    const flag = await t.api('PUT', url, { isReceived: true });
    expect(flag.body.data).toMatchObject({ has_received: true, received_date: '2025-02-10' });
    const undone = await t.api('PUT', url, { isReceived: false });
    expect(undone.body.data).toMatchObject({ has_received: false, received_date: null });
    const today = await t.api('PUT', url, { isReceived: true });
    expect(today.body.data.received_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const other = await t.createMember();
    expect(
      (await t.api('PUT', `/api/arisans/${arisan.id}/member/${other.id}/received`, { isReceived: true }))
        .status,
    ).toBe(404);
  });
});

describe('recording contributions', () => {
  it('records one ledger row with who and when, and marks the next dues paid', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 1,
      duration: 3,
      contribution: 100_000,
    });
    const member = people[0]!;
    const before = Date.now();
    const res = await t.pay(arisan.id, member.id, 2, 200_000, '2025-02-03');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        payment: {
          id: expect.any(Number),
          membership_id: expect.any(Number),
          arisan_id: arisan.id,
          member_id: member.id,
          member_name: member.name,
          amount: 200_000,
          cycles: 2,
          late_fee: 0,
          payment_date: '2025-02-03',
          reverses_payment_id: null,
          reason: null,
          reversed_by_payment_id: null,
          paid_out_cycles: [],
          recorded_by: { id: expect.any(Number), fullname: 'Admin Toko' },
          recorded_at: expect.any(String),
        },
        membership: {
          id: expect.any(Number),
          total_paid_cycles: 2,
          total_paid_contribution: 200_000,
          remaining_cycles: 1,
          remaining_amount: 100_000,
        },
      },
    });
    expect(Date.parse(res.body.data.payment.recorded_at)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.ctx.db
      .select({ recordedBy: contributionPayments.recordedBy })
      .from(contributionPayments)
      .where(eq(contributionPayments.id, res.body.data.payment.id));
    const admin = await t.ctx.call({ method: 'POST', url: '/api/auth/login', body: ADMIN });
    expect(row!.recordedBy).toBe(admin.body.user.id);
    const dues = await duesOf(arisan.id, member.id);
    expect(dues.map((d) => d.paymentId)).toEqual([res.body.data.payment.id, res.body.data.payment.id, null]);

    const ledger = await t.api('GET', `/api/arisans/${arisan.id}/contributions`);
    expect(ledger.body.data.summary).toEqual({
      total_members: 1,
      total_contributions: 200_000,
      total_remaining: 100_000,
      collection_percentage: 66.67,
      total_late_fees: 0,
    });
    expect(ledger.body.data.contributions).toEqual([res.body.data.payment]);
  });

  it('refuses a wrong amount, too many cycles, an outsider, a future date and extra fields, leaving the ledger unchanged', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 1,
      duration: 3,
      contribution: 100_000,
    });
    const other = await t.createArisan({ members: 1 });
    const member = people[0]!;
    await t.pay(arisan.id, member.id, 1, 100_000);
    const snapshot = await ledgerOf(t.ctx, arisan.id);

    const wrongAmount = await t.pay(arisan.id, member.id, 2, 150_000);
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body.message).toBe('Jumlah harus Rp\u00a0200.000 (Rp\u00a0100.000 x 2 putaran)');
    const tooMany = await t.pay(arisan.id, member.id, 3, 300_000);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toContain('tinggal 2 putaran');
    const outsider = await t.pay(arisan.id, other.members[0]!.id, 1, 100_000);
    expect(outsider.status).toBe(404);
    expect(outsider.body.message).toBe('Member tidak terdaftar di arisan ini');
    const future = await t.pay(arisan.id, member.id, 1, 100_000, '2099-01-01');
    expect(future.status).toBe(400);
    const zero = await t.pay(arisan.id, member.id, 0, 0);
    expect(zero.status).toBe(400);
    const extra = await t.api('POST', `/api/arisans/${arisan.id}/member/${member.id}/contribution`, {
      amount: 100_000,
      cycles: 1,
      payment_date: '2025-02-01',
      recorded_by: 999,
    });
    expect(extra.status).toBe(400);
    const customer = await t.ctx.registerCustomer();
    const asCustomer = await t.ctx.call({
      method: 'POST',
      url: `/api/arisans/${arisan.id}/member/${member.id}/contribution`,
      token: customer.token,
      body: { amount: 100_000, cycles: 1, payment_date: '2025-02-01' },
    });
    expect(asCustomer.status).toBe(403);

    const after = await ledgerOf(t.ctx, arisan.id);
    expect(after.rows).toEqual(snapshot.rows);
    expect(after.memberships).toEqual(snapshot.memberships);
    expect((await ledgerOf(t.ctx, other.arisan.id)).rows).toHaveLength(0);
  });

  it('refuses payments before the arisan is started and once a member has paid every cycle', async () => {
    const waiting = await t.createArisan({ members: 1, duration: 2, start: false });
    const early = await t.pay(waiting.arisan.id, waiting.members[0]!.id, 1, 100_000);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('Arisan belum dimulai');
    expect((await ledgerOf(t.ctx, waiting.arisan.id)).rows).toHaveLength(0);

    const { arisan, members: people } = await t.createArisan({ members: 1, duration: 2 });
    expect((await t.pay(arisan.id, people[0]!.id, 2, 200_000)).status).toBe(201);
    const done = await t.pay(arisan.id, people[0]!.id, 1, 100_000);
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('Kontribusi member ini sudah lunas');
  });

  // PGlite runs one transaction at a time: this race proves something only on PostgreSQL. The
  // membership's lock makes the payments queue, so the 4th and 5th read 3 paid cycles and get the
  // service's answer; the ledger trigger alone would keep the sums right but answer with its fallback.
  const payFiveAtOnce = async (hooks: RaceHooks) => {
    const { arisan, members: people } = await t.createArisan({
      members: 1,
      duration: 3,
      contribution: 100_000,
    });
    const member = people[0]!;
    const results = await withRaceHooks(hooks, () =>
      Promise.all(Array.from({ length: 5 }, () => t.pay(arisan.id, member.id, 1, 100_000))),
    );
    return { arisan, results };
  };

  raceTest(
    'records exactly 3 of 5 one-cycle payments sent at the same moment on a 3-cycle arisan',
    async () => {
      const { arisan, results } = await payFiveAtOnce(WIDE_WINDOW);
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
      for (const r of results.filter((r) => r.status === 409)) {
        expect(r.body.message).toBe('Kontribusi member ini sudah lunas');
      }
      const ledger = await ledgerOf(t.ctx, arisan.id);
      expect(ledger.rows).toHaveLength(3);
      expect(ledger.sum).toBe(300_000);
      expect(ledger.memberships[0]).toMatchObject({ paidCycles: 3, paidDues: 3 });
    },
  );

  // The check that the race test above is real: without the membership's lock every payment passes the
  // service's checks, and only the ledger trigger refuses the extra two.
  raceTest(
    'would leave the extra payments to the ledger trigger without the lock (the race test above is real)',
    async () => {
      const { arisan, results } = await payFiveAtOnce({ ...WIDE_WINDOW, unlocked: ['arisan.membership'] });
      const refused = results.filter((r) => r.status === 409).map((r) => r.body.message);
      expect(refused).toEqual(
        Array(2).fill('Pembayaran ditolak: melebihi sisa putaran atau jumlah tidak sesuai kontribusi'),
      );
      expect((await ledgerOf(t.ctx, arisan.id)).sum).toBe(300_000);
    },
  );

  it('keeps the ledger append-only and the trigger guarding every insert', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 1,
      duration: 2,
      contribution: 100_000,
    });
    const member = people[0]!;
    const paid = await t.pay(arisan.id, member.id, 1, 100_000);
    const id = paid.body.data.payment.id as number;
    const update = await t.ctx.db
      .update(contributionPayments)
      .set({ amount: 1 })
      .where(eq(contributionPayments.id, id))
      .catch((e: unknown) => e);
    expect(pgErrorCode(update)).toBe('P0001');
    const remove = await t.ctx.db
      .delete(contributionPayments)
      .where(eq(contributionPayments.id, id))
      .catch((e: unknown) => e);
    expect(pgErrorCode(remove)).toBe('P0001');

    const [membership] = await t.ctx.db
      .select()
      .from(arisanMemberships)
      .where(eq(arisanMemberships.arisanId, arisan.id));
    const direct = (amount: number, cycles: number) =>
      t.ctx.db
        .insert(contributionPayments)
        .values({
          membershipId: membership!.id,
          arisanId: arisan.id,
          memberId: member.id,
          amount,
          cycles,
          paymentDate: '2025-02-01',
        })
        .catch((e: unknown) => e);
    expect(pgErrorCode(await direct(150_000, 1))).toBe('23514');
    expect(pgErrorCode(await direct(200_000, 2))).toBe('23514');
    const ledger = await ledgerOf(t.ctx, arisan.id);
    expect(ledger.sum).toBe(100_000);
    expect(ledger.memberships[0]!.paidCycles).toBe(1);
  });

  it('fixes the terms under the ledger in the database: contribution amount and paid-for duration', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 1,
      duration: 3,
      contribution: 100_000,
    });
    expect((await t.pay(arisan.id, people[0]!.id, 2, 200_000)).status).toBe(201);
    const change = (set: Partial<typeof arisans.$inferInsert>) =>
      t.ctx.db
        .update(arisans)
        .set(set)
        .where(eq(arisans.id, arisan.id))
        .catch((e: unknown) => e);
    expect(pgErrorCode(await change({ contributionAmount: 150_000 }))).toBe('23514');
    expect(pgErrorCode(await change({ duration: 1 }))).toBe('23514');
    // Terms that keep the ledger whole still change.
    expect(pgErrorCode(await change({ duration: 2, name: 'Arisan Baru' }))).toBeUndefined();
    const [row] = await t.ctx.db.select().from(arisans).where(eq(arisans.id, arisan.id));
    expect(row).toMatchObject({ contributionAmount: 100_000, duration: 2, name: 'Arisan Baru' });
  });

  it('pages through the ledger, newest first', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 3,
      duration: 2,
      contribution: 10_000,
    });
    for (const p of people) await t.pay(arisan.id, p.id, 1, 10_000);
    const page = await t.api('GET', `/api/arisans/${arisan.id}/contributions?limit=2`);
    expect(page.body.data.contributions.map((c: { member_id: number }) => c.member_id)).toEqual([
      people[2]!.id,
      people[1]!.id,
    ]);
    expect(page.body.data.pagination).toMatchObject({ totalItems: 3, totalPages: 2 });
  });
});

/** A small seeded generator, so a failing sequence can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('ledger invariants', () => {
  it('adds up after a random sequence of operations', async () => {
    const random = rng(20261122);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const contribution = 25_000;
    const duration = 5;
    const { arisan, members: initial } = await t.createArisan({ members: 4, duration, contribution });
    const inArisan = new Map(initial.map((m, i) => [m.id, i + 1]));
    let nextPosition = initial.length + 1;
    const expectedCycles = new Map<number, number>(initial.map((m) => [m.id, 0]));
    let expectedSum = 0;

    for (let step = 0; step < 60; step++) {
      const roll = random();
      const ids = [...inArisan.keys()];
      if (roll < 0.55 && ids.length > 0) {
        const memberId = pick(ids);
        const remaining = duration - expectedCycles.get(memberId)!;
        const cycles = 1 + Math.floor(random() * 3);
        const honest = random() < 0.8;
        const amount = honest ? contribution * cycles : contribution * cycles + 1;
        const res = await t.pay(arisan.id, memberId, cycles, amount);
        const valid = honest && remaining > 0 && cycles <= remaining;
        expect(res.status, `step ${step}`).toBe(
          valid ? 201 : remaining === 0 || cycles > remaining ? 409 : 400,
        );
        if (valid) {
          expectedCycles.set(memberId, expectedCycles.get(memberId)! + cycles);
          expectedSum += amount;
        }
      } else if (roll < 0.7) {
        const m = await t.createMember();
        const res = await t.api('POST', '/api/arisans/member', {
          arisan_id: arisan.id,
          member_id: m.id,
          position: nextPosition++,
        });
        expect(res.status).toBe(201);
        inArisan.set(m.id, nextPosition - 1);
        expectedCycles.set(m.id, 0);
      } else if (roll < 0.8 && ids.length > 0) {
        const memberId = pick(ids);
        const res = await t.api('DELETE', `/api/arisans/${arisan.id}/member/${memberId}`);
        if (expectedCycles.get(memberId)! > 0) expect(res.status).toBe(409);
        else {
          expect(res.status).toBe(200);
          inArisan.delete(memberId);
          expectedCycles.delete(memberId);
        }
      } else if (roll < 0.9 && ids.length > 0) {
        // 'Set Tanggal Terima' assigns the member's position as the cycle: only cycles 1..duration exist.
        const memberId = pick(ids);
        const res = await t.api('PUT', `/api/arisans/${arisan.id}/member/${memberId}/received`, {
          isReceived: true,
        });
        expect(res.status, res.raw).toBe(inArisan.get(memberId)! <= duration ? 200 : 409);
      } else {
        expect((await t.api('POST', `/api/arisans/${arisan.id}/initialize-contributions`)).status).toBe(200);
      }
    }

    const ledger = await ledgerOf(t.ctx, arisan.id);
    const detail = (await t.api('GET', `/api/arisans/${arisan.id}?limit=100`)).body.data;
    const contributions = (await t.api('GET', `/api/arisans/${arisan.id}/contributions?limit=200`)).body.data;
    const listed = (await t.api('GET', `/api/arisans?search=${encodeURIComponent(detail.arisan.name)}`)).body
      .data[0];

    expect(expectedSum).toBeGreaterThan(0);
    expect(ledger.sum).toBe(expectedSum);
    expect(detail.summary.total_contributions).toBe(ledger.sum);
    expect(contributions.summary.total_contributions).toBe(ledger.sum);
    expect(contributions.contributions.reduce((s: number, c: { amount: number }) => s + c.amount, 0)).toBe(
      ledger.sum,
    );
    expect(listed.total_saving).toBe(ledger.sum);
    expect(detail.summary.total_members).toBe(inArisan.size);
    expect(detail.summary.total_remaining).toBe(contribution * duration * inArisan.size - ledger.sum);
    for (const m of ledger.memberships) {
      expect(m.paidCycles).toBe(ledger.cyclesOf(m.memberId));
      expect(m.paidDues).toBe(m.paidCycles);
      expect(m.paidCycles).toBe(expectedCycles.get(m.memberId));
      expect(m.paidCycles).toBeLessThanOrEqual(duration);
    }
    for (const row of detail.members) {
      expect(row.total_paid_cycles).toBe(ledger.cyclesOf(row.member_id));
      expect(row.total_paid_contribution).toBe(ledger.cyclesOf(row.member_id) * contribution);
    }
    const [{ n } = { n: 0 }] = await t.ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contributionPayments)
      .where(eq(contributionPayments.arisanId, arisan.id));
    expect(n).toBe(contributions.pagination.totalItems);
  });
});

import { cycleDate, payoutShortfall, todayInShop } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import { allInside, raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import { rows } from '../../../test/scale.ts';
import { pgErrorCode } from '../../db/pg-errors.ts';
import {
  arisanAudit,
  arisanMemberships,
  contributionDues,
  contributionPayments,
} from '../../db/schema/index.ts';
import { arisanTestContext, ledgerOf } from './arisan.fixtures.ts';

// Late fees (decision 039) and payment corrections by reversal (decision 040), on PGlite and PostgreSQL.

let t: Awaited<ReturnType<typeof arisanTestContext>>;
beforeAll(async () => {
  t = await arisanTestContext();
});
afterAll(() => t.ctx.close());

const today = todayInShop();
/** Monthly from two months ago: cycles 1 and 2 are dated before today, cycle 3 is today. */
const twoMonthsAgo = cycleDate(today, 'monthly', -2);

async function duesOf(arisanId: number, memberId: number) {
  return t.ctx.db
    .select({ cycle: contributionDues.cycle, paymentId: contributionDues.paymentId })
    .from(contributionDues)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, contributionDues.membershipId))
    .where(and(eq(arisanMemberships.arisanId, arisanId), eq(arisanMemberships.memberId, memberId)))
    .orderBy(contributionDues.cycle);
}

/** Cycle 1 goes to `memberId` and its pot (or `amount` of it) is paid out today. */
async function payOutCycle1(arisanId: number, memberId: number, fields: { method: string; amount?: string }) {
  const assigned = await t.api('PUT', `/api/arisans/${arisanId}/cycles/1/recipient`, { member_id: memberId });
  expect(assigned.status).toBe(200);
  const { body, headers } = await multipart({ paid_date: today, ...fields });
  const payout = await t.ctx.call({
    method: 'POST',
    url: `/api/arisans/${arisanId}/cycles/1/payout`,
    token: t.token,
    body,
    headers,
  });
  expect(payout.status, payout.raw).toBe(201);
}

const quote = (arisanId: number, memberId: number, cycles: number, date = today) =>
  t.api(
    'GET',
    `/api/arisans/${arisanId}/member/${memberId}/payment-quote?cycles=${cycles}&payment_date=${date}`,
  );

const reverse = (
  arisanId: number,
  paymentId: number,
  reason: unknown = 'Salah catat member',
  extra: Record<string, unknown> = {},
) => t.api('POST', `/api/arisans/${arisanId}/contributions/${paymentId}/reverse`, { reason, ...extra });
/** A correction the admin confirmed after the warning that its cycle's pot is already paid out. */
const confirmed = { confirm_paid_out: true };

describe('late fee', () => {
  it('charges the fee per cycle paid after its date, apart from the contribution, and sums it separately', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 2,
      duration: 4,
      contribution: 50_000,
      lateFee: 5_000,
      startDate: twoMonthsAgo,
    });
    expect(arisan.late_fee).toBe(5_000);
    const siti = people[0]!;
    const budi = people[1]!;

    // Cycles 1 and 2 are late today; cycle 3 is due today, which is not late.
    expect((await quote(arisan.id, siti.id, 3)).body.data).toEqual({
      cycles: 3,
      amount: 150_000,
      late_cycles: 2,
      late_fee_per_cycle: 5_000,
      late_fee: 10_000,
    });
    const detail = (await t.api('GET', `/api/arisans/${arisan.id}`)).body.data;
    expect(detail.members[0]).toMatchObject({ due_cycles: 3, due_amount: 150_000, due_late_fee: 10_000 });

    const paid = await t.api('POST', `/api/arisans/${arisan.id}/member/${siti.id}/contribution`, {
      amount: 150_000,
      cycles: 3,
      payment_date: today,
      late_fee: 10_000,
    });
    expect(paid.status, paid.raw).toBe(201);
    expect(paid.body.data.payment).toMatchObject({ amount: 150_000, cycles: 3, late_fee: 10_000 });
    // Paid on time (the cycle's own date): no fee; left out of the body, the server records the fee due.
    const onTime = await t.pay(arisan.id, budi.id, 1, 50_000, twoMonthsAgo);
    expect(onTime.status).toBe(201);
    expect(onTime.body.data.payment.late_fee).toBe(0);
    const late = await t.pay(arisan.id, budi.id, 1, 50_000, today);
    expect(late.body.data.payment.late_fee).toBe(5_000);

    const ledger = (await t.api('GET', `/api/arisans/${arisan.id}/contributions`)).body.data;
    expect(ledger.summary).toMatchObject({ total_contributions: 250_000, total_late_fees: 15_000 });
    const schedule = (await t.api('GET', `/api/arisans/${arisan.id}/schedule`)).body.data.cycles;
    expect(
      schedule.map((c: { late_count: number; late_fees_paid: number }) => [c.late_count, c.late_fees_paid]),
    ).toEqual([
      [1, 5_000],
      [2, 10_000],
      [0, 0],
      [0, 0],
    ]);
  });

  it('refuses a wrong fee with 400 and the database refuses it too, leaving the ledger unchanged', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 1,
      duration: 3,
      contribution: 50_000,
      lateFee: 5_000,
      startDate: twoMonthsAgo,
    });
    const member = people[0]!;
    const wrong = await t.api('POST', `/api/arisans/${arisan.id}/member/${member.id}/contribution`, {
      amount: 50_000,
      cycles: 1,
      payment_date: today,
      late_fee: 0,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message.replace(/\s/g, ' ')).toBe(
      'Denda keterlambatan harus Rp 5.000 (1 putaran terlambat x Rp 5.000)',
    );
    const [membership] = await t.ctx.db
      .select()
      .from(arisanMemberships)
      .where(eq(arisanMemberships.arisanId, arisan.id));
    const err = await t.ctx.db
      .insert(contributionPayments)
      .values({
        membershipId: membership!.id,
        arisanId: arisan.id,
        memberId: member.id,
        amount: 50_000,
        cycles: 1,
        lateFee: 0,
        paymentDate: today,
      })
      .catch((e: unknown) => e);
    expect(pgErrorCode(err)).toBe('23514');
    expect((await ledgerOf(t.ctx, arisan.id)).rows).toHaveLength(0);
  });

  it('is optional money, bounded like the contribution, kept by an edit that leaves it out', async () => {
    const base = {
      name: 'Denda',
      contribution_amount: 10_000,
      saving_type: 'monthly',
      duration: 3,
      start_date: '2027-01-01',
    };
    for (const late_fee of [-1, 100_000_001, 1.5, 'abc']) {
      const res = await t.api('POST', '/api/arisans', { ...base, late_fee });
      expect(res.status, String(late_fee)).toBe(400);
    }
    const none = await t.api('POST', '/api/arisans', base);
    expect(none.body.data.late_fee).toBe(0);
    const typed = await t.api('POST', '/api/arisans', { ...base, late_fee: '2.500' });
    expect(typed.status).toBe(201);
    expect(typed.body.data.late_fee).toBe(2_500);
    const id = typed.body.data.id;
    const kept = await t.api('PUT', `/api/arisans/${id}`, { ...base, name: 'Denda 2' });
    expect(kept.body.data).toMatchObject({ name: 'Denda 2', late_fee: 2_500 });
    const changed = await t.api('PUT', `/api/arisans/${id}`, { ...base, late_fee: 7_500 });
    expect(changed.body.data.late_fee).toBe(7_500);
  });
});

describe('payment corrections', () => {
  it('appends a reversal with reason, who and when; the dues go back to unpaid and the summary follows', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 1,
      duration: 3,
      contribution: 50_000,
      lateFee: 5_000,
      startDate: twoMonthsAgo,
    });
    const member = people[0]!;
    const first = (await t.pay(arisan.id, member.id, 1, 50_000, today)).body.data.payment;
    const second = (await t.pay(arisan.id, member.id, 1, 50_000, today)).body.data.payment;
    expect(first.late_fee).toBe(5_000);

    const res = await reverse(arisan.id, first.id, '  Dicatat dua kali  ');
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data.payment).toMatchObject({
      member_id: member.id,
      amount: -50_000,
      cycles: -1,
      late_fee: -5_000,
      reverses_payment_id: first.id,
      reason: 'Dicatat dua kali',
      payment_date: today,
      recorded_by: { fullname: 'Admin Toko' },
    });
    expect(res.body.data.membership).toMatchObject({ total_paid_cycles: 1, total_paid_contribution: 50_000 });
    // The first payment's due is unpaid again; the second keeps its own.
    expect((await duesOf(arisan.id, member.id)).map((d) => d.paymentId)).toEqual([null, second.id, null]);
    const ledger = (await t.api('GET', `/api/arisans/${arisan.id}/contributions`)).body.data;
    expect(ledger.summary).toMatchObject({ total_contributions: 50_000, total_late_fees: 5_000 });
    expect(ledger.contributions.find((c: { id: number }) => c.id === first.id).reversed_by_payment_id).toBe(
      res.body.data.payment.id,
    );
    const db = await ledgerOf(t.ctx, arisan.id);
    expect(db.rows).toHaveLength(3);
    expect(db.memberships[0]).toMatchObject({ paidCycles: 1, paidDues: 1 });
    const [audit] = await t.ctx.db
      .select()
      .from(arisanAudit)
      .where(and(eq(arisanAudit.arisanId, arisan.id), eq(arisanAudit.action, 'reverse')));
    expect(audit).toMatchObject({
      entity: 'payment',
      entityId: res.body.data.payment.id,
      before: expect.objectContaining({ payment_id: first.id, amount: 50_000 }),
      after: expect.objectContaining({ amount: -50_000, reason: 'Dicatat dua kali' }),
    });
    // The next payment pays the oldest unpaid due again, with its late fee.
    const again = await t.pay(arisan.id, member.id, 1, 50_000, today);
    expect(again.body.data.payment.late_fee).toBe(5_000);
    expect((await duesOf(arisan.id, member.id)).map((d) => d.paymentId)).toEqual([
      again.body.data.payment.id,
      second.id,
      null,
    ]);
  });

  it('refuses a second reversal, a reversal of a correction, an unknown payment and a missing reason', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 1, duration: 3 });
    const member = people[0]!;
    const payment = (await t.pay(arisan.id, member.id, 1, 100_000)).body.data.payment;
    const reversal = (await reverse(arisan.id, payment.id)).body.data.payment;
    const twice = await reverse(arisan.id, payment.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Pembayaran ini sudah dikoreksi');
    const ofCorrection = await reverse(arisan.id, reversal.id);
    expect(ofCorrection.status).toBe(409);
    expect(ofCorrection.body.message).toBe('Baris koreksi tidak bisa dikoreksi lagi');
    expect((await reverse(arisan.id, 999_999)).status).toBe(404);
    const other = await t.createArisan({ members: 1 });
    expect((await reverse(other.arisan.id, payment.id)).status).toBe(404);
    const noReason = await t.api('POST', `/api/arisans/${arisan.id}/contributions/${payment.id}/reverse`, {});
    expect(noReason.status).toBe(400);
    expect((await ledgerOf(t.ctx, arisan.id)).rows).toHaveLength(2);

    // The database holds the rules without the service: a second reversal, an edit, an unmatched amount.
    const [membership] = await t.ctx.db
      .select()
      .from(arisanMemberships)
      .where(eq(arisanMemberships.arisanId, arisan.id));
    const row = {
      membershipId: membership!.id,
      arisanId: arisan.id,
      memberId: member.id,
      amount: -100_000,
      cycles: -1,
      paymentDate: today,
      reason: 'lagi',
    };
    const second = await t.ctx.db
      .insert(contributionPayments)
      .values({ ...row, reversesPaymentId: payment.id })
      .catch((e: unknown) => e);
    expect(pgErrorCode(second)).toBe('23505');
    const payment2 = (await t.pay(arisan.id, member.id, 1, 100_000)).body.data.payment;
    const half = await t.ctx.db
      .insert(contributionPayments)
      .values({ ...row, amount: -50_000, reversesPaymentId: payment2.id })
      .catch((e: unknown) => e);
    expect(pgErrorCode(half)).toBe('23514');
    const edit = await t.ctx.db
      .update(contributionPayments)
      .set({ reason: 'x' })
      .where(eq(contributionPayments.id, payment.id))
      .catch((e: unknown) => e);
    expect(pgErrorCode(edit)).toBe('P0001');
  });

  it('refuses a correction of money already paid out of the pot', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 1,
      duration: 3,
      contribution: 50_000,
      startDate: twoMonthsAgo,
    });
    const member = people[0]!;
    const payment = (await t.pay(arisan.id, member.id, 1, 50_000, today)).body.data.payment;
    await payOutCycle1(arisan.id, member.id, { method: 'cash' });
    const res = await reverse(arisan.id, payment.id, 'Salah catat member', confirmed);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/sudah dibayarkan ke penerima/);
    expect((await ledgerOf(t.ctx, arisan.id)).rows).toHaveLength(1);
  });

  it('warns before correcting a payment whose cycle was paid out, and the schedule then shows the shortfall', async () => {
    // The walk's case: three members pay 250.000 for cycles 1 and 2, cycle 1's pot (750.000) goes to A;
    // correcting A's payment leaves cycle 1 with 500.000 collected and 750.000 paid out.
    const { arisan, members: people } = await t.createArisan({
      members: 3,
      duration: 3,
      contribution: 250_000,
      startDate: twoMonthsAgo,
    });
    const payments: { id: number }[] = [];
    for (const m of people)
      payments.push((await t.pay(arisan.id, m.id, 2, 500_000, today)).body.data.payment);
    await payOutCycle1(arisan.id, people[0]!.id, { method: 'transfer' });

    const ledger = await t.api('GET', `/api/arisans/${arisan.id}/contributions`);
    const listed = ledger.body.data.contributions.find((p: { id: number }) => p.id === payments[0]!.id);
    expect(listed.paid_out_cycles).toEqual([1]);

    const refused = await reverse(arisan.id, payments[0]!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Pot putaran 1 sudah dibayarkan ke penerima. Koreksi ini membuat pembayaran pot melebihi iuran yang terkumpul; konfirmasi untuk tetap mencatatnya.',
    );
    expect((await ledgerOf(t.ctx, arisan.id)).rows).toHaveLength(3);

    const done = await reverse(arisan.id, payments[0]!.id, 'Transfer ternyata gagal', confirmed);
    expect(done.status, done.raw).toBe(201);
    expect(done.body.data.payment.paid_out_cycles).toEqual([]);
    const [audit] = await t.ctx.db
      .select({ after: arisanAudit.after })
      .from(arisanAudit)
      .where(and(eq(arisanAudit.arisanId, arisan.id), eq(arisanAudit.action, 'reverse')));
    expect(audit!.after).toMatchObject({ reason: 'Transfer ternyata gagal', paid_out_cycles: '1' });
    const schedule = (await t.api('GET', `/api/arisans/${arisan.id}/schedule`)).body.data.cycles;
    expect(schedule[0]).toMatchObject({ cycle: 1, paid_amount: 500_000, paid_out: 750_000 });
    expect(payoutShortfall(schedule[0])).toBe(250_000);
    expect(payoutShortfall(schedule[1])).toBe(0);
    const report = (await t.api('GET', `/api/arisans/${arisan.id}/report`)).body.data;
    expect(report.totals).toMatchObject({ contributions: 1_000_000, paid_out: 750_000, pot_held: 250_000 });
  });

  it('asks no confirmation for a payment whose cycles are not paid out yet', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 2,
      duration: 3,
      contribution: 50_000,
      startDate: twoMonthsAgo,
    });
    const first = (await t.pay(arisan.id, people[0]!.id, 1, 50_000, today)).body.data.payment;
    await t.pay(arisan.id, people[1]!.id, 1, 50_000, today);
    const later = (await t.pay(arisan.id, people[0]!.id, 1, 50_000, today)).body.data.payment;
    await payOutCycle1(arisan.id, people[1]!.id, { method: 'cash' });
    expect(first.paid_out_cycles).toEqual([]);
    // The second payment paid cycle 2, whose pot is still held: corrected without a question.
    const res = await reverse(arisan.id, later.id);
    expect(res.status, res.raw).toBe(201);
    expect((await reverse(arisan.id, first.id)).status).toBe(409);
  });

  raceTest('reverses a payment once when two corrections arrive together', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 1, duration: 3 });
    const member = people[0]!;
    const payment = (await t.pay(arisan.id, member.id, 1, 100_000)).body.data.payment;
    await t.pay(arisan.id, member.id, 1, 100_000);
    const results = await withRaceHooks(WIDE_WINDOW, () =>
      Promise.all([reverse(arisan.id, payment.id), reverse(arisan.id, payment.id)]),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const db = await ledgerOf(t.ctx, arisan.id);
    expect(db.sum).toBe(100_000);
    expect(db.memberships[0]).toMatchObject({ paidCycles: 1, paidDues: 1 });
  });

  raceTest('still reverses once with the service lock off: the unique index is the guard', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 1, duration: 3 });
    const member = people[0]!;
    const payment = (await t.pay(arisan.id, member.id, 1, 100_000)).body.data.payment;
    await t.pay(arisan.id, member.id, 1, 100_000);
    const results = await withRaceHooks({ ...WIDE_WINDOW, unlocked: ['arisan.membership'] }, () =>
      Promise.all([reverse(arisan.id, payment.id), reverse(arisan.id, payment.id)]),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const [reversals] = await t.ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contributionPayments)
      .where(eq(contributionPayments.reversesPaymentId, payment.id));
    expect(reversals!.n).toBe(1);
    const db = await ledgerOf(t.ctx, arisan.id);
    expect(db.sum).toBe(100_000);
    expect(db.memberships[0]).toMatchObject({ paidCycles: 1, paidDues: 1 });
  });

  /** Two members paid 50.000 each and 50.000 of it went out: the pot holds one payment's worth. */
  async function potHoldingOnePayment() {
    const { arisan, members: people } = await t.createArisan({
      members: 2,
      duration: 3,
      contribution: 50_000,
      startDate: twoMonthsAgo,
    });
    const [a, b] = [people[0]!, people[1]!];
    const payA = (await t.pay(arisan.id, a.id, 1, 50_000, today)).body.data.payment;
    const payB = (await t.pay(arisan.id, b.id, 1, 50_000, today)).body.data.payment;
    await payOutCycle1(arisan.id, a.id, { method: 'cash', amount: '50000' });
    return { arisanId: arisan.id, payments: [payA.id, payB.id] as const };
  }

  async function potHeld(arisanId: number) {
    const [pot] = await rows<{ held: string }>(
      t.ctx.db,
      sql`select (select coalesce(sum(amount), 0) from contribution_payments where arisan_id = ${arisanId})
        - (select coalesce(sum(amount), 0) from arisan_payouts where arisan_id = ${arisanId}) as held`,
    );
    return Number(pot!.held);
  }

  raceTest(
    'lets only one of two corrections of different members take the last money in the pot',
    async () => {
      const { arisanId, payments } = await potHoldingOnePayment();
      const results = await withRaceHooks(WIDE_WINDOW, () =>
        Promise.all(payments.map((id) => reverse(arisanId, id, 'Salah catat member', confirmed))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await potHeld(arisanId)).toBe(0);
    },
  );

  raceTest(
    'with the arisan only share-locked (lock off), both corrections pass and the pot goes below zero',
    async () => {
      const { arisanId, payments } = await potHoldingOnePayment();
      const results = await withRaceHooks({ ...allInside(2), unlocked: ['arisan.pot'] }, () =>
        Promise.all(payments.map((id) => reverse(arisanId, id, 'Salah catat member', confirmed))),
      );
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      expect(await potHeld(arisanId)).toBe(-50_000);
    },
  );
});

describe('printable report', () => {
  it('lists members, schedule, recipients, payouts, late fees and corrections, with totals equal to the ledger sums', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 3,
      duration: 3,
      contribution: 50_000,
      lateFee: 5_000,
      startDate: twoMonthsAgo,
    });
    const [a, b] = people as [(typeof people)[0], (typeof people)[0]];
    await t.pay(arisan.id, a.id, 3, 150_000, today);
    const wrong = (await t.pay(arisan.id, b.id, 1, 50_000, today)).body.data.payment;
    await reverse(arisan.id, wrong.id, 'Salah member');
    await t.pay(arisan.id, b.id, 2, 100_000, today);
    await payOutCycle1(arisan.id, a.id, { method: 'transfer', amount: '100000' });

    const res = await t.api('GET', `/api/arisans/${arisan.id}/report`);
    expect(res.status, res.raw).toBe(200);
    const report = res.body.data;
    const [sums] = await t.ctx.db
      .select({
        amount: sql<number>`coalesce(sum(${contributionPayments.amount}), 0)`.mapWith(Number),
        fees: sql<number>`coalesce(sum(${contributionPayments.lateFee}), 0)`.mapWith(Number),
      })
      .from(contributionPayments)
      .where(eq(contributionPayments.arisanId, arisan.id));
    // 150.000 + 50.000 - 50.000 + 100.000 in; fees 10.000 + 5.000 - 5.000 + 10.000; 100.000 out.
    expect(sums).toEqual({ amount: 250_000, fees: 20_000 });
    expect(report.totals).toEqual({
      contributions: sums!.amount,
      late_fees: sums!.fees,
      paid_out: 100_000,
      commissions: 0,
      dividends: 0,
      pot_held: sums!.amount - 100_000,
    });
    expect(report.detail.summary.total_contributions).toBe(report.totals.contributions);
    // The parts add up to the totals.
    const memberSum = report.detail.members.reduce(
      (s: number, m: { total_paid_contribution: number }) => s + m.total_paid_contribution,
      0,
    );
    expect(memberSum).toBe(report.totals.contributions);
    const cycleSum = report.schedule.cycles.reduce(
      (s: number, c: { paid_amount: number }) => s + c.paid_amount,
      0,
    );
    expect(cycleSum).toBe(report.totals.contributions);
    const feeSum = report.schedule.cycles.reduce(
      (s: number, c: { late_fees_paid: number }) => s + c.late_fees_paid,
      0,
    );
    expect(feeSum).toBe(report.totals.late_fees);
    const paidOut = report.payouts.reduce((s: number, p: { amount: number }) => s + p.amount, 0);
    expect(paidOut).toBe(report.totals.paid_out);
    expect(report.detail.members).toHaveLength(3);
    expect(report.schedule.cycles[0].recipient.member_id).toBe(a.id);
    expect(report.corrections).toHaveLength(1);
    expect(report.corrections[0]).toMatchObject({ reverses_payment_id: wrong.id, reason: 'Salah member' });
  });
});

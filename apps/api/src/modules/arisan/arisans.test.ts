import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arisanMemberships, arisans, contributionDues } from '../../db/schema/index.ts';
import { arisanTestContext, ledgerOf } from './arisan.fixtures.ts';

let t: Awaited<ReturnType<typeof arisanTestContext>>;
beforeAll(async () => {
  t = await arisanTestContext();
});
afterAll(() => t.ctx.close());

async function duesOf(arisanId: number) {
  return t.ctx.db
    .select({
      memberId: arisanMemberships.memberId,
      cycle: contributionDues.cycle,
      dueDate: contributionDues.dueDate,
    })
    .from(contributionDues)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, contributionDues.membershipId))
    .where(eq(arisanMemberships.arisanId, arisanId))
    .orderBy(arisanMemberships.position, contributionDues.cycle);
}

describe('creating and listing arisans', () => {
  it("takes the spec's create form, joins members in order and computes the end date", async () => {
    const a = await t.createMember({ name: 'Ani' });
    const b = await t.createMember({ name: 'Bela' });
    const c = await t.createMember({ name: 'Cici' });
    const res = await t.api('POST', '/api/arisans', {
      name: ' Arisan RT 05 ',
      payment_amount: 200_000,
      payment_type: 'monthly',
      duration: 3,
      start_date: '2027-01-31',
      members_ids: [c.id, a.id, b.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      name: 'Arisan RT 05',
      status: 'inactive',
      saving_type: 'monthly',
      duration: 3,
      contribution_amount: 200_000,
      late_fee: 0,
      early_min_on_time_percent: null,
      total_saving: 0,
      total_members: 3,
      start_date: '2027-01-31',
      end_date: '2027-03-31',
      started: false,
      archived_at: null,
      kind: 'uang',
      product_id: null,
      // Today's draw among paid-up members unless the form says otherwise (ADR 077, 078).
      recipient_rule: 'kocok',
      draw_paid_up_only: true,
      lelang_cap_percent: 30,
      lelang_commission_percent: 0,
    });
    const detail = await t.api('GET', `/api/arisans/${res.body.data.id}`);
    expect(
      detail.body.data.members.map((m: { name: string; position: number }) => [m.position, m.name]),
    ).toEqual([
      [1, 'Cici'],
      [2, 'Ani'],
      [3, 'Bela'],
    ]);
  });

  it('defaults to a daily arisan and ends on the last cycle for each saving type', async () => {
    const make = (body: Record<string, unknown>) =>
      t.api('POST', '/api/arisans', {
        name: 'X',
        contribution_amount: 10_000,
        start_date: '2027-01-31',
        ...body,
      });
    expect((await make({ duration: 10 })).body.data).toMatchObject({
      saving_type: 'daily',
      end_date: '2027-02-09',
    });
    expect((await make({ duration: 3, saving_type: 'weekly' })).body.data.end_date).toBe('2027-02-14');
    expect((await make({ duration: 2, saving_type: 'monthly' })).body.data.end_date).toBe('2027-02-28');
  });

  it('refuses a bad form', async () => {
    const base = { name: 'X', contribution_amount: 10_000, duration: 3, start_date: '2027-01-01' };
    for (const body of [
      { ...base, contribution_amount: undefined },
      { ...base, contribution_amount: 0 },
      { ...base, contribution_amount: 1000.5 },
      { ...base, duration: 0 },
      { ...base, name: ' ' },
      { ...base, start_date: '2027-02-30' },
      { ...base, saving_type: 'yearly' },
      { ...base, end_date: '2026-12-31' },
      { ...base, members_ids: [1, 1] },
    ]) {
      const res = await t.api('POST', '/api/arisans', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await t.api('POST', '/api/arisans', { ...base, members_ids: [999999] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('999999');
  });

  it('lists with search, type and status filters, 10 per page, newest first', async () => {
    for (let i = 0; i < 11; i++) {
      await t.api('POST', '/api/arisans', {
        name: `Mingguan Pasar ${i}`,
        contribution_amount: 5_000,
        saving_type: 'weekly',
        duration: 4,
        start_date: '2027-03-01',
      });
    }
    const page1 = await t.api('GET', '/api/arisans?search=mingguan%20pasar&saving_type=weekly');
    expect(page1.body.data).toHaveLength(10);
    expect(page1.body.data[0].name).toBe('Mingguan Pasar 10');
    expect(page1.body.pagination).toMatchObject({ totalItems: 11, totalPages: 2, hasNextPage: true });
    const monthly = await t.api('GET', '/api/arisans?search=mingguan%20pasar&saving_type=monthly');
    expect(monthly.body.data).toHaveLength(0);
    const { arisan } = await t.createArisan({ name: 'Status Aktif Unik' });
    const active = await t.api('GET', '/api/arisans?status=active&search=aktif%20unik');
    expect(active.body.data.map((a: { id: number }) => a.id)).toEqual([arisan.id]);
    expect((await t.api('GET', '/api/arisans?status=inactive&search=aktif%20unik')).body.data).toHaveLength(
      0,
    );
    expect((await t.api('GET', '/api/arisans?saving_type=yearly')).status).toBe(400);
  });
});

describe('arisan detail', () => {
  it('answers the arisan, an exact summary and its members by position, searchable and paginated', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 12,
      duration: 3,
      contribution: 100_000,
    });
    await t.pay(arisan.id, people[0]!.id, 1, 100_000);
    await t.pay(arisan.id, people[1]!.id, 2, 200_000);

    const res = await t.api('GET', `/api/arisans/${arisan.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.arisan).toMatchObject({ total_saving: 300_000, total_members: 12 });
    // Expected 100.000 x 3 x 12 = 3.600.000; 300.000 paid is 8.33 %.
    expect(res.body.data.summary).toEqual({
      total_members: 12,
      total_contributions: 300_000,
      total_remaining: 3_300_000,
      collection_percentage: 8.33,
      total_late_fees: 0,
    });
    expect(res.body.data.members).toHaveLength(10);
    expect(res.body.data.members[1]).toEqual({
      id: expect.any(Number),
      member_id: people[1]!.id,
      name: people[1]!.name,
      location_id: null,
      location_name: null,
      phone: null,
      passcode: people[1]!.passcode,
      position: 2,
      total_paid_contribution: 200_000,
      total_paid_cycles: 2,
      remaining_cycles: 1,
      received_date: null,
      has_received: false,
      due_cycles: 1,
      due_amount: 100_000,
      due_late_fee: 0,
    });
    expect(res.body.data.pagination).toMatchObject({ totalItems: 12, totalPages: 2 });
    const page2 = await t.api('GET', `/api/arisans/${arisan.id}?page=2`);
    expect(page2.body.data.members.map((m: { position: number }) => m.position)).toEqual([11, 12]);
    const found = await t.api('GET', `/api/arisans/${arisan.id}?search=${people[5]!.passcode}`);
    expect(found.body.data.members.map((m: { member_id: number }) => m.member_id)).toEqual([people[5]!.id]);
    // The summary is the whole arisan's, whatever the search.
    expect(found.body.data.summary.total_members).toBe(12);
    expect((await t.api('GET', '/api/arisans/999999')).status).toBe(404);
  });

  it('reports no dues before the arisan is started or before its first cycle', async () => {
    const waiting = await t.createArisan({ members: 1, start: false });
    expect((await t.api('GET', `/api/arisans/${waiting.arisan.id}`)).body.data.members[0].due_cycles).toBe(0);
    const future = await t.createArisan({ members: 1, startDate: '2099-01-01' });
    expect((await t.api('GET', `/api/arisans/${future.arisan.id}`)).body.data.members[0].due_cycles).toBe(0);
  });
});

describe('editing an arisan', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    name: 'Diedit',
    total_saving: 999_999_999,
    total_members: 77,
    duration: 3,
    contribution_amount: 100_000,
    saving_type: 'monthly',
    start_date: '2025-01-31',
    end_date: '2025-03-31',
    status: 'active',
    ...over,
  });

  it('saves the form but computes total_saving and total_members itself', async () => {
    const { arisan } = await t.createArisan({ members: 2, start: false });
    const res = await t.api(
      'PUT',
      `/api/arisans/${arisan.id}`,
      form({ name: 'Arisan Baru', status: 'completed' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Arisan Baru',
      status: 'completed',
      total_saving: 0,
      total_members: 2,
    });
    const aliased = await t.api('PUT', `/api/arisans/${arisan.id}`, {
      ...form(),
      contribution_amount: undefined,
      saving_type: undefined,
      payment_amount: 75_000,
      payment_type: 'weekly',
      total_amount: 5,
    });
    expect(aliased.body.data).toMatchObject({
      contribution_amount: 75_000,
      saving_type: 'weekly',
      total_saving: 0,
    });
  });

  it('refuses to change the contribution once a payment exists', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 2 });
    await t.pay(arisan.id, people[0]!.id, 1, 100_000);
    const res = await t.api('PUT', `/api/arisans/${arisan.id}`, form({ contribution_amount: 150_000 }));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('kontribusi tidak dapat diubah');
    const [row] = await t.ctx.db.select().from(arisans).where(eq(arisans.id, arisan.id));
    expect(row!.contributionAmount).toBe(100_000);
    // Other fields may still change.
    expect((await t.api('PUT', `/api/arisans/${arisan.id}`, form({ name: 'Ganti Nama' }))).status).toBe(200);
  });

  it('refuses a duration below what a member has paid, and re-plans the schedule otherwise', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 2, duration: 4 });
    await t.pay(arisan.id, people[0]!.id, 3, 300_000);
    const tooShort = await t.api('PUT', `/api/arisans/${arisan.id}`, form({ duration: 2 }));
    expect(tooShort.status).toBe(409);
    expect(tooShort.body.message).toContain('3 putaran');

    // Shorter (not below 3) and moved to a weekly schedule: unpaid dues past 3 go, dates follow.
    const res = await t.api(
      'PUT',
      `/api/arisans/${arisan.id}`,
      form({ duration: 3, saving_type: 'weekly', end_date: undefined }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.end_date).toBe('2025-02-14');
    const dues = await duesOf(arisan.id);
    expect(dues.map((d) => [d.cycle, d.dueDate])).toEqual([
      [1, '2025-01-31'],
      [2, '2025-02-07'],
      [3, '2025-02-14'],
      [1, '2025-01-31'],
      [2, '2025-02-07'],
      [3, '2025-02-14'],
    ]);
    // Longer again: the missing dues come back.
    await t.api(
      'PUT',
      `/api/arisans/${arisan.id}`,
      form({ duration: 5, saving_type: 'weekly', end_date: undefined }),
    );
    expect(await duesOf(arisan.id)).toHaveLength(10);
    const ledger = await ledgerOf(t.ctx, arisan.id);
    expect(ledger.memberships.find((m) => m.memberId === people[0]!.id)).toMatchObject({
      paidCycles: 3,
      paidDues: 3,
    });
  });

  it('refuses an end date before the start date', async () => {
    const { arisan } = await t.createArisan({ members: 1, start: false });
    const res = await t.api('PUT', `/api/arisans/${arisan.id}`, form({ end_date: '2024-12-31' }));
    expect(res.status).toBe(400);
  });
});

describe('deleting an arisan', () => {
  it('deletes an arisan without payments', async () => {
    const { arisan } = await t.createArisan({ members: 2 });
    const res = await t.api('DELETE', `/api/arisans/${arisan.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: arisan.id, archived: false } });
    expect((await t.api('GET', `/api/arisans/${arisan.id}`)).status).toBe(404);
    expect(await duesOf(arisan.id)).toHaveLength(0);
  });

  it('archives an arisan with payments: gone from lists, read-only, its ledger kept', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 2, name: 'Akan Diarsipkan' });
    await t.pay(arisan.id, people[0]!.id, 2, 200_000);
    const res = await t.api('DELETE', `/api/arisans/${arisan.id}`);
    expect(res.body).toEqual({ success: true, data: { id: arisan.id, archived: true } });

    const list = await t.api('GET', '/api/arisans?search=akan%20diarsipkan');
    expect(list.body.data).toHaveLength(0);
    const detail = await t.api('GET', `/api/arisans/${arisan.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.arisan.archived_at).toEqual(expect.any(String));
    expect(detail.body.data.summary.total_contributions).toBe(200_000);
    expect((await ledgerOf(t.ctx, arisan.id)).sum).toBe(200_000);

    const payment = await t.pay(arisan.id, people[1]!.id, 1, 100_000);
    expect(payment.status).toBe(409);
    expect((await t.api('PUT', `/api/arisans/${arisan.id}`, form())).status).toBe(409);
    expect((await t.api('DELETE', `/api/arisans/${arisan.id}`)).status).toBe(409);
    expect((await ledgerOf(t.ctx, arisan.id)).rows).toHaveLength(1);
    const member = await t.api('GET', `/api/members/${people[0]!.id}`);
    expect(member.body.data.arisan_count).toBe(0);
    expect(member.body.data.arisans[0].arisan.archived).toBe(true);
  });

  function form() {
    return {
      name: 'X',
      duration: 3,
      contribution_amount: 100_000,
      saving_type: 'monthly',
      start_date: '2025-01-31',
      status: 'active',
    };
  }
});

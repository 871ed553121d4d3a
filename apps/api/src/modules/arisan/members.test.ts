import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { arisanTestContext } from './arisan.fixtures.ts';

let t: Awaited<ReturnType<typeof arisanTestContext>>;
beforeAll(async () => {
  t = await arisanTestContext();
});
afterAll(() => t.ctx.close());

describe('members', () => {
  it('generates a 6-character passcode and stores the phone as 62...', async () => {
    const location = (await t.api('POST', '/api/locations', { name: 'Kwanyar' })).body.data;
    const res = await t.api('POST', '/api/members', {
      name: ' Siti Rahmah ',
      phone: '0812-3456-7890',
      location_id: location.id,
      address: 'Jl. Raya Kwanyar 3',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      name: 'Siti Rahmah',
      passcode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
      phone: '6281234567890',
      location_id: location.id,
      location: { name: 'Kwanyar' },
      address: 'Jl. Raya Kwanyar 3',
      arisan_count: 0,
    });
    // The spec's member form uses a number input: the phone may arrive as a number.
    const numeric = await t.api('POST', '/api/members', { name: 'Budi', phone: 81299990000 });
    expect(numeric.body.data.phone).toBe('6281299990000');
  });

  it('keeps passcodes unique', async () => {
    const first = await t.api('POST', '/api/members', { name: 'A', passcode: 'kode01' });
    expect(first.body.data.passcode).toBe('KODE01');
    const dup = await t.api('POST', '/api/members', { name: 'B', passcode: 'KODE01' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('KODE01');
    const rows = await t.ctx.db.select().from(members).where(eq(members.name, 'B'));
    expect(rows).toHaveLength(0);
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await t.createMember()).passcode);
    expect(codes.size).toBe(20);
  });

  it('refuses a missing name, a bad phone and an unknown location', async () => {
    expect((await t.api('POST', '/api/members', { name: '' })).status).toBe(400);
    expect((await t.api('POST', '/api/members', { name: 'X', phone: '12' })).status).toBe(400);
    const res = await t.api('POST', '/api/members', { name: 'X', location_id: 999999 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Lokasi tidak ditemukan');
  });

  it('searches by name, phone (also typed 08...) or passcode, filters by location, 10 per page', async () => {
    const loc = (await t.api('POST', '/api/locations', { name: 'Sepulu' })).body.data;
    const target = await t.createMember({
      name: 'Halimah Sepulu',
      phone: '081377001122',
      passcode: 'HLM777',
      location_id: loc.id,
    });
    for (let i = 0; i < 11; i++) await t.createMember({ name: `Warga Sepulu ${i}`, location_id: loc.id });

    for (const search of ['halimah', '081377001', '6281377001122', 'hlm7']) {
      const res = await t.api('GET', `/api/members?search=${encodeURIComponent(search)}`);
      expect(
        res.body.data.map((m: { id: number }) => m.id),
        search,
      ).toEqual([target.id]);
    }
    const byLocation = await t.api('GET', `/api/members?location_id=${loc.id}`);
    expect(byLocation.body.data).toHaveLength(10);
    expect(byLocation.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 12,
      limit: 10,
      hasNextPage: true,
    });
    const page2 = await t.api('GET', `/api/members?location_id=${loc.id}&page=2`);
    expect(page2.body.data).toHaveLength(2);
  });

  it('lists only the members not yet in an arisan, with the other filters', async () => {
    const loc = (await t.api('POST', '/api/locations', { name: 'Tragah' })).body.data;
    const { arisan, members: joined } = await t.createArisan({ members: 2, start: false });
    const outside = await t.createMember({ name: 'Rohmah Tragah', location_id: loc.id });
    // A member of another arisan is still free for this one.
    const { members: elsewhere } = await t.createArisan({ members: 1, start: false });

    const res = await t.api('GET', `/api/members?not_in_arisan=${arisan.id}&limit=100`);
    expect(res.status, res.raw).toBe(200);
    const ids = res.body.data.map((m: { id: number }) => m.id);
    expect(ids).toContain(outside.id);
    expect(ids).toContain(elsewhere[0]!.id);
    expect(ids).not.toContain(joined[0]!.id);
    expect(ids).not.toContain(joined[1]!.id);
    const all = await t.api('GET', '/api/members?limit=1');
    expect(res.body.pagination.totalItems).toBe(all.body.pagination.totalItems - 2);

    const combined = await t.api('GET', `/api/members?not_in_arisan=${arisan.id}&location_id=${loc.id}`);
    expect(combined.body.data.map((m: { id: number }) => m.id)).toEqual([outside.id]);

    // Once joined, the member leaves the list.
    const join = await t.api('POST', '/api/arisans/member', {
      arisan_id: arisan.id,
      member_id: outside.id,
      position: 3,
    });
    expect(join.status, join.raw).toBe(201);
    const after = await t.api('GET', `/api/members?not_in_arisan=${arisan.id}&location_id=${loc.id}`);
    expect(after.body.data).toEqual([]);

    const bad = await t.api('GET', '/api/members?not_in_arisan=abc');
    expect(bad.status).toBe(400);
  });

  it('shows every membership with its numbers on the member detail', async () => {
    const { arisan, members: people } = await t.createArisan({
      members: 2,
      duration: 4,
      contribution: 50_000,
      savingType: 'weekly',
      startDate: '2025-01-05',
    });
    const siti = people[1]!;
    expect((await t.pay(arisan.id, siti.id, 3, 150_000)).status).toBe(201);
    await t.api('PUT', `/api/arisans/${arisan.id}/member/${siti.id}/received`, {
      received_date: '2025-01-20',
    });

    const res = await t.api('GET', `/api/members/${siti.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.arisan_count).toBe(1);
    expect(res.body.data.arisans).toEqual([
      {
        id: expect.any(Number),
        arisan_id: arisan.id,
        arisan: {
          id: arisan.id,
          name: expect.any(String),
          contribution_amount: 50_000,
          late_fee: 0,
          cycles: 4,
          payment_date: '2025-01-26',
          saving_type: 'weekly',
          status: 'active',
          start_date: '2025-01-05',
          started: true,
          archived: false,
        },
        total_paid_contribution: 150_000,
        total_paid_cycles: 3,
        received_date: '2025-01-20',
        has_received: true,
        position: 2,
        remaining_amount: 50_000,
        remaining_cycles: 1,
        payment_status: 'unpaid',
        payment_progress: 75,
        // All four weekly cycles are due by now (January 2025 is past), three are paid.
        due_cycles: 1,
        due_amount: 50_000,
      },
    ]);
    expect((await t.pay(arisan.id, siti.id, 1, 50_000)).status).toBe(201);
    const paid = (await t.api('GET', `/api/members/${siti.id}`)).body.data.arisans[0];
    expect(paid).toMatchObject({ payment_status: 'paid', payment_progress: 100, remaining_cycles: 0 });
    expect(paid.arisan.payment_date).toBeNull();
    expect((await t.api('GET', '/api/members/999999')).status).toBe(404);
  });

  it('updates a member, keeping fields that are left out', async () => {
    const m = await t.createMember({ phone: '081211112222', address: 'Jl. Lama' });
    const res = await t.api('PUT', `/api/members/${m.id}`, { name: 'Nama Baru', address: 'Jl. Baru' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Nama Baru',
      address: 'Jl. Baru',
      phone: '6281211112222',
      passcode: m.passcode,
    });
  });

  it('deletes a member without payments but refuses one who has paid', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 2 });
    const [payer, idle] = people as [(typeof people)[0], (typeof people)[0]];
    await t.pay(arisan.id, payer.id, 1, 100_000);

    const refused = await t.api('DELETE', `/api/members/${payer.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('pembayaran');
    expect((await t.api('GET', `/api/members/${payer.id}`)).status).toBe(200);

    expect((await t.api('DELETE', `/api/members/${idle.id}`)).status).toBe(204);
    expect((await t.api('GET', `/api/members/${idle.id}`)).status).toBe(404);
    const detail = await t.api('GET', `/api/arisans/${arisan.id}`);
    expect(detail.body.data.summary.total_members).toBe(1);
  });
});

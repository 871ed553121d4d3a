import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arisanAudit } from '../../db/schema/index.ts';
import { arisanTestContext, ledgerOf } from './arisan.fixtures.ts';

// An arisan that is over takes no more money, and its duration keeps every cycle already paid
// (docs/security.md).
let t: Awaited<ReturnType<typeof arisanTestContext>>;
beforeAll(async () => {
  t = await arisanTestContext();
});
afterAll(() => t.ctx.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arisan Selesai',
  duration: 4,
  contribution_amount: 100_000,
  saving_type: 'monthly',
  start_date: '2025-01-31',
  ...overrides,
});
const edit = (id: number, overrides: Record<string, unknown>) =>
  t.api('PUT', `/api/arisans/${id}`, form(overrides));

describe('a completed arisan takes no payments (an archived one neither: arisans.test.ts)', () => {
  it("refuses the admin's payment on a completed arisan with 409 and writes nothing; active again, it takes it", async () => {
    const { arisan, members: people } = await t.createArisan({ members: 2, duration: 4 });
    expect((await t.pay(arisan.id, people[0]!.id, 1, 100_000)).status).toBe(201);
    expect((await edit(arisan.id, { status: 'completed' })).status).toBe(200);
    const history = await t.ctx.db.select().from(arisanAudit).where(eq(arisanAudit.arisanId, arisan.id));

    const refused = await t.pay(arisan.id, people[1]!.id, 1, 100_000);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'Arisan ini sudah selesai dan tidak menerima pembayaran lagi',
      code: 'CONFLICT',
    });
    expect((await ledgerOf(t.ctx, arisan.id)).rows).toHaveLength(1);
    expect(await t.ctx.db.select().from(arisanAudit).where(eq(arisanAudit.arisanId, arisan.id))).toHaveLength(
      history.length,
    );

    expect((await edit(arisan.id, { status: 'active' })).status).toBe(200);
    expect((await t.pay(arisan.id, people[1]!.id, 1, 100_000)).status).toBe(201);
  });
});

describe('duration keeps the cycles already paid', () => {
  it('refuses a duration below a cycle whose pot has a recipient, naming that cycle', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 3, duration: 4 });
    for (const cycle of [1, 2, 3]) {
      const res = await t.api('PUT', `/api/arisans/${arisan.id}/cycles/${cycle}/recipient`, {
        member_id: people[cycle - 1]!.id,
      });
      expect(res.status, res.raw).toBe(200);
    }
    const cut = await edit(arisan.id, { duration: 2 });
    expect(cut.status).toBe(409);
    expect(cut.body).toEqual({
      message: 'Durasi tidak boleh kurang dari 3 putaran: putaran 3 sudah punya penerima',
      code: 'CONFLICT',
    });
    const detail = await t.api('GET', `/api/arisans/${arisan.id}`);
    expect(detail.body.data.arisan.duration).toBe(4);
    expect((await edit(arisan.id, { duration: 3 })).status).toBe(200);
  });

  it('refuses a duration below what a member has paid, also on a completed arisan', async () => {
    const { arisan, members: people } = await t.createArisan({ members: 2, duration: 4 });
    expect((await t.pay(arisan.id, people[0]!.id, 3, 300_000)).status).toBe(201);
    const cut = await edit(arisan.id, { duration: 2, status: 'completed' });
    expect(cut.status).toBe(409);
    expect(cut.body.message).toBe(
      'Durasi tidak boleh kurang dari 3 putaran: ada member yang sudah membayar 3 putaran',
    );
    const detail = await t.api('GET', `/api/arisans/${arisan.id}`);
    expect(detail.body.data.arisan).toMatchObject({ duration: 4, status: 'active' });
  });
});

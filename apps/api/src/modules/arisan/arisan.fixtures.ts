import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { arisanMemberships, contributionPayments } from '../../db/schema/index.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A test app with an admin already logged in, and small builders for arisan data. */
export async function arisanTestContext(options: Parameters<typeof createTestContext>[0] = {}) {
  const ctx = await createTestContext(options);
  const token = await ctx.adminToken();
  const api = (method: Method, url: string, body?: unknown) => ctx.call({ method, url, token, body });
  let seq = 0;

  async function createMember(overrides: Record<string, unknown> = {}) {
    seq += 1;
    const res = await api('POST', '/api/members', { name: `Member ${seq}`, ...overrides });
    expect(res.status, res.raw).toBe(201);
    return res.body.data as { id: number; name: string; passcode: string; phone: string | null };
  }

  /** An arisan with `members` fresh members at positions 1..n, started unless told otherwise. */
  async function createArisan(
    opts: {
      members?: number;
      duration?: number;
      contribution?: number;
      savingType?: 'daily' | 'weekly' | 'monthly';
      startDate?: string;
      start?: boolean;
      name?: string;
      lateFee?: number;
    } = {},
  ) {
    const people = [];
    for (let i = 0; i < (opts.members ?? 2); i++) people.push(await createMember());
    seq += 1;
    const res = await api('POST', '/api/arisans', {
      name: opts.name ?? `Arisan ${seq}`,
      contribution_amount: opts.contribution ?? 100_000,
      saving_type: opts.savingType ?? 'monthly',
      duration: opts.duration ?? 3,
      start_date: opts.startDate ?? '2025-01-31',
      ...(opts.lateFee === undefined ? {} : { late_fee: opts.lateFee }),
      members_ids: people.map((p) => p.id),
    });
    expect(res.status, res.raw).toBe(201);
    const arisan = res.body.data as {
      id: number;
      contribution_amount: number;
      duration: number;
      late_fee: number;
    };
    if (opts.start ?? true) {
      const started = await api('POST', `/api/arisans/${arisan.id}/initialize-contributions`);
      expect(started.status, started.raw).toBe(200);
    }
    return { arisan, members: people };
  }

  function pay(
    arisanId: number,
    memberId: number,
    cycles: number,
    amount: number,
    paymentDate = '2025-02-01',
  ) {
    return api('POST', `/api/arisans/${arisanId}/member/${memberId}/contribution`, {
      amount,
      cycles,
      payment_date: paymentDate,
    });
  }

  return { ctx, token, api, createMember, createArisan, pay };
}

/** What the database holds for one arisan's ledger, read directly (not through the API under test). */
export async function ledgerOf(ctx: TestContext, arisanId: number) {
  const rows = await ctx.db
    .select({
      memberId: contributionPayments.memberId,
      amount: contributionPayments.amount,
      cycles: contributionPayments.cycles,
    })
    .from(contributionPayments)
    .where(eq(contributionPayments.arisanId, arisanId));
  const memberships = await ctx.db
    .select({
      id: arisanMemberships.id,
      memberId: arisanMemberships.memberId,
      paidCycles: arisanMemberships.paidCycles,
      paidDues:
        sql<number>`(select count(*) from contribution_dues d where d.membership_id = arisan_memberships.id and d.payment_id is not null)`.mapWith(
          Number,
        ),
    })
    .from(arisanMemberships)
    .where(eq(arisanMemberships.arisanId, arisanId));
  return {
    rows,
    memberships,
    sum: rows.reduce((s, r) => s + r.amount, 0),
    cyclesOf: (memberId: number) =>
      rows.filter((r) => r.memberId === memberId).reduce((s, r) => s + r.cycles, 0),
  };
}

import { barangArithmetic, todayInShop } from '@toko/shared';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arisanMemberships, contributionDues } from '../../db/schema/index.ts';
import { barangTestContext } from './barang.fixtures.ts';

let b: Awaited<ReturnType<typeof barangTestContext>>;
beforeAll(async () => {
  b = await barangTestContext();
});
afterAll(() => b.t.close());

const today = todayInShop();

async function pay(arisanId: number, memberId: number, cycles: number, contribution: number) {
  const res = await b.admin('POST', `/api/arisans/${arisanId}/member/${memberId}/contribution`, {
    amount: contribution * cycles,
    cycles,
    payment_date: today,
  });
  expect(res.status, res.raw).toBe(201);
}

/** Moves the group's whole schedule 70 days back, so every cycle's date has passed. */
async function scheduleInThePast(arisanId: number) {
  const ids = b.t.db
    .select({ id: arisanMemberships.id })
    .from(arisanMemberships)
    .where(sql`${arisanMemberships.arisanId} = ${arisanId}`);
  await b.t.db
    .update(contributionDues)
    .set({ dueDate: sql`${contributionDues.dueDate} - 70` })
    .where(inArray(contributionDues.membershipId, ids));
}

/**
 * Three members; A and B paid cycle 1, C nothing; A received cycle 1 and the goods are on their way;
 * then every cycle's date has passed.
 */
async function groupWithOneBehindAfterReceiving() {
  const group = await b.startedGroup({ members: 3, price: 1_000_000, startDate: today });
  const [a, bee, c] = group.customers as [
    (typeof group.customers)[0],
    (typeof group.customers)[0],
    (typeof group.customers)[0],
  ];
  const contribution = group.arisan.contribution_amount;
  await pay(group.arisan.id, a.memberId, 1, contribution);
  await pay(group.arisan.id, bee.memberId, 1, contribution);
  const assigned = await b.admin('PUT', `/api/arisans/${group.arisan.id}/cycles/1/recipient`, {
    member_id: a.memberId,
  });
  expect(assigned.status, assigned.raw).toBe(200);
  const order = (await b.t.call({ method: 'GET', url: '/api/orders', token: a.token })).body.data[0];
  const shipped = await b.admin('PUT', `/api/orders/${order.id}/status`, {
    status: 'shipped',
    courier: 'jne',
    tracking_number: 'CGK0009988776',
  });
  expect(shipped.status, shipped.raw).toBe(200);
  await scheduleInThePast(group.arisan.id);
  return { group, a, bee, c, order, contribution };
}

describe('GET /arisans/:id/barang', () => {
  it("shows each member's paid, owed, overdue, received cycle and order, and flags who fell behind after receiving", async () => {
    const { group, a, bee, c, order } = await groupWithOneBehindAfterReceiving();
    const res = await b.admin('GET', `/api/arisans/${group.arisan.id}/barang`);
    expect(res.status, res.raw).toBe(200);
    const detail = res.body.data;
    expect(detail.group).toMatchObject({
      id: group.arisan.id,
      state: 'running',
      members: 3,
      members_joined: 3,
    });
    expect(detail.arithmetic).toEqual(barangArithmetic(1_000_000, 3, 0));
    expect(detail.arithmetic).toMatchObject({
      contribution: 333_334,
      per_member_total: 1_000_002,
      rounding: 2,
    });
    expect(detail.units_reserved).toBe(2);
    expect(detail.start_error).toBeNull();
    expect(detail.members).toEqual([
      expect.objectContaining({
        member_id: a.memberId,
        user_id: a.user.id,
        position: 1,
        paid_cycles: 1,
        paid_amount: 333_334,
        owed_amount: 666_668,
        cycles_overdue: 2,
        received_cycle: 1,
        order: {
          id: order.id,
          order_number: order.order_number,
          status: 'shipped',
          courier: 'jne',
          tracking_number: 'CGK0009988776',
        },
        behind_after_receiving: true,
      }),
      expect.objectContaining({
        member_id: bee.memberId,
        paid_cycles: 1,
        cycles_overdue: 2,
        received_cycle: null,
        order: null,
        behind_after_receiving: false,
      }),
      expect.objectContaining({
        member_id: c.memberId,
        paid_cycles: 0,
        paid_amount: 0,
        owed_amount: 1_000_002,
        cycles_overdue: 3,
        behind_after_receiving: false,
      }),
    ]);
  });

  it('answers 404 for a money arisan, 401 signed out and 403 for a customer', async () => {
    const uang = await b.admin('POST', '/api/arisans', {
      name: 'Arisan Uang',
      contribution_amount: 100_000,
      saving_type: 'monthly',
      duration: 3,
      start_date: today,
    });
    expect(uang.status, uang.raw).toBe(201);
    expect((await b.admin('GET', `/api/arisans/${uang.body.data.id}/barang`)).status).toBe(404);
    const group = await b.startedGroup({ members: 2, startDate: today });
    const url = `/api/arisans/${group.arisan.id}/barang`;
    expect((await b.t.call({ method: 'GET', url })).status).toBe(401);
    const customer = group.customers[0]!;
    expect((await b.t.call({ method: 'GET', url, token: customer.token })).status).toBe(403);
    expect(
      (await b.t.call({ method: 'GET', url: '/api/arisans/barang/at-risk', token: customer.token })).status,
    ).toBe(403);
  });
});

describe('GET /arisans/barang/at-risk', () => {
  it('totals the members behind after receiving and what they still owe, and drops them once paid up', async () => {
    const { group, a, contribution } = await groupWithOneBehindAfterReceiving();
    const before = await b.admin('GET', '/api/arisans/barang/at-risk');
    expect(before.status, before.raw).toBe(200);
    const risk = before.body.data;
    const mine = risk.groups.find((g: { arisan_id: number }) => g.arisan_id === group.arisan.id);
    // Only A: received and behind. B and C are behind too, but have not received the goods.
    expect(mine).toEqual({
      arisan_id: group.arisan.id,
      name: group.arisan.name,
      members: 1,
      amount: 666_668,
    });
    expect(risk.members).toBe(risk.groups.reduce((n: number, g: { members: number }) => n + g.members, 0));
    expect(risk.amount).toBe(risk.groups.reduce((n: number, g: { amount: number }) => n + g.amount, 0));

    await pay(group.arisan.id, a.memberId, 2, contribution);
    const after = (await b.admin('GET', '/api/arisans/barang/at-risk')).body.data;
    expect(after.groups.find((g: { arisan_id: number }) => g.arisan_id === group.arisan.id)).toBeUndefined();
    expect(after.members).toBe(risk.members - 1);
    expect(after.amount).toBe(risk.amount - 666_668);
    const detail = (await b.admin('GET', `/api/arisans/${group.arisan.id}/barang`)).body.data;
    expect(detail.members[0]).toMatchObject({
      paid_cycles: 3,
      owed_amount: 0,
      behind_after_receiving: false,
    });
  });
});

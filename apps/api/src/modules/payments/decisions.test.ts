import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import type { RaceHooks } from '../../db/race.ts';
import { users } from '../../db/schema/index.ts';
import type { AppError } from '../../http/errors.ts';
import { waitingOrder } from '../orders/orders.fixtures.ts';
import { approvePayment, type PaymentRef, rejectPayment } from './index.ts';
import { failureOf, paymentsTestContext } from './payments.fixtures.ts';

// The history of decisions on payments (docs/decisions/060-one-payments-module.md): one decision per
// payment however many decide at once, the owner's buttons recorded as source 'manual', and rows that are
// never rewritten.

let p: Awaited<ReturnType<typeof paymentsTestContext>>;
let t: (typeof p)['t'];
beforeAll(async () => {
  p = await paymentsTestContext();
  t = p.t;
});
afterAll(async () => {
  await t.close();
});

describe('one decision per payment, however many decide at once', () => {
  // A statement line and the owner approving the same order at the same moment: the order's row lock
  // lets one through, the other reads it decided (409). The hook pauses inside the lock.
  const approveTwiceAtOnce = async (hooks: RaceHooks) => {
    const { order } = await waitingOrder(t);
    const ref: PaymentRef = { kind: 'order', id: order.id };
    const outcome = (p: Promise<void>) =>
      p.then(
        () => 'approved',
        (e: AppError) => e.code,
      );
    const results = await withRaceHooks(hooks, () =>
      Promise.all([
        outcome(
          p.inTx((tx) => approvePayment(tx, ref, { actorId: null, source: 'statement', evidence: 'a' })),
        ),
        outcome(p.inTx((tx) => approvePayment(tx, ref, { actorId: p.adminId, source: 'manual' }))),
      ]),
    );
    return { results: results.sort(), decisions: await p.decisionsOf(ref) };
  };

  raceTest('lets exactly one of a statement line and the owner approve one order (PostgreSQL)', async () => {
    const { results, decisions } = await approveTwiceAtOnce(WIDE_WINDOW);
    expect(results).toEqual(['CONFLICT', 'approved']);
    expect(decisions).toHaveLength(1);
  });

  // The check that the race test above is real: without the order's lock both read it open and both decide.
  raceTest('would approve it twice without the order lock (the race test above is real)', async () => {
    const { results, decisions } = await approveTwiceAtOnce({ ...WIDE_WINDOW, unlocked: ['orders.order'] });
    expect(results).toEqual(['approved', 'approved']);
    expect(decisions).toHaveLength(2);
  });
});

describe('the manual decisions go through the verbs', () => {
  it("records the owner's approval of an order and rejection of its proof as source 'manual'", async () => {
    const admin = p.b.adminToken;
    const { customer, order } = await waitingOrder(t);
    const up = await p.proofOf(customer.token, `/api/orders/${order.id}/payment-proof`);
    expect(up.status, up.raw).toBe(200);
    const rejected = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/reject-payment`,
      token: admin,
      body: { reason: 'Nominal tidak sesuai' },
    });
    expect(rejected.status, rejected.raw).toBe(200);
    const paid = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      token: admin,
      body: { payment_status: 'paid' },
    });
    expect(paid.status, paid.raw).toBe(200);
    expect(paid.body.order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(paid.body.order.status_history.at(-1).notes).toBe(
      'Status pesanan: Dikemas; Status pembayaran: Dibayar',
    );
    expect(await p.decisionsOf({ kind: 'order', id: order.id })).toEqual([
      expect.objectContaining({
        action: 'reject',
        source: 'manual',
        reason: 'Nominal tidak sesuai',
        actorId: p.adminId,
      }),
      expect.objectContaining({ action: 'approve', source: 'manual', evidence: null, actorId: p.adminId }),
    ]);
  });

  it("records the owner's decisions on member transfers as source 'manual'", async () => {
    const admin = p.b.adminToken;
    const { member, transfer } = await p.openTransfer();
    const url = `/api/arisan-barang/transfers/${transfer.id}/proof`;
    expect((await p.proofOf(member.token, url)).status).toBe(200);
    const rejected = await t.call({
      method: 'POST',
      url: `/api/arisan-transfers/${transfer.id}/reject`,
      token: admin,
      body: { reason: 'Bukti buram' },
    });
    expect(rejected.status, rejected.raw).toBe(200);
    expect((await p.proofOf(member.token, url)).status).toBe(200);
    const approved = await t.call({
      method: 'POST',
      url: `/api/arisan-transfers/${transfer.id}/approve`,
      token: admin,
    });
    expect(approved.status, approved.raw).toBe(200);
    expect(await p.decisionsOf({ kind: 'barang_transfer', id: transfer.id })).toEqual([
      expect.objectContaining({ action: 'reject', source: 'manual', reason: 'Bukti buram' }),
      expect.objectContaining({ action: 'approve', source: 'manual', amount: transfer.total_amount }),
    ]);
  });

  it('rejects through the verb only what waits for a decision', async () => {
    const { transfer } = await p.openTransfer();
    const refused = await failureOf(
      p.inTx((tx) =>
        rejectPayment(
          tx,
          { kind: 'barang_transfer', id: transfer.id },
          { actorId: p.adminId, source: 'manual', reason: 'x' },
        ),
      ),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('payment_decisions is append-only', () => {
  it('refuses UPDATE and DELETE, but lets a deleted account clear its link', async () => {
    const { order } = await waitingOrder(t);
    const second = await t.registerCustomer();
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.user.id));
    await p.inTx((tx) =>
      approvePayment(tx, { kind: 'order', id: order.id }, { actorId: second.user.id, source: 'statement' }),
    );
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'done',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(sql`update payment_decisions set source = 'manual' where payable_id = ${order.id}`),
    ).toMatch(/append-only/);
    expect(await refusal(sql`delete from payment_decisions where payable_id = ${order.id}`)).toMatch(
      /append-only/,
    );
    await t.db.delete(users).where(eq(users.id, second.user.id));
    expect(await p.decisionsOf({ kind: 'order', id: order.id })).toEqual([
      expect.objectContaining({ source: 'statement', actorId: null }),
    ]);
  });
});

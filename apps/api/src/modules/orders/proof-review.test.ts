import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { orders, paymentProofs } from '../../db/schema/index.ts';
import { expireOverdueOrders } from './order-expiry.service.ts';
import { waitingOrder } from './orders.fixtures.ts';

// A proof of transfer waiting for the owner (docs/decisions/049-proof-under-review.md): the order never
// expires, the owner has a deadline of their own that flags and never cancels, and a rejection gives the
// shopper a fresh deadline. The settings here are not the defaults, to show they are read.

const HOUR = 3_600_000;
const GRACE = 2 * HOUR;
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext({ env: { ORDER_REVIEW_HOURS: '5', ORDER_PROOF_RETRY_HOURS: '3' } });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function sendProof(token: string, orderId: number) {
  const { body, headers } = await multipart({
    sender_bank: 'BCA',
    sender_name: 'Budi Santoso',
    proof: { bytes: PDF, filename: 'bukti.pdf', type: 'application/pdf' },
  });
  const res = await t.call({
    method: 'POST',
    url: `/api/orders/${orderId}/payment-proof`,
    token,
    body,
    headers,
  });
  expect(res.status, res.raw).toBe(200);
  return res.body.order;
}

/** Moves the order's payment deadline to `ms` from now (negative: passed), as if time had gone by. */
const dueIn = (orderId: number, ms: number) =>
  t.db
    .update(orders)
    .set({ paymentDueAt: new Date(Date.now() + ms) })
    .where(eq(orders.id, orderId));

const readOrder = async (token: string, id: number) => {
  const res = await t.call({ method: 'GET', url: `/api/orders/${id}`, token });
  expect(res.status, res.raw).toBe(200);
  return res.body.order;
};

const near = (iso: string | null, expected: number) => {
  expect(iso).not.toBeNull();
  expect(Math.abs(Date.parse(iso!) - expected)).toBeLessThan(60_000);
};

describe('an order whose proof waits for the owner', () => {
  it('never expires, even 30 days past its deadline, while the job still cancels an order without a proof', async () => {
    const withProof = await waitingOrder(t);
    await sendProof(withProof.customer.token, withProof.order.id);
    const without = await waitingOrder(t);
    await dueIn(withProof.order.id, -30 * 24 * HOUR);
    await dueIn(without.order.id, -30 * 24 * HOUR);

    await expireOverdueOrders(t.db, GRACE);

    const kept = await readOrder(withProof.customer.token, withProof.order.id);
    expect(kept).toMatchObject({ status: 'pending', payment_status: 'pending', cancel_reason: null });
    expect(kept.proof).toMatchObject({ sender_bank: 'BCA' });
    const expired = await readOrder(without.customer.token, without.order.id);
    expect(expired).toMatchObject({ status: 'cancelled', cancel_reason: 'Waktu pembayaran habis' });
  });

  it('gives the owner ORDER_REVIEW_HOURS to decide, then flags it overdue in Perlu Verifikasi and still never cancels it', async () => {
    const { customer, order } = await waitingOrder(t);
    const before = await readOrder(customer.token, order.id);
    expect(before).toMatchObject({ review_due_at: null, review_overdue: false });

    const sent = await sendProof(customer.token, order.id);
    near(sent.review_due_at, Date.parse(sent.proof.uploaded_at) + 5 * HOUR);
    expect(sent.review_overdue).toBe(false);

    // The owner did not look in time (and the payment deadline is long gone too).
    await t.db
      .update(paymentProofs)
      .set({ reviewDueAt: new Date(Date.now() - HOUR) })
      .where(eq(paymentProofs.orderId, order.id));
    await dueIn(order.id, -3 * 24 * HOUR);
    await expireOverdueOrders(t.db, GRACE);

    const queue = await t.call({
      method: 'GET',
      url: '/api/orders/admin/all?verification=true',
      token: admin,
    });
    expect(queue.status).toBe(200);
    const row = queue.body.data.find((o: { id: number }) => o.id === order.id);
    expect(row).toMatchObject({ status: 'pending', review_overdue: true });
    near(row.review_due_at, Date.now() - HOUR);

    // Decided: no review deadline any more.
    const paid = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      token: admin,
      body: { payment_status: 'paid' },
    });
    expect(paid.body.order).toMatchObject({
      status: 'processing',
      review_due_at: null,
      review_overdue: false,
    });
  });

  it('restarts the clock on a rejection: the later of the old deadline and now + ORDER_PROOF_RETRY_HOURS', async () => {
    const late = await waitingOrder(t);
    await sendProof(late.customer.token, late.order.id);
    await dueIn(late.order.id, -2 * 24 * HOUR);
    const early = await waitingOrder(t);
    await sendProof(early.customer.token, early.order.id);
    await dueIn(early.order.id, 10 * HOUR);

    for (const { order } of [late, early]) {
      const res = await t.call({
        method: 'POST',
        url: `/api/orders/${order.id}/reject-payment`,
        token: admin,
        body: { reason: 'Nominal tidak sesuai' },
      });
      expect(res.status, res.raw).toBe(200);
    }
    const rejected = await readOrder(late.customer.token, late.order.id);
    near(rejected.payment_due_at, Date.now() + 3 * HOUR);
    expect(rejected).toMatchObject({ proof: null, review_due_at: null });
    near((await readOrder(early.customer.token, early.order.id)).payment_due_at, Date.now() + 10 * HOUR);

    // The fresh deadline holds: the job leaves it, and the shopper can send a new proof.
    await expireOverdueOrders(t.db, GRACE);
    expect((await readOrder(late.customer.token, late.order.id)).status).toBe('pending');
    const again = await sendProof(late.customer.token, late.order.id);
    expect(again.proof).toMatchObject({ sender_bank: 'BCA' });
  });

  it("lists the shopper's orders waiting for review apart from those waiting for payment", async () => {
    const awaiting = await waitingOrder(t);
    const { customer, order } = await waitingOrder(t);
    await sendProof(customer.token, order.id);
    const list = async (token: string, query: string) =>
      (await t.call({ method: 'GET', url: `/api/orders?${query}`, token })).body.data.map(
        (o: { id: number }) => o.id,
      );
    expect(await list(customer.token, 'verification=true')).toEqual([order.id]);
    expect(await list(customer.token, 'status=pending&verification=false')).toEqual([]);
    expect(await list(awaiting.customer.token, 'status=pending&verification=false')).toEqual([
      awaiting.order.id,
    ]);
    expect(await list(awaiting.customer.token, 'verification=true')).toEqual([]);
    // Only the shopper's own, whatever the filter.
    expect(await list(awaiting.customer.token, 'verification=false')).toEqual([awaiting.order.id]);
  });
});

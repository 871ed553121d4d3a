import { EMAIL_PREFERENCE_KINDS } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { outbox } from '../../db/schema/index.ts';
import { waitingOrder } from '../orders/orders.fixtures.ts';

// The customer's 'Notifikasi' bell and their email choices: the same events as the mails, each customer
// their own only.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const bell = (token: string) => t.call({ method: 'GET', url: '/api/notifications', token });
const markRead = (token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/notifications/read', token, body });
const approve = (orderId: number) =>
  t.call({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    token: admin,
    body: { payment_status: 'paid' },
  });
const mailKinds = async (userId: number) =>
  (
    await t.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.userId, userId)).orderBy(outbox.id)
  ).map((r) => r.kind);

describe("the customer's bell", () => {
  it("shows 'Pembayaran diterima' after the owner approves, newest first, with the unread count and the order's page", async () => {
    const { customer, order } = await waitingOrder(t);
    expect((await approve(order.id)).status).toBe(200);
    const res = await bell(customer.token);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.unread).toBe(2);
    expect(res.body.data.map((n: { title: string }) => n.title)).toEqual([
      'Pembayaran diterima',
      'Instruksi pembayaran',
    ]);
    expect(res.body.data[0]).toMatchObject({
      kind: 'payment_approved',
      path: `/account/transactions/${order.id}`,
      read_at: null,
    });
    expect(res.body.data[0].body).toContain(order.order_number);
    expect(res.body.data[1].path).toBe(`/cart/order-payment/${order.order_number}`);
  });

  it("marks read one or all of the caller's own, and never another customer's", async () => {
    const a = await waitingOrder(t);
    const b = await waitingOrder(t);
    const [aFirst] = (await bell(a.customer.token)).body.data;
    expect((await bell(b.customer.token)).body.data.map((n: { id: number }) => n.id)).not.toContain(
      aFirst.id,
    );

    const stranger = await markRead(b.customer.token, { ids: [aFirst.id] });
    expect(stranger.status).toBe(200);
    expect((await bell(a.customer.token)).body.unread).toBe(1);

    const one = await markRead(a.customer.token, { ids: [aFirst.id] });
    expect(one.body.unread).toBe(0);
    expect(one.body.data[0].read_at).not.toBeNull();
    await approve(a.order.id);
    expect((await bell(a.customer.token)).body.unread).toBe(1);
    expect((await markRead(a.customer.token, {})).body.unread).toBe(0);
    expect((await bell(b.customer.token)).body.unread).toBe(1);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/notifications' })).status).toBe(401);
  });
});

describe('email choices', () => {
  it('has every kind on at first, and a kind turned off gets no mail while the bell still shows it', async () => {
    const { customer, order } = await waitingOrder(t);
    const url = '/api/notifications/preferences';
    const first = await t.call({ method: 'GET', url, token: customer.token });
    expect(first.status, first.raw).toBe(200);
    expect(first.body.email).toEqual(Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((k) => [k, true])));

    const off = await t.call({
      method: 'PUT',
      url,
      token: customer.token,
      body: { email: { payment_approved: false } },
    });
    expect(off.status, off.raw).toBe(200);
    expect(off.body.email.payment_approved).toBe(false);
    expect(off.body.email.order_shipped).toBe(true);

    await approve(order.id);
    expect(await mailKinds(customer.user.id)).toEqual(['order_created']);
    expect((await bell(customer.token)).body.data[0].title).toBe('Pembayaran diterima');

    // Someone else's choices are their own.
    const other = await t.registerCustomer();
    expect((await t.call({ method: 'GET', url, token: other.token })).body.email.payment_approved).toBe(true);

    // A password reset cannot be turned off.
    const reset = await t.call({
      method: 'PUT',
      url,
      token: customer.token,
      body: { email: { password_reset: false } },
    });
    expect(reset.status).toBe(400);
  });
});

import { parseQris } from '@toko/shared/qris';
import { STATIC_QRIS, STATIC_QRIS_NMID } from '@toko/shared/qris.fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { orders } from '../../db/schema/index.ts';
import { createProduct, waitingOrder } from './orders.fixtures.ts';

// GET /orders/{id}/qris (ADR 062): the owner's static QRIS with the order's exact amount to transfer.

let t: TestContext;
let unset: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { QRIS_PAYLOAD: STATIC_QRIS } });
  unset = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await unset.close();
});

const qris = (ctx: TestContext, ref: string | number, token?: string) =>
  ctx.call({ method: 'GET', url: `/api/orders/${ref}/qris`, token });

describe('GET /orders/{id}/qris', () => {
  it('answers the dynamic QRIS for the total with the unique code, by id and by order number', async () => {
    const product = await createProduct(t.db, { price: 1_250_000, stock: 5 });
    const { customer, order } = await waitingOrder(t, [{ productId: product.id, quantity: 1 }]);
    expect(order.unique_code).toBeGreaterThan(0);
    expect(order.total_amount).toBe(1_250_000 + order.unique_code);

    const res = await qris(t, order.id, customer.token);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toEqual({ data: { payload: expect.any(String), amount: order.total_amount } });
    const read = parseQris(res.body.data.payload);
    expect(read).toMatchObject({
      initiation: '12',
      amount: order.total_amount,
      merchantName: 'TOKO FURNITUR INDONESIA',
      nmid: STATIC_QRIS_NMID,
    });
    expect((await qris(t, order.order_number, customer.token)).body).toEqual(res.body);
  });

  it("is a 404 for another customer's order and an unknown one, and a 403 for an admin", async () => {
    const { order } = await waitingOrder(t);
    const other = await t.registerCustomer();
    const res = await qris(t, order.id, other.token);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Pesanan tidak ditemukan' });
    expect((await qris(t, 2_000_000_000, other.token)).status).toBe(404);
    expect((await qris(t, order.id, await t.adminToken())).status).toBe(403);
    expect((await qris(t, order.id)).status).toBe(401);
  });

  it('is a 409 once the order no longer waits for payment: paid, cancelled or failed', async () => {
    const admin = await t.adminToken();
    const paid = await waitingOrder(t);
    const approve = await t.call({
      method: 'PUT',
      url: `/api/orders/${paid.order.id}/status`,
      token: admin,
      body: { payment_status: 'paid' },
    });
    expect(approve.status, approve.raw).toBe(200);
    const res = await qris(t, paid.order.id, paid.customer.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Pesanan ini tidak sedang menunggu pembayaran',
    });

    const cancelled = await waitingOrder(t);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/orders/${cancelled.order.id}/cancel`,
          token: cancelled.customer.token,
        })
      ).status,
    ).toBe(200);
    expect((await qris(t, cancelled.order.id, cancelled.customer.token)).status).toBe(409);

    const failed = await waitingOrder(t);
    await t.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, failed.order.id));
    expect((await qris(t, failed.order.id, failed.customer.token)).status).toBe(409);
  });

  it('still answers while a proof waits for the seller: the order is unpaid until approved', async () => {
    const { customer, order } = await waitingOrder(t);
    await t.db
      .update(orders)
      .set({ paymentConfirmedAt: new Date(), paymentBank: 'BCA' })
      .where(eq(orders.id, order.id));
    expect((await qris(t, order.id, customer.token)).status).toBe(200);
  });

  it('is a 404 QRIS_NOT_CONFIGURED in Indonesian when the owner set no QRIS', async () => {
    const { customer, order } = await waitingOrder(unset);
    const res = await qris(unset, order.id, customer.token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'QRIS_NOT_CONFIGURED',
      message: 'Pembayaran dengan QRIS belum tersedia di toko ini',
    });
  });
});

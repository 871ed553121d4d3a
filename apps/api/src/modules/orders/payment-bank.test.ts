import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { orders, paymentProofs } from '../../db/schema/index.ts';
import { waitingOrder } from './orders.fixtures.ts';

// The shop's account the shopper transferred to is kept with the order, whether they press 'Konfirmasi
// Pembayaran' or send a proof, so the owner reads 'Transfer ke: BCA' (docs/decisions/060-one-payments-module.md).

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(token: string, orderId: number, extra: Record<string, string> = {}) {
  const { body, headers } = await multipart({
    sender_bank: 'BRI',
    sender_name: 'Budi Santoso',
    ...extra,
    proof: { bytes: PDF, filename: 'bukti.pdf', type: 'application/pdf' },
  });
  return t.call({ method: 'POST', url: `/api/orders/${orderId}/payment-proof`, token, body, headers });
}

const bankOf = async (orderId: number) =>
  (await t.db.select({ bank: orders.paymentBank }).from(orders).where(eq(orders.id, orderId)))[0]!.bank;

describe('the bank picked on the payment page', () => {
  it('is stored with a proof and shown to the owner', async () => {
    const { customer, order } = await waitingOrder(t);
    const res = await upload(customer.token, order.id, { bank: 'BNI' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.order).toMatchObject({ payment_bank: 'BNI', proof: { sender_bank: 'BRI' } });
    expect(await bankOf(order.id)).toBe('BNI');
    const seen = await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token: admin });
    expect(seen.body.order.payment_bank).toBe('BNI');
  });

  it("is stored by 'Konfirmasi Pembayaran', and a later proof without one keeps it", async () => {
    const { customer, order } = await waitingOrder(t);
    const confirmed = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/confirm-payment`,
      token: customer.token,
      body: { bank: 'Mandiri' },
    });
    expect(confirmed.status, confirmed.raw).toBe(200);
    expect(confirmed.body.order.payment_bank).toBe('Mandiri');
    const res = await upload(customer.token, order.id);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.order.payment_bank).toBe('Mandiri');
  });

  it('refuses a bank the shop has no account at, and stores nothing', async () => {
    const { customer, order } = await waitingOrder(t);
    const res = await upload(customer.token, order.id, { bank: 'Bank Lain' });
    expect(res.status).toBe(400);
    expect(await bankOf(order.id)).toBeNull();
    expect(await t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id))).toEqual([]);
  });
});

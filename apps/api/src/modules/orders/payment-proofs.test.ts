import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { orders, paymentProofs } from '../../db/schema/index.ts';
import { waitingOrder } from './orders.fixtures.ts';

// Proof of transfer and the verification queue (docs/decisions/029-proof-of-transfer.md).

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/** A JPEG carrying EXIF (camera and GPS-like fields), as phones write them. */
const photoWithExif = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PonselUji', Model: 'Kamera 9', Copyright: 'Budi' } })
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(
  token: string,
  orderId: number,
  file: Part,
  fields = { sender_bank: 'BCA', sender_name: 'Budi Santoso' },
) {
  const { body, headers } = await multipart({ ...fields, proof: file });
  return t.call({ method: 'POST', url: `/api/orders/${orderId}/payment-proof`, token, body, headers });
}

describe('proof of transfer', () => {
  it('stores a photo re-encoded as JPEG without EXIF, with the sender, as the confirmation', async () => {
    const { customer, order } = await waitingOrder(t);
    const none = await t.call({
      method: 'GET',
      url: `/api/orders/${order.id}/payment-proof`,
      token: customer.token,
    });
    expect([none.status, none.body.message]).toEqual([404, 'Bukti transfer belum diunggah']);
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await upload(customer.token, order.id, {
      bytes: photo,
      filename: 'bukti.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      payment_status: 'pending',
      payment_confirmed_at: expect.any(String),
      proof: { sender_bank: 'BCA', sender_name: 'Budi Santoso', content_type: 'image/jpeg' },
    });
    expect(res.body.order.status_history.at(-1).notes).toBe(
      'Bukti transfer diunggah (BCA a.n. Budi Santoso)',
    );

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/payment-proof`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();

    const stranger = await t.registerCustomer();
    const hidden = await t.call({
      method: 'GET',
      url: `/api/orders/${order.id}/payment-proof`,
      token: stranger.token,
    });
    expect(hidden.status).toBe(404);
  });

  it('keeps a real PDF, refuses a file that only claims to be one (415), and changes nothing then', async () => {
    const { customer, order } = await waitingOrder(t);
    const fake = await upload(customer.token, order.id, {
      bytes: Buffer.from('<script>alert(1)</script>'),
      filename: 'bukti.pdf',
      type: 'application/pdf',
    });
    expect(fake.status).toBe(415);
    expect(await t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id))).toEqual([]);

    const pdf = await upload(customer.token, order.id, {
      bytes: PDF,
      filename: 'mutasi.pdf',
      type: 'application/pdf',
    });
    expect(pdf.status).toBe(200);
    expect(pdf.body.order.proof.content_type).toBe('application/pdf');
    const [row] = await t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id));
    expect(row!.bytes.equals(PDF)).toBe(true);
  });

  it('refuses a file over 5 MB (413) and a missing sender (400)', async () => {
    const { customer, order } = await waitingOrder(t);
    const big = await upload(customer.token, order.id, {
      bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
      filename: 'besar.pdf',
      type: 'application/pdf',
    });
    expect(big.status).toBe(413);
    const noName = await upload(
      customer.token,
      order.id,
      { bytes: PDF, filename: 'a.pdf' },
      {
        sender_bank: 'BCA',
        sender_name: '',
      },
    );
    expect(noName.status).toBe(400);
    expect(await t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id))).toEqual([]);
  });

  it('is replaceable until the admin decides; a rejection reason reaches the shopper, who may upload again; approval ends it', async () => {
    const { customer, order } = await waitingOrder(t);
    const admin = await t.adminToken();
    await upload(customer.token, order.id, { bytes: PDF, filename: 'a.pdf' });
    const replaced = await upload(
      customer.token,
      order.id,
      { bytes: await photoWithExif(), filename: 'b.jpg' },
      {
        sender_bank: 'Mandiri',
        sender_name: 'Siti',
      },
    );
    expect(replaced.body.order.proof).toMatchObject({ sender_bank: 'Mandiri', content_type: 'image/jpeg' });

    const queue = await t.call({
      method: 'GET',
      url: '/api/orders/admin/all?verification=true',
      token: admin,
    });
    expect(queue.body.data.map((o: { id: number }) => o.id)).toContain(order.id);

    const rejected = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/reject-payment`,
      token: admin,
      body: { reason: 'Nominal tidak sesuai, kurang Rp 123' },
    });
    expect(rejected.status).toBe(200);
    const seen = await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token: customer.token });
    expect(seen.body.order).toMatchObject({
      payment_rejection_reason: 'Nominal tidak sesuai, kurang Rp 123',
      payment_confirmed_at: null,
      proof: null,
    });
    expect(seen.body.order.status_history.at(-1)).toMatchObject({
      actor_role: 'admin',
      actor_name: 'Admin Toko',
      notes: 'Bukti transfer ditolak: Nominal tidak sesuai, kurang Rp 123',
    });
    const queueAfter = await t.call({
      method: 'GET',
      url: '/api/orders/admin/all?verification=true',
      token: admin,
    });
    expect(queueAfter.body.data.map((o: { id: number }) => o.id)).not.toContain(order.id);

    const again = await upload(customer.token, order.id, { bytes: PDF, filename: 'c.pdf' });
    expect(again.status).toBe(200);
    expect(again.body.order.payment_rejection_reason).toBeNull();

    const approved = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      token: admin,
      body: { payment_status: 'paid' },
    });
    expect(approved.body.order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    const late = await upload(customer.token, order.id, { bytes: PDF, filename: 'd.pdf' });
    expect(late.status).toBe(409);
    const lateReject = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/reject-payment`,
      token: admin,
      body: { reason: 'Terlambat' },
    });
    expect(lateReject.status).toBe(409);
  });

  it('refuses an upload after the deadline and a customer calling the reject (403)', async () => {
    const { customer, order } = await waitingOrder(t);
    await t.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const late = await upload(customer.token, order.id, { bytes: PDF, filename: 'a.pdf' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Batas waktu pembayaran pesanan ini sudah lewat');
    const forbidden = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/reject-payment`,
      token: customer.token,
      body: { reason: 'saya sendiri' },
    });
    expect(forbidden.status).toBe(403);
  });
});

describe('Perlu Verifikasi queue', () => {
  it('lists waiting orders with a proof, oldest first, with the expected amount and code', async () => {
    const admin = await t.adminToken();
    const first = await waitingOrder(t);
    const second = await waitingOrder(t);
    const none = await waitingOrder(t);
    await upload(second.customer.token, second.order.id, { bytes: PDF, filename: 'a.pdf' });
    await upload(first.customer.token, first.order.id, { bytes: PDF, filename: 'b.pdf' });
    const res = await t.call({
      method: 'GET',
      url: '/api/orders/admin/all?verification=true&limit=100',
      token: admin,
    });
    const ids = res.body.data.map((o: { id: number }) => o.id);
    expect(ids.indexOf(first.order.id)).toBeLessThan(ids.indexOf(second.order.id));
    expect(ids).not.toContain(none.order.id);
    const row = res.body.data.find((o: { id: number }) => o.id === first.order.id);
    expect(row.total_amount).toBe(row.subtotal + row.unique_code);
    expect(row.proof).toMatchObject({ sender_bank: 'BCA' });
  });
});

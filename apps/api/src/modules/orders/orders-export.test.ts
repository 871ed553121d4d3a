import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { orders, users } from '../../db/schema/index.ts';
import { checkout, createProduct, customerWithCart, insertOrder } from './orders.fixtures.ts';
import { ordersCsv } from './orders-export.service.ts';

// The admin's CSV of orders (filters as on the page) and the customer's phone the WhatsApp button uses.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const HEADER =
  'nomor_pesanan,tanggal,pelanggan,email,alamat_pengiriman,produk,jumlah_barang,subtotal,ongkir,diskon,kode_voucher,kode_unik,total,status,status_pembayaran,nomor_invoice,dibayar_pada,kurir,nomor_resi';

const exportCsv = async (query: string, token?: string) =>
  t.call({
    method: 'GET',
    url: `/api/orders/admin/export.csv${query}`,
    token: token ?? (await t.adminToken()),
  });

const lines = (raw: string) => raw.split('\r\n').filter(Boolean);

/** Three orders of one customer, renamed so a search finds exactly them; times fixed in UTC. */
async function threeOrders(tag: string, code: number) {
  const customer = await t.registerCustomer();
  const product = await createProduct(t.db, { name: `=1+1 Sofa ${tag}`, price: 1_250_000, stock: 20 });
  const a = await insertOrder(t.db, {
    userId: customer.user.id,
    productId: product.id,
    quantity: 2,
    uniqueCode: code,
  });
  const b = await insertOrder(t.db, {
    userId: customer.user.id,
    productId: product.id,
    status: 'shipped',
    paymentStatus: 'paid',
    courier: 'jne',
    trackingNumber: 'JNE0001',
    uniqueCode: 7,
  });
  const c = await insertOrder(t.db, { userId: customer.user.id, productId: product.id, status: 'cancelled' });
  // 18:30 UTC is 01:30 the next day in Jakarta.
  await t.db
    .update(orders)
    .set({
      customerName: `=HYPERLINK("http://x","klik") ${tag}`,
      createdAt: new Date('2026-11-20T18:30:00Z'),
    })
    .where(eq(orders.id, a.id));
  await t.db
    .update(orders)
    .set({
      customerName: `Budi, "B" ${tag}`,
      createdAt: new Date('2026-11-22T03:05:00Z'),
      invoiceNumber: `INV/2026/11/${String(b.id).padStart(6, '0')}`,
      paidAt: new Date('2026-11-22T04:00:00Z'),
    })
    .where(eq(orders.id, b.id));
  await t.db
    .update(orders)
    .set({ customerName: `Citra ${tag}`, createdAt: new Date('2026-11-22T05:00:00Z') })
    .where(eq(orders.id, c.id));
  return { customer, a, b, c };
}

describe('GET /orders/admin/export.csv', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    const anonymous = await t.call({ method: 'GET', url: '/api/orders/admin/export.csv' });
    expect(anonymous.status).toBe(401);
    const customer = await t.registerCustomer();
    const forbidden = await exportCsv('', customer.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers['content-type']).not.toMatch(/csv/);
  });

  it('writes every order the filters match, newest first, rupiah as integers, times in Jakarta, formulas as text', async () => {
    const { a, b, c } = await threeOrders('ekspor-k1', 123);
    const res = await exportCsv('?search=ekspor-k1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="pesanan-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = lines(res.raw);
    expect(header).toBe(HEADER);
    expect(rows.map((r) => r.split(',')[0])).toEqual([c.orderNumber, b.orderNumber, a.orderNumber]);
    const address = '"Rumah - Uji (0812), Jl. Uji"';
    expect(rows[2]).toBe(
      `${a.orderNumber},2026-11-21 01:30,"'=HYPERLINK(""http://x"",""klik"") ekspor-k1",uji@example.com,${address},'=1+1 Sofa ekspor-k1 x2,2,2500000,0,0,,123,2500123,Menunggu konfirmasi Penjual,Menunggu Pembayaran,,,,`,
    );
    expect(rows[1]).toBe(
      `${b.orderNumber},2026-11-22 10:05,"Budi, ""B"" ekspor-k1",uji@example.com,${address},'=1+1 Sofa ekspor-k1 x1,1,1250000,0,0,,7,1250007,Dikirim,Dibayar,INV/2026/11/${String(b.id).padStart(6, '0')},2026-11-22 11:00,JNE,JNE0001`,
    );
  });

  it('applies the status, payment and Jakarta-day filters of the page', async () => {
    const { a, b, c } = await threeOrders('ekspor-k2', 124);
    const first = async (q: string) =>
      lines((await exportCsv(`?search=ekspor-k2${q}`)).raw)
        .slice(1)
        .map((r) => r.split(',')[0]);
    expect(await first('&status=pending')).toEqual([a.orderNumber]);
    expect(await first('&payment_status=paid')).toEqual([b.orderNumber]);
    // a was made on 21 November in Jakarta (20 November in UTC).
    expect(await first('&startDate=2026-11-21&endDate=2026-11-21')).toEqual([a.orderNumber]);
    expect(await first('&startDate=2026-11-22')).toEqual([c.orderNumber, b.orderNumber]);
    // Nothing matches: the header alone.
    expect(lines((await exportCsv('?search=ekspor-k2&status=delivered')).raw)).toEqual([HEADER]);
  });

  it('refuses a bad filter with 400 and no CSV', async () => {
    const res = await exportCsv('?status=lost');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).not.toMatch(/csv/);
  });

  it('reads batch after batch without skipping or repeating orders made at the same instant', async () => {
    const customer = await t.registerCustomer();
    const product = await createProduct(t.db, { stock: 20 });
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await insertOrder(t.db, { userId: customer.user.id, productId: product.id }));
    const same = new Date('2026-11-21T02:00:00Z');
    for (const o of made) {
      await t.db
        .update(orders)
        .set({ customerName: 'Serentak ekspor-k3', createdAt: same })
        .where(eq(orders.id, o.id));
    }
    let csv = '';
    for await (const chunk of ordersCsv(t.db, { id: 1, role: 'admin' }, { search: 'ekspor-k3' }, 2))
      csv += chunk;
    const numbers = lines(csv)
      .slice(1)
      .map((r) => r.split(',')[0]);
    expect(numbers).toEqual(made.map((o) => o.orderNumber).reverse());
  });
});

describe('customer_phone on an order', () => {
  it('is the profile phone, else the recipient phone of the address', async () => {
    const product = await createProduct(t.db, { stock: 5 });
    const buyer = await customerWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const made = await checkout(t, buyer);
    expect(made.status).toBe(201);
    expect(made.body.order.customer_phone).toBe('6281234567890');
    await t.db.update(users).set({ phoneNumber: '6285711112222' }).where(eq(users.id, buyer.user.id));
    const seen = await t.call({
      method: 'GET',
      url: `/api/orders/${made.body.order.id}`,
      token: await t.adminToken(),
    });
    expect(seen.body.order.customer_phone).toBe('6285711112222');
  });
});

import { formatRupiah } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { NO_REAL_CONCURRENCY } from '../../../test/race.ts';
import {
  orderRefunds,
  orders,
  outbox,
  products,
  shopCounterTotals,
  userNotifications,
} from '../../db/schema/index.ts';
import { askedReturn, askReturn, recordRefund, returnPhoto } from './returns.fixtures.ts';

// The owner's side of 'Pengembalian' (docs/decisions/089-returns-and-refunds.md): approve or reject, and
// an approved return ends with its refund, restocked if chosen.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const decide = async (id: number, body: unknown, token?: string) =>
  t.call({
    method: 'POST',
    url: `/api/returns/${id}/decision`,
    token: token ?? (await t.adminToken()),
    body,
  });

const salesOf = async (orderId: number) => {
  const [o] = await t.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, orderId));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(o!.createdAt);
  const [row] = await t.db
    .select({ n: shopCounterTotals.n })
    .from(shopCounterTotals)
    .where(eq(shopCounterTotals.name, `sales:${day}`));
  return row?.n ?? 0;
};

describe("the owner's decision and the refund", () => {
  it('rejects with a reason the customer hears, after which the items may be asked for again', async () => {
    const { customer, order, itemId, returned } = await askedReturn(t);
    const noReason = await decide(returned.id, { decision: 'reject' });
    expect(noReason.status).toBe(400);
    const res = await decide(returned.id, {
      decision: 'reject',
      note: 'Barang terlihat dipakai, bukan cacat pabrik',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'rejected',
      owner_note: 'Barang terlihat dipakai, bukan cacat pabrik',
    });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, 'return_rejected'));
    expect(mail!.text).toContain(order.orderNumber);
    expect(mail!.text).toContain('Alasan: Barang terlihat dipakai, bukan cacat pabrik');
    const bell = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, customer.user.id));
    expect(bell.map((n) => n.title)).toContain('Pengembalian ditolak');

    expect((await decide(returned.id, { decision: 'approve' })).status).toBe(409);
    const again = await askReturn(
      t,
      customer.token,
      order.id,
      { items: [{ order_item_id: itemId, quantity: 2 }] },
      [await returnPhoto()],
    );
    expect(again.status).toBe(201);
  });

  it('approves, then records the refund: restocked, sales net of it, the customer told, written once', async () => {
    const { product, order, returned } = await askedReturn(t);
    const salesBefore = await salesOf(order.id);
    const [stockBefore] = await t.db.select().from(products).where(eq(products.id, product.id));

    const early = await recordRefund(t, returned.id, { amount: '400000', reference: 'BCA-778899' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Dana hanya bisa dikembalikan untuk pengajuan yang disetujui');

    expect(
      (await decide(returned.id, { decision: 'approve', note: 'Kirim balik lewat JNE' })).body.data.status,
    ).toBe('approved');
    const over = await recordRefund(t, returned.id, {
      amount: String(order.totalAmount + 1),
      reference: 'BCA-778899',
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/^Jumlah pengembalian dana melebihi sisa yang dibayar pembeli \(Rp/);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.returnId, returned.id))).toEqual([]);

    const receipt = { ...(await returnPhoto('#eee')), filename: 'struk.jpg' };
    const res = await recordRefund(t, returned.id, {
      amount: '400000',
      reference: 'BCA-778899',
      restock: 'true',
      receipt,
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'refunded',
      refund: { amount: 400_000, reference: 'BCA-778899', has_proof: true, restocked: true },
      refundable: order.totalAmount - 400_000,
    });
    const [stockAfter] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(stockAfter!.stock).toBe(stockBefore!.stock + 1);
    expect(stockAfter!.sold).toBe(stockBefore!.sold - 1);
    expect(await salesOf(order.id)).toBe(salesBefore - 400_000);
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'return_refunded'));
    expect(mails.some((m) => m.text.includes(formatRupiah(400_000)) && m.text.includes('BCA-778899'))).toBe(
      true,
    );

    const twice = await recordRefund(t, returned.id, { amount: '1', reference: 'BCA-000' });
    expect(twice.status).toBe(409);
    // Money history stays as written.
    await expect(
      t.db.execute(sql`update order_refunds set amount = 1 where return_id = ${returned.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from order_refunds where return_id = ${returned.id}`),
    ).rejects.toThrow();
    const proof = await t.call({
      method: 'GET',
      url: `/api/returns/${returned.id}/refund-proof`,
      token: await t.adminToken(),
    });
    expect(proof.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps the stock as it is when the owner does not restock', async () => {
    const { product, returned } = await askedReturn(t);
    await decide(returned.id, { decision: 'approve' });
    const [before] = await t.db.select().from(products).where(eq(products.id, product.id));
    const res = await recordRefund(t, returned.id, { amount: '150000', reference: 'MANDIRI-1' });
    expect(res.body.data.refund).toMatchObject({ amount: 150_000, restocked: false, has_proof: false });
    const [after] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(after!.stock).toBe(before!.stock);
  });

  it.each([
    ['0', 'Jumlah pengembalian dana minimal Rp 1'],
    ['-5', 'Jumlah pengembalian dana harus angka rupiah'],
    ['12.5', 'Jumlah pengembalian dana harus angka rupiah'],
    ['9007199254740993', undefined],
  ])('refuses a refund of %s with 400 and writes nothing', async (amount, message) => {
    const { returned } = await askedReturn(t);
    await decide(returned.id, { decision: 'approve' });
    const res = await recordRefund(t, returned.id, { amount, reference: 'BCA-1' });
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.returnId, returned.id))).toEqual([]);
  });

  it('lists returns for the owner, the waiting ones oldest first; staff and customers get 403', async () => {
    const first = await askedReturn(t);
    const second = await askedReturn(t);
    const res = await t.call({
      method: 'GET',
      url: '/api/admin/returns?status=requested',
      token: await t.adminToken(),
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first.returned.id)).toBeLessThan(ids.indexOf(second.returned.id));
    expect(res.body.data[0].customer).toEqual(expect.objectContaining({ fullname: expect.any(String) }));
    const staff = await t.staffToken();
    expect((await t.call({ method: 'GET', url: '/api/admin/returns', token: staff })).status).toBe(403);
    expect((await decide(first.returned.id, { decision: 'approve' }, staff)).status).toBe(403);
    expect((await decide(first.returned.id, { decision: 'approve' }, first.customer.token)).status).toBe(403);
  });

  it.skipIf(NO_REAL_CONCURRENCY)('records one refund when two arrive at once (PostgreSQL)', async () => {
    const { returned } = await askedReturn(t);
    await decide(returned.id, { decision: 'approve' });
    const results = await Promise.all([
      recordRefund(t, returned.id, { amount: '100000', reference: 'BCA-A' }),
      recordRefund(t, returned.id, { amount: '100000', reference: 'BCA-B' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.returnId, returned.id))).toHaveLength(
      1,
    );
  });
});

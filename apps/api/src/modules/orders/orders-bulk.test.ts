import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { orderStatusHistory, orders, outbox } from '../../db/schema/index.ts';
import { createProduct, insertOrder } from './orders.fixtures.ts';

// Bulk work on the owner's selection (ADR 088): one action, each order along the transition table in its
// own transaction, the skipped ones named with the reason; and the selection read back by `ids`.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const bulk = async (body: unknown, token?: string) =>
  t.call({ method: 'POST', url: '/api/orders/admin/bulk', token: token ?? (await t.adminToken()), body });

const rowsOf = (ids: number[]) =>
  t.db
    .select({
      id: orders.id,
      status: orders.status,
      payment: orders.paymentStatus,
      courier: orders.courier,
      resi: orders.trackingNumber,
    })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(orders.id);

/** One customer's orders in the given states (status/payment), oldest first. */
async function ordersIn(...states: [string, string][]) {
  const customer = await t.registerCustomer();
  const product = await createProduct(t.db, { price: 500_000, stock: 50 });
  const made = [];
  for (const [status, paymentStatus] of states) {
    // A parcel on its way has its courier and Nomor Resi, as the shipping rule demands.
    const sent = status === 'shipped' || status === 'delivered';
    made.push(
      await insertOrder(t.db, {
        userId: customer.user.id,
        productId: product.id,
        status,
        paymentStatus,
        ...(sent ? { courier: 'jne', trackingNumber: `JNE-${made.length}` } : {}),
      }),
    );
  }
  return { customer, orders: made };
}

describe('POST /orders/admin/bulk', () => {
  it('ships each selected order with its own courier and Nomor Resi, one history entry and notice each', async () => {
    const {
      orders: [a, b],
    } = await ordersIn(['processing', 'paid'], ['processing', 'paid']);
    await t.db.delete(outbox);
    const res = await bulk({
      action: 'ship',
      orders: [
        { id: a!.id, courier: 'jne', tracking_number: 'JNE-A1' },
        { id: b!.id, courier: 'sicepat', tracking_number: 'SCP-B2' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      done: [
        { id: a!.id, order_number: a!.orderNumber },
        { id: b!.id, order_number: b!.orderNumber },
      ],
      skipped: [],
    });
    expect(await rowsOf([a!.id, b!.id])).toEqual([
      { id: a!.id, status: 'shipped', payment: 'paid', courier: 'jne', resi: 'JNE-A1' },
      { id: b!.id, status: 'shipped', payment: 'paid', courier: 'sicepat', resi: 'SCP-B2' },
    ]);
    const history = await t.db
      .select({ orderId: orderStatusHistory.orderId, notes: orderStatusHistory.notes })
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, [a!.id, b!.id]));
    expect(history).toHaveLength(2);
    expect(history.find((h) => h.orderId === a!.id)?.notes).toContain('Nomor resi: JNE-A1');
    // Each customer hears of their own parcel, with its Nomor Resi.
    const notices = (await t.db.select({ text: outbox.text }).from(outbox)).map((n) => n.text);
    expect(notices.filter((n) => n.includes(a!.orderNumber) && n.includes('JNE-A1'))).toHaveLength(1);
    expect(notices.filter((n) => n.includes(b!.orderNumber) && n.includes('SCP-B2'))).toHaveLength(1);
  });

  it('skips the orders the transition table refuses, names them with the reason, and changes the rest', async () => {
    const {
      orders: [waiting, paid, cancelled],
    } = await ordersIn(['pending', 'pending'], ['processing', 'paid'], ['cancelled', 'pending']);
    const res = await bulk({
      action: 'deliver',
      orders: [{ id: waiting!.id }, { id: paid!.id }, { id: cancelled!.id }, { id: 2_000_000_000 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.done).toEqual([]);
    expect(res.body.data.skipped).toEqual([
      {
        id: waiting!.id,
        order_number: waiting!.orderNumber,
        reason:
          'Perubahan status tidak diizinkan: Menunggu konfirmasi Penjual / Menunggu Pembayaran ke Selesai / Menunggu Pembayaran',
      },
      {
        id: paid!.id,
        order_number: paid!.orderNumber,
        reason: 'Perubahan status tidak diizinkan: Dikemas / Dibayar ke Selesai / Dibayar',
      },
      {
        id: cancelled!.id,
        order_number: cancelled!.orderNumber,
        reason: 'Pesanan sudah dibatalkan dan tidak dapat diubah',
      },
      { id: 2_000_000_000, order_number: null, reason: 'Pesanan tidak ditemukan' },
    ]);
    expect((await rowsOf([waiting!.id, paid!.id, cancelled!.id])).map((r) => r.status)).toEqual([
      'pending',
      'processing',
      'cancelled',
    ]);
  });

  it("'process' approves waiting payments (paid, packing, an invoice number) and leaves a shipped order alone", async () => {
    const {
      orders: [waiting, failed, shipped],
    } = await ordersIn(['pending', 'pending'], ['pending', 'failed'], ['shipped', 'paid']);
    const res = await bulk({
      action: 'process',
      orders: [{ id: waiting!.id }, { id: failed!.id }, { id: shipped!.id }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.done.map((d: { id: number }) => d.id)).toEqual([waiting!.id, failed!.id]);
    expect(res.body.data.skipped).toHaveLength(1);
    expect(res.body.data.skipped[0]).toMatchObject({ id: shipped!.id });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, waiting!.id));
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(row!.invoiceNumber).toMatch(/^INV\//);
    expect((await rowsOf([shipped!.id]))[0]!.status).toBe('shipped');
  });

  it('is harmless when sent twice: an order already there is done, with no second history entry', async () => {
    const {
      orders: [a],
    } = await ordersIn(['processing', 'paid']);
    const body = { action: 'ship', orders: [{ id: a!.id, courier: 'jne', tracking_number: 'JNE-TWICE' }] };
    expect((await bulk(body)).body.data.done).toHaveLength(1);
    const again = await bulk(body);
    expect(again.body.data).toEqual({ done: [{ id: a!.id, order_number: a!.orderNumber }], skipped: [] });
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, a!.id));
    expect(history).toHaveLength(1);
  });

  it('refuses a shipping form with a row missing its courier or Nomor Resi, and changes nothing', async () => {
    const {
      orders: [a, b],
    } = await ordersIn(['processing', 'paid'], ['processing', 'paid']);
    const res = await bulk({
      action: 'ship',
      orders: [
        { id: a!.id, courier: 'jne', tracking_number: 'JNE-OK' },
        { id: b!.id, courier: 'jne', tracking_number: '  ' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'orders.1.tracking_number', message: 'Isi Nomor Resi' }),
      ]),
    );
    expect((await rowsOf([a!.id, b!.id])).map((r) => r.status)).toEqual(['processing', 'processing']);
  });

  it.each([
    ['no orders', { action: 'deliver', orders: [] }, 'Pilih 1 sampai 100 pesanan'],
    [
      '101 orders',
      { action: 'deliver', orders: Array.from({ length: 101 }, (_, i) => ({ id: i + 1 })) },
      'Pilih 1 sampai 100 pesanan',
    ],
    [
      'one order twice',
      { action: 'deliver', orders: [{ id: 5 }, { id: 5 }] },
      'Pesanan yang sama dipilih dua kali',
    ],
    ['an unknown action', { action: 'refund', orders: [{ id: 5 }] }, undefined],
    ['an id past 2^53', { action: 'deliver', orders: [{ id: 2 ** 53 + 2 }] }, 'Pesanan tidak ditemukan'],
    ['a price smuggled in', { action: 'deliver', orders: [{ id: 5, total_amount: 1 }] }, undefined],
    [
      'a NUL byte in the resi',
      { action: 'ship', orders: [{ id: 5, courier: 'jne', tracking_number: 'A\u0000B' }] },
      undefined,
    ],
  ])('answers 400 in Indonesian to %s', async (_, body, message) => {
    const res = await bulk(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    if (message) expect(JSON.stringify(res.body)).toContain(message);
  });

  it('lets staff work the selection and refuses a customer', async () => {
    const {
      customer,
      orders: [a],
    } = await ordersIn(['shipped', 'paid']);
    const refused = await bulk({ action: 'deliver', orders: [{ id: a!.id }] }, customer.token);
    expect(refused.status).toBe(403);
    expect((await rowsOf([a!.id]))[0]!.status).toBe('shipped');
    const staff = await bulk({ action: 'deliver', orders: [{ id: a!.id }] }, await t.staffToken());
    expect(staff.status).toBe(200);
    expect(staff.body.data.skipped).toEqual([]);
    expect((await rowsOf([a!.id]))[0]!.status).toBe('delivered');
    const [entry] = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, a!.id));
    expect(entry!.actorRole).toBe('staff');
  });
});

describe('GET /orders/admin/all?ids=', () => {
  it('lists exactly the selected orders, and a customer only their own among them', async () => {
    const mine = await ordersIn(['pending', 'pending'], ['processing', 'paid'], ['shipped', 'paid']);
    const other = await ordersIn(['pending', 'pending']);
    const ids = [mine.orders[0]!.id, mine.orders[2]!.id, other.orders[0]!.id];
    const res = await t.call({
      method: 'GET',
      url: `/api/orders/admin/all?ids=${ids.join(',')}&limit=100`,
      token: await t.adminToken(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { id: number }) => o.id).sort()).toEqual([...ids].sort());
    expect(res.body.data[0].items).toHaveLength(1);
    const own = await t.call({
      method: 'GET',
      url: `/api/orders?ids=${ids.join(',')}`,
      token: mine.customer.token,
    });
    expect(own.body.data.map((o: { id: number }) => o.id).sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('exports only the selection as CSV', async () => {
    const { orders: made } = await ordersIn(['pending', 'pending'], ['processing', 'paid']);
    const res = await t.call({
      method: 'GET',
      url: `/api/orders/admin/export.csv?ids=${made[1]!.id}`,
      token: await t.adminToken(),
    });
    expect(res.status).toBe(200);
    const lines = res.raw.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(made[1]!.orderNumber);
  });

  it.each(['abc', '1,,2', '-1', '0', '99999999999', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    'answers 400 to ids=%s',
    async (ids) => {
      const res = await t.call({
        method: 'GET',
        url: `/api/orders/admin/all?ids=${ids}`,
        token: await t.adminToken(),
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    },
  );
});

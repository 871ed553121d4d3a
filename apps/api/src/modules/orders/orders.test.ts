import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import type { RaceHooks } from '../../db/race.ts';
import { cartItems, carts, orderItems, orderStatusHistory, orders, products } from '../../db/schema/index.ts';
import { makeOrderNumber } from './order-numbers.ts';
import { checkout, createProduct, customerWithCart, productStock, waitingOrder } from './orders.fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

type Line = { productId: number; quantity: number };

/** An order of `lines` by a fresh customer (paid by bank transfer whatever the body says). */
const placeOrder = (lines: Line[]) => waitingOrder(t, lines);

const cartCount = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/cart/count', token })).body.count as number;
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;
/** Moves an order past payment straight in the database, so one customer can hold many orders. */
const settleInDb = (id: number) =>
  t.db.update(orders).set({ status: 'processing', paymentStatus: 'paid' }).where(eq(orders.id, id));

describe('makeOrderNumber', () => {
  it('uses the Jakarta date and five unambiguous characters', () => {
    // 23:30 UTC on 21 Nov is already 22 Nov in Jakarta.
    const n = makeOrderNumber(new Date('2026-11-21T23:30:00Z'));
    expect(n).toMatch(/^ORD-20261122-[2-9A-HJ-NP-Z]{5}$/);
  });
});

describe('POST /api/orders/create', () => {
  it('turns the cart into an order: stock taken, prices and address copied, cart emptied, history begun', async () => {
    const sofa = await createProduct(t.db, { name: 'Sofa Minimalis', price: 1_250_000, stock: 10 });
    const lamp = await createProduct(t.db, { name: 'Lampu Meja', price: 150_000, stock: 9 });
    const customer = await customerWithCart(t, [
      { productId: sofa.id, quantity: 2 },
      { productId: lamp.id, quantity: 1 },
    ]);
    // A payment method the shop does not offer is ignored: every order is paid by bank transfer.
    const res = await checkout(t, customer, { paymentMethod: 'Cash' });

    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(order).toMatchObject({
      order_number: expect.stringMatching(/^ORD-\d{8}-[2-9A-HJ-NP-Z]{5}$/),
      user_id: customer.user.id,
      user: { fullname: customer.user.fullname, email: customer.user.email },
      subtotal: 2_650_000,
      shipping_cost: 0,
      discount: 0,
      // 'Kode Unik' is part of the total: the transfer matches this order only.
      unique_code: expect.any(Number),
      payment_method: 'bank_transfer',
      status: 'pending',
      payment_status: 'pending',
      tracking_number: null,
      payment_bank: null,
      shipping_address:
        'Rumah - Siti Rahma (6281234567890), Jl. Raya Arosbaya No. 7, Desa/Kel. Balung, Kec. Arosbaya, Kab. Bangkalan, Jawa Timur, 69151',
    });
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        product_id: sofa.id,
        price: 1_250_000,
        quantity: 2,
        subtotal: 2_500_000,
        variant_id: null,
        variant_label: null,
        sku: null,
        product: {
          name: 'Sofa Minimalis',
          slug: sofa.slug,
          category_slug: 'sofas',
          image_url: null,
          thumbnail_url: null,
        },
      },
      expect.objectContaining({ product_id: lamp.id, price: 150_000, quantity: 1, subtotal: 150_000 }),
    ]);
    expect(order.status_history).toEqual([
      {
        status: 'pending',
        payment_status: 'pending',
        timestamp: expect.any(String),
        notes: 'Pesanan dibuat',
        actor_role: 'customer',
        actor_name: customer.user.fullname,
      },
    ]);
    expect(order.unique_code).toBeGreaterThanOrEqual(1);
    expect(order.unique_code).toBeLessThanOrEqual(999);
    expect(order.total_amount).toBe(2_650_000 + order.unique_code);
    // The default deadline is 24 hours after the order.
    const due = Date.parse(order.payment_due_at) - Date.parse(order.createdAt);
    expect(Math.abs(due - 24 * 3_600_000)).toBeLessThan(60_000);
    expect(await productStock(t.db, sofa.id)).toEqual({ stock: 8, sold: 2 });
    expect(await productStock(t.db, lamp.id)).toEqual({ stock: 8, sold: 1 });
    expect(await cartCount(customer.token)).toBe(0);
  });

  it('fails the whole order with 409 when one line is short, and changes nothing', async () => {
    const plenty = await createProduct(t.db, { name: 'Kursi Kayu', stock: 15 });
    const scarce = await createProduct(t.db, { name: 'Lemari Jati', stock: 10 });
    const customer = await customerWithCart(t, [
      { productId: plenty.id, quantity: 3 },
      { productId: scarce.id, quantity: 2 },
    ]);
    // Someone else buys one of the two in the meantime.
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, scarce.id));
    const before = await orderCount();

    const res = await checkout(t, customer);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'Stok tidak mencukupi untuk Lemari Jati (tersisa 1)',
      code: 'CONFLICT',
    });
    expect(await productStock(t.db, plenty.id)).toEqual({ stock: 15, sold: 0 });
    expect(await productStock(t.db, scarce.id)).toEqual({ stock: 1, sold: 0 });
    expect(await cartCount(customer.token)).toBe(5);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a product the shop stopped selling', async () => {
    const p = await createProduct(t.db, { name: 'Sofa Lama', stock: 5 });
    const customer = await customerWithCart(t, [{ productId: p.id, quantity: 1 }]);
    await t.db.update(products).set({ hiddenAt: new Date(), status: 'deleted' }).where(eq(products.id, p.id));
    const res = await checkout(t, customer);
    expect(res.status).toBe(409);
    expect(await productStock(t.db, p.id)).toEqual({ stock: 5, sold: 0 });
  });

  it('refuses an empty cart', async () => {
    const customer = await customerWithCart(t, []);
    const res = await checkout(t, customer);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Keranjang belanja kosong');
  });

  it('refuses another customer’s address with 404 and keeps the cart and stock', async () => {
    const p = await createProduct(t.db, { stock: 4 });
    const ani = await customerWithCart(t, []);
    const budi = await customerWithCart(t, [{ productId: p.id, quantity: 1 }]);
    const res = await t.call({
      method: 'POST',
      url: '/api/orders/create',
      token: budi.token,
      body: { shipping_address_id: ani.addressId },
    });
    expect(res.status).toBe(404);
    expect(await productStock(t.db, p.id)).toEqual({ stock: 4, sold: 0 });
    expect(await cartCount(budi.token)).toBe(1);
    for (const id of [99_999_999_999, 'x', 0]) {
      const bad = await t.call({
        method: 'POST',
        url: '/api/orders/create',
        token: budi.token,
        body: { shipping_address_id: id },
      });
      expect(bad.status).toBe(400);
    }
  });

  // PGlite runs one transaction at a time: this race proves something only on PostgreSQL. The guard is
  // the conditional stock update; the hook holds each winner's product row, so every racer waits on it
  // and is refused by the re-checked condition (docs/decisions/010-race-tests.md).
  const raceForLastUnits = async (hooks: RaceHooks) => {
    const p = await createProduct(t.db, { name: 'Sofa Promo', stock: 3 });
    const buyers = await Promise.all(
      Array.from({ length: 12 }, () => customerWithCart(t, [{ productId: p.id, quantity: 1 }])),
    );
    const results = await withRaceHooks(hooks, () => Promise.all(buyers.map((b) => checkout(t, b))));
    return { p, results };
  };

  raceTest('sells exactly the last 3 units to 12 customers racing for them', async () => {
    const { p, results } = await raceForLastUnits(WIDE_WINDOW);
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(
      Array(9).fill([409, 'Stok tidak mencukupi untuk Sofa Promo (tersisa 0)']),
    );
    expect(await productStock(t.db, p.id)).toEqual({ stock: 0, sold: 3 });
    const sold = await t.db
      .select({ q: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.productId, p.id));
    expect(sold.reduce((s, r) => s + r.q, 0)).toBe(3);
  });

  // The check that the race test above is real: without the condition only the table's CHECK stops the
  // oversell, and the late buyers get a bare conflict instead of the stock left.
  raceTest(
    'would answer late buyers without the stock left if the condition were gone (the race test above is real)',
    async () => {
      const { p, results } = await raceForLastUnits({ ...WIDE_WINDOW, unlocked: ['orders.stock'] });
      const refused = results.filter((r) => r.status !== 201);
      expect(refused).toHaveLength(9);
      expect(
        refused.some((r) => r.body.message === 'Stok tidak mencukupi untuk Sofa Promo (tersisa 0)'),
      ).toBe(false);
      expect(await productStock(t.db, p.id)).toEqual({ stock: 0, sold: 3 });
    },
  );

  it('keeps the order’s totals when the product price changes later', async () => {
    const p = await createProduct(t.db, { price: 2_000_000, stock: 10 });
    const { customer, order } = await placeOrder([{ productId: p.id, quantity: 2 }]);
    await t.db.update(products).set({ price: 2_500_000 }).where(eq(products.id, p.id));

    const res = await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token: customer.token });
    const again = res.body.order;
    expect(again.items[0].price).toBe(2_000_000);
    const lineSum = again.items.reduce(
      (s: number, i: { price: number; quantity: number }) => s + i.price * i.quantity,
      0,
    );
    expect(again.subtotal).toBe(lineSum);
    expect(again.total_amount).toBe(4_000_000 + again.unique_code);
  });

  it('is for customers only', async () => {
    const admin = await t.adminToken();
    const res = await t.call({
      method: 'POST',
      url: '/api/orders/create',
      token: admin,
      body: { shipping_address_id: 1 },
    });
    expect(res.status).toBe(403);
  });
});

describe('reading orders', () => {
  it('lists only the customer’s own orders, newest first, 5 a page, with totalItems and a status filter', async () => {
    const p = await createProduct(t.db, { stock: 100, price: 10_000 });
    const customer = await customerWithCart(t, []);
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++) {
      await t.call({
        method: 'POST',
        url: '/api/cart/add',
        token: customer.token,
        body: { productId: p.id, quantity: 1 },
      });
      const res = await checkout(t, customer);
      numbers.push(res.body.order.order_number);
      if (i > 0) await settleInDb(res.body.order.id);
    }
    await placeOrder([{ productId: p.id, quantity: 1 }]); // someone else's

    const page1 = await t.call({ method: 'GET', url: '/api/orders', token: customer.token });
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((o: { order_number: string }) => o.order_number)).toEqual(
      numbers.slice(1).reverse(),
    );
    expect(page1.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 6,
      limit: 5,
      hasNextPage: true,
    });
    const page2 = await t.call({ method: 'GET', url: '/api/orders?page=2', token: customer.token });
    expect(page2.body.data.map((o: { order_number: string }) => o.order_number)).toEqual([numbers[0]]);
    expect(page2.body.data[0].items).toHaveLength(1);

    await t.call({ method: 'PUT', url: `/api/orders/${numbers[0]}/cancel`, token: customer.token });
    const cancelled = await t.call({
      method: 'GET',
      url: '/api/orders?status=cancelled',
      token: customer.token,
    });
    expect(cancelled.body.data.map((o: { order_number: string }) => o.order_number)).toEqual([numbers[0]]);
    const all = await t.call({
      method: 'GET',
      url: '/api/orders?status=&page=1&limit=5',
      token: customer.token,
    });
    expect(all.body.pagination.totalItems).toBe(6);
  });

  it('shows one order by id or order number to its customer and to an admin, 404 to anyone else', async () => {
    const p = await createProduct(t.db);
    const { customer, order } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const stranger = await t.registerCustomer();

    const byId = await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token: customer.token });
    expect(byId.status).toBe(200);
    expect(byId.body.order).toEqual(order);
    const byNumber = await t.call({
      method: 'GET',
      url: `/api/orders/${order.order_number}`,
      token: customer.token,
    });
    expect(byNumber.body.order.id).toBe(order.id);
    const admin = await t.call({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      token: await t.adminToken(),
    });
    expect(admin.body.order.id).toBe(order.id);

    for (const ref of [order.id, order.order_number]) {
      const res = await t.call({ method: 'GET', url: `/api/orders/${ref}`, token: stranger.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Pesanan tidak ditemukan', code: 'NOT_FOUND' });
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/orders/99999999999', token: customer.token })).status,
    ).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/orders/${order.id}` })).status).toBe(401);
  });

  it('GET /payment-info answers the configured accounts without a login', async () => {
    const res = await t.call({ method: 'GET', url: '/api/payment-info' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      holder: 'PT Toko Furnitur Indonesia',
      accounts: { BCA: '1234567890', BNI: '0987654321', Mandiri: '1122334455' },
      sellerWhatsapp: '6281234567890',
    });
  });
});

describe('cancelling', () => {
  it('lets the customer cancel a pending order and gives the stock back exactly once', async () => {
    const p = await createProduct(t.db, { stock: 10 });
    const { customer, order } = await placeOrder([{ productId: p.id, quantity: 2 }]);
    expect(await productStock(t.db, p.id)).toEqual({ stock: 8, sold: 2 });

    const first = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      token: customer.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.order.status).toBe('cancelled');
    expect(first.body.order.status_history.at(-1)).toMatchObject({
      status: 'cancelled',
      actor_role: 'customer',
      notes: 'Pesanan dibatalkan oleh pelanggan',
    });
    expect(await productStock(t.db, p.id)).toEqual({ stock: 10, sold: 0 });

    const second = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      token: customer.token,
    });
    expect(second.status).toBe(409);
    expect(await productStock(t.db, p.id)).toEqual({ stock: 10, sold: 0 });
  });

  // PGlite runs one transaction at a time: this race proves something only on PostgreSQL. The order's
  // row lock makes the cancels queue, so the later ones see the order cancelled and are refused; the
  // stock flag alone would still release stock once, but every cancel would "win" and be written down.
  const cancelThreeWays = async (hooks: RaceHooks) => {
    const p = await createProduct(t.db, { stock: 10 });
    const { customer, order } = await placeOrder([{ productId: p.id, quantity: 2 }]);
    const admin = await t.adminToken();
    const results = await withRaceHooks(hooks, () =>
      Promise.all([
        t.call({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, token: customer.token }),
        t.call({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, token: admin }),
        t.call({
          method: 'PUT',
          url: `/api/orders/${order.id}/status`,
          token: admin,
          body: { status: 'cancelled' },
        }),
      ]),
    );
    const cancels = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'cancelled')));
    const refusals = results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message]);
    return { p, refusals, cancels };
  };

  raceTest(
    'cancels once when three cancels arrive at the same moment: later ones refused, stock back once, one history entry',
    async () => {
      const { p, refusals, cancels } = await cancelThreeWays(WIDE_WINDOW);
      // The admin's status change to what is already stored answers 200 and writes nothing; the later
      // of the two cancels always finds the order cancelled.
      expect(refusals.length).toBeGreaterThanOrEqual(1);
      for (const r of refusals) expect(r).toEqual([409, 'Pesanan sudah dibatalkan']);
      expect(cancels).toHaveLength(1);
      expect(await productStock(t.db, p.id)).toEqual({ stock: 10, sold: 0 });
    },
  );

  // The check that the race test above is real: without the order's lock every cancel succeeds.
  raceTest('would cancel three times without the order lock (the race test above is real)', async () => {
    const { refusals, cancels } = await cancelThreeWays({ ...WIDE_WINDOW, unlocked: ['orders.order'] });
    expect(refusals).toEqual([]);
    expect(cancels).toHaveLength(3);
  });

  it('refuses a customer cancel once the order is processing, but lets an admin cancel it', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const { customer, order } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const admin = await t.adminToken();
    await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      token: admin,
      body: { payment_status: 'paid' },
    });

    const refused = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      token: customer.token,
    });
    expect(refused.status).toBe(409);
    expect(await productStock(t.db, p.id)).toEqual({ stock: 4, sold: 1 });

    const ok = await t.call({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.order.status_history.at(-1)).toMatchObject({ status: 'cancelled', actor_role: 'admin' });
    expect(await productStock(t.db, p.id)).toEqual({ stock: 5, sold: 0 });
  });

  it('answers 404 to another customer and leaves the order alone', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const { order } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const stranger = await t.registerCustomer();
    const res = await t.call({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, token: stranger.token });
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
    expect(await productStock(t.db, p.id)).toEqual({ stock: 4, sold: 1 });
  });
});

describe('PUT /api/orders/{id}/status (admin)', () => {
  it('sets status, payment status and tracking number, each change written to the history by the admin', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const { customer, order } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const admin = await t.adminToken();

    const paid = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      token: admin,
      body: { status: 'processing', payment_status: 'paid' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    const shipped = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.order_number}/status`,
      token: admin,
      body: {
        status: 'shipped',
        courier: 'jne',
        tracking_number: 'JNE0123456789',
        notes: 'Dikirim lewat JNE',
      },
    });
    expect(shipped.body.order).toMatchObject({ tracking_number: 'JNE0123456789', courier: 'jne' });

    const seen = (await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token: customer.token })).body
      .order;
    expect(
      seen.status_history.map((h: any) => [h.status, h.payment_status, h.actor_role, h.actor_name, h.notes]),
    ).toEqual([
      ['pending', 'pending', 'customer', customer.user.fullname, 'Pesanan dibuat'],
      ['processing', 'paid', 'admin', 'Admin Toko', 'Status pesanan: Dikemas; Status pembayaran: Dibayar'],
      ['shipped', 'paid', 'admin', 'Admin Toko', 'Dikirim lewat JNE'],
    ]);
  });

  it('writes nothing when nothing differs', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const { order } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const res = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      token: await t.adminToken(),
      body: { status: 'pending' },
    });
    expect(res.status).toBe(200);
    expect(res.body.order.status_history).toHaveLength(1);
  });

  it('keeps a cancelled order final: no cancelled -> paid, no cancelled -> delivered, stock released once', async () => {
    const p = await createProduct(t.db, { name: 'Kasur Busa', stock: 10 });
    const { order } = await placeOrder([{ productId: p.id, quantity: 2 }]);
    const admin = await t.adminToken();
    await t.call({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, token: admin });
    expect(await productStock(t.db, p.id)).toEqual({ stock: 10, sold: 0 });

    for (const body of [
      { payment_status: 'paid' },
      { status: 'processing', payment_status: 'paid' },
      { status: 'delivered', payment_status: 'paid', courier: 'jne', tracking_number: 'X1' },
      { status: 'pending' },
    ]) {
      const res = await t.call({ method: 'PUT', url: `/api/orders/${order.id}/status`, token: admin, body });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'CONFLICT',
        message: 'Pesanan sudah dibatalkan dan tidak dapat diubah',
      });
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', stockReserved: false });
    expect(await productStock(t.db, p.id)).toEqual({ stock: 10, sold: 0 });
  });

  it('ships only a paid order, and only with a courier and a Nomor Resi', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const { order } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const admin = await t.adminToken();
    const url = `/api/orders/${order.id}/status`;
    const unpaid = await t.call({
      method: 'PUT',
      url,
      token: admin,
      body: { status: 'shipped', courier: 'jne', tracking_number: 'JNE1' },
    });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(
      'Perubahan status tidak diizinkan: Menunggu konfirmasi Penjual / Menunggu Pembayaran ke Dikirim / Menunggu Pembayaran',
    );
    await t.call({ method: 'PUT', url, token: admin, body: { payment_status: 'paid' } });
    const noResi = await t.call({
      method: 'PUT',
      url,
      token: admin,
      body: { status: 'shipped', courier: 'jne' },
    });
    expect(noResi.status).toBe(400);
    expect(noResi.body.errors).toEqual([{ path: 'tracking_number', message: 'Isi Nomor Resi' }]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'processing', courier: null, trackingNumber: null });
  });

  it('refuses customers (403), unknown fields and empty bodies (400)', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const { customer, order } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const admin = await t.adminToken();
    const url = `/api/orders/${order.id}/status`;
    expect(
      (await t.call({ method: 'PUT', url, token: customer.token, body: { status: 'delivered' } })).status,
    ).toBe(403);
    expect((await t.call({ method: 'PUT', url, token: admin, body: {} })).status).toBe(400);
    expect((await t.call({ method: 'PUT', url, token: admin, body: { total_amount: 1 } })).status).toBe(400);
    expect((await t.call({ method: 'PUT', url, token: admin, body: { status: 'lost' } })).status).toBe(400);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
  });
});

describe('GET /api/orders/admin/all', () => {
  it('searches by order number, customer name or email, case-insensitively, 10 a page', async () => {
    const p = await createProduct(t.db, { stock: 100 });
    const customer = await t.registerCustomer({
      fullname: 'Rahmat Hidayat',
      email: `rahmat-${Date.now()}@contoh.id`,
    });
    const orderNumbers: string[] = [];
    const address = await t.call({
      method: 'POST',
      url: '/api/shipping-address',
      token: customer.token,
      body: {
        label: 'Rumah',
        recipient: 'Rahmat',
        phone: '081234567891',
        kabupaten: 'Sampang',
        kecamatan: 'Camplong',
        desa: 'Anggersek',
        jalan: 'Jl. Pantai 1',
        postal_code: '69281',
      },
    });
    for (let i = 0; i < 11; i++) {
      await t.call({
        method: 'POST',
        url: '/api/cart/add',
        token: customer.token,
        body: { productId: p.id },
      });
      const res = await t.call({
        method: 'POST',
        url: '/api/orders/create',
        token: customer.token,
        body: { shipping_address_id: address.body.address.id },
      });
      orderNumbers.push(res.body.order.order_number);
      await settleInDb(res.body.order.id);
    }
    const admin = await t.adminToken();
    const byName = await t.call({
      method: 'GET',
      url: '/api/orders/admin/all?search=rahmat%20HIDAYAT',
      token: admin,
    });
    expect(byName.status).toBe(200);
    expect(byName.body.data).toHaveLength(10);
    expect(byName.body.pagination).toMatchObject({
      totalItems: 11,
      limit: 10,
      totalPages: 2,
      hasNextPage: true,
    });
    expect(byName.body.data[0].user.fullname).toBe('Rahmat Hidayat');

    const byEmail = await t.call({
      method: 'GET',
      url: '/api/orders/admin/all?search=CONTOH.ID',
      token: admin,
    });
    expect(byEmail.body.pagination.totalItems).toBe(11);
    const byNumber = await t.call({
      method: 'GET',
      url: `/api/orders/admin/all?search=${orderNumbers[3]!.toLowerCase()}`,
      token: admin,
    });
    expect(byNumber.body.data.map((o: { order_number: string }) => o.order_number)).toEqual([
      orderNumbers[3],
    ]);
    const wildcard = await t.call({ method: 'GET', url: '/api/orders/admin/all?search=%25', token: admin });
    expect(wildcard.body.pagination.totalItems).toBe(0);
  });

  it('filters by status, payment status and Jakarta calendar days (both ends inclusive)', async () => {
    const p = await createProduct(t.db, { stock: 100 });
    const who = `Tanggal ${Date.now()}`;
    const customer = await t.registerCustomer({ fullname: who });
    const addr = await t.call({
      method: 'POST',
      url: '/api/shipping-address',
      token: customer.token,
      body: {
        label: 'Rumah',
        recipient: who,
        phone: '081234567892',
        kabupaten: 'Bangkalan',
        kecamatan: 'Arosbaya',
        desa: 'Balung',
        jalan: 'Jl. 1',
        postal_code: '69151',
      },
    });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      await t.call({
        method: 'POST',
        url: '/api/cart/add',
        token: customer.token,
        body: { productId: p.id },
      });
      const res = await t.call({
        method: 'POST',
        url: '/api/orders/create',
        token: customer.token,
        body: { shipping_address_id: addr.body.address.id },
      });
      ids.push(res.body.order.id);
    }
    // 23:30 on 1 March in Jakarta, 00:30 on 2 March in Jakarta, and 3 March.
    const times = ['2026-03-01T16:30:00Z', '2026-03-01T17:30:00Z', '2026-03-03T05:00:00Z'];
    for (const [i, id] of ids.entries()) {
      await t.db
        .update(orders)
        .set({ createdAt: new Date(times[i]!) })
        .where(eq(orders.id, id));
    }
    const admin = await t.adminToken();
    const query = async (qs: string) =>
      (
        await t.call({
          method: 'GET',
          url: `/api/orders/admin/all?search=${encodeURIComponent(who)}&${qs}`,
          token: admin,
        })
      ).body.data.map((o: { id: number }) => o.id);

    expect(await query('startDate=2026-03-01&endDate=2026-03-01')).toEqual([ids[0]]);
    expect(await query('startDate=2026-03-02&endDate=2026-03-03')).toEqual([ids[2], ids[1]]);
    expect(await query('startDate=2026-03-02')).toEqual([ids[2], ids[1]]);
    expect(await query('endDate=2026-03-02')).toEqual([ids[1], ids[0]]);

    await t.call({
      method: 'PUT',
      url: `/api/orders/${ids[1]}/status`,
      token: admin,
      body: { payment_status: 'paid' },
    });
    await t.call({ method: 'PUT', url: `/api/orders/${ids[2]}/cancel`, token: admin });
    expect(await query('payment_status=paid')).toEqual([ids[1]]);
    expect(await query('status=cancelled')).toEqual([ids[2]]);
    expect(await query('status=pending&payment_status=pending')).toEqual([ids[0]]);
    const bad = await t.call({
      method: 'GET',
      url: '/api/orders/admin/all?startDate=01-03-2026',
      token: admin,
    });
    expect(bad.status).toBe(400);
  });

  it('is for admins only', async () => {
    const { token } = await t.registerCustomer();
    expect((await t.call({ method: 'GET', url: '/api/orders/admin/all', token })).status).toBe(403);
  });
});

describe('confirm payment and complete', () => {
  it('records the customer’s bank and a history note; the payment stays pending', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const { customer, order } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const res = await t.call({
      method: 'POST',
      url: `/api/orders/${order.order_number}/confirm-payment`,
      token: customer.token,
      body: { bank: 'Mandiri' },
    });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      payment_bank: 'Mandiri',
      payment_status: 'pending',
      status: 'pending',
    });
    expect(res.body.order.status_history.at(-1)).toMatchObject({
      actor_role: 'customer',
      notes: 'Pelanggan mengonfirmasi transfer ke Mandiri',
    });
  });

  it('refuses another customer (404), an unknown bank (400), a cancelled or paid order (409)', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const { customer, order } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const stranger = await t.registerCustomer();
    const url = `/api/orders/${order.id}/confirm-payment`;
    expect((await t.call({ method: 'POST', url, token: stranger.token, body: { bank: 'BCA' } })).status).toBe(
      404,
    );
    expect((await t.call({ method: 'POST', url, token: customer.token, body: { bank: 'BRI' } })).status).toBe(
      400,
    );

    const admin = await t.adminToken();
    await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      token: admin,
      body: { payment_status: 'paid' },
    });
    expect((await t.call({ method: 'POST', url, token: customer.token, body: { bank: 'BCA' } })).status).toBe(
      409,
    );

    const other = await placeOrder([{ productId: p.id, quantity: 1 }]);
    await t.call({ method: 'PUT', url: `/api/orders/${other.order.id}/cancel`, token: other.customer.token });
    const cancelled = await t.call({
      method: 'POST',
      url: `/api/orders/${other.order.id}/confirm-payment`,
      token: other.customer.token,
      body: { bank: 'BCA' },
    });
    expect(cancelled.status).toBe(409);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, other.order.id));
    expect(row?.paymentBank).toBeNull();
  });

  it('lets the customer complete a delivered order once', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const { customer, order } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const url = `/api/orders/${order.id}/complete`;
    const early = await t.call({ method: 'PUT', url, token: customer.token });
    expect(early.status).toBe(409);

    await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      token: await t.adminToken(),
      body: { payment_status: 'paid' },
    });
    for (const body of [
      { status: 'shipped', courier: 'sicepat', tracking_number: '0021' },
      { status: 'delivered' },
    ]) {
      await t.call({
        method: 'PUT',
        url: `/api/orders/${order.id}/status`,
        token: await t.adminToken(),
        body,
      });
    }
    const stranger = await t.registerCustomer();
    expect((await t.call({ method: 'PUT', url, token: stranger.token })).status).toBe(404);
    const done = await t.call({ method: 'PUT', url, token: customer.token });
    expect(done.status).toBe(200);
    expect(done.body.order.status).toBe('delivered');
    expect(done.body.order.status_history.at(-1)).toMatchObject({
      status: 'delivered',
      actor_role: 'customer',
      notes: 'Pesanan diterima pelanggan',
    });
    expect((await t.call({ method: 'PUT', url, token: customer.token })).status).toBe(409);
  });
});

describe('data left behind', () => {
  it('keeps no cart lines after an order', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const { customer } = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const lines = await t.db
      .select()
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, customer.user.id));
    expect(lines).toEqual([]);
  });
});

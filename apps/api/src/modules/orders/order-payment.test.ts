import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest } from '../../../test/race.ts';
import { openPostgres } from '../../db/client.ts';
import { orderStatusHistory, orders } from '../../db/schema/index.ts';
import { updateOrderStatus } from './order-changes.service.ts';
import { expireOverdueOrders } from './order-expiry.service.ts';
import { checkout, createProduct, customerWithCart, insertOrder, productStock } from './orders.fixtures.ts';

// Unpaid-order limit, Idempotency-Key and the expiry job (docs/decisions/028-payment-deadline-and-expiry.md);
// the unique amount to transfer is in unique-amount.test.ts.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const order = (
  customer: { token: string; addressId: number; remoteAddress?: string },
  headers?: Record<string, string>,
) => checkout(t, customer, { headers });

const addToCart = (token: string, productId: number, quantity = 1) =>
  t.call({ method: 'POST', url: '/api/cart/add', token, body: { productId, quantity } });

describe('unpaid-order limit', () => {
  it('refuses a fourth unpaid order with a clear 409 and allows one again once an order is paid', async () => {
    const p = await createProduct(t.db, { stock: 20 });
    const customer = await customerWithCart(t, []);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      await addToCart(customer.token, p.id);
      const res = await order(customer);
      expect(res.status).toBe(201);
      ids.push(res.body.order.id);
    }
    await addToCart(customer.token, p.id);
    const fourth = await order(customer);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(
      'Kamu masih punya 3 pesanan yang belum dibayar. Selesaikan pembayaran atau batalkan salah satunya sebelum membuat pesanan baru.',
    );
    expect(await productStock(t.db, p.id)).toEqual({ stock: 17, sold: 3 });

    await t.call({
      method: 'PUT',
      url: `/api/orders/${ids[0]}/status`,
      token: await t.adminToken(),
      body: { payment_status: 'paid' },
    });
    expect((await order(customer)).status).toBe(201);
  });
});

describe('Idempotency-Key on POST /orders/create', () => {
  it('answers a retry with the same order instead of "Keranjang belanja kosong"', async () => {
    const p = await createProduct(t.db, { stock: 10 });
    const customer = await customerWithCart(t, [{ productId: p.id, quantity: 2 }]);
    const key = { 'idempotency-key': 'checkout-7f3a9c21' };
    const first = await order(customer, key);
    const retry = await order(customer, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.order.id).toBe(first.body.order.id);
    expect(retry.body.order.total_amount).toBe(first.body.order.total_amount);
    expect(await productStock(t.db, p.id)).toEqual({ stock: 8, sold: 2 });

    // Another key is another checkout: the cart is empty now.
    const other = await order(customer, { 'idempotency-key': 'checkout-other-1' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('Keranjang belanja kosong');
    // Keys are per customer: someone else's same key is their own checkout.
    const someone = await customerWithCart(t, [{ productId: p.id, quantity: 1 }]);
    const theirs = await order(someone, key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.order.id).not.toBe(first.body.order.id);
  });

  it('refuses a malformed key (400)', async () => {
    const customer = await customerWithCart(t, []);
    const res = await order(customer, { 'idempotency-key': 'short' });
    expect(res.status).toBe(400);
  });
});

describe('expiry', () => {
  async function overdue(hoursLate: number, quantity = 1) {
    const customer = await t.registerCustomer();
    const p = await createProduct(t.db, { stock: 10 });
    const o = await insertOrder(t.db, {
      userId: customer.user.id,
      productId: p.id,
      quantity,
      paymentDueAt: new Date(Date.now() - hoursLate * HOUR),
    });
    return { customer, product: p, order: o };
  }
  const expiryNotes = async (orderId: number) =>
    (
      await t.db
        .select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.actorRole, 'system')))
    ).map((h) => [h.status, h.notes]);

  it('cancels an order unpaid after deadline + grace once: reason, stock back, history; spares the rest', async () => {
    const late = await overdue(3, 2);
    const inGrace = await overdue(1);
    const paidLate = await overdue(5);
    await t.db
      .update(orders)
      .set({ status: 'processing', paymentStatus: 'paid' })
      .where(eq(orders.id, paidLate.order.id));
    expect(await productStock(t.db, late.product.id)).toEqual({ stock: 8, sold: 2 });

    await expireOverdueOrders(t.db, 2 * HOUR);
    await expireOverdueOrders(t.db, 2 * HOUR);

    const seen = await t.call({
      method: 'GET',
      url: `/api/orders/${late.order.id}`,
      token: late.customer.token,
    });
    expect(seen.body.order).toMatchObject({ status: 'cancelled', cancel_reason: 'Waktu pembayaran habis' });
    expect(seen.body.order.status_history.at(-1)).toMatchObject({
      status: 'cancelled',
      actor_role: 'system',
      actor_name: null,
      notes: 'Waktu pembayaran habis; stok dikembalikan',
    });
    expect(await expiryNotes(late.order.id)).toHaveLength(1);
    expect(await productStock(t.db, late.product.id)).toEqual({ stock: 10, sold: 0 });
    for (const spared of [inGrace, paidLate]) {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, spared.order.id));
      expect(row?.status).not.toBe('cancelled');
      expect(await productStock(t.db, spared.product.id)).toEqual({ stock: 9, sold: 1 });
    }
  });

  it('runs by itself in the API process on a timer (ORDER_EXPIRY_INTERVAL_SECONDS)', async () => {
    const timed = await createTestContext({
      env: { ORDER_EXPIRY_INTERVAL_SECONDS: '1', ORDER_PAYMENT_GRACE_HOURS: '0' },
    });
    try {
      const customer = await timed.registerCustomer();
      const p = await createProduct(timed.db, { stock: 4 });
      const o = await insertOrder(timed.db, {
        userId: customer.user.id,
        productId: p.id,
        paymentDueAt: new Date(Date.now() + 1500),
      });
      let status = 'pending';
      for (let i = 0; i < 40 && status === 'pending'; i++) {
        await sleep(250);
        const [row] = await timed.db.select().from(orders).where(eq(orders.id, o.id));
        status = row!.status;
      }
      expect(status).toBe('cancelled');
      expect(await productStock(timed.db, p.id)).toEqual({ stock: 4, sold: 0 });
    } finally {
      await timed.close();
    }
  });

  // Two API processes are two connection pools on one PostgreSQL, both running the job at the same
  // moment; each pauses after claiming, so without the row locks both would cancel the same orders.
  raceTest(
    'expires each order once with two processes on one PostgreSQL, stock back once',
    async () => {
      const batch = await Promise.all(Array.from({ length: 12 }, () => overdue(4, 1)));
      const second = openPostgres(t.dbUrl!, 5, () => {});
      try {
        const pause = { afterClaim: () => sleep(200) };
        const [a, b] = await Promise.all([
          expireOverdueOrders(t.db, 2 * HOUR, { hooks: pause }),
          expireOverdueOrders(second.db, 2 * HOUR, { hooks: pause }),
        ]);
        expect(a + b).toBeGreaterThanOrEqual(12);
        for (const { order: o, product } of batch) {
          expect(await expiryNotes(o.id)).toEqual([
            ['cancelled', 'Waktu pembayaran habis; stok dikembalikan'],
          ]);
          expect(await productStock(t.db, product.id)).toEqual({ stock: 10, sold: 0 });
        }
      } finally {
        await second.close();
      }
    },
    30_000,
  );

  // The job claims the order and pauses; the admin's approval arrives meanwhile and must wait for the
  // row, then finds it cancelled. Without the claim's lock both would "win".
  raceTest(
    'lets exactly one of expiry and approval win a race (PostgreSQL)',
    async () => {
      await expireOverdueOrders(t.db, 2 * HOUR); // earlier tests' leftovers, so only this order is due
      const { order: o, product } = await overdue(4);
      const [admin] = await t.db
        .execute<{ id: number }>(sql`select id from users where role = 'admin' limit 1`)
        .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
      let approval: Promise<unknown> | undefined;
      const expired = await expireOverdueOrders(t.db, 2 * HOUR, {
        hooks: {
          afterClaim: async () => {
            approval = updateOrderStatus(t.db, { id: admin!.id, role: 'admin' }, String(o.id), {
              payment_status: 'paid',
            }).then(
              () => 'approved',
              (err: { statusCode?: number; message: string }) => err.message,
            );
            await sleep(300);
          },
        },
      });
      const outcome = await approval;
      expect(expired).toBe(1);
      expect(outcome).toBe('Pesanan sudah dibatalkan dan tidak dapat diubah');
      const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
      expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', invoiceNumber: null });
      expect(await productStock(t.db, product.id)).toEqual({ stock: 10, sold: 0 });
    },
    30_000,
  );
});

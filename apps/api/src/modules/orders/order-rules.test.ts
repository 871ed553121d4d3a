import { ORDER_STATES, type OrderStatus, type PaymentStatus, type StateKey, todayInShop } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import type { RaceHooks } from '../../db/race.ts';
import { orderStatusHistory, orders } from '../../db/schema/index.ts';
import { createProduct, insertOrder, productStock, waitingOrder } from './orders.fixtures.ts';

// The transition table of docs/decisions/027-order-transitions.md, checked through the API for every pair
// of states, and the customer's confirmation accepted once.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

// Written out here, not read from the table, so a wrong table fails this test.
const ALLOWED = new Set<string>([
  'pending/pending>processing/paid',
  'pending/pending>pending/failed',
  'pending/pending>cancelled/pending',
  'pending/failed>pending/pending',
  'pending/failed>processing/paid',
  'pending/failed>cancelled/failed',
  'processing/paid>shipped/paid',
  'processing/paid>cancelled/paid',
  'shipped/paid>delivered/paid',
]);

const split = (k: StateKey) => k.split('/') as [OrderStatus, PaymentStatus];

describe('the order transition table (admin PUT /orders/{id}/status)', () => {
  it('lists exactly the eight states an order can be in', () => {
    expect([...ORDER_STATES].sort()).toEqual(
      [
        'pending/pending',
        'pending/failed',
        'processing/paid',
        'shipped/paid',
        'delivered/paid',
        'cancelled/pending',
        'cancelled/failed',
        'cancelled/paid',
      ].sort(),
    );
  });

  it('answers every pair of states: allowed moves change the order, every other is a 409 that changes nothing', async () => {
    const customer = await t.registerCustomer();
    const product = await createProduct(t.db, { stock: 1000 });
    const admin = await t.adminToken();
    const outcomes: string[] = [];
    for (const from of ORDER_STATES) {
      for (const to of ORDER_STATES) {
        if (from === to) continue;
        const [status, paymentStatus] = split(from);
        const order = await insertOrder(t.db, {
          userId: customer.user.id,
          productId: product.id,
          status,
          paymentStatus,
          // Shipped and delivered orders carry their courier and resi.
          ...(status === 'shipped' || status === 'delivered' ? { courier: 'jne', trackingNumber: 'R1' } : {}),
        });
        const [toStatus, toPayment] = split(to);
        const res = await t.call({
          method: 'PUT',
          url: `/api/orders/${order.id}/status`,
          token: admin,
          body: {
            status: toStatus,
            payment_status: toPayment,
            ...(toStatus === 'shipped' ? { courier: 'jne', tracking_number: 'R1' } : {}),
          },
        });
        const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
        const history = await t.db
          .select()
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, order.id));
        const key = `${from}>${to}`;
        if (ALLOWED.has(key)) {
          expect(res.status, key).toBe(200);
          expect(`${row!.status}/${row!.paymentStatus}`, key).toBe(to);
          expect(history, key).toHaveLength(1);
          // A cancel gives the stock back, a payment gets its invoice number.
          expect(row!.stockReserved, key).toBe(toStatus !== 'cancelled');
          if (toPayment === 'paid' && paymentStatus !== 'paid') {
            const day = todayInShop(row!.paidAt!);
            expect(row!.invoiceNumber, key).toBe(
              `INV/${day.slice(0, 4)}/${day.slice(5, 7)}/${String(order.id).padStart(6, '0')}`,
            );
          }
        } else {
          expect(res.status, key).toBe(409);
          expect(res.body.code, key).toBe('CONFLICT');
          expect(`${row!.status}/${row!.paymentStatus}`, key).toBe(from);
          expect(row!.stockReserved, key).toBe(status !== 'cancelled');
          expect(history, key).toHaveLength(0);
        }
        outcomes.push(`${key}:${res.status}`);
      }
    }
    expect(outcomes).toHaveLength(56);
    expect(outcomes.filter((o) => o.endsWith(':200'))).toHaveLength(ALLOWED.size);
    // Every pass gave stock back exactly for the cancelled ones: 1000 minus the orders still holding stock.
    const holding = await t.db.select().from(orders).where(eq(orders.stockReserved, true));
    expect((await productStock(t.db, product.id)).stock).toBe(1000 - holding.length);
  });

  it('treats marking a waiting order paid as the approval: paid and processing, with an invoice number', async () => {
    const { order } = await waitingOrder(t);
    const res = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      token: await t.adminToken(),
      body: { payment_status: 'paid' },
    });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      status: 'processing',
      payment_status: 'paid',
      invoice_number: expect.stringMatching(/^INV\/\d{4}\/\d{2}\/\d{6}$/),
      paid_at: expect.any(String),
    });
  });
});

describe('the customer’s confirmation', () => {
  it('is accepted once', async () => {
    const { customer, order } = await waitingOrder(t);
    const url = `/api/orders/${order.id}/confirm-payment`;
    const first = await t.call({ method: 'POST', url, token: customer.token, body: { bank: 'BCA' } });
    expect(first.status).toBe(200);
    expect(first.body.order.payment_confirmed_at).toEqual(expect.any(String));
    const second = await t.call({ method: 'POST', url, token: customer.token, body: { bank: 'BNI' } });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Pembayaran pesanan ini sudah dikonfirmasi');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentBank).toBe('BCA');
  });

  it('is refused after the payment deadline', async () => {
    const { customer, order } = await waitingOrder(t);
    await t.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    const res = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/confirm-payment`,
      token: customer.token,
      body: { bank: 'BCA' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Batas waktu pembayaran pesanan ini sudah lewat');
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can show the row lock at work. The hook
  // pauses inside the order's lock: without it all five would read "not confirmed" and all succeed.
  const confirmFiveAtOnce = async (hooks: RaceHooks) => {
    const { customer, order } = await waitingOrder(t);
    const results = await withRaceHooks(hooks, () =>
      Promise.all(
        ['BCA', 'BNI', 'Mandiri', 'BCA', 'BNI'].map((bank) =>
          t.call({
            method: 'POST',
            url: `/api/orders/${order.id}/confirm-payment`,
            token: customer.token,
            body: { bank },
          }),
        ),
      ),
    );
    const notes = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    return {
      statuses: results.map((r) => r.status).sort(),
      confirmations: notes.filter((h) => h.notes?.startsWith('Pelanggan mengonfirmasi')),
    };
  };

  raceTest('accepts exactly one of five parallel confirmations (PostgreSQL), the rest 409', async () => {
    const { statuses, confirmations } = await confirmFiveAtOnce(WIDE_WINDOW);
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(confirmations).toHaveLength(1);
  });

  // The check that the race test above is real: without the order's lock every confirmation is accepted.
  raceTest('would accept all five without the order lock (the race test above is real)', async () => {
    const { statuses, confirmations } = await confirmFiveAtOnce({
      ...WIDE_WINDOW,
      unlocked: ['orders.order'],
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(confirmations).toHaveLength(5);
  });
});

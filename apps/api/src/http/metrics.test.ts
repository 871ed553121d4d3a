import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { TEST_DB_KIND } from '../../test/db.ts';
import { orders } from '../db/schema/index.ts';
import { sendDueMessages } from '../modules/notifications/index.ts';
import { expireOverdueOrders } from '../modules/orders/index.ts';
import { createProduct, customerWithCart } from '../modules/orders/orders.fixtures.ts';

// GET /metrics (ADR 066): closed unless METRICS_TOKEN is set, then only for its bearer; the counters
// move with what the shop did. Counters live for the whole process, so each test reads them before and
// after and compares the difference.
const TOKEN = 'metrics-token-for-the-tests-0123';
let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The value of one series in Prometheus text, 0 when it is not there yet. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(ctx: TestContext): Promise<string> {
  const res = await ctx.call({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return res.raw;
}

describe('GET /metrics', () => {
  it('answers 404 when METRICS_TOKEN is not set, whatever the caller sends', async () => {
    t = await createTestContext();
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const res = await t.call({ method: 'GET', url: '/metrics', headers });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect(res.raw).not.toContain('toko_');
    }
    // An admin's token opens nothing either: the metrics are not part of the shop's API.
    const admin = await t.call({ method: 'GET', url: '/metrics', token: await t.adminToken() });
    expect(admin.status).toBe(404);
  });

  it('answers 401 to a missing, wrong or differently long token and the metrics to the right one', async () => {
    t = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
    const wrong: Record<string, string>[] = [
      {},
      { authorization: 'Bearer metrics-token-for-the-tests-0124' },
      { authorization: 'Bearer short' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of wrong) {
      const res = await t.call({ method: 'GET', url: '/metrics', headers });
      expect({ headers, status: res.status, body: res.body }).toEqual({
        headers,
        status: 401,
        body: { message: 'Token metrik tidak valid', code: 'UNAUTHORIZED' },
      });
      expect(res.raw).not.toContain('toko_');
    }
    const text = await scrape(t);
    expect(text).toContain('# TYPE toko_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(text).toContain('# TYPE toko_db_pool_waiting gauge');
  });

  it('counts a checkout, an approval by source, an expiry, sent and failed messages, by route pattern', async () => {
    t = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
    const ctx = t;
    const product = await createProduct(ctx.db, { stock: 10 });
    const before = await scrape(ctx);

    const checkout = async () => {
      const customer = await customerWithCart(ctx, [{ productId: product.id, quantity: 1 }]);
      const res = await ctx.call({
        method: 'POST',
        url: '/api/orders/create',
        token: customer.token,
        body: { shipping_address_id: customer.addressId },
        remoteAddress: customer.remoteAddress,
      });
      expect(res.status).toBe(201);
      return { id: res.body.order.id as number, token: customer.token };
    };
    const paid = await checkout();
    const late = await checkout();
    const seen = await ctx.call({ method: 'GET', url: `/api/orders/${paid.id}`, token: paid.token });
    expect(seen.status).toBe(200);
    const approved = await ctx.call({
      method: 'PUT',
      url: `/api/orders/${paid.id}/status`,
      token: await ctx.adminToken(),
      body: { payment_status: 'paid' },
    });
    expect(approved.status).toBe(200);
    await ctx.db
      .update(orders)
      .set({ paymentDueAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, late.id));
    expect(await expireOverdueOrders(ctx.db, 0)).toBe(1);
    // The outbox holds the checkouts' and the approval's messages: one try that fails, then all sent.
    let refuse = true;
    const send = async () => {
      if (refuse) {
        refuse = false;
        throw new Error('Kotak surat sedang sibuk');
      }
    };
    const round = await sendDueMessages(ctx.db, send, { maxAttempts: 3 });
    expect(round.failed).toBe(1);

    const after = await scrape(ctx);
    const delta = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect({
      created: delta('toko_orders_created_total'),
      approvedManual: delta('toko_payments_approved_total{source="manual",kind="order"}'),
      approvedStatement: delta('toko_payments_approved_total{source="statement",kind="order"}'),
      expired: delta('toko_orders_expired_total'),
      sent: delta('toko_messages_sent_total'),
      failed: delta('toko_messages_failed_total{final="false"}'),
      checkoutRequests: delta(
        'toko_http_request_duration_seconds_count{route="/api/orders/create",method="POST",status="201"}',
      ),
      orderReads: delta(
        'toko_http_request_duration_seconds_count{route="/api/orders/:id",method="GET",status="200"}',
      ),
    }).toEqual({
      created: 2,
      approvedManual: 1,
      approvedStatement: 0,
      expired: 1,
      sent: round.sent,
      failed: 1,
      checkoutRequests: 2,
      orderReads: 1,
    });
    expect(round.sent).toBeGreaterThan(0);
    // One series per route, never one per order: the raw URL is nowhere.
    expect(after).not.toContain(`/api/orders/${paid.id}"`);
    // The scrape itself is not measured.
    expect(after).not.toContain('route="/metrics"');
    const pool = TEST_DB_KIND === 'postgres';
    expect(after.includes('toko_db_pool_connections{state="size"}')).toBe(pool);
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'shows the pool’s connections in use and the requests waiting for one (PostgreSQL)',
    async () => {
      t = await createTestContext({ env: { METRICS_TOKEN: TOKEN }, poolLimits: { size: 2 } });
      const ctx = t;
      const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
      const held = [await pool.connect(), await pool.connect()];
      // Both connections taken: a third query waits for one.
      const waiting = pool.query('select 1');
      try {
        const text = await scrape(ctx);
        expect({
          inUse: seriesValue(text, 'toko_db_pool_connections{state="in_use"}'),
          size: seriesValue(text, 'toko_db_pool_connections{state="size"}'),
          waiting: seriesValue(text, 'toko_db_pool_waiting'),
        }).toEqual({ inUse: 2, size: 2, waiting: 1 });
      } finally {
        for (const client of held) client.release();
        await waiting;
      }
      const idle = await scrape(ctx);
      expect(seriesValue(idle, 'toko_db_pool_waiting')).toBe(0);
    },
  );
});

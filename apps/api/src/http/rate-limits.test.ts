import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_SECRET, type TestContext } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { requestCounts } from '../db/schema/index.ts';
import { pruneRequestCounts } from './rate-limits.ts';

// The per-client request limit is counted in the database (ADR 069): two apps on one database stand for
// two API processes behind a load balancer. In memory each would let a client through LIMIT times.
// The same with real processes behind nginx: apps/api/src/scale-out.test.ts.
const LIMIT = 3;
let t: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestContext({ authRateLimit: LIMIT });
  second = await buildApp({
    db: t.db,
    config: t.config,
    jwtKey: new TextEncoder().encode(TEST_SECRET),
    logger: false,
    authRateLimit: LIMIT,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const attempt = (app: FastifyInstance, url: string, remoteAddress = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });

describe('the request limit across processes', () => {
  it("counts a client's requests on both processes together: the fourth in the minute is refused, wherever it lands", async () => {
    await t.db.delete(requestCounts);
    const statuses = [];
    for (const app of [t.app, second, t.app])
      statuses.push((await attempt(app, '/api/auth/login')).statusCode);
    // Counted, then refused by the schema: the limit runs before the body is read.
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await attempt(second, '/api/auth/login');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ (detik|menit)\.$/),
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await attempt(t.app, '/api/auth/login')).statusCode).toBe(429);

    // Another client, and the same client on another limited route, are counted apart.
    expect((await attempt(second, '/api/auth/login', '203.0.113.8')).statusCode).toBe(400);
    expect((await attempt(second, '/api/auth/register')).statusCode).toBe(400);
    const rows = await t.db
      .select({ key: requestCounts.key, hits: requestCounts.hits })
      .from(requestCounts)
      .orderBy(requestCounts.key);
    expect(rows).toEqual([
      { key: 'POST /api/auth/login 203.0.113.7', hits: 5 },
      { key: 'POST /api/auth/login 203.0.113.8', hits: 1 },
      { key: 'POST /api/auth/register 203.0.113.7', hits: 1 },
    ]);
  });

  it('lets the client in again once its window has ended, and deletes ended windows', async () => {
    await t.db.delete(requestCounts);
    for (let i = 0; i <= LIMIT; i++) await attempt(t.app, '/api/auth/login');
    expect((await attempt(second, '/api/auth/login')).statusCode).toBe(429);
    await attempt(second, '/api/auth/register');
    // The minute passes (on the database's clock, which every process reads).
    await t.db
      .update(requestCounts)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(sql`${requestCounts.key} like 'POST /api/auth/login %'`);
    expect((await attempt(second, '/api/auth/login')).statusCode).toBe(400);
    const [row] = await t.db
      .select({ hits: requestCounts.hits, left: sql<number>`extract(epoch from resets_at - now())` })
      .from(requestCounts)
      .where(sql`${requestCounts.key} = 'POST /api/auth/login 203.0.113.7'`);
    expect(row!.hits).toBe(1);
    expect(Number(row!.left)).toBeGreaterThan(50);

    await t.db
      .update(requestCounts)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(sql`${requestCounts.key} like 'POST /api/auth/register %'`);
    await pruneRequestCounts(t.db);
    expect((await t.db.select({ key: requestCounts.key }).from(requestCounts)).map((r) => r.key)).toEqual([
      'POST /api/auth/login 203.0.113.7',
    ]);
  });
});

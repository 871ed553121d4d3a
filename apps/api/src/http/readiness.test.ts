import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, TEST_SECRET, type TestContext } from '../../test/app.ts';
import { createTestDatabase, TEST_DB_KIND } from '../../test/db.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';

// /api/ready (ADR 066): a load balancer sends traffic only to a process whose database answers, has every
// migration, and is not draining; /api/health only says the process is alive.
let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const NOT_READY = {
  message: 'Toko belum siap melayani, silakan coba lagi sebentar lagi',
  code: 'SERVICE_UNAVAILABLE',
};

describe('GET /api/ready', () => {
  it('answers 200 on a migrated database that answers', async () => {
    t = await createTestContext();
    const res = await t.call({ method: 'GET', url: '/api/ready' });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { ok: true } });
  });

  it('answers 503 with Retry-After while a migration of this build is missing', async () => {
    t = await createTestContext();
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations
           where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await t.call({ method: 'GET', url: '/api/ready' });
    expect({ status: res.status, body: res.body, retryAfter: res.headers['retry-after'] }).toEqual({
      status: 503,
      body: NOT_READY,
      retryAfter: '5',
    });
    expect((await t.call({ method: 'GET', url: '/api/health' })).status).toBe(200);
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'answers 200 to an app role that may not read the migration record (the owner migrates), PostgreSQL',
    async () => {
      t = await createTestContext();
      const role = `toko_ready_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: t.dbUrl });
      await admin.connect();
      await admin.query(`create role ${role} login`);
      const url = new URL(t.dbUrl!);
      url.username = role;
      const asApp = openPostgres(url.toString(), 1);
      const app = await buildApp({
        db: asApp.db,
        config: t.config,
        jwtKey: new TextEncoder().encode(TEST_SECRET),
        logger: false,
      });
      try {
        const record = await asApp.db.execute(sql`select 1 from drizzle.__drizzle_migrations`).then(
          () => 'read',
          (err: { cause?: { code?: string } }) => err.cause?.code,
        );
        expect(record).toBe('42501');
        const res = await app.inject({ method: 'GET', url: '/api/ready' });
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { ok: true } });
      } finally {
        await app.close();
        await asApp.close();
        await admin.query(`drop role ${role}`);
        await admin.end();
      }
    },
  );

  it('answers 503 with Retry-After once the process drains (SIGTERM)', async () => {
    t = await createTestContext();
    const ctx = t;
    expect((await ctx.call({ method: 'GET', url: '/api/ready' })).status).toBe(200);
    const stopped = ctx.app.stopGracefully({ drainMs: 300, timeoutMs: 5_000 });
    const res = await ctx.call({ method: 'GET', url: '/api/ready' });
    expect({ status: res.status, code: res.body.code, retryAfter: res.headers['retry-after'] }).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: '5',
    });
    await stopped;
  });

  it('answers 503 with Retry-After when the database is gone, while /api/health stays 200', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: loadConfig({ JWT_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      jwtKey: new TextEncoder().encode(TEST_SECRET),
      logger: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await database.close();
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect({ status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] }).toEqual({
        status: 503,
        body: NOT_READY,
        retryAfter: '5',
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });
});

describe('the slow request log line', () => {
  it('logs a request slower than SLOW_REQUEST_MS with its route pattern and time, and no faster one', async () => {
    const lines: Record<string, unknown>[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: loadConfig({
        JWT_SECRET: TEST_SECRET,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        SLOW_REQUEST_MS: '100',
        ORDER_EXPIRY_INTERVAL_SECONDS: '0',
        OUTBOX_INTERVAL_SECONDS: '0',
      }),
      jwtKey: new TextEncoder().encode(TEST_SECRET),
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    app.get('/test-slow/:ms', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, Number((request.params as { ms: string }).ms)));
      return { ok: true };
    });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/test-slow/5' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/test-slow/250' })).statusCode).toBe(200);
      const slow = lines.filter((l) => String(l.msg).startsWith('slow request'));
      expect(slow).toHaveLength(1);
      expect(slow[0]).toMatchObject({
        level: 40,
        route: '/test-slow/:ms',
        method: 'GET',
        statusCode: 200,
        msg: expect.stringMatching(/^slow request: GET \/test-slow\/:ms took \d+ ms$/),
      });
      expect(slow[0]!.responseTimeMs).toBeGreaterThanOrEqual(240);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is 500 ms unless SLOW_REQUEST_MS says otherwise', () => {
    expect(loadConfig({}).slowRequestMs).toBe(500);
  });
});

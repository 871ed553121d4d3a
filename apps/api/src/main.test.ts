import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STATIC_QRIS } from '@toko/shared/qris.fixtures';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../test/db.ts';
import {
  createScratchDatabase,
  launch,
  post,
  RUNNING_AT,
  send,
  startServer as startProcess,
} from '../test/server-process.ts';
import { openDatabase } from './db/client.ts';
import { orders, users } from './db/schema/index.ts';
import { signToken } from './http/auth.ts';
import { createProduct, VALID_ADDRESS } from './modules/orders/orders.fixtures.ts';

// The real server process: start-up, graceful shutdown on SIGTERM, and data kept across restarts in a
// file-backed PGlite directory.
const dataDir = mkdtempSync(join(tmpdir(), 'toko-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startServer = (env: Record<string, string> = {}) => startProcess({ DATA_DIR: dataDir, ...env });

describe('server process', () => {
  it('prints the URL and a generated admin password once, then not again on restart', async () => {
    const first = await startServer();
    // Printed just after the address, so it may arrive a moment after startServer resolves.
    const match = await first.waitFor(/first admin created: owner@toko\.test \/ (\S+)/);
    const login = await post(first.base, '/api/auth/login', {
      email: 'owner@toko.test',
      password: match[1],
    });
    expect(login.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startServer();
    expect(second.output()).not.toMatch(/first admin created/);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);

  it('finishes in-flight requests on SIGTERM, exits cleanly, and keeps the data for the next start', async () => {
    const server = await startServer();
    // Registration hashes a password (tens of ms each), so when the first answer is back the others are
    // still being worked on: that is when the signal goes.
    const emails = Array.from({ length: 8 }, (_, i) => `tahan${i}@example.com`);
    let done = 0;
    const inFlight = emails.map((email) =>
      post(server.base, '/api/auth/register', { fullname: 'Tahan', email, password: 'rahasia123' }).then(
        (r) => {
          done += 1;
          return r.status;
        },
      ),
    );
    await Promise.race(inFlight);
    server.child.kill('SIGTERM');
    const answeredAtSignal = done;
    expect(emails.length - answeredAtSignal).toBeGreaterThan(0);
    const statuses = await Promise.all(inFlight);
    // On a busy machine a request may not have been read yet when the signal lands: it is refused whole
    // (503), never half-done. Requests the server was working on finish: more 201s than were answered
    // when the signal went.
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(answeredAtSignal);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/stopped cleanly/);

    const again = await startServer();
    try {
      // Every 201 was kept; every 503 left nothing behind.
      for (const [i, email] of emails.entries()) {
        const res = await post(again.base, '/api/auth/login', { email, password: 'rahasia123' });
        expect(res.status).toBe(statuses[i] === 201 ? 200 : 401);
      }
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 180_000);

  it('stops under load: every order request gets a whole answer, new ones 503, and the database holds exactly the orders answered 201', async () => {
    // Its own data: PGlite in a fresh folder, or a fresh PostgreSQL database in the PostgreSQL run.
    const ownDir = mkdtempSync(join(tmpdir(), 'toko-stop-'));
    const secret = 'graceful-stop-secret-long-enough-for-hs256';
    const scratch = TEST_DB_KIND === 'postgres' ? await createScratchDatabase('toko_stop') : undefined;
    const databaseUrl = scratch?.url;
    const env = {
      DATA_DIR: ownDir,
      JWT_SECRET: secret,
      MAX_UNPAID_ORDERS: '100',
      // Long enough that a request sent after the signal is seen still meets the open listener.
      SHUTDOWN_DRAIN_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '60000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const open = () => openDatabase({ databaseUrl, dataDir: join(ownDir, 'pglite') });
    try {
      // First start migrates; with the server stopped, 40 customers and a product go straight in.
      const first = await startServer(env);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      const setup = await open();
      const key = new TextEncoder().encode(secret);
      let tokens: string[];
      let productId: number;
      try {
        const product = await createProduct(setup.db, { stock: 1000, price: 150_000 });
        productId = product.id;
        const rows = await setup.db
          .insert(users)
          .values(
            Array.from({ length: 40 }, (_, i) => ({
              fullname: `Pembeli ${i}`,
              email: `pembeli${i}@example.com`,
              passwordHash: 'not-used',
            })),
          )
          .returning({ id: users.id });
        tokens = await Promise.all(rows.map((r) => signToken(key, r.id)));
      } finally {
        await setup.close();
      }

      const server = await startServer(env);
      const addressIds = await Promise.all(
        tokens.map(async (token) => {
          const address = await send(server.base, 'POST', '/api/shipping-address', {
            token,
            body: VALID_ADDRESS,
          });
          expect(address.status, address.error ?? address.body).toBe(201);
          const cart = await send(server.base, 'POST', '/api/cart/add', {
            token,
            body: { productId, quantity: 1 },
          });
          expect(cart.status).toBe(201);
          return JSON.parse(address.body!).address.id as number;
        }),
      );

      // Forty checkouts at once, each on its own connection; the signal goes when the first is answered,
      // so the others are in flight, queued in the process, or still in the kernel's accept queue.
      const inFlight = tokens.map((token, i) =>
        send(server.base, 'POST', '/api/orders/create', {
          token,
          body: { shipping_address_id: addressIds[i], payment_method: 'Transfer Bank' },
        }),
      );
      await Promise.race(inFlight);
      server.child.kill('SIGTERM');
      const answers = await Promise.all(inFlight);

      // A request sent once the stop is under way is told to come back, in the shop's error shape.
      await expect.poll(() => server.output(), { timeout: 20_000 }).toMatch(/SIGTERM received/);
      const late = await send(server.base, 'GET', '/api/products');
      const exitCode = await server.exited;

      // Every request got a whole HTTP answer: created, refused as a conflict, or told to retry.
      for (const a of answers) {
        expect(a.error, 'a connection was reset or refused').toBeUndefined();
        expect([201, 409, 503]).toContain(a.status);
        const body = JSON.parse(a.body!);
        if (a.status !== 201) expect(body.code).toBeTypeOf('string');
      }
      const created = answers.filter((a) => a.status === 201).length;
      expect(created).toBeGreaterThan(0);

      expect(late.status, late.error).toBe(503);
      expect(JSON.parse(late.body!)).toEqual({
        message: 'Toko sedang dimulai ulang, silakan coba lagi sebentar lagi',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(late.headers!['retry-after']).toBe('5');
      expect(late.headers!.connection).toBe('close');
      expect(exitCode).toBe(0);
      expect(server.output()).toMatch(/stopped cleanly/);

      const check = await open();
      try {
        const [row] = await check.db.select({ n: count() }).from(orders);
        expect(row!.n).toBe(created);
      } finally {
        await check.close();
      }
    } finally {
      await scratch?.drop();
      rmSync(ownDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('listens only once the web app that a first npm start builds beside it is there (TOKO_WEB_PENDING)', async () => {
    const pending = join(dataDir, 'web-build-pending');
    writeFileSync(pending, '');
    const server = launch({ DATA_DIR: join(dataDir, 'while-web-builds'), TOKO_WEB_PENDING: pending });
    try {
      await server.waitFor(/waiting for the web app build/);
      // The database is ready, the build is not: nothing answers yet.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(server.output()).not.toMatch(RUNNING_AT);
      rmSync(pending);
      const [, port] = await server.waitFor(RUNNING_AT);
      expect((await send(`http://127.0.0.1:${port}`, 'GET', '/api/health')).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 120_000);

  it('refuses to start with a bad setting and names the variable', async () => {
    await expect(startServer({ PORT: 'abc' })).rejects.toThrow(/PORT: must be a port number/);
  }, 30_000);

  it('refuses to start with a QRIS whose CRC does not check, naming QRIS_PAYLOAD', async () => {
    const typo = STATIC_QRIS.replace('SURABAYA', 'SURABAJA');
    await expect(startServer({ QRIS_PAYLOAD: typo })).rejects.toThrow(
      /QRIS_PAYLOAD: not a usable QRIS: the CRC does not check/,
    );
  }, 30_000);
});

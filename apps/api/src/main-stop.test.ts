import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../test/db.ts';
import { createScratchDatabase, send, startServer } from '../test/server-process.ts';
import { openDatabase } from './db/client.ts';
import { orders, users } from './db/schema/index.ts';
import { signToken } from './http/auth.ts';
import { createProduct, VALID_ADDRESS } from './modules/orders/orders.fixtures.ts';

// The server process stopping under load, on each database: no acknowledged order is lost.

describe('server process', () => {
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
});

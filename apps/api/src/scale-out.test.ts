import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../test/db.ts';
import { type Nginx, SITE_NAME, startNginx } from '../test/nginx.ts';
import { type Answer, createScratchDatabase, type Running, startServer } from '../test/server-process.ts';
import { startTestSmtpServer } from '../test/smtp.ts';
import { type Database, openPostgres } from './db/client.ts';
import { orderItems, orderStatusHistory, orders, outbox, requestCounts, users } from './db/schema/index.ts';
import { signToken } from './http/auth.ts';
import { createProduct, productStock, VALID_ADDRESS } from './modules/orders/orders.fixtures.ts';

// Two real API processes on one PostgreSQL behind Debian's nginx, run from the deploy guide's own site
// files (docs/deploy/nginx/, through its TLS server block): what ADR 069 and DESIGN's "N identical
// processes behind nginx" promise, with the real parts. The limits, replays, jobs and the outbox are
// each tested in process elsewhere; here they must hold across processes.
const ONLY_POSTGRES = 'several API processes share a PostgreSQL server; PGlite is one process';
const SECRET = 'scale-out-test-secret-long-enough-for-hs256';
const LOGIN_LIMIT = 20;
const METRICS_TOKEN = 'scale-out-metrics-token-0123456789';

const skip = TEST_DB_KIND !== 'postgres';
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let setup: Database;
const api: Running[] = [];
let nginx: Nginx;
const dirs: string[] = [];

beforeAll(async () => {
  if (skip) return;
  scratch = await createScratchDatabase('toko_scale');
  smtp = await startTestSmtpServer();
  const env = {
    DATABASE_URL: scratch.url,
    JWT_SECRET: SECRET,
    // nginx is the one proxy hop: the address it appends to X-Forwarded-For is the client's.
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    OUTBOX_INTERVAL_SECONDS: '1',
    ORDER_EXPIRY_INTERVAL_SECONDS: '1',
    ORDER_PAYMENT_GRACE_HOURS: '0',
    MAX_UNPAID_ORDERS: '100',
    NEW_ACCOUNT_UNPAID_UNITS: '100000',
    NEW_ACCOUNT_UNPAID_TOTAL: '1000000000000',
    DB_POOL_SIZE: '5',
    METRICS_TOKEN,
  };
  // Both at once on the empty database, as two systemd instances start: one runs the migrations while
  // the other waits for it (a second run at the same time used to end that process).
  const started = await Promise.allSettled(
    ['a', 'b'].map((name) => {
      const dir = mkdtempSync(join(tmpdir(), `toko-scale-${name}-`));
      dirs.push(dir);
      return startServer({ ...env, DATA_DIR: dir });
    }),
  );
  for (const s of started) if (s.status === 'fulfilled') api.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  setup = openPostgres(scratch.url, 2, () => {});
  nginx = await startNginx(api.map((p) => new URL(p.base).host));
}, 120_000);

afterAll(async () => {
  if (skip) return;
  for (const p of api) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await Promise.all(api.map((p) => p.exited));
  await nginx?.stop();
  await setup?.close();
  await smtp?.close();
  await scratch?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Customers made in the database, each with a token and a delivery address (through nginx). */
async function makeShoppers(n: number, prefix: string) {
  const rows = await setup.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        fullname: `Pembeli ${prefix} ${i}`,
        email: `${prefix}${i}@example.com`,
        passwordHash: 'not-used',
      })),
    )
    .returning({ id: users.id });
  const key = new TextEncoder().encode(SECRET);
  return Promise.all(
    rows.map(async (r) => {
      const token = await signToken(key, r.id);
      const address = await nginx.send('POST', '/api/shipping-address', { token, body: VALID_ADDRESS });
      expect(address.status, address.error ?? address.body).toBe(201);
      return { id: r.id, token, addressId: JSON.parse(address.body!).address.id as number };
    }),
  );
}
type Shopper = Awaited<ReturnType<typeof makeShoppers>>[number];

/** A counter of each process, read from its own /metrics (not through nginx, which picks one). */
async function perProcess(name: string): Promise<number[]> {
  return Promise.all(
    api.map(async (p) => {
      const res = await fetch(`${p.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const line = (await res.text()).split('\n').find((l) => l.startsWith(`${name} `));
      return Number(line?.slice(name.length + 1) ?? 0);
    }),
  );
}
const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

const retriable = (a: Answer) => a.error !== undefined || [502, 503, 504].includes(a.status!);

/** What a careful client does: one Idempotency-Key per action, the same request again on 502/503/504 or a dropped connection. */
async function sendUntilAnswered(
  method: string,
  path: string,
  opts: { token: string; body: unknown },
  seen: Answer[],
): Promise<Answer> {
  const headers = { 'idempotency-key': randomUUID() };
  for (;;) {
    const res = await nginx.send(method, path, { ...opts, headers });
    seen.push(res);
    if (!retriable(res)) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function buyOne(shopper: Shopper, productId: number, seen: Answer[]) {
  const { token, addressId } = shopper;
  const add = await sendUntilAnswered(
    'POST',
    '/api/cart/add',
    { token, body: { productId, quantity: 1 } },
    seen,
  );
  expect(add.status, add.body).toBe(201);
  return sendUntilAnswered(
    'POST',
    '/api/orders/create',
    { token, body: { shipping_address_id: addressId, payment_method: 'Transfer Bank' } },
    seen,
  );
}

describe('two API processes behind nginx on one PostgreSQL', () => {
  it("sends plain HTTP to HTTPS, and answers HTTPS with the site's certificate and the API's HSTS header once", async (ctx) => {
    ctx.skip(skip, ONLY_POSTGRES);
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          { host: '127.0.0.1', port: nginx.httpPort, path: '/produk?q=sofa', headers: { host: SITE_NAME } },
          resolve,
        )
        .on('error', reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe(`https://${SITE_NAME}/produk?q=sofa`);
    const secure = await nginx.send('GET', '/api/health');
    expect(secure.status).toBe(200);
    expect(secure.headers!['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("counts a client's login attempts on both processes together: the 21st in the minute is refused, a forged X-Forwarded-For changes nothing", async (ctx) => {
    ctx.skip(skip, ONLY_POSTGRES);
    const customer = { fullname: 'Sari Wulandari', email: 'sari@example.com', password: 'rahasia123' };
    expect((await nginx.send('POST', '/api/auth/register', { body: customer })).status).toBe(201);
    const login = { email: customer.email, password: customer.password };
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      // Every other attempt claims to come from somewhere else; nginx appends the real address last.
      const headers = i % 2 ? { 'x-forwarded-for': `198.51.100.${i}` } : undefined;
      statuses.push((await nginx.send('POST', '/api/auth/login', { body: login, headers })).status!);
    }
    expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(200));
    const refused = await nginx.send('POST', '/api/auth/login', { body: login });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body!)).toEqual({
      message: expect.stringMatching(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ (detik|menit)\.$/),
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers!['retry-after'])).toBeGreaterThanOrEqual(1);
    // Both processes answered some of them (in memory each would have let 20 through).
    // (nginx writes its log line once the answer is out.)
    await expect.poll(() => nginx.upstreamsOf('/api/auth/login').length).toBe(LOGIN_LIMIT + 1);
    expect(new Set(nginx.upstreamsOf('/api/auth/login'))).toEqual(
      new Set(api.map((p) => new URL(p.base).host)),
    );
    const counted = await setup.db
      .select({ key: requestCounts.key, hits: requestCounts.hits })
      .from(requestCounts)
      .where(sql`${requestCounts.key} like 'POST /api/auth/login %'`);
    expect(counted).toEqual([{ key: 'POST /api/auth/login 127.0.0.1', hits: LOGIN_LIMIT + 1 }]);
  });

  it('replays a checkout sent again with its Idempotency-Key to the other process: the same answer, one order', async (ctx) => {
    ctx.skip(skip, ONLY_POSTGRES);
    const product = await createProduct(setup.db, { stock: 50, price: 2_500_000 });
    const [shopper] = await makeShoppers(1, 'replay');
    const { token, addressId } = shopper!;
    expect(
      (await nginx.send('POST', '/api/cart/add', { token, body: { productId: product.id, quantity: 2 } }))
        .status,
    ).toBe(201);
    const checkout = {
      token,
      body: { shipping_address_id: addressId, payment_method: 'Transfer Bank' },
    };
    const key = randomUUID();
    const first = await checkoutAt(api[0]!, checkout, key);
    const again = await checkoutAt(api[1]!, checkout, key);
    expect(first.status, first.body).toBe(201);
    expect(again.status).toBe(201);
    expect(JSON.parse(again.body!)).toEqual(JSON.parse(first.body!));
    const made = await setup.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper!.id));
    expect(made).toEqual([{ id: JSON.parse(first.body!).order.id }]);
    expect(await productStock(setup.db, product.id)).toMatchObject({ stock: 48 });
  });

  it('cancels each overdue order once, with its stock returned once, while both processes run the expiry job', async (ctx) => {
    ctx.skip(skip, ONLY_POSTGRES);
    const product = await createProduct(setup.db, { stock: 100, price: 1_250_000 });
    const shoppers = await makeShoppers(6, 'expiry');
    const seen: Answer[] = [];
    const made = await Promise.all(shoppers.map((s) => buyOne(s, product.id, seen)));
    const ids = made.map((m) => JSON.parse(m.body!).order.id as number);
    expect(await productStock(setup.db, product.id)).toMatchObject({ stock: 94 });
    await setup.db
      .update(orders)
      .set({ paymentDueAt: sql`now() - interval '1 minute'` })
      .where(inArray(orders.id, ids));
    await expect
      .poll(
        async () =>
          (
            await setup.db
              .select({ id: orders.id })
              .from(orders)
              .where(and(inArray(orders.id, ids), eq(orders.status, 'cancelled')))
          ).length,
        { timeout: 15_000 },
      )
      .toBe(ids.length);
    // Another round of both jobs passes; nothing is cancelled or returned a second time.
    await new Promise((r) => setTimeout(r, 2_500));
    const cancellations = await setup.db
      .select({ orderId: orderStatusHistory.orderId, n: sql<number>`count(*)::int` })
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, ids), eq(orderStatusHistory.status, 'cancelled')))
      .groupBy(orderStatusHistory.orderId);
    expect(cancellations.map((c) => c.n)).toEqual(Array(ids.length).fill(1));
    expect(await productStock(setup.db, product.id)).toMatchObject({ stock: 100 });
    // Each process counts the orders it expired; together, each order once.
    const expired = await perProcess('toko_orders_expired_total');
    console.log(`[scale-out] orders expired by each process: ${expired.join(' + ')}`);
    expect(sum(expired)).toBe(ids.length);
  });

  it('sends each message once though both processes run the sender', async (ctx) => {
    ctx.skip(skip, ONLY_POSTGRES);
    // The orders above wrote their messages (made, then cancelled); both senders look every second.
    const written = await setup.db.select({ id: outbox.id }).from(outbox);
    expect(written.length).toBeGreaterThanOrEqual(12);
    await expect
      .poll(
        async () =>
          (await setup.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'sent'))).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(written.length);
    await smtp.waitFor(written.length);
    // A second sending would come within a round or two.
    await new Promise((r) => setTimeout(r, 2_500));
    const ids = smtp.received.map((m) => Number(m.outboxId));
    expect(ids.toSorted((x, y) => x - y)).toEqual(written.map((w) => w.id).toSorted((x, y) => x - y));
    const sent = await perProcess('toko_messages_sent_total');
    console.log(`[scale-out] messages sent by each process: ${sent.join(' + ')}`);
    expect(sum(sent)).toBe(written.length);
  });

  it('loses no acknowledged order and makes none twice when one process is killed during GETs and checkouts', async (ctx) => {
    ctx.skip(skip, ONLY_POSTGRES);
    const STOCK = 1_000;
    const product = await createProduct(setup.db, { stock: STOCK, price: 150_000 });
    const shoppers = await makeShoppers(6, 'load');
    const seen: Answer[] = [];
    const gets: Answer[] = [];
    const ordered: Answer[] = [];
    let running = true;
    const shop = async (s: Shopper) => {
      while (running) ordered.push(await buyOne(s, product.id, seen));
    };
    const browse = async () => {
      while (running) {
        gets.push(await nginx.send('GET', '/api/products?limit=12'));
        gets.push(await nginx.send('GET', '/api/health'));
      }
    };
    const traffic = Promise.all([...shoppers.map(shop), browse(), browse()]);
    const until = async (n: number) => {
      for (const end = Date.now() + 20_000; ordered.length < n && Date.now() < end; ) {
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await until(12);
    const [survivor, victim] = api as [Running, Running];
    victim.child.kill('SIGKILL');
    const atKill = ordered.length;
    await until(atKill + 18);
    running = false;
    await traffic;
    expect(ordered.length).toBeGreaterThanOrEqual(atKill + 18);

    // Every checkout was answered 201 in the end, and every GET 200: nginx passed the reads caught by
    // the kill to the other process, the client repeated its creates.
    expect(ordered.map((a) => a.status)).toEqual(Array(ordered.length).fill(201));
    expect(gets.filter((a) => a.status !== 200).map((a) => a.error ?? a.status)).toEqual([]);
    const acknowledged = ordered.map((a) => JSON.parse(a.body!).order.id as number);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);

    // The database holds exactly the acknowledged orders, one unit each, and the stock adds up.
    const inDb = await setup.db
      .select({ id: orders.id, quantity: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        inArray(
          orders.userId,
          shoppers.map((s) => s.id),
        ),
      )
      .groupBy(orders.id);
    expect(inDb.map((o) => o.id).toSorted((x, y) => x - y)).toEqual(acknowledged.toSorted((x, y) => x - y));
    expect(inDb.every((o) => o.quantity === 1)).toBe(true);
    expect(await productStock(setup.db, product.id)).toMatchObject({ stock: STOCK - acknowledged.length });

    // The survivor serves on.
    expect((await nginx.send('GET', '/api/health')).status).toBe(200);
    expect(survivor.child.exitCode).toBeNull();
    const retried = seen.filter(retriable).length;
    // The kill caught requests in flight: checkouts answered 502 (and sent again by the client), reads
    // that nginx passed on to the survivor (their log line names both processes).
    const passedOn = [
      ...nginx.upstreamsOf('/api/health'),
      ...nginx.upstreamsOf('/api/products?limit=12'),
    ].filter((u) => u.includes(','));
    console.log(
      `[scale-out] ${ordered.length} checkouts (${atKill} before the kill), ${retried} sent again by the client, ${passedOn.length} of ${gets.length} reads passed on by nginx`,
    );
    expect(retried + passedOn.length).toBeGreaterThan(0);
  }, 60_000);
});

/** A checkout straight to one process (not through nginx), to choose which one answers. */
async function checkoutAt(p: Running, checkout: { token: string; body: unknown }, key: string) {
  const res = await fetch(`${p.base}/api/orders/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${checkout.token}`,
      'idempotency-key': key,
    },
    body: JSON.stringify(checkout.body),
  });
  return { status: res.status, body: await res.text() };
}

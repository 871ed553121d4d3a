import net from 'node:net';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { TEST_DB_KIND } from '../../test/db.ts';
import { loadConfig } from '../config.ts';
import { createProduct, customerWithCart } from '../modules/orders/orders.fixtures.ts';
import { UPLOAD_LIMITS } from './multipart-form.ts';

// Connections, time and who is calling (docs/security.md), on a real listening server where sockets matter.
let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listen(ctx: TestContext): Promise<number> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A socket that sends the headers of a POST and one byte of its body, then nothing. */
function stalledUpload(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => {
    received += d.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
  );
  return { socket, closed, received: () => received };
}

/**
 * Streams a multipart upload of `total` bytes as fast as the server takes it, and counts the bytes the
 * socket accepted. Stops when the socket closes, or `settleMs` after everything was sent.
 */
async function streamUpload(port: number, token: string, total: number, settleMs = 3000) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  let sentWhenAnswered: number | undefined;
  let sent = 0;
  let closed = false;
  socket.on('data', (d) => {
    sentWhenAnswered ??= sent;
    received += d.toString();
  });
  socket.on('error', () => {});
  const closedP = new Promise<void>((resolve) =>
    socket.on('close', () => {
      closed = true;
      resolve();
    }),
  );
  const head =
    '--grens\r\nContent-Disposition: form-data; name="images"; filename="besar.png"\r\nContent-Type: image/png\r\n\r\n';
  socket.write(
    `POST /api/products HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=grens\r\nContent-Length: ${total + head.length}\r\n\r\n${head}`,
  );
  const chunk = Buffer.alloc(64 * 1024, 7);
  while (sent < total && !closed) {
    const ok = socket.write(chunk);
    sent += chunk.length;
    if (!ok) {
      await Promise.race([new Promise((r) => socket.once('drain', r)), closedP]);
    }
  }
  await Promise.race([closedP, new Promise((r) => setTimeout(r, settleMs))]);
  socket.destroy();
  return { sent, sentWhenAnswered, closed, received };
}

describe('uploads', () => {
  it('stops reading a 200 MB upload at the file limit: 413 while the client still sends, then the socket closes', async () => {
    t = await createTestContext();
    const port = await listen(t);
    const total = 200 * 1024 * 1024;
    const upload = await streamUpload(port, await t.adminToken(), total);
    expect(upload.received).toMatch(/^HTTP\/1\.1 413/);
    expect(upload.received).toMatch(/"code":"PAYLOAD_TOO_LARGE"/);
    expect(upload.received.toLowerCase()).toContain('connection: close');
    // The answer came as the limit was passed, long before the end of the body...
    expect(upload.sentWhenAnswered).toBeLessThan(total / 4);
    // ...and the server closed the socket instead of reading (and throwing away) the rest. What the
    // socket accepted beyond the limit is what the kernels' buffers hold, a few megabytes.
    expect(upload.closed).toBe(true);
    expect(upload.sent).toBeLessThan(UPLOAD_LIMITS.fileSize + 32 * 1024 * 1024);
    // The server still answers.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 120_000);
});

describe('slow and stalled clients', () => {
  it('answers a body sent too slowly with 408 and keeps answering everyone else', async () => {
    t = await createTestContext({ env: { REQUEST_TIMEOUT_MS: '1000' } });
    const port = await listen(t);
    const stalled = Array.from({ length: 5 }, () => stalledUpload(port));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    await Promise.all(stalled.map((s) => s.closed));
    for (const s of stalled) expect(s.received()).toMatch(/^HTTP\/1\.1 408/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('refuses sockets beyond MAX_CONNECTIONS at once', async () => {
    t = await createTestContext({ env: { MAX_CONNECTIONS: '3', REQUEST_TIMEOUT_MS: '30000' } });
    const port = await listen(t);
    const held = Array.from({ length: 3 }, () => stalledUpload(port));
    await new Promise((r) => setTimeout(r, 200));
    const extra = stalledUpload(port);
    await extra.closed;
    expect(extra.received()).toBe('');
    for (const s of held) s.socket.destroy();
  });
});

describe('client address (TRUST_PROXY)', () => {
  const login = (ctx: TestContext, forwardedFor: string) =>
    ctx.call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'siapa@example.com', password: 'salah-sekali' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For by default, so a forged one cannot dodge the login limit', async () => {
    t = await createTestContext({ authRateLimit: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(t, `10.0.0.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('takes the limit from AUTH_RATE_LIMIT (20 a minute unless set)', async () => {
    expect(loadConfig({}).authRateLimit).toBe(20);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: '0' })).toThrow(/AUTH_RATE_LIMIT/);
    t = await createTestContext({ env: { AUTH_RATE_LIMIT: '2' } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await login(t, '10.0.0.1')).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('believes the configured number of proxy hops', async () => {
    t = await createTestContext({ authRateLimit: 3, env: { TRUST_PROXY: '1' } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(t, `10.0.0.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });
});

describe('database time limits', () => {
  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'answers 503 with Retry-After when checkout waits on a held lock, while the catalog keeps answering (PostgreSQL: PGlite has no lock waits)',
    async () => {
      t = await createTestContext({ poolLimits: { lockTimeoutMs: 1500, size: 4 } });
      const product = await createProduct(t.db, { stock: 5 });
      const customer = await customerWithCart(t, [{ productId: product.id, quantity: 1 }]);
      // Someone holds the product row (as a psql session would).
      const client = (t.db as unknown as { $client: pg.Pool }).$client;
      const holder = await client.connect();
      await holder.query('begin');
      await holder.query('select 1 from products where id = $1 for update', [product.id]);
      try {
        const checkout = t.call({
          method: 'POST',
          url: '/api/orders/create',
          token: customer.token,
          body: { shipping_address_id: customer.addressId },
        });
        await new Promise((r) => setTimeout(r, 300));
        const catalog = await t.call({ method: 'GET', url: '/api/products' });
        expect(catalog.status).toBe(200);
        const res = await checkout;
        expect(res.status).toBe(503);
        expect(res.body).toEqual({
          message: 'Toko sedang sibuk, silakan coba lagi sebentar lagi',
          code: 'SERVICE_UNAVAILABLE',
        });
        expect(res.headers['retry-after']).toBe('5');
      } finally {
        await holder.query('rollback');
        holder.release();
      }
      const orders = await t.call({ method: 'GET', url: '/api/orders', token: customer.token });
      expect(orders.body.pagination.totalItems).toBe(0);
    },
  );
});

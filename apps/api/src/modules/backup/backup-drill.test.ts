import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestContext, TEST_SECRET, type TestContext } from '../../../test/app.ts';
import { TEST_DB_KIND } from '../../../test/db.ts';
import { createScratchDatabase, type Running, send, startServer } from '../../../test/server-process.ts';
import { createPglite, type Db, openPglite, openPostgres } from '../../db/client.ts';
import { seedDemo } from '../../seed/index.ts';
import { storeProductImage } from '../images/index.ts';
import { checkout, customerWithCart } from '../orders/orders.fixtures.ts';
import { runRestore } from './backup.fixtures.ts';

// The drill (docs/decisions/068-backups.md): a shop with orders in several states, the arisan ledger and
// pictures is backed up through the real route while checkouts run, restored by the real
// `npm run restore` into a fresh place, and a server started on the copy. Every fact the backup must hold
// is compared with the shop it came from.

/** What a restored shop must agree on with the shop it was taken from. */
async function facts(db: Db) {
  const read = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [users] = await read<{ n: string }>(sql`select count(*)::text as n from users`);
  const ledger = await read<{ arisan_id: number; amount: string; late_fee: string; n: string }>(
    sql`select arisan_id, sum(amount)::text as amount, sum(late_fee)::text as late_fee, count(*)::text as n
          from contribution_payments group by arisan_id order by arisan_id`,
  );
  const hash = createHash('sha256');
  const variants = await read<{ image_id: number; width: number; format: string; bytes: Uint8Array }>(
    sql`select image_id, width, format, bytes from image_variants order by image_id, width, format`,
  );
  for (const v of variants) hash.update(`${v.image_id}/${v.width}/${v.format}:`).update(v.bytes);
  const orders = await read<{ id: number; total_amount: number; status: string; payment_status: string }>(
    sql`select id, total_amount::int as total_amount, status, payment_status from orders order by id`,
  );
  // Units each product has in orders that still hold them (every state but cancelled).
  const held = await read<{ product_id: number; units: string }>(
    sql`select i.product_id, sum(i.quantity)::text as units from order_items i join orders o on o.id = i.order_id
          where o.status <> 'cancelled' group by i.product_id`,
  );
  const products = await read<{ id: number; stock: number; sold: number }>(
    sql`select id, stock, sold from products order by id`,
  );
  return {
    users: Number(users!.n),
    ledger,
    images: { count: variants.length, sha256: hash.digest('hex') },
    orders,
    held: new Map(held.map((h) => [h.product_id, Number(h.units)])),
    products,
  };
}

const PNG_BYTES = (seed: number) => {
  const png = new PNG({ width: 48, height: 32 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([(i * seed) % 256, seed * 40, 120, 255], i);
  return PNG.sync.write(png);
};

function restore(file: string, env: Record<string, string>) {
  return runRestore('npm', ['run', '--silent', 'restore', '--', file], env);
}

describe('backup drill', () => {
  let t: TestContext;
  let work: string;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    t = await createTestContext({
      env: {
        MAX_UNPAID_ORDERS: '100',
        NEW_ACCOUNT_UNPAID_UNITS: '1000',
        NEW_ACCOUNT_UNPAID_TOTAL: '1000000000',
      },
    });
    work = await mkdtemp(join(tmpdir(), 'toko-drill-'));
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('restores a backup taken during checkouts into a shop that agrees with the original', async () => {
    await seedDemo(t.db);
    const productIds = (await t.db.execute(sql`select id from products order by id limit 6`)) as unknown as {
      rows: { id: number }[];
    };
    const [p1, p2, p3, p4, p5, p6] = productIds.rows.map((r) => r.id) as number[];
    const start = await facts(t.db);
    const before = new Map(start.products.map((p) => [p.id, p]));
    // The demo seed's delivered orders (the reviews' purchases, ADR 074) hold units from before the drill.
    const heldBefore = start.held;
    await storeProductImage(t.db, p1!, PNG_BYTES(3));
    await storeProductImage(t.db, p2!, PNG_BYTES(7));

    // Orders in four states, each acknowledged (201) before the backup starts.
    const admin = await t.adminToken();
    const acknowledged: { id: number; total_amount: number }[] = [];
    const change = async (id: number, body: object) => {
      const res = await t.call({ method: 'PUT', url: `/api/orders/${id}/status`, token: admin, body });
      expect(res.status, res.raw).toBe(200);
    };
    for (const [i, productId] of [p1, p2, p3, p4].entries()) {
      const customer = await customerWithCart(t, [{ productId: productId!, quantity: 1 + (i % 2) }]);
      const res = await checkout(t, customer);
      expect(res.status, res.raw).toBe(201);
      acknowledged.push(res.body.order);
    }
    await change(acknowledged[1]!.id, { status: 'processing', payment_status: 'paid' });
    await change(acknowledged[2]!.id, { status: 'cancelled' });
    await change(acknowledged[3]!.id, { payment_status: 'failed' });

    // Shoppers ready to check out while the backup runs.
    const racers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        customerWithCart(t, [{ productId: (i % 2 ? p5 : p6)!, quantity: 1 }]),
      ),
    );
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const file = join(work, 'backup');
    const download = fetch(`${base}/api/admin/backup`, { headers: { authorization: `Bearer ${admin}` } });
    const checkouts = racers.map((c) => checkout(t, c));
    const res = await download;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="toko-backup-\d{4}-\d\d-\d\dT\d{6}\.(tar\.gz|pgdump)"$/,
    );
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file));
    for (const c of await Promise.all(checkouts)) expect(c.status, c.raw).toBe(201);
    const source = await facts(t.db);

    // Restored by the real script into a fresh place.
    let restored: { db: Db; close(): Promise<unknown> };
    let serverEnv: Record<string, string> & { DATA_DIR: string };
    if (TEST_DB_KIND === 'pglite') {
      const dataDir = join(work, 'restored');
      const r = await restore(file, { DATA_DIR: dataDir });
      expect(r.code, r.out).toBe(0);
      expect(r.out).toMatch(/restored PGlite backup .* into DATA_DIR .* in \d+\.\d s/);
      const client = await createPglite(join(dataDir, 'pglite'));
      restored = { db: openPglite(client).db, close: () => client.close() };
      serverEnv = { DATA_DIR: dataDir };
    } else {
      const target = await createScratchDatabase('toko_drill');
      cleanups.push(target.drop);
      const r = await restore(file, { DATA_DIR: work, DATABASE_URL: target.url });
      expect(r.code, r.out).toBe(0);
      expect(r.out).toMatch(/restored PostgreSQL backup .* into database toko_drill_\w+ in \d+\.\d s/);
      const database = openPostgres(target.url, 2);
      restored = database;
      serverEnv = { DATA_DIR: work, DATABASE_URL: target.url };
    }
    const copy = await facts(restored.db);
    await restored.close();

    expect(copy.users).toBe(source.users);
    expect(copy.ledger).toEqual(source.ledger);
    expect(copy.ledger.length).toBeGreaterThan(0);
    expect(copy.images).toEqual(source.images);
    expect(copy.images.count).toBeGreaterThan(0);
    // Every order acknowledged before the backup began is there, as it was; orders of the checkouts that
    // ran beside it are there whole or not at all.
    const sourceOrders = new Map(source.orders.map((o) => [o.id, o]));
    for (const o of acknowledged) expect(copy.orders.find((c) => c.id === o.id)).toBeDefined();
    for (const o of copy.orders) expect(o).toEqual(sourceOrders.get(o.id));
    expect(copy.orders.map((o) => `${o.status}/${o.payment_status}`)).toEqual(
      expect.arrayContaining(['pending/pending', 'processing/paid', 'cancelled/pending', 'pending/failed']),
    );
    // Within the copy, stock and sold agree with its own orders: nothing taken by an order that is missing.
    for (const p of copy.products) {
      const was = before.get(p.id)!;
      expect(p.stock + p.sold, `product ${p.id}`).toBe(was.stock + was.sold);
      expect(p.sold - was.sold, `product ${p.id}`).toBe(
        (copy.held.get(p.id) ?? 0) - (heldBefore.get(p.id) ?? 0),
      );
    }

    // A server on the copy: the owner logs in, lists the orders and is sent a picture's bytes.
    const server: Running = await startServer({ ...serverEnv, JWT_SECRET: TEST_SECRET });
    cleanups.push(async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    });
    const login = await send(server.base, 'POST', '/api/auth/login', { body: ADMIN });
    expect(login.status, login.body).toBe(200);
    const token = JSON.parse(login.body!).token as string;
    const list = await send(server.base, 'GET', '/api/orders/admin/all', { token });
    expect(list.status, list.body).toBe(200);
    expect(list.body).toContain(String(acknowledged[0]!.id));
    const [stored] = (
      (await t.db.execute(
        sql`select image_id, width, format, bytes from image_variants order by image_id, width, format limit 1`,
      )) as unknown as { rows: { image_id: number; width: number; format: string; bytes: Uint8Array }[] }
    ).rows;
    const image = await fetch(
      `${server.base}/api/images/${stored!.image_id}?w=${stored!.width}&f=${stored!.format}`,
    );
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(stored!.bytes))).toBe(true);
  }, 180_000);
});

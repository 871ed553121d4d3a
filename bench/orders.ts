/**
 * Order creation under a rush: 50 buyers, each with one unit in the cart, race for a product with 20
 * units (POST /api/orders/create, all at once, in process). On PGlite and, when BENCH_DATABASE_URL names
 * a PostgreSQL server, on a throw-away database there (where the 50 transactions really overlap on a
 * pool of 10 connections).
 *
 * Prints per round how many orders succeeded (must be exactly 20, the stock then 0, else the bench fails)
 * and the throughput of the rush against the comparator in the same run: the same 50 buyers reading
 * their carts (GET /api/cart) all at once.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { signToken } from '../apps/api/src/http/auth.ts';
import { rows } from '../apps/api/test/scale.ts';
import { onEachDatabase } from './support/databases.ts';

const BUYERS = 50;
const UNITS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECRET = 'bench-secret-bench-secret-bench-secret-42';
const ADDRESS = {
  label: 'Rumah',
  recipient: 'Pembeli Bench',
  phone: '6281234567890',
  provinsi: 'Jawa Timur',
  kabupaten: 'Bangkalan',
  kecamatan: 'Arosbaya',
  desa: 'Balung',
  jalan: 'Jl. Raya Arosbaya No. 7',
  postal_code: '69151',
};

async function onDatabase(label: string, database: Database): Promise<void> {
  const db = database.db;
  await database.migrate();
  const jwtKey = new TextEncoder().encode(SECRET);
  const app = await buildApp({
    db,
    config: loadConfig({ JWT_SECRET: SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    jwtKey,
    logger: false,
  });
  await app.ready();
  const say = (text: string) => console.log(`orders [${label}]: ${text}`);
  // Each buyer from an address of their own, as a real rush comes from many networks: new accounts of one
  // address share one purchase limit (ADR 051), which would stop this rush at 20% of the units.
  const call = async (method: 'GET' | 'POST', url: string, token: string, body?: unknown, from?: string) => {
    const res = await app.inject({
      method,
      url,
      ...(from ? { remoteAddress: from } : {}),
      headers: { authorization: `Bearer ${token}` },
      payload: body as never,
    });
    return { status: res.statusCode, body: res.body };
  };

  const [category] = await rows<{ id: number }>(
    db,
    sql`insert into categories (name, slug) values ('Bench', 'bench') returning id`,
  );
  const rushes: number[] = [];
  const reads: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // Fresh buyers each round (a winner's unpaid order would count against the next rush).
    const made = await rows<{ id: number }>(
      db,
      sql`insert into users (fullname, email, password_hash, role)
          select 'Pembeli ' || g, 'buyer-${sql.raw(String(round))}-' || g || '@bench.local', 'x', 'customer'
          from generate_series(1, ${BUYERS}) g returning id`,
    );
    const [product] = await rows<{ id: number }>(
      db,
      sql`insert into products (name, slug, price, stock, category_id)
          values (${`Sofa Rebutan ${round}`}, ${`sofa-rebutan-${round}`}, 1250000, ${UNITS}, ${Number(category!.id)})
          returning id`,
    );
    const productId = Number(product!.id);
    const buyers = await Promise.all(
      made.map(async (u, i) => {
        const token = await signToken(jwtKey, Number(u.id));
        const from = `198.18.${round}.${i + 1}`;
        const address = await call('POST', '/api/shipping-address', token, ADDRESS);
        if (address.status !== 201) throw new Error(`address: ${address.status} ${address.body}`);
        const cart = await call('POST', '/api/cart/add', token, { productId, quantity: 1 });
        if (cart.status !== 201) throw new Error(`cart: ${cart.status} ${cart.body}`);
        return { token, from, addressId: JSON.parse(address.body).address.id as number };
      }),
    );

    let started = performance.now();
    const carts = await Promise.all(buyers.map((b) => call('GET', '/api/cart', b.token)));
    const readMs = performance.now() - started;
    if (carts.some((c) => c.status !== 200)) throw new Error('a cart read failed');

    started = performance.now();
    const results = await Promise.all(
      buyers.map((b) =>
        call('POST', '/api/orders/create', b.token, { shipping_address_id: b.addressId }, b.from),
      ),
    );
    const rushMs = performance.now() - started;
    const sold = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 409).length;
    const [left] = await rows<{ stock: number }>(db, sql`select stock from products where id = ${productId}`);
    say(
      `round ${round}: ${sold} orders for ${UNITS} units (${refused} refused with 409, stock left ${left!.stock}); ` +
        `rush ${rushMs.toFixed(0)} ms, ${BUYERS} cart reads ${readMs.toFixed(0)} ms`,
    );
    if (sold !== UNITS || refused !== BUYERS - UNITS || Number(left!.stock) !== 0)
      throw new Error(`expected exactly ${UNITS} orders and stock 0`);
    rushes.push(rushMs);
    reads.push(readMs);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const rush = median(rushes);
  const read = median(reads);
  say(
    `checkout rush ${((BUYERS / rush) * 1000).toFixed(0)} requests/s, cart reads ${((BUYERS / read) * 1000).toFixed(0)} requests/s: ` +
      `the rush runs at ${(read / rush).toFixed(2)}x the throughput of cart reads (median of ${ROUNDS}); exactly ${UNITS} sold every round`,
  );
  await app.close();
}

export default async function run(): Promise<void> {
  await onEachDatabase('orders', onDatabase);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

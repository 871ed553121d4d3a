import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { signToken } from '../../apps/api/src/http/auth.ts';
import { rows } from '../../apps/api/test/scale.ts';

/**
 * (Kept out of bench/'s top level, where every file is a bench.) A checkout rush: `buyers` fresh
 * accounts, each with one unit of the same product in the cart, race for its `units` through
 * POST /api/orders/create (in process, app.inject), their requests spread evenly over `spreadMs` (0: all
 * at once). Fails unless exactly `units` orders succeed, every other buyer gets a clean 409, nothing
 * answers 5xx and the stock ends at 0. The comparator, in the same round: the same buyers reading their
 * carts (GET /api/cart) on the same schedule.
 */
export interface RushPlan {
  name: string;
  buyers: number;
  units: number;
  rounds: number;
  spreadMs: number;
  /** A first round left out of the figures: the process warmed up, as a shop's is when a sale starts. */
  warmUp?: boolean;
}

export interface RushFigures {
  /** Requests a second over the whole rush (the first request to the last answer). */
  throughput: number;
  p50: number;
  p95: number;
  max: number;
  /** For a checkout rush: when the last order was answered, from the first request's start. */
  lastOrderMs?: number;
}

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
/** Setting the buyers up this many at a time keeps the setup's own rush off the pool. */
const SETUP_BATCH = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export function figures(latencies: number[], wallMs: number): RushFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    throughput: (latencies.length / wallMs) * 1000,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1]!,
  };
}

/** Starts every request on its slot of the schedule and times each from its own start to its answer. */
async function onSchedule<T>(
  count: number,
  spreadMs: number,
  send: (i: number) => Promise<T>,
): Promise<{ results: T[]; latencies: number[]; endsAt: number[]; wallMs: number }> {
  const latencies = new Array<number>(count);
  const endsAt = new Array<number>(count);
  const began = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const at = spreadMs === 0 ? 0 : (spreadMs * i) / count;
      const wait = at - (performance.now() - began);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const started = performance.now();
      const result = await send(i);
      latencies[i] = performance.now() - started;
      endsAt[i] = performance.now() - began;
      return result;
    }),
  );
  return { results, latencies, endsAt, wallMs: performance.now() - began };
}

const show = (f: RushFigures) =>
  `${f.throughput.toFixed(0)} req/s, p50 ${f.p50.toFixed(0)} ms, p95 ${f.p95.toFixed(0)} ms, max ${f.max.toFixed(0)} ms` +
  (f.lastOrderMs === undefined ? '' : `, last unit sold at ${f.lastOrderMs.toFixed(0)} ms`);

/** Runs the plan's rounds on one database; returns the medians' figures (checkout, cart reads). */
export async function rushOnDatabase(
  label: string,
  database: Database,
  plan: RushPlan,
): Promise<{ rush: RushFigures; reads: RushFigures }> {
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
  const say = (text: string) => console.log(`${plan.name} [${label}]: ${text}`);
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
  const rushes: RushFigures[] = [];
  const reads: RushFigures[] = [];
  try {
    for (let round = plan.warmUp ? 0 : 1; round <= plan.rounds; round++) {
      // Fresh buyers each round (a winner's unpaid order would count against the next rush).
      const made = await rows<{ id: number }>(
        db,
        sql`insert into users (fullname, email, password_hash, role)
            select 'Pembeli ' || g, 'buyer-${sql.raw(String(round))}-' || g || '@bench.local', 'x', 'customer'
            from generate_series(1, ${plan.buyers}) g returning id`,
      );
      const [product] = await rows<{ id: number }>(
        db,
        sql`insert into products (name, slug, price, stock, category_id)
            values (${`Sofa Rebutan ${round}`}, ${`sofa-rebutan-${round}`}, 1250000, ${plan.units}, ${Number(category!.id)})
            returning id`,
      );
      const productId = Number(product!.id);
      const buyers: { token: string; from: string; addressId: number }[] = [];
      for (let start = 0; start < made.length; start += SETUP_BATCH) {
        const batch = made.slice(start, start + SETUP_BATCH);
        buyers.push(
          ...(await Promise.all(
            batch.map(async (u, j) => {
              const i = start + j;
              const token = await signToken(jwtKey, Number(u.id));
              const from = `198.${18 + round}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
              const address = await call('POST', '/api/shipping-address', token, ADDRESS);
              if (address.status !== 201) throw new Error(`address: ${address.status} ${address.body}`);
              const cart = await call('POST', '/api/cart/add', token, { productId, quantity: 1 });
              if (cart.status !== 201) throw new Error(`cart: ${cart.status} ${cart.body}`);
              return { token, from, addressId: JSON.parse(address.body).address.id as number };
            }),
          )),
        );
      }

      const read = await onSchedule(buyers.length, plan.spreadMs, (i) =>
        call('GET', '/api/cart', buyers[i]!.token),
      );
      if (read.results.some((c) => c.status !== 200)) throw new Error('a cart read failed');
      const rush = await onSchedule(buyers.length, plan.spreadMs, (i) => {
        const b = buyers[i]!;
        return call('POST', '/api/orders/create', b.token, { shipping_address_id: b.addressId }, b.from);
      });
      const sold = rush.results.filter((r) => r.status === 201).length;
      const refused = rush.results.filter((r) => r.status === 409).length;
      const failed = rush.results.filter((r) => r.status >= 500);
      const [left] = await rows<{ stock: number }>(
        db,
        sql`select stock from products where id = ${productId}`,
      );
      const rushFigures = figures(rush.latencies, rush.wallMs);
      // When the last unit was sold: the order answered last, from the first request's start.
      rushFigures.lastOrderMs = Math.max(
        ...rush.results.flatMap((r, i) => (r.status === 201 ? [rush.endsAt[i]!] : [])),
      );
      const readFigures = figures(read.latencies, read.wallMs);
      say(
        `${round === 0 ? 'warm-up round' : `round ${round}`}: ${sold} orders for ${plan.units} units (${refused} refused with 409, ${failed.length} 5xx, stock left ${left!.stock}); ` +
          `checkout ${show(rushFigures)}; cart reads ${show(readFigures)}`,
      );
      if (failed.length > 0) throw new Error(`a checkout answered ${failed[0]!.status}: ${failed[0]!.body}`);
      if (sold !== plan.units || refused !== plan.buyers - plan.units || Number(left!.stock) !== 0)
        throw new Error(
          `expected exactly ${plan.units} orders, ${plan.buyers - plan.units} refusals and stock 0`,
        );
      if (round === 0) continue;
      rushes.push(rushFigures);
      reads.push(readFigures);
    }
  } finally {
    await app.close();
  }
  // The round of the median p95 (each round's cart reads beside it).
  const order = rushes.map((_, i) => i).sort((a, b) => rushes[a]!.p95 - rushes[b]!.p95);
  const middle = order[Math.floor(order.length / 2)]!;
  const rush = rushes[middle]!;
  const read = reads[middle]!;
  say(
    `checkout ${show(rush)}; cart reads ${show(read)}: the rush runs at ${(rush.throughput / read.throughput).toFixed(2)}x ` +
      `the throughput of cart reads (the round of the median p95 of ${plan.rounds}); exactly ${plan.units} sold every round`,
  );
  return { rush, reads: read };
}

/**
 * What the request limit kept in the database costs (ADR 069): POST /api/auth/login with an empty body
 * is counted (one upsert into request_counts) and then refused by the schema (400) without any password
 * work. Measured from one client (one hot row, as a client hammering the login does) and from 5,000
 * clients in turn (a new row each, behind a proxy that sends X-Forwarded-For), against the same request
 * without the count in the same run: POST /api/arisan/cek with an empty body, a public POST that no
 * request limit counts and the schema refuses the same way; so the difference is the count.
 * Then the statement alone, one at a time: countRequest on the (unlogged) table against the same upsert
 * on a logged copy of it and against `select 1`.
 * PGlite, and PostgreSQL when BENCH_DATABASE_URL is set. HTTP on loopback with autocannon in the same
 * process as the app (a per-request header is a function, which autocannon cannot hand to a worker).
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { requestCounts } from '../apps/api/src/db/schema/index.ts';
import { countRequest } from '../apps/api/src/http/rate-limits.ts';
import { onEachDatabase } from './support/databases.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;
const CLIENTS = 5_000;

type Shot = Pick<autocannon.Options, 'method' | 'body' | 'headers' | 'requests'>;

async function measure(base: string, path: string, expected: number, shot: Shot = {}) {
  const options = { url: `${base}${path}`, connections: CONNECTIONS, ...shot };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: SECONDS });
  const other = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => Number(code) !== expected);
  if (result.errors > 0 || other.length > 0)
    throw new Error(`${path}: ${result.errors} errors, other answers ${JSON.stringify(other)}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const STATEMENTS = 2_000;

/** Milliseconds a call of `f`, one after another (after a warm-up). */
async function each(f: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 200; i++) await f(i);
  const started = performance.now();
  for (let i = 0; i < STATEMENTS; i++) await f(i);
  return (performance.now() - started) / STATEMENTS;
}

async function statements(label: string, db: Db) {
  await db.execute(sql`create table request_counts_logged (like request_counts including all)`);
  const logged = (key: string) =>
    db.execute(sql`insert into request_counts_logged (key, hits, resets_at) values (${key}, 1, now() + interval '1 minute')
      on conflict (key) do update set
        hits = case when request_counts_logged.resets_at <= now() then 1 else request_counts_logged.hits + 1 end,
        resets_at = case when request_counts_logged.resets_at <= now() then excluded.resets_at else request_counts_logged.resets_at end
      returning hits, resets_at`);
  const floor = await each(() => db.execute(sql`select 1`));
  const rows: [string, number][] = [
    ['countRequest, one key (unlogged)', await each(() => countRequest(db, 'bench one', 60_000))],
    ['the same upsert, logged table', await each(() => logged('bench one'))],
    ['countRequest, a new key each', await each((i) => countRequest(db, `bench new ${i}`, 60_000))],
    ['the same upsert, logged, new keys', await each((i) => logged(`bench new ${i}`))],
  ];
  console.log(
    `request-limit ${label}: select 1                           ${floor.toFixed(3)} ms  (comparator)`,
  );
  for (const [name, ms] of rows)
    console.log(
      `request-limit ${label}: ${name.padEnd(36)} ${ms.toFixed(3)} ms  (${(ms / floor).toFixed(2)}x select 1)`,
    );
}

export default async function run(): Promise<void> {
  await onEachDatabase('request-limit', async (label, database) => {
    await database.migrate();
    const config = loadConfig({
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
    });
    const app = await buildApp({
      db: database.db,
      config,
      jwtKey: new TextEncoder().encode(config.jwtSecret!),
      logger: false,
      // Counted, never refused: the bench measures the count, not 429s.
      authRateLimit: 1_000_000_000,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login: Shot = { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } };
    let n = 0;
    const manyClients: Shot = {
      requests: [
        {
          ...login,
          setupRequest: (req) => {
            n = (n + 1) % CLIENTS;
            return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${n >> 8}.${n & 255}.1` } };
          },
        },
      ],
    };
    try {
      const uncounted = await measure(base, '/api/arisan/cek', 400, login);
      const oneClient = await measure(base, '/api/auth/login', 400, login);
      const clients = await measure(base, '/api/auth/login', 400, manyClients);
      const [rows] = await database.db.select({ n: count() }).from(requestCounts);
      const line = (name: string, r: typeof uncounted, note: string) =>
        console.log(
          `request-limit ${label}: ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${note})`,
        );
      console.log(`request-limit ${label}: ${CONNECTIONS} connections, ${SECONDS} s each, loopback`);
      line('POST /api/arisan/cek {} (no count)', uncounted, 'comparator');
      for (const [name, r] of [
        ['login {} counted, one client', oneClient],
        [`login {} counted, ${CLIENTS} clients`, clients],
      ] as const) {
        const extraMs = (1000 / r.rps - 1000 / uncounted.rps) * CONNECTIONS;
        line(
          name,
          r,
          `${(r.rps / uncounted.rps).toFixed(2)}x the comparator's throughput, +${extraMs.toFixed(2)} ms a request`,
        );
      }
      console.log(`request-limit ${label}: ${rows!.n} rows in request_counts after the run`);
      await statements(label, database.db);
    } finally {
      await app.close();
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

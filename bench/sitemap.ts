/**
 * The sitemap at 100,000 products (made by SQL), on PGlite and, when BENCH_DATABASE_URL names a
 * PostgreSQL server, on a throw-away database there too (docs/decisions/075-links-that-preview.md).
 *
 * Prints, each with its comparator from the same run:
 * - every product file of the sitemap (index included) against the same rows read by one raw SQL query,
 *   and one product file against the list page (GET /api/products), taken in turns, in process;
 * - the peak heap while a client reads one product file over HTTP, and all of them one after another
 *   (the same when memory does not grow with the shop), against the same rows read at once by raw SQL.
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { generateProducts, rows } from '../apps/api/test/scale.ts';
import { onEachDatabase } from './support/databases.ts';

const N = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

type Stats = { p50: number; p95: number; best: number };
function stats(ms: number[]): Stats {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), best: sorted[0]! };
}

/** One call of each per round, so load from other work on the machine falls on both sides alike. */
async function timeInTurns(fns: (() => Promise<unknown>)[], runs = RUNS): Promise<Stats[]> {
  for (const fn of fns) await fn();
  const ms: number[][] = fns.map(() => []);
  for (let i = 0; i < runs; i++)
    for (const [j, fn] of fns.entries()) {
      const started = performance.now();
      await fn();
      ms[j]!.push(performance.now() - started);
    }
  return ms.map(stats);
}

const fmt = (s: Stats) =>
  `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, best ${s.best.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The highest heap seen (sampled every millisecond the loop is free) while `fn` runs, above the start. */
async function peakHeap(fn: () => Promise<unknown>): Promise<number> {
  global.gc?.();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 1);
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  return peak - start;
}

async function onDatabase(label: string, database: Database) {
  const db = database.db;
  await database.migrate();
  const app = await buildApp({
    db,
    config: loadConfig({
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://toko.example',
    }),
    jwtKey: new TextEncoder().encode('bench-secret-bench-secret-bench-secret-42'),
    logger: false,
  });
  await app.ready();
  const say = (text: string) => console.log(`sitemap [${label}]: ${text}`);
  const started = performance.now();
  await generateProducts(db, N);
  say(`${N} products ready (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  // Each call from its own address: the sitemap's request limit is not what is measured.
  let client = 0;
  const get = async (url: string) => {
    const res = await app.inject({
      url,
      remoteAddress: `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.body;
  };
  const index = await get('/sitemap.xml');
  const files = [
    ...index.matchAll(/<loc>https:\/\/toko\.example(\/sitemaps\/products-\d+\.xml)<\/loc>/g),
  ].map(([, path]) => path!);
  let bytes = 0;
  let urls = 0;
  const wholeSitemap = async () => {
    bytes = 0;
    urls = 0;
    await get('/sitemap.xml');
    for (const file of files) {
      const body = await get(file);
      bytes += body.length;
      urls += body.split('<url>').length - 1;
    }
  };
  const sameRows = `select p.id, p.slug, c.slug as category_slug, p.updated_at from products p
    left join categories c on c.id = p.category_id where p.hidden_at is null`;
  const raw = () => rows(db, sql.raw(`${sameRows} order by p.id`));
  const [sitemap, rawSql] = await timeInTurns([wholeSitemap, raw]);
  say(`${files.length} product files, ${urls} addresses, ${mib(bytes)} of XML`);
  say(
    `whole sitemap (index + ${files.length} files) ${fmt(sitemap!)} | same rows by one raw SQL query ${fmt(rawSql!)}`,
  );
  say(
    `whole sitemap takes ${(sitemap!.p50 / rawSql!.p50).toFixed(2)}x the raw SQL read (p50; best ${(sitemap!.best / rawSql!.best).toFixed(2)}x)`,
  );

  const [oneFile, listPage] = await timeInTurns([() => get(files[0]!), () => get('/api/products')], RUNS * 3);
  say(`one product file (10,000 addresses) ${fmt(oneFile!)} | list page ${fmt(listPage!)}`);
  say(`one product file takes ${(oneFile!.p50 / listPage!.p50).toFixed(1)}x a list page of 12 (p50)`);

  // Memory: a product file streamed over HTTP to a reader that keeps nothing, against its rows at once.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const read = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const reader = res.body!.getReader();
    while (!(await reader.read()).done) {}
  };
  const oneStreamed = await peakHeap(() => read(files[0]!));
  const allStreamed = await peakHeap(async () => {
    for (const file of files) await read(file);
  });
  let held: unknown;
  const allAtOnce = await peakHeap(async () => {
    held = await rows(db, sql.raw(`${sameRows} order by p.id`));
  });
  held = undefined;
  say(
    `peak heap while a client reads one product file: ${mib(oneStreamed)} | all ${files.length} files one after another: ${mib(allStreamed)} | the same ${urls} rows read at once by raw SQL: ${mib(allAtOnce)}${global.gc ? '' : ' (run with --expose-gc for steadier figures)'}`,
  );
  void held;
  await app.close();
}

export default async function run(): Promise<void> {
  await onEachDatabase('sitemap', onDatabase);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

/**
 * Memory of one idle shop (ADR 070): the resident set (RSS, /proc/PID/status) of a bare Fastify process
 * with one route, and of the shop as `npm start` runs it (the compiled API, plain node) on PGlite and on
 * PostgreSQL, each once it is up and idle, and again after 400 requests (home page and product page drawn
 * on the server, a category list, the API's product list and categories). The shop's figure is its
 * server process (the worker); the supervisor beside it is printed apart. Heap and external memory come
 * from the worker's own /metrics. Ratios are against the bare Fastify of the same run.
 *
 * The demo shop is seeded once into a data directory (its pictures drawn, from the picture cache when the
 * machine has one), then the shop is started again on it: what an owner's server holds after a restart.
 * PostgreSQL runs when BENCH_DATABASE_URL names a server (a throw-away database is made and dropped).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, RUNNING_AT, type Running, startServer } from '../apps/api/test/server-process.ts';
import { scratchPostgres } from './support/databases.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const START = '../../scripts/start.mjs';
const TOKEN = 'bench-memory-metrics-token';
const REQUESTS = 400;
const SETTLE_MS = 10_000;
const MiB = 1024 * 1024;

const rssOf = (pid: number) => {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(m![1]) * 1024;
};
const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS));

async function heapOf(base: string): Promise<{ heap: number; external: number } | undefined> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  if (res.status !== 200) return undefined;
  const text = await res.text();
  const value = (name: string) => Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm'))?.[1]);
  return { heap: value('nodejs_heap_size_used_bytes'), external: value('nodejs_external_memory_bytes') };
}

/** Four pages and lists a visitor and the storefront ask for, in turn. */
async function load(base: string) {
  const list = (await (await fetch(`${base}/api/products?limit=20`)).json()) as {
    data: { slug: string; category: { slug: string } }[];
  };
  const product = list.data[0]!;
  const paths = [
    '/',
    `/api/products?limit=20&category=${product.category.slug}`,
    `/${product.category.slug}/${product.slug}`,
    '/api/categories',
  ];
  for (let i = 0; i < REQUESTS; i++) {
    const res = await fetch(`${base}${paths[i % paths.length]}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${paths[i % paths.length]} answered ${res.status}`);
  }
}

interface Row {
  label: string;
  idle: number;
  loaded: number;
  primary?: number;
  heap?: string;
}

async function measureShop(label: string, env: Record<string, string> & { DATA_DIR: string }): Promise<Row> {
  const shopEnv = {
    ...env,
    TOKO_WEB_ROOT: join(root, 'apps/web/dist'),
    METRICS_TOKEN: TOKEN,
    LOG_LEVEL: 'warn',
  };
  // First start: the demo shop and its pictures; then a start like any later one.
  const first = await startServer({ ...shopEnv, SEED_DEMO: 'true' }, START);
  await first.waitFor(/demo pictures ready|failed/, 0, 600_000);
  first.child.kill('SIGTERM');
  await first.exited;
  const shop: Running = await startServer({ ...shopEnv, SEED_DEMO: 'true' }, START);
  try {
    const worker = Number(shop.output().match(/worker (\d+) started/)![1]);
    await settle();
    const idle = rssOf(worker);
    const before = await heapOf(shop.base);
    await load(shop.base);
    await settle();
    const loaded = rssOf(worker);
    const after = await heapOf(shop.base);
    const mib = (n: number | undefined) => (n === undefined ? '?' : (n / MiB).toFixed(0));
    return {
      label,
      idle,
      loaded,
      primary: rssOf(shop.child.pid!),
      heap: `heap ${mib(before?.heap)} -> ${mib(after?.heap)}, external ${mib(before?.external)} -> ${mib(after?.external)}`,
    };
  } finally {
    shop.child.kill('SIGTERM');
    await shop.exited;
  }
}

async function measureBare(): Promise<Row> {
  const bare = launch({ DATA_DIR: tmpdir() }, join(root, 'bench/support/bare-fastify.mjs'));
  const [, port] = await bare.waitFor(RUNNING_AT);
  try {
    await settle();
    const idle = rssOf(bare.child.pid!);
    for (let i = 0; i < REQUESTS; i++) await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer();
    await settle();
    return { label: 'bare Fastify (one route)', idle, loaded: rssOf(bare.child.pid!) };
  } finally {
    bare.child.kill('SIGTERM');
    await bare.exited;
  }
}

async function main() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('the web app is not built: run `npm run build` first');
  }
  // The server measured is the one production runs: compiled from the sources as they are now.
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-api.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the API did not compile');

  const rows: Row[] = [await measureBare()];
  const dir = mkdtempSync(join(tmpdir(), 'toko-bench-memory-'));
  try {
    rows.push(await measureShop('Toko on PGlite', { DATA_DIR: dir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const scratch = await scratchPostgres(url);
    const pgDir = mkdtempSync(join(tmpdir(), 'toko-bench-memory-'));
    try {
      rows.push(await measureShop('Toko on PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: scratch.url }));
    } finally {
      rmSync(pgDir, { recursive: true, force: true });
      await scratch.drop();
    }
  } else {
    console.log('memory: BENCH_DATABASE_URL not set, PostgreSQL skipped');
  }

  const bare = rows[0]!;
  const mib = (n: number) => `${(n / MiB).toFixed(0)} MiB`;
  console.log(
    `\nRSS of one server process, idle ${SETTLE_MS / 1000} s after start and after ${REQUESTS} requests`,
  );
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(26)} idle ${mib(r.idle).padStart(8)} (${(r.idle / bare.idle).toFixed(1)}x)` +
        `  after ${REQUESTS} ${mib(r.loaded).padStart(8)} (${(r.loaded / bare.loaded).toFixed(1)}x)` +
        (r.primary ? `  supervisor ${mib(r.primary)}; ${r.heap}` : ''),
    );
  }
}

await main();

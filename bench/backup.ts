/**
 * Backups of the demo shop (81 products with their pictures, the demo customers and arisans): on PGlite
 * in a data directory on disk and, when BENCH_DATABASE_URL names a PostgreSQL server, on a throw-away
 * database there too (docs/decisions/068-backups.md, the README's Backups table).
 *
 * Prints the backup's size and time, and what the shop notices meanwhile: the slowest of a query sent
 * every 20 ms while the backup runs, against the same probe in the same run with no backup (the ratio).
 * Then the restore's time into a fresh place, against building the same shop again (seed and pictures,
 * the pictures read from the picture cache after the first run).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { createPglite, type Database, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { backupSourceOf, restoreBackup } from '../apps/api/src/modules/backup/index.ts';
import { addDemoPictures, seedDemo } from '../apps/api/src/seed/index.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The slowest answer to `select 1` sent every 20 ms while `during` runs. */
async function slowestProbe(database: Database, during: Promise<unknown>): Promise<number> {
  let done = false;
  let slowest = 0;
  const probing = (async () => {
    while (!done) {
      const t0 = performance.now();
      await database.db.execute(sql`select 1`);
      slowest = Math.max(slowest, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await during;
  done = true;
  await probing;
  return slowest;
}

async function bench(
  label: string,
  database: Database,
  url: string | undefined,
  restoreEnv: Record<string, string>,
) {
  const say = (line: string) => console.log(`backup (${label}): ${line}`);
  await database.migrate();
  let t0 = performance.now();
  await seedDemo(database.db);
  await addDemoPictures(database.db);
  const buildMs = performance.now() - t0;
  say(`demo shop built in ${seconds(buildMs)}`);

  const work = await mkdtemp(join(tmpdir(), 'toko-bench-backup-'));
  try {
    const source = backupSourceOf(database, url, 'pg_dump');
    const file = join(work, `backup${label === 'PGlite' ? '.tar.gz' : '.pgdump'}`);
    t0 = performance.now();
    const backup = (async () => pipeline(await source.open(), createWriteStream(file)))();
    const during = await slowestProbe(database, backup);
    const backupMs = performance.now() - t0;
    const idle = await slowestProbe(database, new Promise((r) => setTimeout(r, backupMs)));
    const size = (await stat(file)).size;
    say(`backup ${(size / 1e6).toFixed(1)} MB in ${seconds(backupMs)}`);
    say(
      `slowest query while it ran ${during.toFixed(0)} ms, without a backup ${idle.toFixed(1)} ms: ${(during / idle).toFixed(0)}x`,
    );

    t0 = performance.now();
    await restoreBackup(file, loadConfig({ DATA_DIR: join(work, 'restored'), ...restoreEnv }));
    const restoreMs = performance.now() - t0;
    say(
      `restored in ${seconds(restoreMs)}; building the same shop took ${seconds(buildMs)}: ${(restoreMs / buildMs).toFixed(2)}x`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'toko-bench-pglite-'));
const pglite = openPglite(await createPglite(join(dataDir, 'pglite')));
try {
  await bench('PGlite', pglite, undefined, {});
} finally {
  await pglite.close();
  await rm(dataDir, { recursive: true, force: true });
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('backup: BENCH_DATABASE_URL not set, PostgreSQL skipped');
} else {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const names = [`toko_bench_${process.pid}_a`, `toko_bench_${process.pid}_b`];
  for (const n of names) await admin.query(`create database ${n}`);
  const at = (name: string) => {
    const u = new URL(url);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const database = openPostgres(at(names[0]!));
  try {
    await bench('PostgreSQL', database, at(names[0]!), { DATABASE_URL: at(names[1]!) });
  } finally {
    await database.close();
    for (const n of names) await admin.query(`drop database if exists ${n} with (force)`);
    await admin.end();
  }
}

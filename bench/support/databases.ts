import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPglite, type Database, openPglite, openPostgres } from '../../apps/api/src/db/client.ts';

/**
 * (Kept out of bench/'s top level, where every file is a bench.) Runs a bench on a fresh PGlite, then on a throw-away database of the PostgreSQL server that
 * `BENCH_DATABASE_URL` names (created for the run, dropped after it), or says it skipped PostgreSQL.
 */
export async function onEachDatabase(
  bench: string,
  onDatabase: (label: 'PGlite' | 'PostgreSQL', database: Database) => Promise<void>,
): Promise<void> {
  const pglite = openPglite(await createPglite());
  try {
    await onDatabase('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log(`${bench}: BENCH_DATABASE_URL not set, PostgreSQL skipped`);
    return;
  }
  const scratch = await scratchPostgres(url);
  const database = openPostgres(scratch.url);
  try {
    await onDatabase('PostgreSQL', database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/** A throw-away database on the PostgreSQL server `serverUrl` names: its URL, and how to drop it. */
export async function scratchPostgres(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `toko_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      try {
        await admin.query(`drop database ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

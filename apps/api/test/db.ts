import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type Database, openPglite, openPostgres, type PoolLimits } from '../src/db/client.ts';

/** Which database the API suite runs on: PGlite unless the project says PostgreSQL. */
export const TEST_DB_KIND: 'pglite' | 'postgres' =
  process.env.TOKO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

// One migrated PGlite per worker (tests run with isolate: false, so this survives across files); each
// test file gets a clone, which takes a fraction of a fresh start plus migrations.
let template: Promise<PGlite> | undefined;
async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await createPglite();
    await openPglite(client).migrate();
    return client;
  })();
  return template;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** PostgreSQL: a database per test file, copied from a migrated template (see global-setup.ts). */
async function createPostgresDatabase(limits: Partial<PoolLimits> = {}): Promise<Database & { url: string }> {
  const name = `toko_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    // Two files copying the template at the same moment can collide; try again shortly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
        break;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  // DROP ... WITH (FORCE) below ends connections the pool may still hold: that is expected here.
  const database = openPostgres(withDatabase(adminUrl(), name), { size: 20, ...limits }, () => {});
  const close = database.close;
  return {
    ...database,
    url: withDatabase(adminUrl(), name),
    close: async () => {
      await close();
      const a = new pg.Client({ connectionString: adminUrl() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => a.end());
    },
  };
}

/**
 * `url` is set on PostgreSQL, so a test can open a second pool (a second API process) on the same database.
 * `limits` apply on PostgreSQL (PGlite has one connection and no lock waits).
 */
export async function createTestDatabase(limits?: Partial<PoolLimits>): Promise<Database & { url?: string }> {
  if (TEST_DB_KIND === 'postgres') return createPostgresDatabase(limits);
  const client = (await (await pgliteTemplate()).clone()) as PGlite;
  return openPglite(client);
}

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiFile } from '../files.ts';
import { PgliteStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

/** The one database type services see: PGlite and node-postgres share it, transactions included. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Independent reads: side by side on a pool (each takes its own connection), one after another inside a
 * transaction, whose one connection must not be sent a query while it runs another (node-postgres warns
 * and pg 9 refuses). Drizzle queries start only when awaited, so the reads are passed unstarted.
 */
export async function readTogether<const T extends readonly unknown[]>(
  db: Db,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  type All = { -readonly [K in keyof T]: Awaited<T[K]> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads)) as All;
  // A promise here is a read already started (an async function's), running beside the others on the
  // transaction's one connection; when the connection dropped, the rejection of a read not yet awaited went
  // unhandled and ended the process. Refused, with the started reads' rejections handled.
  const started = reads.filter((read): read is Promise<unknown> => read instanceof Promise);
  if (started.length > 0) {
    for (const read of started) read.catch(() => {});
    throw new TypeError('readTogether in a transaction takes unstarted queries, not promises');
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read);
  return results as All;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite's own client (its data directory is dumped whole for a backup); unset on PostgreSQL. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = apiFile('drizzle');

// Values come back as JS numbers for bigint money columns (see schema), and pg's int8 parser is left
// alone so raw SQL sums arrive as strings we convert deliberately.

export function openPglite(client: PGlite): Database {
  // Prepared statements run as named statements of PGlite's one backend (pglite-statements.ts).
  const statements = new PgliteStatements(client) as unknown as PGlite;
  const db = drizzlePglite({ client: statements, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL's own default of 128 MB shared buffers is touched in full when PGlite starts, so it was that
 * much resident memory in every server process; PGlite's table files are read through the system's file
 * cache anyway, so a small buffer pool mostly costs a read call, not a disk read (ADR 070).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/** `loadDataDir`: a data directory dumped by PGlite (a backup) to start from, into an empty `dataDir`. */
export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, {
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/** Time limits on the database (DB_* in the README): a held lock or a slow query cannot stall the shop. */
export interface PoolLimits {
  size: number;
  /** Longest a statement may run (statement_timeout). */
  statementTimeoutMs: number;
  /** Longest a statement waits for a row or table lock (lock_timeout). */
  lockTimeoutMs: number;
  /** Longest a request waits for a free connection of the pool. */
  poolTimeoutMs: number;
}

const DEFAULT_POOL_LIMITS: PoolLimits = {
  size: 10,
  statementTimeoutMs: 10_000,
  lockTimeoutMs: 3_000,
  poolTimeoutMs: 5_000,
};

export function openPostgres(
  url: string,
  /** The pool's limits, or just its size. */
  limits: Partial<PoolLimits> | number = {},
  onLostConnection: (err: Error) => void = (err) =>
    console.warn(`[toko] database connection lost: ${err.message}`),
): Database {
  const l = { ...DEFAULT_POOL_LIMITS, ...(typeof limits === 'number' ? { size: limits } : limits) };
  const pool = new pg.Pool({
    connectionString: url,
    max: l.size,
    statement_timeout: l.statementTimeoutMs,
    lock_timeout: l.lockTimeoutMs,
    // An open transaction left idle (a client gone mid-request) gives its locks back.
    idle_in_transaction_session_timeout: l.statementTimeoutMs * 2,
    connectionTimeoutMillis: l.poolTimeoutMs,
  });
  // A connection dropped by the server (restart, failover, pg_terminate_backend) must not crash the
  // process. node-postgres reports it as an 'error' event on the connection, idle or checked out (between
  // two statements of a transaction too), and an 'error' event nobody listens to ends the process. So
  // every connection gets a listener of its own as it is made; the pool drops a dead connection when it
  // comes back, and the request that was using it fails and answers 503 (http/error-handler.ts).
  pool.on('connect', (client) => client.on('error', onLostConnection));
  // The pool repeats an idle connection's error on itself; the connection's own listener reported it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** The advisory lock key of a start's preparation on PostgreSQL (any fixed number of the shop's own). */
const START_LOCK = 7_025_001;

/**
 * Runs `work` while this process holds the start lock of the PostgreSQL database at `url`. Several
 * processes may start at once on a new database (two systemd instances, several boxes): one migrates,
 * makes the first admin and seeds while the others wait, then find it done. Run side by side, the
 * migrations collided (a duplicate "drizzle" schema) and so did the first admin, ending all but one
 * process. The lock is held by a connection of its own, outside the pool and its statement and lock
 * timeouts (a first migration takes a while), and ends with it.
 */
export async function holdingStartLock<T>(
  url: string,
  work: () => Promise<T>,
  onLostConnection: (err: Error) => void = (err) =>
    console.warn(`[toko] database connection lost: ${err.message}`),
): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  lock.on('error', onLostConnection);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await lock.end();
  }
}

/** Embedded PGlite in `dataDir` unless a PostgreSQL URL is given. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  limits?: Partial<PoolLimits>;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.limits);
  return openPglite(await createPglite(opts.dataDir));
}

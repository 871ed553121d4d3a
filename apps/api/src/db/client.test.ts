import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { TEST_DB_KIND } from '../../test/db.ts';
import { readTogether } from './client.ts';

// Reads that run together: on a pool side by side, inside a transaction one after another, because a
// transaction has one connection and node-postgres refuses (from pg 9; warns today) a query sent to a
// connection that is still running one. An idempotent checkout reads its order inside its transaction.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/** Counts queries sent to a node-postgres connection while it was still busy with another. */
function countOverlaps() {
  const original = pg.Client.prototype.query;
  const seen = { overlaps: 0 };
  pg.Client.prototype.query = function (this: pg.Client & { _queryQueue: unknown[] }, ...args: unknown[]) {
    if (this._queryQueue.length > 0) seen.overlaps += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  restore = () => {
    pg.Client.prototype.query = original;
  };
  return seen;
}
let restore = () => {};
afterEach(() => restore());

describe('readTogether', () => {
  it('answers every read, in order, on the pool and inside a transaction', async () => {
    const values = (rows: unknown[]) => rows.map((r) => Number((r as { rows: { n: number }[] }).rows[0]!.n));
    const onPool = await readTogether(
      t.db,
      [1, 2, 3].map((n) => t.db.execute(sql`select ${n}::int as n, pg_sleep(0.02)`)),
    );
    expect(values(onPool)).toEqual([1, 2, 3]);
    const inTx = await t.db.transaction(async (tx) =>
      readTogether(
        tx,
        [1, 2, 3].map((n) => tx.execute(sql`select ${n}::int as n`)),
      ),
    );
    expect(values(inTx)).toEqual([1, 2, 3]);
  });

  it('refuses, inside a transaction, a read already started (an async function’s promise)', async () => {
    // Started reads run side by side on the transaction's one connection; one that failed while another
    // was awaited went unhandled and ended the process (a checkout whose connection was killed).
    const startedRead = async (tx: typeof t.db) => tx.execute(sql`select 1 as n`);
    await expect(
      t.db.transaction(async (tx) => readTogether(tx, [startedRead(tx), tx.execute(sql`select 2 as n`)])),
    ).rejects.toThrow('readTogether in a transaction takes unstarted queries, not promises');
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'never sends a transaction’s connection a query while it runs another (PostgreSQL)',
    async () => {
      const seen = countOverlaps();
      await t.db.transaction(async (tx) =>
        readTogether(
          tx,
          [1, 2, 3].map((n) => tx.execute(sql`select ${n}::int, pg_sleep(0.02)`)),
        ),
      );
      expect(seen.overlaps).toBe(0);
      // The detector sees the overlap that Promise.all makes on the same connection.
      await t.db.transaction(async (tx) =>
        Promise.all([1, 2, 3].map((n) => tx.execute(sql`select ${n}::int, pg_sleep(0.02)`))),
      );
      expect(seen.overlaps).toBeGreaterThan(0);
    },
  );
});

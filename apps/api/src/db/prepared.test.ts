import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { generateProducts, rows } from '../../test/scale.ts';
import { seedCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { findCategoryBySlug, listProducts } from '../modules/catalog/index.ts';
import { getDashboardSummary } from '../modules/dashboard/index.ts';
import { type Database, type Db, openPostgres } from './client.ts';
import { pgErrorCode } from './pg-errors.ts';
import { prepared } from './prepared.ts';
import { categories } from './schema/index.ts';

// Hot reads are prepared statements: built and parsed once, then run by name with new values, on
// PGlite (one backend) and on PostgreSQL (per connection). ADR 026.

let t: TestContext;
/** A handle whose statements all go to one backend, so pg_prepared_statements shows them all. */
let one: Db;
let second: Database | undefined;
beforeAll(async () => {
  t = await createTestContext();
  if (t.dbUrl) {
    second = openPostgres(t.dbUrl, 1);
    one = second.db;
  } else one = t.db;
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

/** The named statements of the handle's backend whose SQL contains `fragment`, with how often each ran. */
async function namedStatements(fragment: string) {
  const found = await rows<{ statement: string; runs: number | string }>(
    one,
    sql`select statement, generic_plans + custom_plans as runs from pg_prepared_statements
        where statement like ${`%${fragment}%`} and statement not like '%pg_prepared_statements%'`,
  );
  return found.map((r) => Number(r.runs));
}

describe('prepared statements', () => {
  it('parses a list page once and runs it again with other values', async () => {
    await seedCatalogFixture(t.db);
    const before = await namedStatements('"page_id"');
    const first = await listProducts(one, { page: 1, limit: 3, search: undefined });
    const shorter = await listProducts(one, { page: 1, limit: 2, search: undefined });
    expect(first.data).toHaveLength(3);
    expect(shorter.data.map((p) => p.id)).toEqual(first.data.slice(0, 2).map((p) => p.id));
    expect(before).toEqual([]);
    expect(await namedStatements('"page_id"')).toEqual([2]);
  });

  it('keeps one plan for a page size the shop asks for, however large the catalog', async () => {
    await generateProducts(t.db, 3000);
    for (let i = 0; i < 8; i++) await listProducts(one, { page: 1, limit: 12, search: undefined });
    const [plans] = await rows<{ generic: number | string }>(
      one,
      sql`select generic_plans as generic from pg_prepared_statements
          where statement like '%"page_id"%' and statement like '%limit 13%'`,
    );
    // PostgreSQL tries five calls' own plans, then keeps the one plan when it is as good.
    expect(Number(plans?.generic)).toBeGreaterThan(0);
  });

  it('runs the overview as one named statement', async () => {
    await getDashboardSummary(one);
    await getDashboardSummary(one);
    expect(await namedStatements('json_object_agg')).toEqual([2]);
  });

  it('answers a failing statement with its error and keeps the database usable', async () => {
    const divide = () =>
      prepared(t.db, 'test:divide', () =>
        t.db
          .select({ n: sql<number>`10 / ${sql.placeholder('d')}::int`.mapWith(Number) })
          .from(sql`(select 1) one`),
      );
    const failure = await divide()
      .execute({ d: 0 })
      .catch((e: unknown) => e);
    expect(pgErrorCode(failure)).toBe('22012');
    expect(await divide().execute({ d: 2 })).toEqual([{ n: 5 }]);
    expect(await rows(t.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('answers a statement that cannot be prepared with its error, and tries it again next time', async () => {
    const missing = () =>
      prepared(t.db, 'test:missing', () =>
        t.db
          .select({ n: sql<number>`n` })
          .from(sql`not_there_yet`)
          .where(sql`n > ${sql.placeholder('n')}`),
      );
    expect(
      pgErrorCode(
        await missing()
          .execute({ n: 0 })
          .catch((e: unknown) => e),
      ),
    ).toBe('42P01');
    expect(await rows(t.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    await t.db.execute(sql`create table not_there_yet (n int)`);
    await t.db.execute(sql`insert into not_there_yet values (1), (2)`);
    expect(await missing().execute({ n: 1 })).toEqual([{ n: 2 }]);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let began!: () => void;
    const begun = new Promise<void>((resolve) => {
      began = resolve;
    });
    const rolledBack = t.db
      .transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Sementara', slug: 'sementara' });
        began();
        await held;
        tx.rollback();
      })
      .catch(() => 'rolled back');
    await begun;
    // Outside the transaction: it must not see the uncommitted category (on PGlite's one backend, it
    // waits for the transaction to end rather than run inside it).
    const outside = findCategoryBySlug(t.db, 'sementara');
    setTimeout(release, 50);
    expect(await outside).toBeNull();
    expect(await rolledBack).toBe('rolled back');
  });
});

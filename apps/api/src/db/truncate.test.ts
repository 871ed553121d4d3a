import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';

// The database as the last line: TRUNCATE skips the ledgers' row triggers, so it is refused outright on
// every money table, also when a TRUNCATE of another table would reach it by CASCADE.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('TRUNCATE on money tables', () => {
  it.each(['orders', 'order_items', 'contribution_payments', 'arisans', 'users'])(
    'refuses TRUNCATE %s CASCADE',
    async (target) => {
      const err = await t.db.execute(sql.raw(`truncate ${target} cascade`)).then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
      expect(err?.cause?.message ?? err?.message).toMatch(/TRUNCATE of \w+ is not allowed/);
    },
  );

  it('still allows it on tables without money (the cart)', async () => {
    await t.db.execute(sql`truncate cart_items`);
  });
});

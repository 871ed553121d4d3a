import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { TEST_DB_KIND } from '../../../test/db.ts';
import { SETTINGS_CACHE_MS } from '../settings/index.ts';
import { checkout, createProduct, customerWithCart, VALID_ADDRESS } from './orders.fixtures.ts';

// ADR 071: the shop's settings are read before a transaction, never through the pool from inside one. A
// transaction holds a connection; a settings read inside it through the pool needs a second one. With a
// pool of one connection that wait can never end, so each request below fails (503 after the pool's wait)
// if the settings are read that way, whatever the timing: the deterministic twin of the flash-sale hang.

const ONE_CONNECTION = TEST_DB_KIND === 'pglite';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ poolLimits: { size: 1, poolTimeoutMs: 2_000 } });
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

/**
 * The settings' cache is always expired: every clock reading is a cache's lifetime after the last, so
 * each settings read of the request goes to the database, wherever in the request it happens (the
 * flash sale's case: a checkout that waited in a queue longer than the cache lives).
 */
function expireSettingsCache() {
  let now = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => {
    now += SETTINGS_CACHE_MS + 1;
    return now;
  });
}

it('checks out and edits an address on a pool of one connection while the settings cache keeps expiring', async (ctx) => {
  // PGlite is one connection without a pool: nothing to exhaust there.
  ctx.skip(ONE_CONNECTION, 'PGlite has no connection pool');
  const product = await createProduct(t.db, { stock: 5 });
  const shopper = await customerWithCart(t, [{ productId: product.id, quantity: 1 }]);

  expireSettingsCache();
  const order = await checkout(t, shopper);
  expect(order.status, order.raw).toBe(201);

  const edited = await t.call({
    method: 'PUT',
    url: `/api/shipping-address/${shopper.addressId}`,
    token: shopper.token,
    body: { ...VALID_ADDRESS, recipient: 'Penerima Baru' },
  });
  expect(edited.status, edited.raw).toBe(200);
});

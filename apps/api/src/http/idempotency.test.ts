import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { raceTest } from '../../test/race.ts';
import {
  cartItems,
  carts,
  categories,
  idempotencyKeys,
  locations,
  members,
  shippingAddresses,
} from '../db/schema/index.ts';
import { createProduct, VALID_ADDRESS } from '../modules/orders/orders.fixtures.ts';
import { idempotencyTestHooks } from './idempotency.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  idempotencyTestHooks.afterClaim = undefined;
});

let seq = 0;
const newKey = () => `key-${Date.now()}-${++seq}-abcdef`;

const post = (url: string, token: string, body: unknown, key?: string) =>
  t.call({ method: 'POST', url, token, body, headers: key ? { 'idempotency-key': key } : {} });

async function addressCount(userId: number) {
  const rows = await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, userId));
  return rows.length;
}

async function cartQuantity(userId: number, productId: number) {
  const [row] = await t.db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, userId), eq(cartItems.productId, productId)));
  return row?.quantity ?? 0;
}

describe('Idempotency-Key on create requests', () => {
  it('answers a retried address create with the first answer and saves one address', async () => {
    const { token, user } = await t.registerCustomer();
    const key = newKey();
    const first = await post('/api/shipping-address', token, VALID_ADDRESS, key);
    const again = await post('/api/shipping-address', token, VALID_ADDRESS, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await addressCount(user.id)).toBe(1);

    // A new user action (a new key) is new work.
    const other = await post('/api/shipping-address', token, { ...VALID_ADDRESS, label: 'Kantor' }, newKey());
    expect(other.status).toBe(201);
    expect(other.body.address.id).not.toBe(first.body.address.id);
    expect(await addressCount(user.id)).toBe(2);
  });

  it('adds one unit to the cart when an add is retried with the same key', async () => {
    const { token, user } = await t.registerCustomer();
    const product = await createProduct(t.db, { stock: 10 });
    const key = newKey();
    const body = { productId: product.id, quantity: 1 };
    const first = await post('/api/cart/add', token, body, key);
    const again = await post('/api/cart/add', token, body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await cartQuantity(user.id, product.id)).toBe(1);

    // Without a key (or with a fresh one) a second click is a second unit, as before.
    expect((await post('/api/cart/add', token, body, newKey())).status).toBe(201);
    expect(await cartQuantity(user.id, product.id)).toBe(2);
  });

  it('creates one category, location and member per key', async () => {
    const admin = await t.adminToken();
    const name = `Lemari ${Date.now()}`;
    const cases = [
      {
        url: '/api/categories',
        body: { name },
        count: () => t.db.$count(categories, eq(categories.name, name)),
      },
      {
        url: '/api/locations',
        body: { name: `Desa ${name}` },
        count: () => t.db.$count(locations, eq(locations.name, `Desa ${name}`)),
      },
      {
        url: '/api/members',
        body: { name: `Bu ${name}` },
        count: () => t.db.$count(members, eq(members.name, `Bu ${name}`)),
      },
    ];
    for (const c of cases) {
      const key = newKey();
      const first = await post(c.url, admin, c.body, key);
      const again = await post(c.url, admin, c.body, key);
      expect([c.url, first.status, again.status]).toEqual([c.url, 201, 201]);
      expect(again.body).toEqual(first.body);
      expect(await c.count()).toBe(1);
    }
  });

  it('keeps keys per user: the same key from another customer is that customer’s own request', async () => {
    const ani = await t.registerCustomer();
    const budi = await t.registerCustomer();
    const key = newKey();
    const a = await post('/api/shipping-address', ani.token, VALID_ADDRESS, key);
    const b = await post('/api/shipping-address', budi.token, { ...VALID_ADDRESS, label: 'Kos' }, key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.address.label).toBe('Kos');
    expect(await addressCount(ani.user.id)).toBe(1);
    expect(await addressCount(budi.user.id)).toBe(1);
  });

  it('refuses the same key with a different body (409) and saves nothing more', async () => {
    const { token, user } = await t.registerCustomer();
    const key = newKey();
    await post('/api/shipping-address', token, VALID_ADDRESS, key);
    const res = await post('/api/shipping-address', token, { ...VALID_ADDRESS, label: 'Kantor' }, key);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'Idempotency-Key ini sudah dipakai untuk permintaan lain',
      code: 'CONFLICT',
    });
    expect(await addressCount(user.id)).toBe(1);
  });

  it('does not keep a failed answer: a retry after the problem is fixed does the work', async () => {
    const { token, user } = await t.registerCustomer();
    const product = await createProduct(t.db, { stock: 0 });
    const key = newKey();
    const body = { productId: product.id, quantity: 1 };
    expect((await post('/api/cart/add', token, body, key)).status).toBe(409);
    await t.db.execute(sql`update products set stock = 3 where id = ${product.id}`);
    expect((await post('/api/cart/add', token, body, key)).status).toBe(201);
    expect(await cartQuantity(user.id, product.id)).toBe(1);
  });

  it('refuses a malformed key with 400', async () => {
    const { token, user } = await t.registerCustomer();
    const res = await post('/api/shipping-address', token, VALID_ADDRESS, 'has spaces in it');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
    expect(await addressCount(user.id)).toBe(0);
  });

  it('treats a key older than a day as new', async () => {
    const { token, user } = await t.registerCustomer();
    const key = newKey();
    await post('/api/shipping-address', token, VALID_ADDRESS, key);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.userId, user.id));
    expect((await post('/api/shipping-address', token, VALID_ADDRESS, key)).status).toBe(201);
    expect(await addressCount(user.id)).toBe(2);
  });
});

// PGlite runs one transaction at a time, so two requests there never overlap and a race proves nothing.
describe('Idempotency-Key under parallel requests (PostgreSQL only)', () => {
  // Holds each claiming transaction open, so both requests have claimed (or tried to) before either commits.
  const widenWindow = () => {
    idempotencyTestHooks.afterClaim = async (tx) => {
      await tx.execute(sql`select pg_sleep(0.4)`);
    };
  };

  async function raceTwoAddresses() {
    const { token, user } = await t.registerCustomer();
    const key = newKey();
    widenWindow();
    const results = await Promise.all([
      post('/api/shipping-address', token, VALID_ADDRESS, key),
      post('/api/shipping-address', token, VALID_ADDRESS, key),
    ]);
    return { results, count: await addressCount(user.id) };
  }

  raceTest('two parallel creates with one key save one address and both get its answer', async () => {
    const { results, count } = await raceTwoAddresses();
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(results[1]!.body).toEqual(results[0]!.body);
    expect(count).toBe(1);
  });

  raceTest('two parallel cart adds with one key add one unit', async () => {
    const { token, user } = await t.registerCustomer();
    const product = await createProduct(t.db, { stock: 5 });
    const key = newKey();
    widenWindow();
    const body = { productId: product.id, quantity: 1 };
    const results = await Promise.all([
      post('/api/cart/add', token, body, key),
      post('/api/cart/add', token, body, key),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(await cartQuantity(user.id, product.id)).toBe(1);
  });

  raceTest(
    'two parallel creates of one customer with different keys both save (no deadlock between claims)',
    async () => {
      const { token, user } = await t.registerCustomer();
      widenWindow();
      const results = await Promise.all([
        post('/api/shipping-address', token, VALID_ADDRESS, newKey()),
        post('/api/shipping-address', token, { ...VALID_ADDRESS, label: 'Kantor' }, newKey()),
      ]);
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      expect(await addressCount(user.id)).toBe(2);
    },
  );

  // Proves the race above can fail: with the primary key gone, nothing stops the second claim.
  raceTest('without the unique key the same race saves two addresses', async () => {
    await t.db.execute(sql`alter table idempotency_keys drop constraint idempotency_keys_pkey`);
    try {
      const { count } = await raceTwoAddresses();
      expect(count).toBe(2);
    } finally {
      await t.db.execute(sql`delete from idempotency_keys`);
      await t.db.execute(
        sql`alter table idempotency_keys add constraint idempotency_keys_pkey primary key (user_id, route, key)`,
      );
    }
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import type { RaceHooks } from '../../db/race.ts';
import { cartItems, carts, orders } from '../../db/schema/index.ts';
import {
  checkout,
  createProduct,
  customerWithCart,
  givePaidOrder,
  ownAddress,
  productStock,
} from '../orders/orders.fixtures.ts';

// Hoarding: what one shopper, or the new accounts of one network, may hold in unpaid orders
// (docs/decisions/051-purchase-limits.md). Defaults: 20% of the stock per product (at least 1), and for an
// account without a paid order 10 units and Rp 50.000.000; an order of Rp 25.000.000 has 6 hours to pay.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

type Customer = Awaited<ReturnType<typeof customerWithCart>>;

const addToCart = (c: Customer, productId: number, quantity: number) =>
  t.call({
    method: 'POST',
    url: '/api/cart/add',
    token: c.token,
    body: { productId, quantity },
    remoteAddress: c.remoteAddress,
  });
const cartOf = async (c: Customer) =>
  (await t.call({ method: 'GET', url: '/api/cart', token: c.token })).body;
const ordersOf = async (userId: number) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

/** A cart line written straight into the database, as a cart filled before the owner lowered a limit. */
async function putInCart(c: Customer, productId: number, quantity: number) {
  const [cart] = await t.db
    .insert(carts)
    .values({ userId: c.user.id })
    .onConflictDoUpdate({ target: carts.userId, set: { userId: c.user.id } })
    .returning({ id: carts.id });
  await t.db.insert(cartItems).values({ cartId: cart!.id, productId, quantity });
}

async function setMaxPurchase(productId: number, value: string) {
  const { body, headers } = await multipart({ max_purchase: value });
  const res = await t.call({
    method: 'PUT',
    url: `/api/products/${productId}`,
    token: await t.adminToken(),
    body,
    headers,
  });
  expect(res.status, res.raw).toBe(200);
  return res.body.data;
}

describe("'Maks. pembelian' of a product", () => {
  it('is 20% of the stock (at least 1), or the owner’s lower number, on the product page', async () => {
    const limitOf = async (stock: number, maxPurchase?: string) => {
      const p = await createProduct(t.db, { stock });
      if (maxPurchase !== undefined) await setMaxPurchase(p.id, maxPurchase);
      const res = await t.call({ method: 'GET', url: `/api/products/${p.slug}` });
      return [res.body.data.max_purchase, res.body.data.purchase_limit];
    };
    expect(await limitOf(20)).toEqual([null, 4]);
    expect(await limitOf(3)).toEqual([null, 1]);
    expect(await limitOf(100, '2')).toEqual([2, 2]);
    // Never above 20% of the stock, whatever the owner typed (ADR 051).
    expect(await limitOf(100, '50')).toEqual([50, 20]);
    expect(await limitOf(100, '')).toEqual([null, 20]);
  });

  it('refuses the buy-everything attack at the cart: each product only up to its limit, nothing written', async () => {
    const stocks = [24, 15, 6, 3, 40];
    const shelf = await Promise.all(
      stocks.map((stock, i) => createProduct(t.db, { name: `Barang Rebutan ${i}`, stock })),
    );
    const attacker = await customerWithCart(t, []);
    const answers = [];
    for (const p of shelf) answers.push((await addToCart(attacker, p.id, p.stock)).body);
    expect(answers).toEqual([
      { code: 'PURCHASE_LIMIT', message: 'Maks. pembelian Barang Rebutan 0 adalah 4 unit per pembeli.' },
      { code: 'PURCHASE_LIMIT', message: 'Maks. pembelian Barang Rebutan 1 adalah 3 unit per pembeli.' },
      { code: 'PURCHASE_LIMIT', message: 'Maks. pembelian Barang Rebutan 2 adalah 1 unit per pembeli.' },
      { code: 'PURCHASE_LIMIT', message: 'Maks. pembelian Barang Rebutan 3 adalah 1 unit per pembeli.' },
      { code: 'PURCHASE_LIMIT', message: 'Maks. pembelian Barang Rebutan 4 adalah 8 unit per pembeli.' },
    ]);
    expect((await cartOf(attacker)).cartItems).toEqual([]);
  });

  it('refuses the buy-everything cart at checkout too (409, no order, stock and cart untouched)', async () => {
    const sofa = await createProduct(t.db, { name: 'Sofa Habis', stock: 24 });
    const lemari = await createProduct(t.db, { name: 'Lemari Habis', stock: 6 });
    const attacker = await customerWithCart(t, []);
    await putInCart(attacker, sofa.id, 24);
    await putInCart(attacker, lemari.id, 6);
    const res = await checkout(t, attacker);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'PURCHASE_LIMIT',
      message: 'Maks. pembelian Sofa Habis adalah 4 unit per pembeli.',
    });
    expect(await ordersOf(attacker.user.id)).toBe(0);
    expect(await productStock(t.db, sofa.id)).toEqual({ stock: 24, sold: 0 });
    expect(await productStock(t.db, lemari.id)).toEqual({ stock: 6, sold: 0 });
    expect((await cartOf(attacker)).count).toBe(30);
  });

  it('keeps the owner’s Maks. pembelian in the cart and at checkout', async () => {
    const kursi = await createProduct(t.db, { name: 'Kursi Rotan', stock: 40 });
    const shopper = await customerWithCart(t, [{ productId: kursi.id, quantity: 5 }]);
    const saved = await setMaxPurchase(kursi.id, '2');
    expect([saved.max_purchase, saved.purchase_limit]).toEqual([2, 2]);

    const line = (await cartOf(shopper)).cartItems[0];
    expect(line.product).toMatchObject({ purchase_limit: 2, held_unpaid: 0 });
    const raise = await t.call({
      method: 'PUT',
      url: `/api/cart/item/${line.id}`,
      token: shopper.token,
      body: { quantity: 3 },
    });
    expect(raise.body).toEqual({
      code: 'PURCHASE_LIMIT',
      message: 'Maks. pembelian Kursi Rotan adalah 2 unit per pembeli.',
    });
    const refused = await checkout(t, shopper);
    expect(refused.body.message).toBe('Maks. pembelian Kursi Rotan adalah 2 unit per pembeli.');
    expect(await productStock(t.db, kursi.id)).toEqual({ stock: 40, sold: 0 });

    const lower = await t.call({
      method: 'PUT',
      url: `/api/cart/item/${line.id}`,
      token: shopper.token,
      body: { quantity: 2 },
    });
    expect(lower.status).toBe(200);
    expect((await checkout(t, shopper)).status).toBe(201);
  });

  it('counts what the shopper already holds unpaid; a cancelled order frees it', async () => {
    const meja = await createProduct(t.db, { name: 'Meja Makan', stock: 20 });
    const shopper = await customerWithCart(t, [{ productId: meja.id, quantity: 3 }]);
    const first = await checkout(t, shopper);
    expect(first.status).toBe(201);

    const more = await addToCart(shopper, meja.id, 2);
    expect(more.body).toEqual({
      code: 'PURCHASE_LIMIT',
      message:
        'Maks. pembelian Meja Makan adalah 4 unit per pembeli; 3 unit sudah ada di pesananmu yang belum dibayar.',
    });
    const one = await addToCart(shopper, meja.id, 1);
    expect(one.body.cartItems[0].product).toMatchObject({ stock: 17, purchase_limit: 4, held_unpaid: 3 });

    await t.call({ method: 'PUT', url: `/api/orders/${first.body.order.id}/cancel`, token: shopper.token });
    const after = await addToCart(shopper, meja.id, 3);
    expect(after.status).toBe(201);
    expect(after.body.cartItems[0]).toMatchObject({
      quantity: 4,
      product: { purchase_limit: 4, held_unpaid: 0 },
    });
  });
});

describe('new accounts of one network', () => {
  it('hold together no more than the limit; another network is another shopper', async () => {
    const rak = await createProduct(t.db, { name: 'Rak Sepatu', stock: 10 });
    const shared = ownAddress();
    const results = [];
    for (let i = 0; i < 5; i++) {
      const account = await customerWithCart(t, [{ productId: rak.id, quantity: 1 }], shared);
      results.push(await checkout(t, account));
    }
    expect(results.map((r) => r.status)).toEqual([201, 201, 409, 409, 409]);
    expect(results[2]!.body).toEqual({
      code: 'PURCHASE_LIMIT',
      message:
        'Maks. pembelian Rak Sepatu adalah 2 unit per pembeli; pesanan akun baru dari jaringan yang sama sudah menahan 2 unit yang belum dibayar.',
    });
    // 20% of the 10 units: the other 8 stay on sale for everyone else.
    expect(await productStock(t.db, rak.id)).toEqual({ stock: 8, sold: 2 });
    const elsewhere = await customerWithCart(t, [{ productId: rak.id, quantity: 1 }]);
    expect((await checkout(t, elsewhere)).status).toBe(201);
  });

  it('are not split by an X-Forwarded-For the app does not believe (TRUST_PROXY unset)', async () => {
    const rak = await createProduct(t.db, { name: 'Rak Piring', stock: 5 });
    const shared = ownAddress();
    const a = await customerWithCart(t, [{ productId: rak.id, quantity: 1 }], shared);
    const b = await customerWithCart(t, [{ productId: rak.id, quantity: 1 }], shared);
    const spoof = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    expect((await checkout(t, a, spoof('203.0.113.1'))).status).toBe(201);
    expect((await checkout(t, b, spoof('203.0.113.2'))).status).toBe(409);
  });

  it('stand aside for addresses no internet client has (a proxy whose X-Forwarded-For is not believed)', async () => {
    // Every shopper would look like the proxy; the per-account limits still hold for each of them.
    const rak = await createProduct(t.db, { name: 'Rak Handuk', stock: 5 });
    for (const proxy of ['127.0.0.1', '127.0.0.1', '172.17.0.1']) {
      const shopper = await customerWithCart(t, [{ productId: rak.id, quantity: 1 }], proxy);
      expect((await checkout(t, shopper)).status).toBe(201);
    }
  });

  it('groups IPv6 clients by their /64', async () => {
    const lampu = await createProduct(t.db, { name: 'Lampu Gantung', stock: 5 });
    const a = await customerWithCart(t, [{ productId: lampu.id, quantity: 1 }], '2001:db8:77:1::a');
    const b = await customerWithCart(t, [{ productId: lampu.id, quantity: 1 }], '2001:db8:77:1:ffff::b');
    expect((await checkout(t, a)).status).toBe(201);
    expect((await checkout(t, b)).status).toBe(409);
  });

  it('do not bind a known account (one with a paid order) on the same network', async () => {
    const rak = await createProduct(t.db, { name: 'Rak Dinding', stock: 10 });
    const shared = ownAddress();
    for (let i = 0; i < 2; i++) {
      const fresh = await customerWithCart(t, [{ productId: rak.id, quantity: 1 }], shared);
      expect((await checkout(t, fresh)).status).toBe(201);
    }
    const known = await customerWithCart(t, [{ productId: rak.id, quantity: 1 }], shared);
    await givePaidOrder(t.db, known.user.id);
    expect((await checkout(t, known)).status).toBe(201);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let behind: TestContext;
  beforeAll(async () => {
    behind = await createTestContext({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await behind.close();
  });

  it('groups new accounts by the client address the proxy forwards', async () => {
    const lampu = await createProduct(behind.db, { name: 'Lampu Taman', stock: 5 });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const order = async (ip: string) => {
      const shopper = await customerWithCart(behind, [{ productId: lampu.id, quantity: 1 }], '127.0.0.1');
      return (await checkout(behind, shopper, from(ip))).status;
    };
    expect(await order('203.0.113.50')).toBe(201);
    expect(await order('203.0.113.50')).toBe(409);
    expect(await order('203.0.113.51')).toBe(201);
  });
});

describe('what an account without a paid order may hold unpaid', () => {
  it('is 10 units across products, said with the numbers', async () => {
    const shelf = await Promise.all([1, 2, 3].map(() => createProduct(t.db, { stock: 100, price: 100_000 })));
    const fresh = await customerWithCart(t, [
      { productId: shelf[0]!.id, quantity: 5 },
      { productId: shelf[1]!.id, quantity: 5 },
    ]);
    expect((await checkout(t, fresh)).status).toBe(201);
    await addToCart(fresh, shelf[2]!.id, 1);
    const res = await checkout(t, fresh);
    expect(res.body).toEqual({
      code: 'PURCHASE_LIMIT',
      message:
        'Akun yang belum punya pesanan lunas dapat menahan paling banyak 10 unit dalam pesanan yang belum dibayar (pesanan ini 1 unit, belum dibayar 10 unit). Selesaikan pembayaran pesanan sebelumnya dulu.',
    });
    expect(await ordersOf(fresh.user.id)).toBe(1);
  });

  it('is Rp 50.000.000, said with the numbers', async () => {
    const tv = await createProduct(t.db, { name: 'TV 85 Inci', stock: 100, price: 20_000_000 });
    const fresh = await customerWithCart(t, [{ productId: tv.id, quantity: 2 }]);
    const first = await checkout(t, fresh);
    expect(first.status).toBe(201);
    const held = first.body.order.total_amount as number;
    await addToCart(fresh, tv.id, 1);
    const res = await checkout(t, fresh);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Akun yang belum punya pesanan lunas dapat menahan paling banyak Rp\u00a050.000.000 dalam pesanan yang belum dibayar (pesanan ini Rp\u00a020.000.000, belum dibayar Rp\u00a0${held.toLocaleString('id-ID')}). Selesaikan pembayaran pesanan sebelumnya dulu.`,
    );
    expect(await productStock(t.db, tv.id)).toEqual({ stock: 98, sold: 2 });
  });

  it('does not bind an account with a paid order', async () => {
    const shelf = await Promise.all([1, 2].map(() => createProduct(t.db, { stock: 100, price: 5_000_000 })));
    const known = await customerWithCart(t, [
      { productId: shelf[0]!.id, quantity: 6 },
      { productId: shelf[1]!.id, quantity: 6 },
    ]);
    await givePaidOrder(t.db, known.user.id);
    const res = await checkout(t, known);
    expect(res.status, res.raw).toBe(201);
    expect(res.body.order.subtotal).toBe(60_000_000);
  });
});

describe('large orders', () => {
  it('give Rp 25.000.000 or more 6 hours to pay instead of 24', async () => {
    const hours = async (price: number) => {
      const p = await createProduct(t.db, { stock: 10, price });
      const res = await checkout(t, await customerWithCart(t, [{ productId: p.id, quantity: 1 }]));
      const { payment_due_at, createdAt } = res.body.order;
      return Math.round((Date.parse(payment_due_at) - Date.parse(createdAt)) / 3_600_000);
    };
    expect(await hours(25_000_000)).toBe(6);
    expect(await hours(24_999_000)).toBe(24);
  });
});

describe('racing checkouts', () => {
  // Four fresh accounts of one network check out one unit each of a product whose limit is 2. The checkout
  // locks the product rows before it counts what the network holds, so the later ones see the earlier
  // orders (docs/decisions/010-race-tests.md).
  const raceFromOneNetwork = async (hooks: RaceHooks) => {
    const p = await createProduct(t.db, { name: 'Kasur Rebutan', stock: 10 });
    const shared = ownAddress();
    const buyers = await Promise.all(
      Array.from({ length: 4 }, () => customerWithCart(t, [{ productId: p.id, quantity: 1 }], shared)),
    );
    const results = await withRaceHooks(hooks, () => Promise.all(buyers.map((b) => checkout(t, b))));
    return { p, statuses: results.map((r) => r.status).sort() };
  };

  raceTest(
    'lets new accounts of one network that check out at once hold no more than the limit',
    async () => {
      const { p, statuses } = await raceFromOneNetwork(WIDE_WINDOW);
      expect(statuses).toEqual([201, 201, 409, 409]);
      expect(await productStock(t.db, p.id)).toEqual({ stock: 8, sold: 2 });
    },
  );

  raceTest('would let all four through without the lock (the race test above is real)', async () => {
    const { statuses } = await raceFromOneNetwork({ ...WIDE_WINDOW, unlocked: ['orders.purchaseLimit'] });
    expect(statuses).toEqual([201, 201, 201, 201]);
  });
});

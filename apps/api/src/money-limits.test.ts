import { formatRupiah, MONEY_LIMITS } from '@toko/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/app.ts';
import { multipart } from '../test/multipart.ts';
import { arisans, categories, orders, products } from './db/schema/index.ts';
import {
  checkout,
  createProduct,
  customerWithCart,
  givePaidOrder,
  productStock,
} from './modules/orders/orders.fixtures.ts';

// Bounded money (docs/architecture.md section 6): every money input has a stated maximum (MONEY_LIMITS), so no total
// can pass Number.MAX_SAFE_INTEGER; beyond it is a 400 and nothing is written.
const HUGE = Number.MAX_SAFE_INTEGER; // 9007199254740991

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

async function productForm(fields: Record<string, string>) {
  const { body, headers } = await multipart(fields);
  return t.call({ method: 'POST', url: '/api/products', token: admin, body, headers });
}

describe('product prices', () => {
  it(`refuses a price of ${HUGE} with 400 and writes nothing`, async () => {
    const [category] = await t.db.insert(categories).values({ name: 'Lemari', slug: 'lemari' }).returning();
    const before = (await t.db.select({ n: count() }).from(products))[0]!.n;
    for (const field of ['price', 'original_price']) {
      const res = await productForm({
        name: `Lemari ${field}`,
        price: '1500000',
        stock: '3',
        category_id: String(category!.id),
        [field]: String(HUGE),
      });
      expect(res.status, res.raw).toBe(400);
      expect(res.body.errors).toContainEqual({ path: field, message: 'Harga maksimal Rp 1.000.000.000' });
    }
    expect((await t.db.select({ n: count() }).from(products))[0]!.n).toBe(before);
    const atLimit = await productForm({
      name: 'Lemari termahal',
      price: String(MONEY_LIMITS.price),
      stock: '1',
      category_id: String(category!.id),
    });
    expect(atLimit.status, atLimit.raw).toBe(201);
  });
});

describe('carts and orders', () => {
  it('refuses a cart line above the quantity limit, also when added in steps', async () => {
    const product = await createProduct(t.db, { stock: 50_000 });
    const customer = await customerWithCart(t, [{ productId: product.id, quantity: MONEY_LIMITS.quantity }]);
    const res = await t.call({
      method: 'POST',
      url: '/api/cart/add',
      token: customer.token,
      body: { productId: product.id, quantity: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Jumlah maksimal 10.000');
    const cart = await t.call({ method: 'GET', url: '/api/cart', token: customer.token });
    expect(cart.body.cartItems[0].quantity).toBe(MONEY_LIMITS.quantity);
  });

  it('refuses an order above the order limit with 400: no order, stock and cart untouched', async () => {
    const product = await createProduct(t.db, { price: MONEY_LIMITS.price, stock: 20_000 });
    const customer = await customerWithCart(t, [{ productId: product.id, quantity: 1001 }]);
    // A known customer: a new account could not hold this much unpaid at all (ADR 051).
    await givePaidOrder(t.db, customer.user.id);
    const res = await checkout(t, customer);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: `Total pesanan maksimal ${formatRupiah(MONEY_LIMITS.orderTotal)}`,
    });
    const placed = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(placed.map((o) => o.status)).toEqual(['delivered']);
    expect((await productStock(t.db, product.id)).stock).toBe(20_000);
    const cart = await t.call({ method: 'GET', url: '/api/cart', token: customer.token });
    expect(cart.body.cartItems).toHaveLength(1);
  });

  it(`keeps the order lists and the dashboard answering when a product priced ${HUGE} is in the database`, async () => {
    // Written straight into the table, as data from before the limits would be.
    const product = await createProduct(t.db, { price: HUGE, stock: 5 });
    const customer = await customerWithCart(t, [{ productId: product.id, quantity: 1 }]);
    await givePaidOrder(t.db, customer.user.id);
    const res = await checkout(t, customer);
    expect(res.status).toBe(400);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(placed.map((o) => o.status)).toEqual(['delivered']);
    expect((await t.call({ method: 'GET', url: '/api/orders', token: customer.token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/orders/admin/all', token: admin })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/dashboard/summary', token: admin })).status).toBe(200);
  });
});

describe('arisan money', () => {
  it('refuses a contribution, duration or payment beyond the limits with 400 and writes nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(arisans))[0]!.n;
    const base = { name: 'Arisan Besar', saving_type: 'monthly', duration: 10, start_date: '2025-01-31' };
    const tooMuch = await t.call({
      method: 'POST',
      url: '/api/arisans',
      token: admin,
      body: { ...base, contribution_amount: HUGE },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('Jumlah kontribusi paling banyak Rp 100.000.000');
    const tooLong = await t.call({
      method: 'POST',
      url: '/api/arisans',
      token: admin,
      body: { ...base, contribution_amount: 100_000, duration: MONEY_LIMITS.arisanCycles + 1 },
    });
    expect(tooLong.status).toBe(400);
    expect((await t.db.select({ n: count() }).from(arisans))[0]!.n).toBe(before);
    const payment = await t.call({
      method: 'POST',
      url: '/api/arisans/1/member/1/contribution',
      token: admin,
      body: { amount: HUGE, cycles: 1, payment_date: '2025-02-01' },
    });
    expect(payment.status).toBe(400);
    expect(payment.body.message).toBe('Jumlah terlalu besar');
  });
});

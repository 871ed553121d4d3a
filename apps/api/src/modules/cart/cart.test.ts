import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { cartItems } from '../../db/schema/index.ts';
import { createProduct } from '../orders/orders.fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const add = (token: string, body: unknown) => t.call({ method: 'POST', url: '/api/cart/add', token, body });
const cart = (token: string) => t.call({ method: 'GET', url: '/api/cart', token });
const count = (token: string) => t.call({ method: 'GET', url: '/api/cart/count', token });

describe('cart', () => {
  it('starts empty', async () => {
    const { token } = await t.registerCustomer();
    expect((await count(token)).body).toEqual({ count: 0 });
    expect((await cart(token)).body).toEqual({
      cartItems: [],
      count: 0,
      subTotal: 0,
      totalPrice: 0,
      orderSummary: { subTotal: 0, tax: 0, shipping: 0, discount: 0, total: 0 },
      voucher: null,
      shipping_to: null,
    });
  });

  it('adds products, merges a second add of the same product, and sums quantities and prices', async () => {
    const { token } = await t.registerCustomer();
    // Stock 15: 'Maks. pembelian' is 3 (20%, ADR 051).
    const sofa = await createProduct(t.db, { name: 'Sofa Minimalis', price: 1_250_000, stock: 15 });
    const lamp = await createProduct(t.db, { name: 'Lampu Meja', price: 150_000, stock: 15 });

    const first = await add(token, { productId: sofa.id, quantity: 1 });
    expect(first.status).toBe(201);
    expect(first.body.count).toBe(1);
    await add(token, { productId: lamp.id, quantity: 3 });
    const merged = await add(token, { productId: sofa.id, quantity: 2 });

    expect(merged.status).toBe(201);
    expect(merged.body.cartItems).toHaveLength(2);
    expect(merged.body.cartItems[0]).toEqual({
      id: expect.any(Number),
      quantity: 3,
      product: {
        id: sofa.id,
        name: 'Sofa Minimalis',
        slug: sofa.slug,
        category_slug: 'sofas',
        description: 'Sofa nyaman untuk ruang tamu keluarga.',
        thumbnail_url: null,
        price: 1_250_000,
        stock: 15,
        purchase_limit: 3,
        held_unpaid: 0,
      },
      variant: null,
    });
    expect(merged.body.count).toBe(6);
    expect(merged.body.subTotal).toBe(3 * 1_250_000 + 3 * 150_000);
    expect(merged.body.totalPrice).toBe(merged.body.subTotal);
    expect(merged.body.orderSummary).toEqual({
      subTotal: 4_200_000,
      tax: 0,
      shipping: 0,
      discount: 0,
      total: 4_200_000,
    });
    expect((await count(token)).body).toEqual({ count: 6 });
  });

  it('defaults the quantity to 1', async () => {
    const { token } = await t.registerCustomer();
    const p = await createProduct(t.db);
    const res = await add(token, { productId: p.id });
    expect(res.status).toBe(201);
    expect(res.body.cartItems[0].quantity).toBe(1);
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional', 1.5],
    ['a string', '2'],
    ['huge', 1e12],
  ])('refuses a %s quantity with 400 and keeps the cart as it was', async (_name, quantity) => {
    const { token } = await t.registerCustomer();
    const p = await createProduct(t.db, { stock: 5 });
    await add(token, { productId: p.id, quantity: 1 });
    const res = await add(token, { productId: p.id, quantity });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect((await count(token)).body.count).toBe(1);

    const line = (await cart(token)).body.cartItems[0];
    const update = await t.call({
      method: 'PUT',
      url: `/api/cart/item/${line.id}`,
      token,
      body: { quantity },
    });
    expect(update.status).toBe(400);
    expect((await cart(token)).body.cartItems[0].quantity).toBe(1);
  });

  it('refuses more than the stock, counting what is already in the cart, with 409', async () => {
    const { token } = await t.registerCustomer();
    const p = await createProduct(t.db, { stock: 10 });
    expect((await add(token, { productId: p.id, quantity: 11 })).body).toEqual({
      message: 'Stok tidak mencukupi (tersisa 10)',
      code: 'CONFLICT',
    });
    await add(token, { productId: p.id, quantity: 2 });
    const over = await add(token, { productId: p.id, quantity: 9 });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Stok tidak mencukupi (tersisa 10, 2 sudah di keranjang)');
    expect((await count(token)).body.count).toBe(2);
  });

  it('answers 404 for an unknown or hidden product and adds nothing', async () => {
    const { token } = await t.registerCustomer();
    const hidden = await createProduct(t.db, { hidden: true });
    expect((await add(token, { productId: 999_999, quantity: 1 })).status).toBe(404);
    const res = await add(token, { productId: hidden.id, quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Produk tidak ditemukan');
    expect((await count(token)).body.count).toBe(0);
  });

  it('changes a quantity within 1..stock', async () => {
    const { token } = await t.registerCustomer();
    const p = await createProduct(t.db, { stock: 20, price: 100_000 });
    const line = (await add(token, { productId: p.id, quantity: 1 })).body.cartItems[0];

    const ok = await t.call({
      method: 'PUT',
      url: `/api/cart/item/${line.id}`,
      token,
      body: { quantity: 4 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.cartItems[0].quantity).toBe(4);
    expect(ok.body.subTotal).toBe(400_000);

    const over = await t.call({
      method: 'PUT',
      url: `/api/cart/item/${line.id}`,
      token,
      body: { quantity: 21 },
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Stok tidak mencukupi (tersisa 20)');
    expect((await count(token)).body.count).toBe(4);
  });

  it('removes a line and answers the cart without it', async () => {
    const { token } = await t.registerCustomer();
    const a = await createProduct(t.db);
    const b = await createProduct(t.db);
    await add(token, { productId: a.id, quantity: 1 });
    const lines = (await add(token, { productId: b.id, quantity: 2 })).body.cartItems;
    const res = await t.call({ method: 'DELETE', url: `/api/cart/item/${lines[0].id}`, token });
    expect(res.status).toBe(200);
    expect(res.body.cartItems.map((i: { product: { id: number } }) => i.product.id)).toEqual([b.id]);
    expect(res.body.count).toBe(2);
    expect((await t.call({ method: 'DELETE', url: `/api/cart/item/${lines[0].id}`, token })).status).toBe(
      404,
    );
  });

  it('shows a product the shop stopped selling with stock 0 and refuses to raise its quantity', async () => {
    const { token } = await t.registerCustomer();
    const p = await createProduct(t.db, { stock: 5 });
    const line = (await add(token, { productId: p.id, quantity: 1 })).body.cartItems[0];
    await t.db.execute(`update products set hidden_at = now(), status = 'deleted' where id = ${p.id}`);
    expect((await cart(token)).body.cartItems[0].product.stock).toBe(0);
    const res = await t.call({
      method: 'PUT',
      url: `/api/cart/item/${line.id}`,
      token,
      body: { quantity: 2 },
    });
    expect(res.status).toBe(409);
  });
});

describe('whose cart', () => {
  it('never lets one customer see or change another customer’s cart', async () => {
    const ani = await t.registerCustomer();
    const budi = await t.registerCustomer();
    const p = await createProduct(t.db, { stock: 10 });
    const aniLine = (await add(ani.token, { productId: p.id, quantity: 2 })).body.cartItems[0];

    expect((await cart(budi.token)).body.cartItems).toEqual([]);
    expect((await count(budi.token)).body.count).toBe(0);
    const update = await t.call({
      method: 'PUT',
      url: `/api/cart/item/${aniLine.id}`,
      token: budi.token,
      body: { quantity: 5 },
    });
    expect(update.status).toBe(404);
    const remove = await t.call({ method: 'DELETE', url: `/api/cart/item/${aniLine.id}`, token: budi.token });
    expect(remove.status).toBe(404);

    const [row] = await t.db.select().from(cartItems).where(eq(cartItems.id, aniLine.id));
    expect(row?.quantity).toBe(2);
    expect((await cart(ani.token)).body.count).toBe(2);
  });

  it('ignores a cart or user id in the body: the token decides', async () => {
    const ani = await t.registerCustomer();
    const budi = await t.registerCustomer();
    const p = await createProduct(t.db);
    const res = await add(budi.token, { productId: p.id, quantity: 1, userId: ani.user.id, cartId: 1 });
    expect(res.status).toBe(201);
    expect((await count(ani.token)).body.count).toBe(0);
    expect((await count(budi.token)).body.count).toBe(1);
  });

  it('needs a customer token: 401 without one, 403 for an admin', async () => {
    expect((await t.call({ method: 'GET', url: '/api/cart' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/cart/count' })).status).toBe(401);
    const admin = await t.adminToken();
    expect((await cart(admin)).status).toBe(403);
    const p = await createProduct(t.db);
    expect((await add(admin, { productId: p.id, quantity: 1 })).status).toBe(403);
  });
});

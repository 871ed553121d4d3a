import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { favorites, products } from '../../db/schema/index.ts';
import { createProduct } from '../orders/orders.fixtures.ts';

// A customer's favourites (ADR 076): saved and removed idempotently, listed newest first with the
// product's price and stock now, never another customer's.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const put = (token: string, id: number | string) =>
  t.call({ method: 'PUT', url: `/api/favorites/${id}`, token });
const del = (token: string, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/favorites/${id}`, token });
const list = (token: string, query = '') => t.call({ method: 'GET', url: `/api/favorites${query}`, token });

const rowsOf = (userId: number) => t.db.select().from(favorites).where(eq(favorites.userId, userId));

describe('saving a favourite', () => {
  it('stores one row however often it is saved (204 each time), and keeps the first time', async () => {
    const { token, user } = await t.registerCustomer();
    const sofa = await createProduct(t.db, { name: 'Sofa Favorit Satu' });
    expect((await put(token, sofa.id)).status).toBe(204);
    const [first] = await rowsOf(user.id);
    expect((await put(token, sofa.id)).status).toBe(204);
    const rows = await rowsOf(user.id);
    expect(rows).toEqual([{ userId: user.id, productId: sofa.id, createdAt: first!.createdAt }]);
  });

  it('answers 404 in Indonesian for a product that does not exist or is hidden, and stores nothing', async () => {
    const { token, user } = await t.registerCustomer();
    const hidden = await createProduct(t.db, { hidden: true });
    for (const id of [hidden.id, 2_000_000_000]) {
      const res = await put(token, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Produk tidak ditemukan', code: 'NOT_FOUND' });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses an id that is not one (400 naming productId)', async () => {
    const { token } = await t.registerCustomer();
    const res = await put(token, 'abc');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'productId', message: 'ID produk tidak valid' }]);
  });

  it('is for logged-in customers only: 401 without a token, 403 for the admin', async () => {
    const sofa = await createProduct(t.db);
    expect((await t.call({ method: 'PUT', url: `/api/favorites/${sofa.id}` })).status).toBe(401);
    expect((await put(await t.adminToken(), sofa.id)).status).toBe(403);
    expect(await t.db.select().from(favorites).where(eq(favorites.productId, sofa.id))).toEqual([]);
  });
});

describe('removing a favourite', () => {
  it('deletes the row, and deleting again (or a product never saved) still answers 204', async () => {
    const { token, user } = await t.registerCustomer();
    const sofa = await createProduct(t.db);
    const lamp = await createProduct(t.db);
    await put(token, sofa.id);
    await put(token, lamp.id);
    expect((await del(token, sofa.id)).status).toBe(204);
    expect((await del(token, sofa.id)).status).toBe(204);
    expect((await del(token, 2_000_000_000)).status).toBe(204);
    expect((await rowsOf(user.id)).map((r) => r.productId)).toEqual([lamp.id]);
  });

  it("never removes another customer's favourite", async () => {
    const ani = await t.registerCustomer();
    const budi = await t.registerCustomer();
    const sofa = await createProduct(t.db);
    await put(ani.token, sofa.id);
    await del(budi.token, sofa.id);
    expect(await rowsOf(ani.user.id)).toHaveLength(1);
  });
});

describe('GET /api/favorites', () => {
  it('lists newest first with price and stock as they are now', async () => {
    const { token } = await t.registerCustomer();
    const sofa = await createProduct(t.db, { name: 'Sofa Daftar Favorit', price: 1_250_000, stock: 3 });
    const lamp = await createProduct(t.db, { name: 'Lampu Daftar Favorit', price: 150_000, stock: 5 });
    await put(token, sofa.id);
    await put(token, lamp.id);
    // The price drops and the sofa sells out after it was saved.
    await t.db.update(products).set({ price: 999_000, stock: 0 }).where(eq(products.id, sofa.id));

    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((f: { name: string }) => f.name)).toEqual([
      'Lampu Daftar Favorit',
      'Sofa Daftar Favorit',
    ]);
    expect(res.body.data[1]).toEqual({
      product_id: sofa.id,
      name: 'Sofa Daftar Favorit',
      slug: sofa.slug,
      category_slug: 'sofas',
      thumbnail_url: null,
      image_id: null,
      price: 999_000,
      original_price: null,
      stock: 0,
      added_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body.pagination).toEqual({ limit: 24, hasNextPage: false, nextCursor: null });
  });

  it('shows only the caller’s own favourites', async () => {
    const ani = await t.registerCustomer();
    const budi = await t.registerCustomer();
    const sofa = await createProduct(t.db);
    await put(ani.token, sofa.id);
    expect((await list(budi.token)).body.data).toEqual([]);
    expect((await list(ani.token)).body.data).toHaveLength(1);
  });

  it('drops a product that is deleted, or hidden because orders name it', async () => {
    const { token } = await t.registerCustomer();
    const gone = await createProduct(t.db);
    const hidden = await createProduct(t.db);
    const kept = await createProduct(t.db);
    for (const p of [gone, hidden, kept]) await put(token, p.id);
    const admin = await t.adminToken();
    expect((await t.call({ method: 'DELETE', url: `/api/products/${gone.id}`, token: admin })).status).toBe(
      204,
    );
    await t.db
      .update(products)
      .set({ hiddenAt: new Date(), status: 'deleted' })
      .where(eq(products.id, hidden.id));
    expect((await list(token)).body.data.map((f: { product_id: number }) => f.product_id)).toEqual([kept.id]);
    expect(await t.db.select().from(favorites).where(eq(favorites.productId, gone.id))).toEqual([]);
  });

  it('pages by cursor without repeating or skipping a favourite, even saved in the same instant', async () => {
    const { token, user } = await t.registerCustomer();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createProduct(t.db));
    // Two saved at exactly the same time: the product id breaks the tie.
    const at = new Date('2026-11-20T10:00:00.123Z');
    await t.db.insert(favorites).values(
      made.map((p, i) => ({
        userId: user.id,
        productId: p.id,
        createdAt: i < 2 ? at : new Date(at.getTime() + i * 1000),
      })),
    );
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(token, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((f: { product_id: number }) => f.product_id));
      cursor = res.body.pagination.nextCursor;
    } while (cursor);
    expect(seen).toEqual([made[4]!.id, made[3]!.id, made[2]!.id, made[1]!.id, made[0]!.id]);
  });

  it('answers only the asked products with product_ids (one question per listing page)', async () => {
    const { token } = await t.registerCustomer();
    const [a, b, c] = [await createProduct(t.db), await createProduct(t.db), await createProduct(t.db)];
    await put(token, a.id);
    await put(token, c.id);
    const res = await list(token, `?product_ids=${a.id},${b.id}`);
    expect(res.body.data.map((f: { product_id: number }) => f.product_id)).toEqual([a.id]);
  });

  it('refuses a forged cursor or a bad id list with a 400 in Indonesian', async () => {
    const { token } = await t.registerCustomer();
    const forged = Buffer.from(JSON.stringify(["'; drop table favorites; --", 1])).toString('base64url');
    const bad = await list(token, `?cursor=${forged}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'cursor', message: 'Cursor tidak berlaku untuk daftar ini' }]);
    const ids = await list(token, '?product_ids=1,dua');
    expect(ids.status).toBe(400);
    expect(ids.body.errors).toEqual([{ path: 'product_ids', message: 'Daftar ID produk tidak valid' }]);
    expect(
      (
        await t.db
          .select()
          .from(favorites)
          .where(and(eq(favorites.productId, -1)))
      ).length,
    ).toBe(0);
  });
});

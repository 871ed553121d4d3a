import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { categories, products } from '../../db/schema/index.ts';

// Deleting a category that holds products (docs/decisions/052-category-delete-moves-products.md).

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
async function newCategory(name: string) {
  const res = await t.call({ method: 'POST', url: '/api/categories', token: admin, body: { name } });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; name: string; slug: string };
}

/** Products straight into the category (hidden: deleted ones that old orders still show). */
async function productsIn(categoryId: number, n: number, hidden = false) {
  const rows = await t.db
    .insert(products)
    .values(
      Array.from({ length: n }, () => {
        seq += 1;
        return {
          name: `Rak Uji ${seq}`,
          slug: `rak-uji-hapus-${seq}`,
          price: 450_000,
          stock: 5,
          categoryId,
          hiddenAt: hidden ? new Date() : null,
          status: hidden ? 'deleted' : 'active',
        };
      }),
    )
    .returning({ id: products.id, slug: products.slug });
  return rows;
}

const remove = (id: number, query = '') =>
  t.call({ method: 'DELETE', url: `/api/categories/${id}${query}`, token: admin });

const categoryOf = async (ids: number[]) =>
  (await t.db.select({ c: products.categoryId }).from(products).where(inArray(products.id, ids))).map(
    (r) => r.c,
  );

const categoryExists = async (id: number) =>
  (await t.db.select().from(categories).where(eq(categories.id, id))).length === 1;

describe('DELETE /api/categories/{id}', () => {
  it('refuses a category that still holds products with 409 naming the count, and changes nothing', async () => {
    const rak = await newCategory('Rak Buku');
    const items = await productsIn(rak.id, 3);
    await productsIn(rak.id, 1, true); // hidden: not counted, shoppers do not see it

    const res = await remove(rak.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'CATEGORY_NOT_EMPTY',
      message:
        'Kategori Rak Buku masih berisi 3 produk. Pilih kategori tujuan untuk memindahkan produknya sebelum kategori ini dihapus.',
    });
    expect(await categoryExists(rak.id)).toBe(true);
    expect(await categoryOf(items.map((p) => p.id))).toEqual([rak.id, rak.id, rak.id]);
  });

  it('moves every product to the chosen category and deletes, in one go: its page and count show them', async () => {
    const from = await newCategory('Meja Lama');
    const to = await newCategory('Meja Baru');
    const shown = await productsIn(from.id, 2);
    const kept = await productsIn(from.id, 1, true);

    const res = await remove(from.id, `?move_to=${to.id}`);
    expect(res.status).toBe(204);
    expect(await categoryExists(from.id)).toBe(false);
    expect(await categoryOf([...shown, ...kept].map((p) => p.id))).toEqual([to.id, to.id, to.id]);
    const page = await t.call({ method: 'GET', url: `/api/products?categoryName=${to.slug}` });
    expect(page.body.data.map((p: { slug: string }) => p.slug).sort()).toEqual(
      shown.map((p) => p.slug).sort(),
    );
    const count = await t.call({ method: 'GET', url: `/api/categories/${to.id}` });
    expect(count.body.data.product_count).toBe(2);
  });

  it('refuses a target that is the category itself or does not exist (400), and changes nothing', async () => {
    const lampu = await newCategory('Lampu Hias');
    const items = await productsIn(lampu.id, 1);
    const self = await remove(lampu.id, `?move_to=${lampu.id}`);
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual([{ path: 'move_to', message: 'Kategori tujuan harus kategori lain' }]);
    const missing = await remove(lampu.id, '?move_to=999999');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'move_to', message: 'Kategori tujuan tidak ditemukan' }]);
    const junk = await remove(lampu.id, '?move_to=abc');
    expect(junk.status).toBe(400);
    expect(await categoryExists(lampu.id)).toBe(true);
    expect(await categoryOf(items.map((p) => p.id))).toEqual([lampu.id]);
  });

  it('deletes an empty category at once; hidden products left in it lose their category; then 404', async () => {
    const kosong = await newCategory('Kategori Kosong');
    const [hidden] = await productsIn(kosong.id, 1, true);
    expect((await remove(kosong.id)).status).toBe(204);
    expect(await categoryOf([hidden!.id])).toEqual([null]);
    expect((await remove(kosong.id)).status).toBe(404);
  });
});

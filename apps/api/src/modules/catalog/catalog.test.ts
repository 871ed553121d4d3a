import { slugify } from '@toko/shared';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { TEST_DB_KIND } from '../../../test/db.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { products } from '../../db/schema/index.ts';
import { FIXTURE_PRODUCTS, seedCatalogFixture, VISIBLE_FIXTURES } from './catalog.fixtures.ts';
import { listProducts } from './product-list.service.ts';
import { getAdminProduct } from './products.service.ts';

const FIRST_SOFA = 'Sofa Minimalis 3 Dudukan Abu-abu';
const HIDDEN_SOFA = 'Sofa Tersembunyi Lama';

let t: TestContext;
let ids: Map<string, number>;
let categoryIds: Map<string, number>;

beforeAll(async () => {
  t = await createTestContext();
  const seeded = await seedCatalogFixture(t.db, { imagesFor: [FIRST_SOFA] });
  ids = seeded.productIds;
  categoryIds = seeded.categoryIds;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers?: Record<string, string>) => t.call({ method: 'GET', url, headers });

/** Every card of a listing, page after page. */
async function allPages(query: string, limit = 5) {
  const cards: any[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await get(`/api/products?${query}&limit=${limit}&page=${page}`);
    expect(res.status).toBe(200);
    cards.push(...res.body.data);
    if (!res.body.pagination.hasNextPage) break;
  }
  return cards;
}

const lowerBytes = (s: string) => s.toLowerCase();
const isSorted = <T>(xs: T[], cmp: (a: T, b: T) => number) =>
  xs.every((x, i) => i === 0 || cmp(xs[i - 1]!, x) <= 0);

describe('GET /api/products', () => {
  it('answers the first 12 visible products by name with the pagination fields', async () => {
    const res = await get('/api/products');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: VISIBLE_FIXTURES.length,
      limit: 12,
      hasNextPage: true,
      nextCursor: expect.any(String),
    });
    expect(res.body.data).toHaveLength(12);
    const expected = VISIBLE_FIXTURES.map((p) => p.name)
      .sort((a, b) => (lowerBytes(a) < lowerBytes(b) ? -1 : 1))
      .slice(0, 12);
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(expected);
  });

  it('gives a card every field it shows, with the first image and the category link', async () => {
    const res = await get('/api/products?categoryName=sofas&sortBy=sold&sortOrder=desc&limit=1');
    const card = res.body.data[0];
    const imageId = card.image_id;
    expect(imageId).toEqual(expect.any(Number));
    expect(card).toEqual({
      id: ids.get(FIRST_SOFA),
      name: FIRST_SOFA,
      slug: 'sofa-minimalis-3-dudukan-abu-abu',
      price: 4_299_000,
      original_price: 5_199_000,
      stock: 20,
      category_id: categoryIds.get('Sofas'),
      category: { name: 'Sofas', slug: 'sofas' },
      category_name: 'Sofas',
      thumbnail_url: `/api/images/${imageId}?w=280&q=75&f=auto`,
      image_id: imageId,
      badge: 'pira',
      info_text: null,
      // Derived from the prices: 1 - 4.299.000 / 5.199.000 = 17%; 900.000 off = 900K.
      discount: 17,
      discount_amount: 900,
      sold: 312,
      label: true,
      free_shipping: true,
      rating: 4.5,
      review_count: 10,
      has_variants: false,
    });
  });

  it('filters by category name or slug, whatever the case', async () => {
    for (const name of ['sofas', 'Sofas', 'SOFAS']) {
      const res = await get(`/api/products?categoryName=${name}&limit=48`);
      expect(res.status).toBe(200);
      expect(res.body.pagination.totalItems).toBe(10);
      expect(res.body.data.every((p: any) => p.category_name === 'Sofas')).toBe(true);
    }
    const chairs = await get('/api/products?categoryName=Chairs');
    expect(chairs.body.data.map((p: any) => p.name).sort()).toEqual(
      FIXTURE_PRODUCTS.filter((p) => p.category === 'Chairs')
        .map((p) => p.name)
        .sort(),
    );
  });

  it('answers an empty page for a category without products or an unknown one', async () => {
    for (const name of ['beds', 'kategori-tidak-ada']) {
      const res = await get(`/api/products?categoryName=${name}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: [],
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalItems: 0,
          limit: 12,
          hasNextPage: false,
          nextCursor: null,
        },
      });
    }
  });

  const sorts: [string, (a: any, b: any) => number][] = [
    ['sortBy=price&sortOrder=asc', (a, b) => a.price - b.price],
    ['sortBy=price&sortOrder=desc', (a, b) => b.price - a.price],
    ['sortBy=sold&sortOrder=desc', (a, b) => b.sold - a.sold],
    ['sortBy=sold&sortOrder=asc', (a, b) => a.sold - b.sold],
    ['sortBy=name&sortOrder=desc', (a, b) => (lowerBytes(a.name) > lowerBytes(b.name) ? -1 : 1)],
    ['sortBy=name', (a, b) => (lowerBytes(a.name) < lowerBytes(b.name) ? -1 : 1)],
  ];
  for (const [query, cmp] of sorts) {
    it(`sorts by ${query} across pages without repeating or skipping a product`, async () => {
      const cards = await allPages(query);
      expect(isSorted(cards, cmp)).toBe(true);
      expect(new Set(cards.map((c) => c.id)).size).toBe(VISIBLE_FIXTURES.length);
      expect(cards).toHaveLength(VISIBLE_FIXTURES.length);
    });
  }

  it('sorts by creation date both ways', async () => {
    const created = new Map(
      (await t.db.select({ id: products.id, createdAt: products.createdAt }).from(products)).map((r) => [
        r.id,
        r.createdAt.getTime(),
      ]),
    );
    const asc = await allPages('sortBy=createdAt&sortOrder=asc');
    const desc = await allPages('sortBy=createdAt&sortOrder=desc');
    expect(isSorted(asc, (a, b) => created.get(a.id)! - created.get(b.id)!)).toBe(true);
    expect(isSorted(desc, (a, b) => created.get(b.id)! - created.get(a.id)!)).toBe(true);
    // Insertion order is not date order in the fixture, so this proves the sort really ran.
    expect(asc.map((c) => c.id)).not.toEqual([...asc.map((c) => c.id)].sort((a, b) => a - b));
  });

  it('answers a page past the end with no products and the true totals', async () => {
    const res = await get('/api/products?limit=5&page=9');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.pagination).toEqual({
      currentPage: 9,
      totalPages: 3,
      totalItems: VISIBLE_FIXTURES.length,
      limit: 5,
      hasNextPage: false,
      nextCursor: null,
    });
  });

  it('caps the page size at 48', async () => {
    const res = await get('/api/products?limit=1000');
    expect(res.status).toBe(200);
    expect(res.body.pagination.limit).toBe(48);
    expect(res.body.data).toHaveLength(VISIBLE_FIXTURES.length);
  });

  it('refuses nonsense paging and sorting with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=abc',
      'page=0',
      'page=-1',
      'sortBy=password',
      'sortOrder=sideways',
    ]) {
      const res = await get(`/api/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('never lists hidden products, not even when searched for', async () => {
    const all = await allPages('sortBy=price', 48);
    expect(all.map((p) => p.name)).not.toContain(HIDDEN_SOFA);
    const search = await get(`/api/products?search=${encodeURIComponent('tersembunyi')}`);
    expect(search.body.data).toEqual([]);
  });
});

describe('GET /api/products?search=', () => {
  const names = async (search: string, extra = '') => {
    const res = await get(`/api/products?search=${encodeURIComponent(search)}&limit=48${extra}`);
    expect(res.status).toBe(200);
    return res.body.data.map((p: { name: string }) => p.name) as string[];
  };

  it('finds a substring of an Indonesian name, whatever the case', async () => {
    expect(await names('LEMARI')).toEqual(['Lemari Pakaian 3 Pintu']);
    expect((await names('kursi')).sort()).toEqual([
      'Kursi Kantor Ergonomis',
      'Kursi Makan Kayu Jati',
      'Kursi Promo 100% Jati_Asli',
    ]);
    expect(await names('dudukan')).toEqual(['Sofa Minimalis 3 Dudukan Abu-abu', 'Sofa Santai 2 Dudukan']);
  });

  it('tolerates a typo', async () => {
    expect(await names('lemarri')).toEqual(['Lemari Pakaian 3 Pintu']);
    expect((await names('kursy')).sort()).toEqual([
      'Kursi Kantor Ergonomis',
      'Kursi Makan Kayu Jati',
      'Kursi Promo 100% Jati_Asli',
    ]);
  });

  it('matches every word, in any order', async () => {
    expect(await names('abu sofa')).toEqual(['Sofa Minimalis 3 Dudukan Abu-abu']);
    expect(await names('kursi jati')).toEqual(['Kursi Makan Kayu Jati', 'Kursi Promo 100% Jati_Asli']);
  });

  it('puts the closest names first, unless a sort is asked for', async () => {
    const ranked = await names('sofa bed');
    expect(ranked[0]).toBe('Sofa Bed Lipat Biru Dongker');
    const res = await get('/api/products?search=sofa&sortBy=price&sortOrder=asc&limit=48');
    expect(isSorted(res.body.data, (a: any, b: any) => a.price - b.price)).toBe(true);
    expect(res.body.data).toHaveLength(10);
  });

  it('ranks the names starting with the word by name, then the names holding it elsewhere, across pages', async () => {
    const ranked = [
      'Kursi Kantor Ergonomis',
      'Kursi Makan Kayu Jati',
      'Kursi Promo 100% Jati_Asli',
      'sofa kulit hitam',
    ];
    expect(await names('ku')).toEqual(ranked);
    // Page sizes that end a page inside the first group, at its end, and past it; one word (read from
    // the name index) and two (from the trigram index).
    for (const [search, limit] of ['ku', 'ku a'].flatMap((q) => [1, 2, 3].map((n) => [q, n] as const))) {
      const q = encodeURIComponent(search);
      const seen: string[] = [];
      let url = `/api/products?search=${q}&limit=${limit}`;
      for (;;) {
        const res = await get(url);
        expect(res.status).toBe(200);
        expect(res.body.pagination.totalItems).toBe(ranked.length);
        seen.push(...res.body.data.map((p: { name: string }) => p.name));
        if (!res.body.pagination.nextCursor) break;
        url = `/api/products?search=${q}&limit=${limit}&cursor=${res.body.pagination.nextCursor}`;
      }
      expect(seen, `${search}, limit ${limit}`).toEqual(ranked);
      const numbered = await get(`/api/products?search=${q}&limit=${limit}&page=2`);
      expect(numbered.body.data.map((p: { name: string }) => p.name)).toEqual(ranked.slice(limit, 2 * limit));
    }
  });

  it('treats % and _ as the characters themselves', async () => {
    expect(await names('%')).toEqual(['Kursi Promo 100% Jati_Asli']);
    expect(await names('_')).toEqual(['Kursi Promo 100% Jati_Asli']);
    expect(await names('100%')).toEqual(['Kursi Promo 100% Jati_Asli']);
  });

  it('answers odd input as a plain search; control characters and over-long text are a clear 400', async () => {
    const odd = [
      "'; drop table products; --",
      '"quoted"',
      '\\',
      '😀 sofa',
      ' ',
      'x'.repeat(100),
      'kursi '.repeat(16),
    ];
    for (const search of odd) {
      const res = await get(`/api/products?search=${encodeURIComponent(search)}`);
      expect(res.status, search.slice(0, 20)).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(true);
    }
    for (const search of ['a\u0000b', 'x'.repeat(10_000), 'kursi '.repeat(2_000)]) {
      const res = await get(`/api/products?search=${encodeURIComponent(search)}`);
      expect(res.status, search.slice(0, 20)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    expect(await names("'; drop table products; --")).toEqual([]);
    // Still there.
    expect((await get('/api/products')).body.pagination.totalItems).toBe(VISIBLE_FIXTURES.length);
    // A blank search is no search.
    expect(await names('   ')).toHaveLength(VISIBLE_FIXTURES.length);
  });
});

describe('queries per page', () => {
  // The statement log hooks into the PGlite client.
  it.skipIf(TEST_DB_KIND !== 'pglite')(
    'reads a first page and its total in one query, a next page with one',
    async () => {
      const statements: string[] = [];
      const client = (t.db as unknown as { $client: any }).$client;
      const counting = drizzle({
        client,
        schema,
        casing: 'snake_case',
        logger: { logQuery: (query) => statements.push(query) },
      }) as unknown as Db;
      const first = await listProducts(counting, { page: 1, limit: 3, search: undefined });
      expect(first.data).toHaveLength(3);
      expect(first.pagination.totalItems).toBeGreaterThan(3);
      expect(statements).toHaveLength(1);
      expect(statements.join('\n')).not.toMatch(/over\s*\(/i);
      statements.length = 0;
      const next = await listProducts(counting, {
        page: 1,
        limit: 48,
        search: undefined,
        cursor: first.pagination.nextCursor!,
      });
      expect(next.data.length).toBeGreaterThan(5);
      expect(next.data.some((p) => p.image_id !== null)).toBe(true);
      expect(statements).toHaveLength(1);
    },
  );
});

describe('GET /api/products/{slug}', () => {
  it('answers the full product: images, attributes, related products, reviews and rating', async () => {
    const res = await get('/api/products/sofa-minimalis-3-dudukan-abu-abu');
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      id: ids.get(FIRST_SOFA),
      name: FIRST_SOFA,
      description: `Deskripsi ${FIRST_SOFA}.`,
      price: 4_299_000,
      original_price: 5_199_000,
      stock: 20,
      category: { name: 'Sofas', slug: 'sofas' },
      category_name: 'Sofas',
      review_count: 10,
      rating: 4.5,
      badge: 'pira',
      discount: 17,
      discount_amount: 900,
      sold: 312,
      label: true,
      free_shipping: true,
    });
    expect(p.images).toHaveLength(2);
    expect(p.images[0]).toEqual({ id: p.image_id, image_url: `/api/images/${p.image_id}?w=560&q=75&f=auto` });
    expect(p.thumbnail_url).toBe(`/api/images/${p.image_id}?w=280&q=75&f=auto`);
    expect(p.attributes).toEqual([
      { id: expect.any(Number), title: 'Warna', value: 'Abu-abu', color: '#8a8f98' },
      { id: expect.any(Number), title: 'Bahan', value: 'Kain linen', color: null },
    ]);
  });

  it('relates up to 8 other visible products of the same category, best sellers first', async () => {
    const res = await get('/api/products/sofa-minimalis-3-dudukan-abu-abu');
    const related = res.body.data.related_products as any[];
    expect(related).toHaveLength(8);
    expect(related.every((r) => r.category_name === 'Sofas')).toBe(true);
    expect(related.map((r) => r.name)).not.toContain(FIRST_SOFA);
    expect(related.map((r) => r.name)).not.toContain(HIDDEN_SOFA);
    expect(isSorted(related, (a, b) => b.sold - a.sold)).toBe(true);

    const lamp = await get(`/api/products/${slugify('Lampu Meja Tanpa Kategori')}`);
    expect(lamp.body.data.category).toBeNull();
    expect(lamp.body.data.related_products).toEqual([]);
  });

  it('finds a product by its exact name too, in any case', async () => {
    const res = await get(`/api/products/${encodeURIComponent('kursi makan KAYU jati')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe('kursi-makan-kayu-jati');
  });

  it('answers 404 for an unknown or hidden product', async () => {
    for (const key of ['tidak-ada', slugify(HIDDEN_SOFA), encodeURIComponent(HIDDEN_SOFA), '%25']) {
      const res = await get(`/api/products/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.body).toEqual({ message: 'Produk tidak ditemukan', code: 'NOT_FOUND' });
    }
  });

  it('lets the owner read a product by slug or id, but never a deleted one (ADR 085)', async () => {
    for (const find of [{ key: slugify(HIDDEN_SOFA) }, { id: ids.get(HIDDEN_SOFA)! }, { id: 999_999 }]) {
      await expect(getAdminProduct(t.db, find), JSON.stringify(find)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Produk tidak ditemukan',
      });
    }
    const byId = await getAdminProduct(t.db, { id: ids.get(FIRST_SOFA)! });
    expect(byId).toMatchObject({ slug: 'sofa-minimalis-3-dudukan-abu-abu', status: 'active' });
    expect(byId.low_stock_threshold).toBe(10);
  });
});

describe('GET /api/categories', () => {
  it('lists the categories with their counts of visible products', async () => {
    const res = await get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      // The hidden sofa is not counted.
      { id: categoryIds.get('Sofas'), name: 'Sofas', slug: 'sofas', product_count: 10 },
      { id: categoryIds.get('Chairs'), name: 'Chairs', slug: 'chairs', product_count: 3 },
      { id: categoryIds.get('Beds'), name: 'Beds', slug: 'beds', product_count: 0 },
      { id: categoryIds.get('Cupboards'), name: 'Cupboards', slug: 'cupboards', product_count: 1 },
    ]);
    expect(res.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 4,
      limit: 100,
      hasNextPage: false,
    });
  });

  it('answers one category by id, 404 for an unknown one and 400 for a non-number', async () => {
    const one = await get(`/api/categories/${categoryIds.get('Chairs')}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      data: { id: categoryIds.get('Chairs'), name: 'Chairs', slug: 'chairs', product_count: 3 },
    });
    const missing = await get('/api/categories/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Kategori tidak ditemukan', code: 'NOT_FOUND' });
    expect((await get('/api/categories/abc')).status).toBe(400);
  });

  it('lists the product types', async () => {
    const res = await get('/api/product-types');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Elektronik', 'Furniture']);
  });
});

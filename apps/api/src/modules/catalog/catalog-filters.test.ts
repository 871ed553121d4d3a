import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { products } from '../../db/schema/index.ts';
import { seedCatalogFixture, VISIBLE_FIXTURES } from './catalog.fixtures.ts';
import { SUGGEST_RATE_LIMIT } from './catalog.routes.ts';

// The shopper's filters on GET /products (price range, in stock, rating 4+) and the header box's
// suggestions, GET /products/suggest (ADR 076).

let t: TestContext;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestContext();
  ({ productIds: ids } = await seedCatalogFixture(t.db));
  // Two sold out, two rated below 4 (the fixture rates every product 4.5).
  await t.db
    .update(products)
    .set({ stock: 0 })
    .where(
      inArray(products.id, [ids.get('Sofa Bed Lipat Biru Dongker')!, ids.get('Kursi Kantor Ergonomis')!]),
    );
  await t.db
    .update(products)
    .set({ rating: 3.9 })
    .where(inArray(products.id, [ids.get('Sofa L Sudut Krem')!, ids.get('Kursi Makan Kayu Jati')!]));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.call({ method: 'GET', url });

type Card = { name: string; price: number; stock: number; rating: number };

/** Every card of a listing, following nextCursor from the first page. */
async function byCursor(query: string, limit = 3): Promise<Card[]> {
  const cards: Card[] = [];
  let url = `/api/products?${query}&limit=${limit}`;
  for (let i = 0; i < 30; i++) {
    const res = await get(url);
    expect(res.status, res.raw).toBe(200);
    cards.push(...res.body.data);
    const next = res.body.pagination.nextCursor;
    if (!next) break;
    url = `/api/products?${query}&limit=${limit}&cursor=${next}`;
  }
  return cards;
}

const names = (cards: Card[]) => cards.map((c) => c.name).sort();
const expected = (keep: (p: (typeof VISIBLE_FIXTURES)[number]) => boolean) =>
  VISIBLE_FIXTURES.filter(keep)
    .map((p) => p.name)
    .sort();

describe('GET /api/products filters', () => {
  it('keeps only prices inside the range (both ends included), Indonesian grouping accepted', async () => {
    const res = await get('/api/products?min_price=1.150.000&max_price=2899000&limit=48');
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(expected((p) => p.price >= 1_150_000 && p.price <= 2_899_000));
    expect(res.body.pagination.totalItems).toBe(res.body.data.length);
    expect(res.body.data.length).toBeGreaterThan(3);
  });

  it('keeps only products in stock with in_stock=1, and only ratings of 4 and up with min_rating=4', async () => {
    const inStock = await get('/api/products?in_stock=1&limit=48');
    expect(names(inStock.body.data)).toEqual(
      expected((p) => !['Sofa Bed Lipat Biru Dongker', 'Kursi Kantor Ergonomis'].includes(p.name)),
    );
    expect(inStock.body.pagination.totalItems).toBe(VISIBLE_FIXTURES.length - 2);
    const rated = await get('/api/products?min_rating=4&limit=48');
    expect(names(rated.body.data)).toEqual(
      expected((p) => !['Sofa L Sudut Krem', 'Kursi Makan Kayu Jati'].includes(p.name)),
    );
  });

  it('combines with a category, a sort and keyset paging without repeating or losing a card', async () => {
    const cards = await byCursor(
      'categoryName=sofas&in_stock=1&min_rating=4&max_price=6000000&sortBy=price&sortOrder=desc',
    );
    const want = VISIBLE_FIXTURES.filter(
      (p) =>
        p.category === 'Sofas' &&
        p.price <= 6_000_000 &&
        !['Sofa Bed Lipat Biru Dongker', 'Sofa L Sudut Krem'].includes(p.name),
    ).sort((a, b) => b.price - a.price || 0);
    expect(cards.map((c) => c.price)).toEqual(want.map((p) => p.price));
    expect(names(cards)).toEqual(want.map((p) => p.name).sort());
  });

  it('combines with a search (ranked and sorted), by numbered page and by cursor', async () => {
    const want = expected((p) => /sofa/i.test(p.name) && p.price >= 3_000_000);
    const ranked = await get('/api/products?search=sofa&min_price=3000000&limit=48');
    expect(names(ranked.body.data)).toEqual(want);
    expect(names(await byCursor('search=sofa&min_price=3000000'))).toEqual(want);
    expect(names(await byCursor('search=sofa&min_price=3000000&sortBy=name'))).toEqual(want);
  });

  it('answers an empty page when nothing matches', async () => {
    const res = await get('/api/products?min_price=100000000');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.pagination).toMatchObject({ totalItems: 0, hasNextPage: false, nextCursor: null });
  });

  it.each([
    ['min_price=abc', 'min_price', 'Masukkan jumlah rupiah tanpa desimal, contoh 1.250.000'],
    ['max_price=12.5', 'max_price', 'Masukkan jumlah rupiah tanpa desimal, contoh 1.250.000'],
    ['min_price=-5', 'min_price', 'Masukkan jumlah rupiah tanpa desimal, contoh 1.250.000'],
    ['max_price=9007199254740993', 'max_price', 'Masukkan jumlah rupiah tanpa desimal, contoh 1.250.000'],
    ['max_price=2000000000', 'max_price', 'Harga paling tinggi Rp\u00a01.000.000.000'],
    ['min_price=500000&max_price=100000', 'min_price', 'Harga minimal tidak boleh lebih dari harga maksimal'],
    ['in_stock=ya', 'in_stock', 'Filter stok hanya boleh 1'],
    ['min_rating=6', 'min_rating', 'Rating minimal harus angka 0 sampai 5'],
    ['min_rating=empat', 'min_rating', 'Rating minimal harus angka 0 sampai 5'],
  ])('refuses %s with a 400 naming %s', async (query, path, message) => {
    const res = await get(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toEqual([{ path, message }]);
  });
});

describe('GET /api/products/suggest', () => {
  const suggest = (q: string) => get(`/api/products/suggest?q=${encodeURIComponent(q)}`);

  it('offers names starting with what is typed first, by name, at most 8, with their links', async () => {
    const res = await suggest('so');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(8);
    expect(res.body.data[0]).toEqual({
      name: 'Sofa Anak Merah Muda',
      slug: 'sofa-anak-merah-muda',
      category_slug: 'sofas',
    });
    const shown = res.body.data.map((s: { name: string }) => s.name.toLowerCase());
    expect(shown).toEqual([...shown].sort());
    expect(shown).not.toContain('sofa tersembunyi lama');
  });

  it('also finds a word inside a name, case aside, and never a hidden product', async () => {
    expect((await suggest('LIPAT')).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Sofa Bed Lipat Biru Dongker',
    ]);
    expect((await suggest('tersembunyi')).body.data).toEqual([]);
    expect((await suggest('jati')).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Kursi Makan Kayu Jati',
      'Kursi Promo 100% Jati_Asli',
    ]);
  });

  it('treats % and _ as letters, and answers nothing for empty text', async () => {
    expect((await suggest('%')).body.data).toEqual([]);
    expect((await suggest('   ')).body.data).toEqual([]);
    expect((await suggest('100%')).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Kursi Promo 100% Jati_Asli',
    ]);
    // '%' in the middle is a letter, not 'anything': 'so%a' is no sofa.
    expect((await suggest('so%a')).body.data).toEqual([]);
    expect((await suggest('jati_')).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Kursi Promo 100% Jati_Asli',
    ]);
  });

  it('refuses control characters and text over 100 characters (400)', async () => {
    expect((await suggest('sofa\u0000')).status).toBe(400);
    expect((await suggest('a'.repeat(101))).status).toBe(400);
  });

  it(`limits one client to ${SUGGEST_RATE_LIMIT} suggestions a minute (429 with Retry-After)`, async () => {
    let last = await t.call({
      method: 'GET',
      url: '/api/products/suggest?q=meja',
      remoteAddress: '10.9.8.7',
    });
    for (let i = 1; i < SUGGEST_RATE_LIMIT; i++)
      last = await t.call({ method: 'GET', url: '/api/products/suggest?q=meja', remoteAddress: '10.9.8.7' });
    expect(last.status).toBe(200);
    const over = await t.call({
      method: 'GET',
      url: '/api/products/suggest?q=meja',
      remoteAddress: '10.9.8.7',
    });
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    const other = await t.call({
      method: 'GET',
      url: '/api/products/suggest?q=meja',
      remoteAddress: '10.9.8.6',
    });
    expect(other.status).toBe(200);
  });
});

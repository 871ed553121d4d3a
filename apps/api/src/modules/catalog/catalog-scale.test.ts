import { SEARCH_COUNT_LIMIT } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { idsInOrder, LISTING_ORDER } from '../../../test/listing-order.ts';
import { loggingDb, nodes, type PlanNode, plan } from '../../../test/plans.ts';
import { generateProducts, rows } from '../../../test/scale.ts';
import { listProducts } from './product-list.service.ts';
import { suggestProducts } from './product-suggest.ts';

// The catalog at 100,000 products: every sort pages through its index (keyset cursor or page number)
// and answers the same rows, in the same order, as a plain ORDER BY over the whole table.

const N = 100_000;
let t: TestContext;
let sofas: number;

beforeAll(async () => {
  t = await createTestContext();
  const { categoryIds } = await generateProducts(t.db, N);
  sofas = categoryIds.get('Sofas')!;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await t.call({ method: 'GET', url });
  expect(res.status, url).toBe(200);
  return res.body as {
    data: { id: number; name: string }[];
    pagination: { totalItems: number; hasNextPage: boolean; nextCursor: string | null; currentPage: number };
  };
};

const ORDER = LISTING_ORDER;
const expectedIds = (order: string, offset: number, limit: number, categoryId?: number) =>
  idsInOrder(t.db, order, offset, limit, categoryId);

describe('GET /api/products at 100,000 products', () => {
  it('counts the visible products without counting them on the page query', async () => {
    const [all] = await rows<{ n: string; sofas: string }>(
      t.db,
      sql`select count(*) filter (where hidden_at is null) as n,
                 count(*) filter (where hidden_at is null and category_id = ${sofas}) as sofas from products`,
    );
    expect((await get('/api/products')).pagination.totalItems).toBe(Number(all!.n));
    expect((await get('/api/products?categoryName=sofas')).pagination.totalItems).toBe(Number(all!.sofas));
  });

  for (const [query, order] of Object.entries(ORDER)) {
    it(`follows cursors in order: ${query}`, async () => {
      for (const category of [undefined, 'sofas']) {
        const filter = category ? `&categoryName=${category}` : '';
        const seen: number[] = [];
        let url = `/api/products?${query}${filter}&limit=48`;
        for (let i = 0; i < 4; i++) {
          const page = await get(url);
          expect(page.pagination.currentPage).toBe(i + 1);
          seen.push(...page.data.map((p) => p.id));
          url = `/api/products?${query}${filter}&limit=48&cursor=${page.pagination.nextCursor}`;
        }
        expect(seen).toEqual(await expectedIds(order, 0, 4 * 48, category ? sofas : undefined));
      }
    });
  }

  it('answers a deep numbered page and continues from it by cursor', async () => {
    const deep = await get('/api/products?sortBy=price&sortOrder=asc&limit=48&page=1900');
    expect(deep.data.map((p) => p.id)).toEqual(
      await expectedIds(ORDER['sortBy=price&sortOrder=asc']!, 1899 * 48, 48),
    );
    const next = await get(
      `/api/products?sortBy=price&sortOrder=asc&limit=48&cursor=${deep.pagination.nextCursor}`,
    );
    expect(next.pagination.currentPage).toBe(1901);
    expect(next.data.map((p) => p.id)).toEqual(
      await expectedIds(ORDER['sortBy=price&sortOrder=asc']!, 1900 * 48, 48),
    );
  });

  it('ends with no cursor on the last page', async () => {
    const first = await get('/api/products?sortBy=price&sortOrder=desc&limit=48&page=2000');
    expect(first.data.length).toBeGreaterThan(0);
    let page = first;
    while (page.pagination.nextCursor)
      page = await get(
        `/api/products?sortBy=price&sortOrder=desc&limit=48&cursor=${page.pagination.nextCursor}`,
      );
    expect(page.pagination.hasNextPage).toBe(false);
    const [last] = await expectedIds(ORDER['sortBy=price&sortOrder=desc']!, 0, 1, undefined).then(async () =>
      rows<{ id: number }>(
        t.db,
        sql`select id from products where hidden_at is null order by price asc, id asc limit 1`,
      ),
    );
    expect(page.data.at(-1)!.id).toBe(Number(last!.id));
  });

  it('refuses a cursor made for another sort, or not made by the shop', async () => {
    const page = await get('/api/products?sortBy=createdAt&sortOrder=asc');
    const forged = (k: string[]) =>
      Buffer.from(JSON.stringify({ s: 'createdAt:asc', p: 2, t: 5, k })).toString('base64url');
    for (const url of [
      `/api/products?sortBy=name&sortOrder=asc&cursor=${page.pagination.nextCursor}`,
      '/api/products?cursor=bm90LWEtY3Vyc29y',
      `/api/products?sortBy=createdAt&sortOrder=asc&cursor=${forged(["x') or 1=1 --", '1'])}`,
      `/api/products?sortBy=createdAt&sortOrder=asc&cursor=${forged(['2026-01-01 00:00:00+00', '1e3'])}`,
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('finds substrings, ranks names starting with the word first, and still forgives a typo', async () => {
    const sofa = await get('/api/products?search=sofa&limit=48');
    expect(sofa.data).toHaveLength(48);
    expect(sofa.data.every((p) => p.name.toLowerCase().includes('sofa'))).toBe(true);
    expect(sofa.pagination.totalItems).toBe(SEARCH_COUNT_LIMIT);
    expect(sofa.pagination.hasNextPage).toBe(true);
    const next = await get(`/api/products?search=sofa&limit=48&cursor=${sofa.pagination.nextCursor}`);
    expect(next.data.every((p) => p.name.toLowerCase().includes('sofa'))).toBe(true);
    expect(new Set([...sofa.data, ...next.data].map((p) => p.id)).size).toBe(96);

    const exact = await get('/api/products?search=sofa%20modern%2012340');
    expect(exact.data.map((p) => p.name)).toContain('Sofa Modern 12340');

    const typo = await get('/api/products?search=sofaa&limit=12');
    expect(typo.data.length).toBe(12);
    expect(typo.data.every((p) => p.name.startsWith('Sofa '))).toBe(true);
  });

  it('reads each sort from its index: no sequential scan, no sort of the table', async () => {
    const { logging, statements } = loggingDb(t.db);
    const sorts = [
      { sortBy: 'name', sortOrder: 'asc' },
      { sortBy: 'price', sortOrder: 'desc' },
      { sortBy: 'createdAt', sortOrder: 'desc' },
      { sortBy: 'sold', sortOrder: 'desc' },
    ] as const;
    for (const sort of sorts) {
      for (const categoryName of [undefined, 'sofas']) {
        const first = await listProducts(logging, {
          page: 1,
          limit: 48,
          categoryName,
          search: undefined,
          ...sort,
        });
        statements.length = 0;
        await listProducts(logging, {
          page: 1,
          limit: 48,
          categoryName,
          search: undefined,
          cursor: first.pagination.nextCursor!,
          ...sort,
        });
        const all = nodes(await plan(t.db, statements.at(-1)!, true));
        const text = JSON.stringify(all.map(({ Plans: _, ...node }) => node));
        const label = `${sort.sortBy} ${sort.sortOrder} ${categoryName ?? ''}`;
        expect(text, label).not.toMatch(/"Seq Scan"/);
        expect(text).toMatch(/products_(cat_)?sort_/);
        // The only sort puts the page's own rows back in order after their joins: never the table.
        for (const node of all.filter((n) => n['Node Type'] === 'Sort'))
          expect(Number(node['Actual Rows']), label).toBeLessThanOrEqual(49);
      }
    }
  });

  it('pages a filtered list (price, stock, rating) by cursor from the sort index, as SQL orders it (ADR 076)', async () => {
    const { logging, statements } = loggingDb(t.db);
    const filters = { min_price: 500_000, max_price: 600_000, in_stock: 1 as const, min_rating: 4 };
    const where = 'price between 500000 and 600000 and stock > 0 and rating >= 4';
    for (const [sortBy, sortOrder, order] of [
      ['price', 'asc', 'price asc, id asc'],
      ['name', 'asc', 'lower(name) collate "C" asc, id asc'],
      ['sold', 'desc', 'sold desc, id desc'],
    ] as const) {
      const seen: number[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 3; i++) {
        statements.length = 0;
        const page = await listProducts(logging, {
          page: 1,
          limit: 48,
          search: undefined,
          sortBy,
          sortOrder,
          cursor,
          ...filters,
        });
        seen.push(...page.data.map((p) => p.id));
        cursor = page.pagination.nextCursor!;
        if (i > 0) {
          const all = nodes(await plan(t.db, statements.at(-1)!, true));
          const text = JSON.stringify(all.map(({ Plans: _, ...node }) => node));
          expect(text, sortBy).not.toMatch(/"Seq Scan"/);
          expect(text, sortBy).toMatch(/products_sort_/);
          for (const node of all.filter((n) => n['Node Type'] === 'Sort'))
            expect(Number(node['Actual Rows']), sortBy).toBeLessThanOrEqual(49);
        }
      }
      const expected = await rows<{ id: number }>(
        t.db,
        sql.raw(
          `select id from products where hidden_at is null and ${where} order by ${order} limit ${3 * 48}`,
        ),
      );
      expect(seen, sortBy).toEqual(expected.map((r) => Number(r.id)));
    }
  });

  it('suggests names from the name index at 100,000 products, never scanning the table (ADR 076)', async () => {
    const { logging, statements } = loggingDb(t.db);
    const found = await suggestProducts(logging, 'Sofa Mi');
    expect(found).toHaveLength(8);
    const expected = await rows<{ name: string }>(
      t.db,
      sql`select name from products where hidden_at is null and lower(name) collate "C" like 'sofa mi%'
          order by lower(name) collate "C", id limit 8`,
    );
    expect(found.map((f) => f.name)).toEqual(expected.map((r) => r.name));
    // The categories (a handful of rows) may be read whole; the products never.
    const scansProducts = (all: PlanNode[]) =>
      all.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'products');
    const prefix = nodes(await plan(t.db, statements.at(-1)!, true));
    expect(scansProducts(prefix)).toBe(false);
    expect(JSON.stringify(prefix.map(({ Plans: _, ...n }) => n))).toMatch(/products_sort_name_idx/);

    // A word inside names: a common one is met within a few rows of any scan (the planner may walk the
    // table, stopping at the bound); a rare one is looked up in the trigram index, never scanned for.
    const inside = await suggestProducts(logging, 'jati');
    expect(inside.length).toBe(8);
    expect(inside.every((f) => / jati /i.test(` ${f.name} `))).toBe(true);
    statements.length = 0;
    const rare = await suggestProducts(logging, 'jati 9999');
    expect(rare.map((f) => f.name).sort()).toEqual(
      (
        await rows<{ name: string }>(
          t.db,
          sql`select name from products where hidden_at is null and lower(name) like '% jati 9999%'`,
        )
      )
        .map((r) => r.name)
        .sort(),
    );
    const word = nodes(await plan(t.db, statements.at(-1)!, true));
    expect(scansProducts(word)).toBe(false);
    expect(JSON.stringify(word.map(({ Plans: _, ...n }) => n))).toMatch(/products_name_trgm_idx/);
  });

  it('answers a typo search in one pass over its candidates, found by the trigram index', async () => {
    const { logging, statements } = loggingDb(t.db);
    const typo = await listProducts(logging, { page: 1, limit: 12, search: 'sofaa' });
    expect(typo.data).toHaveLength(12);
    expect(typo.data.every((p) => p.name.startsWith('Sofa '))).toBe(true);
    expect(typo.pagination.totalItems).toBe(SEARCH_COUNT_LIMIT);
    // The substring try, then one statement that finds, counts and pages the close words.
    expect(statements).toHaveLength(2);
    const all = nodes(await plan(t.db, statements[1]!, true));
    const text = JSON.stringify(all.map(({ Plans: _, ...node }) => node));
    expect(
      all.filter((n) => n['Node Type'] === 'Seq Scan'),
      text,
    ).toEqual([]);
    expect(text).toMatch(/products_name_trgm_idx/);
    // The close words (`<%`, an index condition `%>`) are read from the index once, not again for the
    // count or the page.
    const similar = all.filter((n) => /%>/.test(String(n['Index Cond'] ?? '')));
    expect(similar).toHaveLength(1);
    expect(similar[0]!['Actual Loops']).toBe(1);
    // Each close word read costs a word similarity: only as many are read as the count shows.
    for (const node of all.filter((n) => n['Node Type'] === 'Bitmap Heap Scan'))
      expect(Number(node['Actual Rows'])).toBeLessThanOrEqual(SEARCH_COUNT_LIMIT);
    // The cards, their category and their image are read for the page's rows only.
    for (const node of all.filter((n) =>
      ['products_pkey', 'product_images_product_idx'].includes(String(n['Index Name'])),
    ))
      expect(Number(node['Actual Loops'])).toBeLessThanOrEqual(13);
  });

  it('reads a plain search from the name index in rank order, and counts no further than it shows', async () => {
    // Names starting with the word, by name, over every match (not the first ones the index meets).
    const starting = (offset: number, limit: number) =>
      rows<{ id: number }>(
        t.db,
        sql`select id from products where hidden_at is null and lower(name) like 'sofa%'
            order by lower(name) collate "C", id limit ${limit} offset ${offset}`,
      ).then((found) => found.map((r) => Number(r.id)));
    const { logging, statements } = loggingDb(t.db);
    const first = await listProducts(logging, { page: 1, limit: 48, search: 'sofa' });
    expect(first.data.map((p) => p.id)).toEqual(await starting(0, 48));
    expect(first.pagination.totalItems).toBe(SEARCH_COUNT_LIMIT);
    expect(statements).toHaveLength(1);
    const all = nodes(await plan(t.db, statements[0]!, true));
    const text = JSON.stringify(all.map(({ Plans: _, ...node }) => node));
    expect(text).toMatch(/products_sort_name_idx/);
    // Neither the table nor the trigram index's thousands of `sofa` names are read: the page is the
    // name index's first 49 entries of the range, the count its first SEARCH_COUNT_LIMIT.
    for (const node of all) {
      const ran = Number(node['Actual Loops']) > 0;
      expect(ran && node['Node Type'] === 'Seq Scan', text).toBe(false);
      expect(ran && /Bitmap/.test(String(node['Node Type'])), text).toBe(false);
      if (/Scan/.test(String(node['Node Type'])))
        expect(Number(node['Actual Rows']), String(node['Index Name'])).toBeLessThanOrEqual(
          SEARCH_COUNT_LIMIT,
        );
    }
    // Past the count the pages go on, in the same order.
    let cursor = first.pagination.nextCursor!;
    for (let i = 1; i < 3; i++) {
      const next = await listProducts(t.db, { page: 1, limit: 48, search: 'sofa', cursor });
      expect(next.data.map((p) => p.id)).toEqual(await starting(i * 48, 48));
      cursor = next.pagination.nextCursor!;
    }
  });

  it('answers a search of several words from the trigram index, never walking the name index past them', async () => {
    // Every 'Sofa Modern ...' sorts after thousands of other sofas: a walk of the name index's 'sofa'
    // range would read them all to find the page.
    const { logging, statements } = loggingDb(t.db);
    const found = await listProducts(logging, { page: 1, limit: 12, search: 'sofa modern' });
    expect(found.data).toHaveLength(12);
    expect(found.data.every((p) => p.name.startsWith('Sofa Modern '))).toBe(true);
    expect(found.data.map((p) => p.name.toLowerCase())).toEqual(
      found.data.map((p) => p.name.toLowerCase()).sort(),
    );
    expect(found.pagination.totalItems).toBe(SEARCH_COUNT_LIMIT);
    const all = nodes(await plan(t.db, statements[0]!, true));
    for (const node of all) {
      const label = `${node['Node Type']} ${node['Index Name'] ?? ''} ${node.Filter ?? ''}`;
      expect(Number(node['Rows Removed by Filter'] ?? 0), label).toBeLessThanOrEqual(SEARCH_COUNT_LIMIT);
      if (/Scan/.test(String(node['Node Type'])) && node['Node Type'] !== 'Bitmap Index Scan')
        expect(Number(node['Actual Rows']), label).toBeLessThanOrEqual(SEARCH_COUNT_LIMIT);
    }
  });

  it("joins categories and images for a deep numbered page's own rows only, never for the skipped ones", async () => {
    const { logging, statements } = loggingDb(t.db);
    const params = { page: 1900, limit: 48, sortBy: 'price', sortOrder: 'asc' } as const;
    const deep = await listProducts(logging, { ...params, search: undefined });
    expect(deep.data.map((p) => p.id)).toEqual(
      await expectedIds(ORDER['sortBy=price&sortOrder=asc']!, 1899 * 48, 48),
    );
    const all = nodes(await plan(t.db, statements.at(-1)!, true));
    expect(JSON.stringify(all.map(({ Plans: _, ...node }) => node))).toMatch(/products_sort_price_idx/);
    // Only the sort index's own scan walks past the skipped 91,152 rows; every other node runs at most
    // once per row of the page (49: the page and one to tell whether more follow).
    for (const node of all.filter((n) => n['Index Name'] !== 'products_sort_price_idx'))
      expect(Number(node['Actual Loops']), String(node['Node Type'])).toBeLessThanOrEqual(49);
  });
});

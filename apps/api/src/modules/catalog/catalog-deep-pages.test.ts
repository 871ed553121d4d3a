import { slugify } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { idsInOrder, LISTING_ORDER } from '../../../test/listing-order.ts';
import { loggingDb, nodes, plan } from '../../../test/plans.ts';
import { generateProducts, rows } from '../../../test/scale.ts';
import { products } from '../../db/schema/index.ts';
import { MARK_STEP, MARKS_TTL_MS } from './page-marks.ts';
import { listProducts } from './product-list.service.ts';

// Numbered pages deep in a listing of 100,000 products are read after the page mark before them (ADR
// 093): each must hold exactly the rows OFFSET would give, wherever it falls against the marks.

const N = 100_000;
let t: TestContext;
let sofas: number;

beforeAll(async () => {
  t = await createTestContext();
  sofas = (await generateProducts(t.db, N)).categoryIds.get('Sofas')!;
}, 120_000);
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

// The sorts a shopper picks (name up, price down, newest, best-selling).
const ORDER = Object.fromEntries(
  [
    'sortBy=name&sortOrder=asc',
    'sortBy=price&sortOrder=desc',
    'sortBy=createdAt&sortOrder=desc',
    'sortBy=sold&sortOrder=desc',
  ].map((q) => [q, LISTING_ORDER[q]!]),
);
const truth = (order: string, offset: number, limit: number, categoryId?: number) =>
  idsInOrder(t.db, order, offset, limit, categoryId);

async function page(query: string, page: number, limit: number) {
  const res = await t.call({ method: 'GET', url: `/api/products?${query}&limit=${limit}&page=${page}` });
  expect(res.status, res.raw).toBe(200);
  return res.body as {
    data: { id: number }[];
    pagination: { totalItems: number; hasNextPage: boolean; currentPage: number };
  };
}

describe('numbered pages at 100,000 products', () => {
  it('hold exactly the rows OFFSET gives, before, on and after each page mark, to one past the end', async () => {
    const [{ n }] = (await rows<{ n: string }>(
      t.db,
      sql`select count(*) as n from products where hidden_at is null`,
    )) as [{ n: string }];
    const visible = Number(n);
    const lastPage = Math.ceil(visible / 12);
    // Page 20 ends just before the first mark (240 rows of 12), 21 starts on it; 8,150 is deep; the last
    // page is short; one past the end is empty.
    for (const [query, order] of Object.entries(ORDER)) {
      for (const number of [20, 21, 22, 834, 8150, lastPage, lastPage + 1]) {
        const got = await page(query, number, 12);
        const offset = (number - 1) * 12;
        expect(
          got.data.map((p) => p.id),
          `${query} page ${number}`,
        ).toEqual(await truth(order, offset, 12));
        expect(got.pagination.totalItems).toBe(visible);
        expect(got.pagination.hasNextPage).toBe(number < lastPage);
      }
    }
    // A page size that does not divide the step, and one category.
    for (const number of [6, 7, 1999, 2000]) {
      const got = await page('sortBy=price&sortOrder=desc', number, 48);
      expect(got.data.map((p) => p.id)).toEqual(
        await truth(ORDER['sortBy=price&sortOrder=desc']!, (number - 1) * 48, 48),
      );
      const inSofas = await page(`categoryName=sofas&sortBy=name&sortOrder=asc`, number, 10);
      expect(inSofas.data.map((p) => p.id)).toEqual(
        await truth(ORDER['sortBy=name&sortOrder=asc']!, (number - 1) * 10, 10, sofas),
      );
    }
    expect(MARK_STEP % 12).toBe(0);
  });

  it("walk at most a mark's step of the sort index for a page 8,000 pages deep", async () => {
    const params = { page: 8150, limit: 12, sortBy: 'price', sortOrder: 'desc' } as const;
    const { logging, statements } = loggingDb(t.db);
    const deep = await listProducts(logging, { ...params, search: undefined });
    expect(deep.data.map((p) => p.id)).toEqual(
      await truth(ORDER['sortBy=price&sortOrder=desc']!, 8149 * 12, 12),
    );
    const scans = nodes(await plan(t.db, statements.at(-1)!, true)).filter(
      (n) => n['Index Name'] === 'products_sort_price_idx',
    );
    expect(scans.length).toBeGreaterThan(0);
    // OFFSET alone read the 97,788 rows before the page; after its mark it reads fewer than a step more.
    for (const scan of scans) expect(Number(scan['Actual Rows'])).toBeLessThanOrEqual(MARK_STEP + 13);
  });

  it('show products added in their place once the marks have lived their time', async () => {
    const query = 'sortBy=name&sortOrder=asc';
    const before = await page(query, 30, 12);
    // 250 products whose names sort first push every later row back by more than a mark's step.
    await t.db.insert(products).values(
      Array.from({ length: 250 }, (_, i) => {
        const name = `Aaa Kursi Awal ${String(i).padStart(3, '0')}`;
        return { name, slug: slugify(`${name}-deep`), price: 100_000, stock: 1 };
      }),
    );
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + MARKS_TTL_MS + 1);
    const after = await page(query, 30, 12);
    expect(after.data.map((p) => p.id)).toEqual(await truth(ORDER[query]!, 29 * 12, 12));
    expect(after.data.map((p) => p.id)).not.toEqual(before.data.map((p) => p.id));
  });
});

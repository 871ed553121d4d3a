import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { generateProducts, rows } from '../../../test/scale.ts';
import { SITEMAP_FILE_SIZE } from './index.ts';

// The sitemap at 100,000 products (made by SQL): the index names every product file, and the files
// together list each visible product exactly once, none of the hidden ones, each file within the limit.

const N = 100_000;
const ORIGIN = 'https://toko.example';
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ env: { PUBLIC_URL: ORIGIN } });
  await generateProducts(t.db, N);
}, 300_000);
afterAll(async () => {
  await t.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);

describe('the sitemap at 100,000 products', () => {
  it('lists every visible product once across its files, streamed, within the file limit', async () => {
    const index = await t.call({ method: 'GET', url: '/sitemap.xml' });
    expect(index.status).toBe(200);
    const files = locs(index.raw).filter((loc) => loc.includes('/sitemaps/products-'));
    expect(files).toEqual(
      Array.from({ length: N / SITEMAP_FILE_SIZE }, (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`),
    );

    const seen = new Map<string, number>();
    for (const file of files) {
      const res = await t.call({ method: 'GET', url: new URL(file).pathname });
      expect(res.status, file).toBe(200);
      // Written as the rows arrive: no length known before the last one.
      expect(res.headers['content-length'], file).toBeUndefined();
      const urls = locs(res.raw);
      expect(urls.length, file).toBeLessThanOrEqual(SITEMAP_FILE_SIZE);
      for (const url of urls) seen.set(url, (seen.get(url) ?? 0) + 1);
    }

    const visible = await rows<{ path: string }>(
      t.db,
      sql`select '/' || coalesce(c.slug, 'produk') || '/' || p.slug as path
          from products p left join categories c on c.id = p.category_id where p.hidden_at is null`,
    );
    // generateProducts hides every 50th product.
    expect(visible).toHaveLength(N - N / 50);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect([...seen.keys()].sort()).toEqual(visible.map((r) => `${ORIGIN}${r.path}`).sort());
  }, 300_000);
});

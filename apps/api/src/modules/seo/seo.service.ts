import { createHash } from 'node:crypto';
import { productPath } from '@toko/shared';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

// The sitemap (docs/decisions/075-links-that-preview.md): an index of one pages file and of product
// files that each hold a fixed range of product ids, read in keyset pages and streamed, so a shop of
// 100,000 products is answered in the same memory as one of 100.

/** Product ids per file: file N holds ids (N-1)*FILE_SIZE+1 .. N*FILE_SIZE (the protocol allows 50,000). */
export const SITEMAP_FILE_SIZE = 10_000;
/** Rows read per query while a product file streams. */
const PAGE_ROWS = 1_000;
const SITEMAP_NOT_FOUND = 'Peta situs tidak ditemukan';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A path's segments percent-encoded (an admin's slug is not guaranteed to be plain ASCII). */
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

const entry = (tag: 'url' | 'sitemap', loc: string, lastmod: Date | null) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${tag}>\n`;

const tagOf = (text: string) => `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** A whole document built in memory (the small ones) with the validator of its bytes. */
export interface SitemapDocument {
  body: string;
  etag: string;
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The visible products' ids fall in these files, each with the newest change of its products. */
async function productFiles(db: Db) {
  const file = sql<number>`(${products.id} - 1) / ${sql.raw(String(SITEMAP_FILE_SIZE))} + 1`.mapWith(Number);
  return db
    .select({ file, lastmod: sql<string>`max(${products.updatedAt})` })
    .from(products)
    .where(isNull(products.hiddenAt))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** GET /sitemap.xml: the index, the pages file first, then every product file that holds a product. */
export async function getSitemapIndex(db: Db, origin: string): Promise<SitemapDocument> {
  const files = await productFiles(db);
  const newest = files.reduce<Date | null>((max, f) => {
    const at = toDate(f.lastmod);
    return at && (!max || at > max) ? at : max;
  }, null);
  const body =
    `${XML_HEAD}<sitemapindex xmlns="${NS}">\n` +
    entry('sitemap', `${origin}/sitemaps/categories.xml`, newest) +
    files
      .map((f) => entry('sitemap', `${origin}/sitemaps/products-${f.file}.xml`, toDate(f.lastmod)))
      .join('') +
    '</sitemapindex>\n';
  return { body, etag: tagOf(body) };
}

/**
 * GET /sitemaps/categories.xml: home, all products and every category page, each dated by the newest
 * change of a visible product on it.
 */
export async function getPagesSitemap(db: Db, origin: string): Promise<SitemapDocument> {
  const rows = await db
    .select({
      slug: categories.slug,
      lastmod: sql<string | null>`max(${products.updatedAt})`,
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), isNull(products.hiddenAt)))
    .groupBy(categories.id)
    .orderBy(asc(categories.id));
  const [all] = await db
    .select({ lastmod: sql<string | null>`max(${products.updatedAt})` })
    .from(products)
    .where(isNull(products.hiddenAt));
  const newest = toDate(all?.lastmod ?? null);
  const body =
    `${XML_HEAD}<urlset xmlns="${NS}">\n` +
    entry('url', `${origin}/`, newest) +
    entry('url', `${origin}/products`, newest) +
    rows.map((r) => entry('url', `${origin}${encodePath(`/${r.slug}`)}`, toDate(r.lastmod))).join('') +
    '</urlset>\n';
  return { body, etag: tagOf(body) };
}

const idRange = (file: number) => ({
  from: (file - 1) * SITEMAP_FILE_SIZE,
  to: file * SITEMAP_FILE_SIZE,
});

/**
 * The validator of product file `file` without reading its rows: how many, the newest change and the
 * ids of its visible products, and the category slugs their addresses carry. Throws NOT_FOUND when the
 * file holds no visible product.
 */
export async function getProductSitemapTag(db: Db, file: number): Promise<string> {
  const { from, to } = idRange(file);
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      newest: sql<string | null>`max(${products.updatedAt})`,
      ids: sql<string>`coalesce(sum(${products.id}), 0)`,
      slugs: sql<string>`(select md5(coalesce(string_agg(${categories.id} || '=' || ${categories.slug}, ',' order by ${categories.id}), '')) from ${categories})`,
    })
    .from(products)
    .where(and(isNull(products.hiddenAt), gt(products.id, from), lte(products.id, to)));
  if (!row || row.count === 0) throw AppError.notFound(SITEMAP_NOT_FOUND);
  return tagOf(`${file}:${row.count}:${toDate(row.newest)?.toISOString()}:${row.ids}:${row.slugs}`);
}

/**
 * Product file `file` as chunks of text: PAGE_ROWS visible products at a time, by id after the last
 * one sent (a keyset page over the primary key), so memory holds one page whatever the shop's size.
 */
export async function* streamProductSitemap(db: Db, origin: string, file: number): AsyncGenerator<string> {
  const { from, to } = idRange(file);
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  let after = from;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        slug: products.slug,
        categorySlug: categories.slug,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(isNull(products.hiddenAt), gt(products.id, after), lte(products.id, to)))
      .orderBy(asc(products.id))
      .limit(PAGE_ROWS);
    if (rows.length === 0) break;
    yield rows
      .map((r) => {
        const path = productPath({
          slug: r.slug,
          category: r.categorySlug ? { slug: r.categorySlug } : null,
        });
        return entry('url', `${origin}${encodePath(path)}`, r.updatedAt);
      })
      .join('');
    if (rows.length < PAGE_ROWS) break;
    after = rows.at(-1)!.id;
  }
  yield '</urlset>\n';
}

/** GET /robots.txt: the pages no crawler needs (a visitor's own or the owner's), and the sitemap. */
export function robotsTxt(origin: string): SitemapDocument {
  const body = [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /api',
    // The product pictures the previews and the structured data point at.
    'Allow: /api/images/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return { body, etag: tagOf(body) };
}

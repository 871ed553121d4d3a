import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatRupiah, slugify } from '@toko/shared';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import * as schema from '../../db/schema/index.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

// Links that preview, structured data, the sitemap and robots.txt (docs/decisions/075-links-that-preview.md).

const ORIGIN = 'https://toko.example';
const FIRST_SOFA = 'Sofa Minimalis 3 Dudukan Abu-abu';
const SOFA_PATH = `/sofas/${slugify(FIRST_SOFA)}`;
const HIDDEN_SOFA = 'Sofa Tersembunyi Lama';
const CHAIR = 'Kursi Kantor Ergonomis';
const CHAIR_PATH = `/chairs/${slugify(CHAIR)}`;

let t: TestContext;
let webRoot: string;
let ids: Map<string, number>;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'toko-seo-'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Toko</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestContext({ webRoot, env: { PUBLIC_URL: `${ORIGIN}/` } });
  ids = (await seedCatalogFixture(t.db, { imagesFor: [FIRST_SOFA] })).productIds;
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

let client = 0;
/** Each call from its own address unless told, so the sitemap's request limit is met only on purpose. */
const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.call({
    method: 'GET',
    url,
    headers,
    remoteAddress: remoteAddress ?? `10.9.${++client >> 8}.${client & 255}`,
  });

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  expect(res.status, url).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.raw;
};

/** The content of `<meta property|name="key">`, HTML entities undone; undefined when absent. */
function metaOf(html: string, key: string): string | undefined {
  const found = [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].filter(
    ([, k]) => k === key,
  );
  expect(found.length, key).toBeLessThanOrEqual(1);
  return found[0]?.[2]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

type Json = Record<string, any>;
/** Every JSON-LD block of a page, parsed as a search engine reads it. */
function structuredData(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text!) as Json,
  );
}

const absolute = expect.stringMatching(new RegExp(`^${ORIGIN}/`));

/** The fields each schema.org type needs for a search engine to use it (Google's required properties). */
function checkRequired(block: Json) {
  expect(block['@context']).toBe('https://schema.org');
  switch (block['@type']) {
    case 'Product':
      expect(block).toMatchObject({
        name: expect.any(String),
        url: absolute,
        description: expect.any(String),
      });
      expect(block.name.length).toBeGreaterThan(0);
      expect(block.offers).toEqual({
        '@type': 'Offer',
        price: expect.any(Number),
        priceCurrency: 'IDR',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
        itemCondition: 'https://schema.org/NewCondition',
        url: block.url,
        seller: { '@type': 'Organization', name: expect.any(String) },
      });
      expect(Number.isInteger(block.offers.price)).toBe(true);
      if (block.aggregateRating) {
        expect(block.aggregateRating).toMatchObject({
          '@type': 'AggregateRating',
          ratingValue: expect.any(Number),
          reviewCount: expect.any(Number),
        });
        expect(block.aggregateRating.reviewCount).toBeGreaterThan(0);
      }
      for (const image of block.image ?? []) expect(image).toEqual(absolute);
      break;
    case 'BreadcrumbList':
      expect(block.itemListElement.length).toBeGreaterThanOrEqual(2);
      block.itemListElement.forEach((item: Json, i: number) => {
        expect(item).toEqual({
          '@type': 'ListItem',
          position: i + 1,
          name: expect.any(String),
          item: absolute,
        });
      });
      expect(block.itemListElement[0]).toMatchObject({ name: 'Beranda', item: `${ORIGIN}/` });
      break;
    case 'Organization':
      expect(block).toMatchObject({ name: expect.any(String), url: `${ORIGIN}/` });
      break;
    case 'WebSite':
      expect(block).toMatchObject({
        name: expect.any(String),
        url: `${ORIGIN}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/products?search={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      });
      break;
    default:
      throw new Error(`unexpected structured data type ${block['@type']}`);
  }
}

describe('page heads for shared links', () => {
  it('gives a product link its name, price, picture, one address and the large card', async () => {
    const [image] = await t.db
      .select({ id: schema.productImages.id })
      .from(schema.productImages)
      .where(eq(schema.productImages.productId, ids.get(FIRST_SOFA)!))
      .orderBy(asc(schema.productImages.position));
    const html = await page(SOFA_PATH);
    expect(html).toContain(`<title>${FIRST_SOFA} | Toko</title>`);
    // The shop's one money formatter: 'Rp 4.299.000'.
    expect(metaOf(html, 'description')).toBe(`${formatRupiah(4_299_000)}. Deskripsi ${FIRST_SOFA}.`);
    expect(canonicalOf(html)).toBe(`${ORIGIN}${SOFA_PATH}`);
    expect(metaOf(html, 'og:url')).toBe(`${ORIGIN}${SOFA_PATH}`);
    expect(metaOf(html, 'og:title')).toBe(`${FIRST_SOFA} | Toko`);
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:site_name')).toBe('Toko');
    // JPEG at 560 px: WhatsApp shows its large preview from 300 px wide.
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/api/images/${image!.id}?w=560&q=75&f=jpeg`);
    expect(metaOf(html, 'product:price:amount')).toBe('4299000');
    expect(metaOf(html, 'product:price:currency')).toBe('IDR');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'));
    expect(html.match(/<title>/g)).toHaveLength(1);

    // The picture the preview points at is a JPEG a crawler can fetch.
    const picture = await get(
      new URL(metaOf(html, 'og:image')!).pathname + new URL(metaOf(html, 'og:image')!).search,
    );
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('names one address for a product reached by its name or under another category', async () => {
    for (const url of [`/sofas/${encodeURIComponent(FIRST_SOFA)}`, `/chairs/${slugify(FIRST_SOFA)}`]) {
      const html = await page(url);
      expect(canonicalOf(html), url).toBe(`${ORIGIN}${SOFA_PATH}`);
    }
  });

  it('gives home, all products and a category page the shop, their name and address', async () => {
    const home = await page('/');
    expect(home).toContain('<title>Toko — Furnitur &amp; Elektronik</title>');
    expect(canonicalOf(home)).toBe(`${ORIGIN}/`);
    expect(metaOf(home, 'og:type')).toBe('website');
    expect(metaOf(home, 'twitter:card')).toBe('summary');

    const all = await page('/products?search=sofa&sort=harga-terendah');
    expect(all).toContain('<title>Semua Produk | Toko</title>');
    // A search or a sort is the same page to a search engine.
    expect(canonicalOf(all)).toBe(`${ORIGIN}/products`);

    const chairs = await page('/Chairs?sort=terlaris');
    expect(chairs).toContain('<title>Chairs | Toko</title>');
    expect(canonicalOf(chairs)).toBe(`${ORIGIN}/chairs`);
    expect(metaOf(chairs, 'og:url')).toBe(`${ORIGIN}/chairs`);
  });

  it('gives a visitor’s own pages and missing ones the shop title, one description and no address', async () => {
    for (const url of [
      '/sofas/tidak-ada',
      `/sofas/${slugify(HIDDEN_SOFA)}`,
      '/cart',
      '/account',
      '/a/b/c',
      '/x',
    ]) {
      const html = await page(url);
      expect(html, url).toContain('<title>Toko — Furnitur &amp; Elektronik</title>');
      expect(html.match(/<meta name="description"/g), url).toHaveLength(1);
      expect(canonicalOf(html), url).toBeUndefined();
      expect(metaOf(html, 'og:image'), url).toBeUndefined();
      expect(structuredData(html), url).toEqual([]);
    }
  });

  it('names the shop as the owner set it in Pengaturan Toko', async () => {
    const token = await t.adminToken();
    const saved = await t.call({
      method: 'PUT',
      url: '/api/settings',
      token,
      body: { shop_name: 'Mebel Sejahtera' },
    });
    expect(saved.status).toBe(200);
    try {
      const product = await page(SOFA_PATH);
      expect(product).toContain(`<title>${FIRST_SOFA} | Mebel Sejahtera</title>`);
      expect(metaOf(product, 'og:site_name')).toBe('Mebel Sejahtera');
      const home = await page('/');
      expect(home).toContain('<title>Mebel Sejahtera — Furnitur &amp; Elektronik</title>');
      expect(structuredData(home).map((b) => [b['@type'], b.name])).toEqual([
        ['Organization', 'Mebel Sejahtera'],
        ['WebSite', 'Mebel Sejahtera'],
      ]);
    } finally {
      await t.call({ method: 'PUT', url: '/api/settings', token, body: { shop_name: 'Toko' } });
    }
  });

  it('takes every address from PUBLIC_URL, never from a forged Host header', async () => {
    const forged = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      forwarded: 'host=evil.example',
    };
    for (const url of [SOFA_PATH, '/', '/chairs', '/products']) {
      const html = await page(url, forged);
      expect(html, url).not.toContain('evil.example');
      expect(canonicalOf(html), url).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(metaOf(html, 'og:url'), url).toBe(canonicalOf(html));
    }
    expect(metaOf(await page(SOFA_PATH, forged), 'og:image')).toMatch(new RegExp(`^${ORIGIN}/api/images/`));
    for (const url of [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/categories.xml',
      '/sitemaps/products-1.xml',
    ]) {
      const res = await get(url, forged);
      expect(res.status, url).toBe(200);
      expect(res.raw, url).not.toContain('evil.example');
      expect(res.raw, url).toContain(ORIGIN);
    }
  });
});

describe('structured data', () => {
  it('carries the required fields of every block on home, a category page and a product page', async () => {
    const kinds: Record<string, string[]> = {
      '/': ['Organization', 'WebSite'],
      '/chairs': ['BreadcrumbList'],
      '/products': ['BreadcrumbList'],
      [SOFA_PATH]: ['Product', 'BreadcrumbList'],
    };
    for (const [url, types] of Object.entries(kinds)) {
      const blocks = structuredData(await page(url));
      expect(
        blocks.map((b) => b['@type']),
        url,
      ).toEqual(types);
      for (const block of blocks) checkRequired(block);
    }
  });

  it('describes the product: price in IDR, stock, rating from its reviews, picture and trail', async () => {
    const [product, trail] = structuredData(await page(SOFA_PATH));
    const [image] = await t.db
      .select({ id: schema.productImages.id })
      .from(schema.productImages)
      .where(eq(schema.productImages.productId, ids.get(FIRST_SOFA)!))
      .orderBy(asc(schema.productImages.position));
    expect(product).toMatchObject({
      name: FIRST_SOFA,
      description: `Deskripsi ${FIRST_SOFA}.`,
      image: [`${ORIGIN}/api/images/${image!.id}?w=560&q=75&f=jpeg`],
      category: 'Sofas',
      url: `${ORIGIN}${SOFA_PATH}`,
      offers: { price: 4_299_000, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 10 },
    });
    expect(trail!.itemListElement.map((i: Json) => [i.name, i.item])).toEqual([
      ['Beranda', `${ORIGIN}/`],
      ['Sofas', `${ORIGIN}/sofas`],
      [FIRST_SOFA, `${ORIGIN}${SOFA_PATH}`],
    ]);
  });

  it('says out of stock at stock 0, and claims no rating before the first review', async () => {
    const id = ids.get(CHAIR)!;
    await t.db
      .update(schema.products)
      .set({ stock: 0, reviewCount: 0, rating: 0 })
      .where(eq(schema.products.id, id));
    try {
      const [product] = structuredData(await page(CHAIR_PATH));
      checkRequired(product!);
      expect(product!.offers.availability).toBe('https://schema.org/OutOfStock');
      expect(product).not.toHaveProperty('aggregateRating');
    } finally {
      await t.db
        .update(schema.products)
        .set({ stock: 20, reviewCount: 22, rating: 4.5 })
        .where(eq(schema.products.id, id));
    }
  });

  it('keeps a product text holding </script> inside its block', async () => {
    const id = ids.get(CHAIR)!;
    const name = 'Kursi </script><script>alert(1)</script> "Jati"';
    const description = 'Bahan <b>jati</b> & rotan </SCRIPT><!-- x';
    await t.db.update(schema.products).set({ name, description }).where(eq(schema.products.id, id));
    try {
      const html = await page(CHAIR_PATH);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toMatch(/<\/SCRIPT><!--/);
      const [product, trail] = structuredData(html);
      expect(product).toMatchObject({ name, description });
      expect(trail!.itemListElement.at(-1).name).toBe(name);
      expect(metaOf(html, 'og:title')).toBe(`${name} | Toko`);
    } finally {
      await t.db
        .update(schema.products)
        .set({ name: CHAIR, description: `Deskripsi ${CHAIR}.` })
        .where(eq(schema.products.id, id));
    }
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the dashboard, accounts, carts and the API, and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.raw).toBe(
      [
        'User-agent: *',
        'Disallow: /dashboard',
        'Disallow: /account',
        'Disallow: /cart',
        'Disallow: /api',
        'Allow: /api/images/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

/** The `<loc>` and `<lastmod>` of each entry of a sitemap file. */
function entries(xml: string): { loc: string; lastmod: string | undefined }[] {
  return [
    ...xml.matchAll(
      /<(?:url|sitemap)><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/(?:url|sitemap)>/g,
    ),
  ].map(([, loc, lastmod]) => ({ loc: loc!.replaceAll('&amp;', '&'), lastmod }));
}

describe('the sitemap', () => {
  it('indexes the pages file and the product file, dated by the newest change', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.raw).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const [newest] = await t.db
      .select({ at: schema.products.updatedAt })
      .from(schema.products)
      .where(isNull(schema.products.hiddenAt))
      .orderBy(asc(schema.products.updatedAt))
      .then((rows) => rows.slice(-1));
    expect(entries(res.raw)).toEqual([
      { loc: `${ORIGIN}/sitemaps/categories.xml`, lastmod: newest!.at.toISOString() },
      { loc: `${ORIGIN}/sitemaps/products-1.xml`, lastmod: newest!.at.toISOString() },
    ]);
  });

  it('lists home, all products and every category page', async () => {
    const res = await get('/sitemaps/categories.xml');
    expect(res.status).toBe(200);
    expect(entries(res.raw).map((e) => e.loc)).toEqual(
      ['/', '/products', '/sofas', '/chairs', '/beds', '/cupboards'].map((p) => `${ORIGIN}${p}`),
    );
    // A category without products has a page but no date.
    expect(entries(res.raw).find((e) => e.loc === `${ORIGIN}/beds`)?.lastmod).toBeUndefined();
  });

  it('lists every product a visitor can see once, at its page, dated by its last change', async () => {
    const res = await get('/sitemaps/products-1.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const rows = await t.db
      .select({
        slug: schema.products.slug,
        category: schema.categories.slug,
        updatedAt: schema.products.updatedAt,
      })
      .from(schema.products)
      .leftJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
      .where(isNull(schema.products.hiddenAt))
      .orderBy(asc(schema.products.id));
    expect(rows).toHaveLength(15);
    expect(entries(res.raw)).toEqual(
      rows.map((r) => ({
        loc: `${ORIGIN}/${r.category ?? 'produk'}/${r.slug}`,
        lastmod: r.updatedAt.toISOString(),
      })),
    );
    expect(res.raw).not.toContain(slugify(HIDDEN_SOFA));
    expect(res.raw).toContain(`${ORIGIN}/produk/${slugify('Lampu Meja Tanpa Kategori')}`);
  });

  it('answers 304 to a crawler holding the current copy, and a new copy once a product changes', async () => {
    for (const url of [
      '/sitemap.xml',
      '/sitemaps/categories.xml',
      '/sitemaps/products-1.xml',
      '/robots.txt',
    ]) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.status, url).toBe(304);
      expect(again.raw, url).toBe('');
    }
    const before = await get('/sitemaps/products-1.xml');
    const id = ids.get(CHAIR)!;
    // What the owner's edit does to the row: a new price and the time of the change.
    await t.db
      .update(schema.products)
      .set({ price: 1_800_000, updatedAt: new Date() })
      .where(eq(schema.products.id, id));
    const after = await get('/sitemaps/products-1.xml', { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [row] = await t.db
      .select({ at: schema.products.updatedAt })
      .from(schema.products)
      .where(eq(schema.products.id, id));
    expect(entries(after.raw)).toContainEqual({
      loc: `${ORIGIN}${CHAIR_PATH}`,
      lastmod: row!.at.toISOString(),
    });

    // A renamed category moves its products' addresses: the file is new too.
    const renamed = await get('/sitemaps/products-1.xml', { 'if-none-match': String(after.headers.etag) });
    expect(renamed.status).toBe(304);
    await t.db.update(schema.categories).set({ slug: 'kursi' }).where(eq(schema.categories.slug, 'chairs'));
    try {
      const moved = await get('/sitemaps/products-1.xml', { 'if-none-match': String(after.headers.etag) });
      expect(moved.status).toBe(200);
      expect(moved.raw).toContain(`${ORIGIN}/kursi/${slugify(CHAIR)}`);
    } finally {
      await t.db.update(schema.categories).set({ slug: 'chairs' }).where(eq(schema.categories.slug, 'kursi'));
    }
  });

  it('answers HEAD with the headers alone', async () => {
    for (const url of ['/sitemap.xml', '/sitemaps/products-1.xml', '/robots.txt']) {
      const res = await t.call({ method: 'HEAD', url, remoteAddress: '10.66.0.1' });
      expect(res.status, url).toBe(200);
      expect(res.raw, url).toBe('');
      expect(res.headers.etag, url).toMatch(/^W\/"/);
    }
  });

  it('drops a product the owner deletes from the sitemap', async () => {
    const id = ids.get(CHAIR)!;
    await t.db
      .update(schema.products)
      .set({ hiddenAt: new Date(), status: 'deleted', updatedAt: new Date() })
      .where(eq(schema.products.id, id));
    try {
      const res = await get('/sitemaps/products-1.xml');
      expect(res.raw).not.toContain(slugify(CHAIR));
      expect(entries(res.raw)).toHaveLength(14);
    } finally {
      await t.db
        .update(schema.products)
        .set({ hiddenAt: null, status: 'active' })
        .where(eq(schema.products.id, id));
    }
  });

  it('answers 404 in Indonesian for a file that does not exist', async () => {
    for (const url of [
      '/sitemaps/products-2.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-x.xml',
      '/sitemaps/lain.xml',
    ]) {
      const res = await get(url);
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 404,
        body: { message: 'Peta situs tidak ditemukan', code: 'NOT_FOUND' },
      });
    }
  });

  it('answers one client 60 times a minute per sitemap file kind, then 429 with Retry-After', async () => {
    const address = '10.77.0.1';
    for (let i = 0; i < 60; i++)
      expect((await get('/sitemaps/products-1.xml', {}, address)).status).toBe(200);
    const refused = await get('/sitemaps/products-1.xml', {}, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/^Terlalu banyak percobaan\./);
    // Another client is not held up.
    expect((await get('/sitemap.xml', {}, '10.77.0.2')).status).toBe(200);
  });
});

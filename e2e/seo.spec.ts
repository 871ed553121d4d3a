import { expect, type Page } from '@playwright/test';
import { expectAccessible, snapBoth } from './support.ts';
import { test } from './test.ts';

// Links that preview and structured data, as Chromium gets them (docs/decisions/075-links-that-preview.md):
// the head a shared link is read from, its JSON-LD blocks under the page's CSP, and the page still alive.

/** Console errors and CSP refusals while `url` loads and its code runs. */
async function openWatched(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url);
  // Hydrated, every part of the page included (ADR 096).
  await expect.poll(() => page.evaluate('window.__tokoDrawn === true')).toBe(true);
  return problems;
}

const structuredData = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, any>,
  );
const metaContent = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

test('a product page carries its preview and Product data, and Chromium reports no CSP refusal', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/products?sortBy=sold&sortOrder=desc&limit=1')).json();
  const product = list.data[0] as { name: string; slug: string; price: number; category: { slug: string } };
  const path = `/${product.category.slug}/${product.slug}`;

  const problems = await openWatched(page, path);
  expect(problems).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    new RegExp(`^https?://[^/]+${path}$`),
  );
  expect(await metaContent(page, 'og:type')).toBe('product');
  expect(await metaContent(page, 'og:description')).toMatch(/^Rp\s[\d.]+\. /);
  const image = await metaContent(page, 'og:image');
  expect(image).toMatch(/\/api\/images\/\d+\?w=560&q=75&f=jpeg$/);
  // The preview picture is a JPEG the crawler can fetch.
  const picture = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');

  const blocks = await structuredData(page);
  expect(blocks.map((b) => b['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(blocks[0]).toMatchObject({
    name: product.name,
    offers: { price: product.price, priceCurrency: 'IDR' },
  });

  await expectAccessible(page);
  await snapBoth(page, 'seo-product');
});

test('home carries Organization and WebSite with the shop search, and no console error', async ({ page }) => {
  const problems = await openWatched(page, '/');
  expect(problems).toEqual([]);
  const blocks = await structuredData(page);
  expect(blocks.map((b) => b['@type'])).toEqual(['Organization', 'WebSite']);
  const template: string = blocks[1]!.potentialAction.target.urlTemplate;
  expect(template).toMatch(/\/products\?search=\{search_term_string\}$/);

  // The search the structured data names is the storefront's own: it opens the results page.
  await page.goto(new URL(template.replace('{search_term_string}', 'sofa')).pathname + '?search=sofa');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('sofa');
  await expectAccessible(page);
  await page.goto('/');
  await snapBoth(page, 'seo-home');
});

test('robots.txt and the sitemap are served to crawlers', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /dashboard');
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const files = [...(await index.text()).matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map(
    ([, p]) => p!,
  );
  expect(files).toEqual(['/sitemaps/categories.xml', '/sitemaps/products-1.xml']);
  const products = await (await request.get('/sitemaps/products-1.xml')).text();
  const total = (await (await request.get('/api/products?limit=1')).json()).pagination.totalItems;
  expect(products.split('<url>').length - 1).toBe(total);
});

import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { allProducts, cards, productUrl } from './storefront-support.ts';
import { waitUntilAlive } from './support.ts';
import { test } from './test.ts';

// What a shopper's browser downloads: never the dashboard, never the forms' validation library, and the
// libraries in one file (ADR 041, 045; #31).

test('browsing the shop never downloads the dashboard code', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const [first] = await allProducts(request);
  for (const url of ['/', '/sofas', '/products', productUrl(first!)]) {
    await page.goto(url);
    await expect(cards(page).first()).toBeVisible();
  }
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => /dashboard|overview-page|orders-page|arisan|members-page/.test(s))).toEqual(
    [],
  );
});

test("browsing the shop, a product page included, never downloads the forms' validation library", async ({
  page,
  request,
}) => {
  // zod (the shared schemas) is for forms and the dashboard: on a product page it was 45 KB gzip more
  // to run before the page was alive, and the page's Lighthouse score fell from 95-100 to 73-83 (#31).
  const withZod: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    const body = await r.text().catch(() => '');
    if (body.includes('_zod')) withZod.push(new URL(r.url()).pathname);
  });
  const [first] = await allProducts(request);
  for (const url of ['/', '/sofas', productUrl(first!)]) {
    await page.goto(url);
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(withZod).toEqual([]);
});

test('a first visit gets the libraries in one framework file, not eight pieces', async ({
  page,
  request,
}) => {
  // ADR 045: on a phone's six HTTP/1.1 connections each extra file delays the page's first picture.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /\/assets\/framework-[\w-]+\.js$/.test(s))).toHaveLength(1);
  // The pieces the libraries came in before: react, react-dom, React Router's chunk, TanStack's hooks.
  expect(
    scripts.filter((s) => /\/(react|react-dom|chunk-\w+|useQuery|useMutation|mutation)-/.test(s)),
  ).toEqual([]);
  // The page's own files (listed for the page script: ADR 095) are the entry, the framework, the shell of
  // everything the entry imports (one file, not thirteen: ADR 096) and the home page's few chunks, 12 at
  // most (19 before the shell); what comes after the page is alive is the cards' hearts (ADR 076), loaded
  // lazily, a few small files at most.
  const html = await (await request.get('/')).text();
  const listed = new Set(
    JSON.parse(/<script type="application\/json" id="app-code">([^<]*)</.exec(html)![1]!),
  );
  expect(listed.size).toBeLessThanOrEqual(12);
  const later = scripts.filter((s) => !listed.has(s));
  expect(later.length, later.join(', ')).toBeLessThanOrEqual(4);
});

test("a drawn page's code starts once the page is painted, and the page comes alive (ADR 095)", async ({
  page,
  request,
}) => {
  const [first] = await allProducts(request);
  for (const url of ['/', '/sofas', productUrl(first!)]) {
    await page.goto(url);
    await waitUntilAlive(page);
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(painted, url).not.toBeNull();
    expect(scripts.length, url).toBeGreaterThan(3);
    // Not one file of the app's code was asked for before the page's first paint.
    expect(Math.min(...scripts), url).toBeGreaterThanOrEqual(painted!);
  }
});

test('a first visit to / downloads at most 95 KB of JavaScript, gzip (#31)', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every file the visit asked for, gzipped (the budget's measure; the server sends brotli, smaller).
  let bytes = 0;
  for (const path of scripts) bytes += gzipSync(await (await request.get(path)).body()).length;
  expect(bytes / 1024).toBeLessThanOrEqual(95);
});

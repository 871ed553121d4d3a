import { expect } from '@playwright/test';
import { waitUntilAlive } from './support.ts';
import { test } from './test.ts';

// What a deploy does to open tabs and to requests for files the new build no longer has.

test('a missing built file answers 404, not the app page', async ({ request }) => {
  const res = await request.get('/assets/catalog-page-from-an-old-build.js');
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain('<div id="root">');
});

test('a tab whose page chunk vanished in a deploy reloads itself once and shows the page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /sofa/i }).first()).toBeVisible();
  // The page arrives drawn by the server (ADR 041); the app listens for navigation once it has taken
  // the page over.
  await waitUntilAlive(page);
  // The catalog page's chunk is gone once (an older build's file), as after a deploy.
  let refused = 0;
  await page.route(/\/assets\/catalog-page-[^/]+\.js$/, async (route) => {
    if (refused === 0) {
      refused += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    }
    return route.continue();
  });
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  // In-app navigation asks for the lazy chunk.
  await page.evaluate(
    `window.history.pushState({}, '', '/sofas'); dispatchEvent(new PopStateEvent('popstate'))`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Sofas' })).toBeVisible();
  expect(refused).toBe(1);
  expect(documents.some((u) => u.endsWith('/sofas'))).toBe(true);
  await expect(page.getByText('Terjadi kesalahan')).toHaveCount(0);
});

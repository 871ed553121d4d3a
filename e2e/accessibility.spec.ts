import type { APIRequestContext, Browser } from '@playwright/test';
import { adminToken, DEMO_CUSTOMER, DESKTOP, expectAccessible, freshPage, MOBILE } from './support.ts';
import { test } from './test.ts';

// axe-core on every kind of page, as its people mostly see it: the storefront, the cart and the account
// area on a 375 px phone, the dashboard at 1280 px. Serious or critical findings fail (WCAG 2.1 A/AA).

/** The pages of one kind, each in a fresh context at its size, checked by axe once the network is quiet. */
async function checkPages(
  browser: Browser,
  base: string,
  pages: { path: string; token?: string; size: typeof MOBILE }[],
) {
  for (const { path, token, size } of pages) {
    const page = await freshPage(browser, base, token);
    await page.setViewportSize(size);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
    await page.context().close();
  }
}

/** A product with several photos and a discount, so the gallery and the struck price are on the page. */
async function discountedProduct(request: APIRequestContext, base: string) {
  const list = await (await request.get(`${base}/api/products?limit=20`)).json();
  const product = list.data.find((p: { discount: number }) => p.discount > 0) ?? list.data[0];
  return { slug: product.slug as string, path: `/${product.category.slug}/${product.slug}` };
}

// Three tests, one per kind of page: each has its own time and two can run side by side.
test('the storefront pages have no serious accessibility problem', async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseURL as string;
  const product = await discountedProduct(request, base);
  await checkPages(
    browser,
    base,
    ['/', '/products', '/sofas', product.path, '/arisan/cek', '/tidak-ada-di-toko'].map((path) => ({
      path,
      size: MOBILE,
    })),
  );
});

test('the cart and account pages have no serious accessibility problem', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL as string;
  const login = await request.post(`${base}/api/auth/login`, { data: DEMO_CUSTOMER });
  const customer = (await login.json()).token as string;
  await checkPages(
    browser,
    base,
    ['/cart', '/cart/address', '/account', '/account/transactions', '/account/addresses']
      .concat(['/account/arisan', '/account/faq'])
      .map((path) => ({ path, token: customer, size: MOBILE })),
  );
});

test('the dashboard pages have no serious accessibility problem', async ({ browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const base = baseURL as string;
  const admin = await adminToken(request, base);
  const product = await discountedProduct(request, base);
  await checkPages(
    browser,
    base,
    ['', '/products', `/products/${product.slug}`, '/categories', '/users', '/orders', '/arisans']
      .concat(['/members', '/locations', '/verifikasi-iuran', '/orders/impor-mutasi'])
      .map((path) => ({ path: `/dashboard${path}`, token: admin, size: DESKTOP })),
  );
});

test('the login dialog has no serious accessibility problem', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  await page.getByRole('dialog').getByLabel('Email').waitFor();
  await expectAccessible(page, 'login dialog');
});

import { expect, type Page } from '@playwright/test';
import { allProducts, apiGet, type Card, cards, PHONE, productUrl } from './storefront-support.ts';
import { holdAppCode, snap, uniqueEmail } from './support.ts';
import { test } from './test.ts';

// The storefront: home, category and all-products pages, product pages (docs/product.md 2.3-2.5).

/** 'Rp 4.299.000' -> 4299000. */
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));
const RUPIAH_TEXT = /^Rp\u00a0\d{1,3}(\.\d{3})*$/;

async function expectNoHorizontalScroll(page: Page) {
  // A string, evaluated in the page (this folder is typed without the DOM library).
  const [scrollWidth, innerWidth] = (await page.evaluate(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  )) as [number, number];
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(innerWidth);
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId('card-price').allTextContents();
  return texts.map(rupiah);
}

test('home shows the hero, five category tiles with their real counts and four best sellers', async ({
  page,
  request,
}) => {
  const categories = (await apiGet(request, '/categories')).data as { slug: string; product_count: number }[];
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Furniture for Every Style and Space' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');

  const tiles = page.getByTestId('category-tile');
  await expect(tiles).toHaveCount(5);
  const expected = ['sofas', 'chairs', 'cupboards', 'beds', 'electronics'];
  for (const [i, slug] of expected.entries()) {
    const tile = tiles.nth(i);
    await expect(tile).toHaveAttribute('href', `/${slug}`);
    const count = categories.find((c) => c.slug === slug)!.product_count;
    await expect(tile.getByTestId('category-count')).toHaveText(`${count} produk`);
  }

  const bestSellers = (await apiGet(request, '/products?sortBy=sold&sortOrder=desc&limit=4')).data as Card[];
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).locator('h3')).toHaveText(bestSellers.map((p) => p.name));
  await expect(
    page.getByText(
      'Gratis ongkos kirim untuk belanja di atas Rp\u00a05.000.000 ke seluruh area pengiriman kami',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pengembalian 30 Hari' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dapatkan Promo Terbaru' })).toBeVisible();
  await snap(page, 'storefront-home-1280');

  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await snap(page, 'storefront-home-375');
});

async function firstPageNames(page: Page) {
  return (await cards(page).locator('h3').allTextContents()).slice(0, 12);
}

test('a category page sorts by price both ways', async ({ page, request }) => {
  await page.goto('/sofas');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofas' })).toBeVisible();
  await expect(cards(page).nth(11)).toBeVisible();
  const sort = page.getByLabel('Urutkan');
  await expect(sort).toHaveValue('relevan');
  await expect(sort.locator('option')).toHaveText(['Paling Sesuai', 'Harga Terendah', 'Harga Tertinggi']);

  await sort.selectOption({ label: 'Harga Terendah' });
  await expect(page).toHaveURL(/sort=harga-terendah/);
  const cheapest = (await apiGet(request, '/products?categoryName=sofas&sortBy=price&sortOrder=asc'))
    .data as Card[];
  // At 1280 px all twelve cards fit on screen, so the next page may load at once: compare the first page.
  await expect.poll(() => firstPageNames(page)).toEqual(cheapest.map((p) => p.name));
  const ascending = await cardPrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await sort.selectOption({ label: 'Harga Tertinggi' });
  await expect(page).toHaveURL(/sort=harga-tertinggi/);
  const dearest = (await apiGet(request, '/products?categoryName=sofas&sortBy=price&sortOrder=desc'))
    .data as Card[];
  await expect.poll(() => firstPageNames(page)).toEqual(dearest.map((p) => p.name));
  const descending = await cardPrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  // Every card links to its product page.
  await expect(cards(page).first()).toHaveAttribute('href', productUrl(dearest[0]!));
  await snap(page, 'storefront-category-1280');

  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await snap(page, 'storefront-category-375');
});

test('scrolling to the last card loads the next page', async ({ page }) => {
  // Two columns: the twelfth card starts below the fold.
  await page.setViewportSize(PHONE);
  const requested: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/products') requested.push(r.url());
  });
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Semua Produk' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).last()).not.toBeInViewport();
  // The next page is asked for by the keyset cursor of the last card, once.
  const nextPages = () => requested.filter((u) => new URL(u).searchParams.has('cursor'));
  expect(nextPages()).toEqual([]);
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(24);
  expect(nextPages()).toHaveLength(1);
  // Twelve more, none repeated.
  const names = await cards(page).locator('h3').allTextContents();
  expect(new Set(names).size).toBe(24);
});

test('the all-products search finds Indonesian names and shows the empty text', async ({ page }) => {
  await page.goto('/products');
  const search = page.getByRole('combobox', { name: 'Cari produk' });
  await search.fill('lemari');
  await expect(page).toHaveURL(/search=lemari/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian “lemari”');
  // The heading follows the URL at once; the list comes with its answer.
  await expect(cards(page).first().locator('h3')).toContainText(/lemari/i);
  const names = await cards(page).locator('h3').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('lemari');

  await search.fill('zzqqxx');
  await search.press('Enter');
  await expect(page.getByText('Tidak ada produk yang tersedia saat ini.')).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await snap(page, 'storefront-search-empty-375');
});

test('a failing list shows the error in red', async ({ page }) => {
  // A category page arrives drawn with its list (ADR 041): the list fails when the browser loads it, on
  // the way from a page the browser draws itself (so the app already runs when the link is clicked).
  await page.goto('/arisan/cek');
  await expect(page.getByRole('heading', { name: 'Cek Arisan Saya' })).toBeVisible();
  await page.route(
    (url) => url.pathname === '/api/products',
    (route) => route.fulfill({ status: 503, json: { message: 'Server sedang sibuk', code: 'INTERNAL' } }),
  );
  await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Chairs' }).click();
  const error = page.getByRole('alert');
  await expect(error).toHaveText('Error: Server sedang sibuk');
  await expect(error).toHaveClass(/text-red-700/);
});

test('a product page shows rupiah prices, the installment line, attributes and related products', async ({
  page,
  request,
}) => {
  const products = await allProducts(request);
  const withOriginal = products.find((p: any) => p.original_price && p.category?.slug === 'sofas')!;
  const detail = (await apiGet(request, `/products/${withOriginal.slug}`)).data;
  await page.goto(productUrl(withOriginal));
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  await expect(page).toHaveTitle(`${detail.name} | Toko`);

  const price = page.getByTestId('product-price');
  await expect(price).toHaveText(RUPIAH_TEXT);
  expect(rupiah(await price.innerText())).toBe(detail.price);
  await expect(page.getByTestId('product-original-price')).toHaveText(RUPIAH_TEXT);
  const perMonth = Math.ceil(detail.price / 12).toLocaleString('id-ID');
  await expect(page.getByTestId('installment')).toContainText(`Rp\u00a0${perMonth}/bulan selama 12 bulan`);
  await expect(page.getByText(`(${detail.review_count.toLocaleString('id-ID')} ulasan)`)).toBeVisible();

  for (const a of detail.attributes) await expect(page.getByText(a.value, { exact: true })).toBeVisible();
  const colours = detail.attributes.filter((a: any) => a.color).length;
  await expect(page.getByTestId('color-swatch')).toHaveCount(colours);

  const related = page.getByRole('region', { name: 'Produk Terkait' }).getByTestId('product-card');
  await expect(related).toHaveCount(detail.related_products.length);
  expect(detail.related_products.length).toBeGreaterThan(0);
  await snap(page, 'storefront-product-1280');
});

test('Low Stock shows under 10 units only', async ({ page, request }) => {
  const products = await allProducts(request);
  const low = products.find((p) => p.stock > 0 && p.stock < 10)!;
  const plenty = products.find((p) => p.stock >= 10)!;
  await page.goto(productUrl(low));
  await expect(page.getByText('Low Stock', { exact: true })).toBeVisible();
  await expect(page.getByText(`Stok: ${low.stock}`)).toBeVisible();
  await page.goto(productUrl(plenty));
  await expect(page.getByRole('heading', { level: 1, name: plenty.name })).toBeVisible();
  await expect(page.getByText('Low Stock', { exact: true })).toHaveCount(0);
});

test('on a phone the gallery swipes with an n/total counter and cards load the small image', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const products = await allProducts(request);
  let withImages: any;
  for (const p of products) {
    const detail = (await apiGet(request, `/products/${p.slug}`)).data;
    if (detail.images.length >= 2) {
      withImages = detail;
      break;
    }
  }
  expect(withImages).toBeTruthy();
  const total = withImages.images.length;
  await page.goto(productUrl(withImages));
  const counter = page.getByTestId('gallery-counter');
  await expect(counter).toBeVisible();
  await expect(counter).toHaveText(`1/${total}`);
  // A swipe is a sideways scroll of the picture strip.
  await page.getByRole('region', { name: `Foto ${withImages.name}` }).evaluate((el) => {
    el.scrollTo({ left: el.clientWidth, behavior: 'instant' });
  });
  await expect(counter).toHaveText(`2/${total}`);
  await expectNoHorizontalScroll(page);
  await snap(page, 'storefront-product-375');

  // Two columns on a 375 px phone: the 180 px variant, lazily loaded.
  await page.goto('/beds');
  const img = cards(page).first().locator('img');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(cards(page).nth(5).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => img.evaluate((el) => (el as unknown as { currentSrc: string }).currentSrc))
    .toContain('w=180');
});

test('no page of the shop scrolls sideways on a 375 px phone', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const products = await allProducts(request);
  const longest = [...products].sort((a, b) => b.name.length - a.name.length)[0]!;
  for (const url of [
    '/',
    '/sofas',
    '/chairs',
    '/cupboards',
    '/beds',
    '/electronics',
    '/products',
    productUrl(longest),
  ]) {
    await page.goto(url);
    await expect(cards(page).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
});

test('a broken picture falls back to a placeholder', async ({ page }) => {
  await page.route('**/api/images/**', (route) => route.abort());
  await page.goto('/cupboards');
  await expect(cards(page).first().getByRole('img', { name: 'Gambar tidak tersedia' })).toBeVisible();
});

test('a wrong category in the URL moves to the real one; an unknown product says so', async ({
  page,
  request,
}) => {
  const products = await allProducts(request);
  const sofa = products.find((p) => p.category?.slug === 'sofas')!;
  await page.goto(`/chairs/${sofa.slug}`);
  await expect(page).toHaveURL(new RegExp(`/sofas/${sofa.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: sofa.name })).toBeVisible();

  await page.goto('/sofas/produk-yang-tidak-ada');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a shared product link carries the product title and picture for previews', async ({ request }) => {
  const products = await allProducts(request);
  const p = products[0]!;
  const res = await request.get(productUrl(p));
  const html = await res.text();
  expect(html).toContain(`<title>${p.name.replaceAll('&', '&amp;')} | Toko</title>`);
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/[^"]+\/api\/images\/\d+\?w=560&amp;q=75&amp;f=jpeg">/,
  );
});

test('@journey a visitor is asked to log in, registers, and the product is added', async ({
  page,
  request,
}) => {
  const products = await allProducts(request);
  const product = products.find((p) => p.stock >= 10)!;
  await page.goto(productUrl(product));
  const dialog = page.getByRole('dialog');
  // This journey is about what follows the tap, so it taps once the page is alive (as the menu check in
  // 'a drawn page comes alive' does). A tap before that is the early-tap test's subject (ADR 046).
  await expect(async () => {
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click({ timeout: 2000 });
    await expect(dialog.getByRole('heading', { name: 'Masuk' })).toBeVisible({ timeout: 2000 });
  }).toPass();

  await dialog.getByRole('button', { name: 'Daftar di sini' }).click();
  await dialog.getByLabel('Nama Lengkap').fill('Dina Pembeli');
  await dialog.getByLabel('Email').fill(uniqueEmail('dina'));
  await dialog.getByLabel('Password', { exact: true }).fill('rahasia123');
  await dialog.getByLabel('Konfirmasi Password').fill('rahasia123');
  await dialog.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${product.slug}$`));
  // The add the visitor asked for happens once they have an account, without a second click.
  await expect(page.getByText(`${product.name} berhasil ditambahkan`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

// ADR 041: the storefront's pages are drawn by the server, so a phone paints them before the JavaScript
// has arrived, and the browser takes them over without asking for the same data again.
test('home, a category page and a product page arrive drawn, even with JavaScript off', async ({
  browser,
  baseURL,
  request,
}) => {
  const bestSellers = (await apiGet(request, '/products?sortBy=sold&sortOrder=desc&limit=4')).data as Card[];
  const sofas = (await apiGet(request, '/products?categoryName=sofas&limit=12')).data as Card[];
  const product = sofas[0]!;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Furniture for Every Style and Space' }),
  ).toBeVisible();
  await expect(cards(page).locator('h3')).toHaveText(bestSellers.map((p) => p.name));
  await expect(page.getByTestId('category-tile')).toHaveCount(5);

  await page.goto('/sofas');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofas' })).toBeVisible();
  await expect(cards(page).locator('h3')).toHaveText(sofas.map((p) => p.name));

  await page.goto(productUrl(product));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(rupiah(await page.getByTestId('product-price').innerText())).toBe(product.price);
  await context.close();
});

test('the header search works before the page comes alive: Enter asks the server for the results', async ({
  browser,
  baseURL,
}) => {
  // JavaScript off is the moment before the code runs, made to last: the form alone must carry the search
  // (an Enter then reloaded the page the shopper was on, seen in a full browser run under load).
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/sofas');
  const search = page.getByRole('combobox', { name: 'Cari produk' });
  await search.fill('lemari jati');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=lemari\+jati$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first()).toContainText(/lemari/i);
  await context.close();
});

test('a drawn page comes alive without a hydration error or a second request for its data', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/images/')) calls.push(pathname + search);
  });
  const [product] = (await apiGet(request, '/products?categoryName=sofas&limit=1')).data as Card[];
  await page.setViewportSize(PHONE);
  for (const url of ['/', '/sofas', productUrl(product!)]) {
    await page.goto(url);
    // The menu opens only once the app has taken the page over (a tap before that does nothing).
    await expect(async () => {
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(cards(page).first()).toBeVisible();
  }
  expect(calls).toEqual([]);
  expect(problems).toEqual([]);
});

test('a search typed before the page came alive is still searched', async ({ page }) => {
  // The page's code is held back until the shopper has typed, as on a slow phone.
  const release = await holdAppCode(page);
  // Not waiting for DOMContentLoaded: that waits for the held-back code.
  await page.goto('/products', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Cari produk' }).fill('lemari');
  release();
  await expect(page).toHaveURL(/search=lemari/);
  await expect(cards(page).first().locator('h3')).toContainText(/lemari/i);
});

test('a tap on Login before the page came alive opens the dialog once it is', async ({ page }) => {
  // As on a slow phone: the page is drawn and tapped while its code is still on the way.
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  // Tapped twice, as an impatient shopper does when nothing happens.
  const login = page.getByRole('button', { name: 'Login', exact: true }).first();
  await login.click();
  await login.click();
  release();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

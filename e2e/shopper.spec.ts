import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ADDRESS, E2E_ADMIN, loginFromHeader, snap, snapBoth, uniqueEmail } from './support.ts';
import { test } from './test.ts';

// The shopper's conveniences of issue 15: the header search, the buy bar on a phone, 'Stok habis',
// checkout shut by a line the stock cannot cover, the add-to-cart a login was asked for, toasts that
// leave the header and the main buttons free.

const PHONE = { width: 375, height: 800 };
const LAPTOP = { width: 1280, height: 800 };
/** Between the phone layout and the full header: the search sits in the logo row, no category links. */
const TABLET = { width: 820, height: 1000 };

async function token(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

async function newCustomer(request: APIRequestContext) {
  const email = uniqueEmail('toko15');
  const res = await request.post('/api/auth/register', {
    data: { fullname: 'Sari Wulandari', email, password: 'belanja123' },
  });
  expect(res.status()).toBe(201);
  return { email, password: 'belanja123', token: (await res.json()).token as string };
}

/** A product of its own for this test (no other test's stock or counts change under it), by the admin. */
async function newProduct(request: APIRequestContext, stock: number) {
  const admin = await token(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const headers = { authorization: `Bearer ${admin}` };
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  // In a category of its own, so the shop's category counts other tests read stay as they were.
  const category = await request.post('/api/categories', {
    headers,
    data: { name: `Uji Belanja ${suffix}` },
  });
  expect(category.status()).toBe(201);
  const name = `Kursi Uji ${suffix}`;
  const form = new FormData();
  form.append('name', name);
  form.append('price', '750000');
  form.append('original_price', '1000000');
  form.append('stock', String(stock));
  form.append('category_id', String((await category.json()).data.id));
  const res = await request.post('/api/products', { headers, multipart: form });
  expect(res.status()).toBe(201);
  const product = (await res.json()).data;
  return {
    ...product,
    path: `/${product.category.slug}/${product.slug}`,
    setStock: async (n: number) => {
      const f = new FormData();
      f.append('stock', String(n));
      const put = await request.put(`/api/products/${product.id}`, { headers, multipart: f });
      expect(put.status()).toBe(200);
    },
  } as { id: number; name: string; slug: string; path: string; setStock: (n: number) => Promise<void> };
}

async function cartOf(request: APIRequestContext, customerToken: string) {
  const res = await request.get('/api/cart', { headers: { authorization: `Bearer ${customerToken}` } });
  return (await res.json()) as { cartItems: { quantity: number; product: { id: number } }[] };
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What the phone's screen shows (fixed bars where they are), beside the full-page snaps. */
async function snapScreen(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  await page.screenshot({ path: `screenshots/${name}.png` });
}

async function noSidewaysScroll(page: Page, name: string) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('on a phone the product page has a fixed buy bar: 2 picked, 2 in the cart', async ({
  page,
  request,
}) => {
  const product = await newProduct(request, 10); // 'Maks. pembelian' 2 (ADR 051)
  const customer = await newCustomer(request);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await loginFromHeader(page, customer.email, customer.password);
  await page.goto(product.path);

  const bar = page.getByTestId('buy-bar');
  await expect(bar).toBeVisible();
  // Fixed to the bottom of the screen, before and after scrolling.
  expect(Math.round((await box(bar)).y + (await box(bar)).height)).toBe(PHONE.height);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(Math.round((await box(bar)).y + (await box(bar)).height)).toBe(PHONE.height);
  await noSidewaysScroll(page, 'product page at 375 px');
  await snapScreen(page, 'shopper-product-buy-bar-375');

  await bar.getByRole('button', { name: `Tambah jumlah ${product.name}` }).click();
  await expect(bar.getByRole('group', { name: `Jumlah ${product.name}` })).toContainText('2');
  await bar.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  const toast = page.getByText(`${product.name} berhasil ditambahkan`);
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // The toast sits under the header and clear of the buy bar.
  const header = await box(page.locator('header').first());
  // The toast this test made (another test's order may bring the bell's own toast meanwhile).
  const sonner = page.locator('[data-sonner-toast]').filter({ hasText: 'berhasil ditambahkan' }).first();
  // The toast slides in from above: judge where it comes to rest, not a frame of its entrance.
  await expect.poll(async () => (await box(sonner)).y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(overlaps(await box(sonner), await box(bar))).toBe(false);
  await snapScreen(page, 'shopper-toast-375');

  await page.goto('/cart');
  await expect(page.getByRole('group', { name: `Jumlah ${product.name}` })).toContainText('2');
  await expect(page.getByTestId('unit-price')).toHaveText('2 x Rp\u00a0750.000');
  expect((await cartOf(request, customer.token)).cartItems).toEqual([
    expect.objectContaining({ quantity: 2, product: expect.objectContaining({ id: product.id }) }),
  ]);
  await snap(page, 'shopper-cart-375');
  await page.setViewportSize(LAPTOP);
  await snap(page, 'shopper-cart-1280');

  // From 768 px the picker and button sit in the product's column, not fixed.
  await page.goto(product.path);
  await expect(bar).toBeVisible();
  expect(Math.round((await box(bar)).y + (await box(bar)).height)).toBeLessThan(LAPTOP.height);
  await snap(page, 'shopper-product-1280');
});

test('@journey a visitor asks to add, logs in in the dialog, and the item is added once', async ({
  page,
  request,
}) => {
  const product = await newProduct(request, 10);
  const customer = await newCustomer(request);
  await page.goto(product.path);
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText(`${product.name} berhasil ditambahkan`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page).toHaveURL(new RegExp(`${product.slug}$`));
  // Once: a moment later the cart still holds one.
  await page.waitForTimeout(500);
  expect((await cartOf(request, customer.token)).cartItems).toEqual([
    expect.objectContaining({ quantity: 1, product: expect.objectContaining({ id: product.id }) }),
  ]);
});

test('@journey an out-of-stock line shuts checkout on the cart page, and the server refuses it too', async ({
  page,
  request,
}) => {
  const product = await newProduct(request, 4);
  const customer = await newCustomer(request);
  const headers = { authorization: `Bearer ${customer.token}` };
  expect(
    (await request.post('/api/cart/add', { headers, data: { productId: product.id, quantity: 1 } })).status(),
  ).toBe(201);
  const address = await request.post('/api/shipping-address', { headers, data: ADDRESS });
  expect(address.status()).toBe(201);
  // Sold out while it sits in the cart.
  await product.setStock(0);

  await page.goto('/');
  await loginFromHeader(page, customer.email, customer.password);
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Ringkasan Belanja' });
  await expect(summary.getByRole('alert')).toContainText(
    `${product.name}: stok habis. Hapus dari keranjang untuk melanjutkan.`,
  );
  await expect(summary.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expect(summary.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
  await snap(page, 'shopper-cart-blocked-1280');
  await page.setViewportSize(PHONE);
  await noSidewaysScroll(page, 'blocked cart at 375 px');
  await snap(page, 'shopper-cart-blocked-375');

  // The step after it says so too, and the server answers 409 to an order all the same.
  await page.goto('/cart/address');
  await expect(page.getByRole('alert')).toContainText('stok habis');
  await expect(page.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
  // The customer's one address is the default, and is picked already.
  await expect(
    page.getByRole('radio', { name: new RegExp(`${ADDRESS.label} - ${ADDRESS.recipient}`) }),
  ).toBeChecked();
  await snap(page, 'shopper-address-blocked-375');
  await page.setViewportSize(LAPTOP);
  await snap(page, 'shopper-address-blocked-1280');
  const order = await request.post('/api/orders/create', {
    headers,
    data: { shipping_address_id: (await address.json()).address.id },
  });
  expect(order.status()).toBe(409);

  // Removing the line opens the way again.
  await page.goto('/cart');
  await page.getByRole('button', { name: `Hapus ${product.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Keranjang Belanjamu masih kosong')).toBeVisible();
});

test("the header search leads to /products?search=... from any page, and cards say 'Stok habis'", async ({
  page,
  request,
}) => {
  const product = await newProduct(request, 0);
  for (const viewport of [PHONE, TABLET, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/sofas');
    const search = page.getByRole('combobox', { name: 'Cari produk' });
    await search.fill(product.name);
    await search.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/products\\?search=${encodeURIComponent(product.name).replaceAll('%20', '\\+')}$`),
    );
    const card = page.getByTestId('product-card').filter({ hasText: product.name });
    await expect(card).toContainText('Stok habis');
    await expect(card).toContainText('25%');
    await noSidewaysScroll(page, `search at ${viewport.width} px`);
    await snap(page, `shopper-search-${viewport.width}`);
  }
  // The sold-out product's own page: the button says so and cannot be pressed.
  await page.goto(product.path);
  await expect(page.getByRole('button', { name: 'Stok habis' })).toBeDisabled();
});

/** The first input or button of the page's main column whose top is at or below `y`. */
async function firstControlBelow(page: Page, y: number) {
  const controls = page.locator('main').locator('input:visible, button:visible, [role="tab"]:visible');
  for (let i = 0; i < (await controls.count()); i++) {
    const b = await controls.nth(i).boundingBox();
    if (b && b.y >= y) return b;
  }
  throw new Error(`no control below ${y} px`);
}

test('on a phone toasts rest clear of the header and the first control under it, on the storefront and the dashboard', async ({
  page,
  request,
}) => {
  // Storefront: the header (logo row and search row) is measured by its layout, whatever its height.
  const product = await newProduct(request, 5);
  const customer = await newCustomer(request);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await loginFromHeader(page, customer.email, customer.password);
  await page.goto(product.path);
  const add = page.getByTestId('buy-bar').getByRole('button', { name: 'Tambah ke Keranjang' });
  await expect(add).toBeEnabled();
  // Measured before the toast is asked for: on a loaded machine the measuring outlasted the toast.
  const header = await box(page.locator('header').first());
  const headerBottom = header.y + header.height;
  const first = await firstControlBelow(page, headerBottom);
  await add.click();
  await expect(page.getByText(`${product.name} berhasil ditambahkan`)).toBeVisible();
  const sonner = page.locator('[data-sonner-toast]').first();
  // The toast slides in: judge where it comes to rest, not a frame of its entrance.
  await expect
    .poll(async () => {
      const t = await box(sonner);
      return !overlaps(t, header) && !overlaps(t, first) && t.y >= headerBottom;
    })
    .toBe(true);
  await snapScreen(page, 'toast-storefront-375');

  // Dashboard: no header; the Orders page's first controls (Ekspor CSV, the search) are at the top.
  const admin = await token(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.evaluate((t) => {
    localStorage.setItem('persist:root', JSON.stringify({ version: 1, auth: { token: t } }));
  }, admin);
  await page.goto('/dashboard/orders');
  const search = page.getByLabel('Cari', { exact: true });
  await expect(search).toBeVisible();
  // Every control of the page's first part (title row, view chips, the filter card's search) and the
  // rail's Logout stays uncovered. The rest of the filter card is left out: on a short screen it reaches
  // the bottom, where a toast has to rest over something.
  const firstField = await box(search);
  const controls = page.locator('main').locator('input:visible, button:visible, select:visible, a:visible');
  const top: { name: string; box: Awaited<ReturnType<typeof box>> }[] = [
    { name: 'Logout', box: await box(page.getByRole('button', { name: 'Logout' })) },
  ];
  for (let i = 0; i < (await controls.count()); i++) {
    const control = controls.nth(i);
    const b = await control.boundingBox();
    if (b && b.y <= firstField.y)
      top.push({ name: (await control.textContent())?.trim() || 'input', box: b });
  }
  expect(top.length).toBeGreaterThan(4);
  // An export that fails (the network drops it) is a toast that appears with nothing else moving; asked
  // for after the controls are measured, so it is still up when judged.
  await page.route('**/api/orders/admin/export.csv**', (route) => route.abort());
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  await expect(page.getByText(/Gagal mengekspor CSV/)).toBeVisible();
  const dashToast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: /Gagal mengekspor CSV/ })
    .first();
  // A failure names what the toast covers and where it came to rest.
  await expect
    .poll(async () => {
      const t = await box(dashToast);
      const covered = top.filter((c) => overlaps(t, c.box)).map((c) => c.name);
      return covered.length === 0 ? 'clear' : `toast at ${JSON.stringify(t)} covers ${covered.join(', ')}`;
    })
    .toBe('clear');
  await snapScreen(page, 'toast-dashboard-375');
  await page.setViewportSize(LAPTOP);
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  await expect(page.getByText(/Gagal mengekspor CSV/).first()).toBeVisible();
  const laptopToast = await box(page.locator('[data-sonner-toast]').first());
  expect(overlaps(laptopToast, await box(search))).toBe(false);
  expect(overlaps(laptopToast, await box(page.getByRole('button', { name: 'Ekspor CSV' })))).toBe(false);
  await snapScreen(page, 'toast-dashboard-1280');
});

test("the profile page's 'Ubah Password' changes the password once and keeps this device logged in", async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  await page.goto('/');
  await loginFromHeader(page, customer.email, customer.password);
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Ubah Password' });
  await form.getByLabel('Password Saat Ini').fill(customer.password);
  await form.getByLabel('Password Baru', { exact: true }).fill('lemari-jati-baru');
  await form.getByLabel('Ulangi Password Baru').fill('lemari-jati-beda');
  await form.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await snapBoth(page, 'profile-password-error');
  await form.getByLabel('Ulangi Password Baru').fill('lemari-jati-baru');
  await form.getByRole('button', { name: 'Ubah Password' }).dblclick();
  await expect(page.getByText('Password berhasil diubah')).toBeVisible();
  await expect(form.getByLabel('Password Saat Ini')).toHaveValue('');
  // Still logged in on this device, and the new password is the one that works.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profil Pengguna' })).toBeVisible();
  const login = (password: string) =>
    request.post('/api/auth/login', { data: { email: customer.email, password } });
  expect((await login('lemari-jati-baru')).status()).toBe(200);
  expect((await login(customer.password)).status()).toBe(401);
  await snapBoth(page, 'profile');
});

test('on a laptop toasts stack away from the header and the add button', async ({ page, request }) => {
  const product = await newProduct(request, 5);
  const customer = await newCustomer(request);
  await page.setViewportSize(LAPTOP);
  await page.goto('/');
  await loginFromHeader(page, customer.email, customer.password);
  await page.goto(product.path);
  const button = page.getByRole('button', { name: 'Tambah ke Keranjang' });
  await button.click();
  await expect(page.getByText(`${product.name} berhasil ditambahkan`)).toBeVisible();
  const toastBox = await box(page.locator('[data-sonner-toast]').first());
  expect(overlaps(toastBox, await box(page.locator('header').first()))).toBe(false);
  expect(overlaps(toastBox, await box(button))).toBe(false);
  await snap(page, 'shopper-toast-1280');
});

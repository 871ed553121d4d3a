import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { ADDRESS, E2E_ADMIN, pickRegion, uniqueEmail } from './support.ts';
import { test } from './test.ts';

// Issue 15: a double click (or a double tap on a phone) does one thing and says one thing. Each test
// taps the real button twice in Chromium (doubleTap), then checks the database through the API and that
// no failure toast followed the success.

const SOFA_PATH = '/sofas/sofa-minimalis-3-dudukan-abu-abu';

async function registerCustomer(request: APIRequestContext) {
  const res = await request.post('/api/auth/register', {
    data: { fullname: 'Dewi Anggraini', email: uniqueEmail('ganda'), password: 'belanja123' },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { token, headers: { authorization: `Bearer ${token}` } };
}

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** The browser logged in as the holder of `token` (the app keeps its token under 'persist:root'). */
async function signIn(context: BrowserContext, token: string) {
  await context.addInitScript((t) => {
    (globalThis as any).localStorage.setItem(
      'persist:root',
      JSON.stringify({ version: 1, auth: { token: t } }),
    );
  }, token);
}

async function sofaId(request: APIRequestContext) {
  const res = await request.get('/api/products/sofa-minimalis-3-dudukan-abu-abu');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/**
 * Two clicks on the real button inside one task, as a fast double tap lands: the second comes before the app
 * has re-rendered the button as busy, so only the in-flight guard (useBusyAction) can stop it. A
 * Playwright dblclick() is slow enough for the disabled button alone to stop the second click, and
 * passed with that guard removed.
 */
async function doubleTap(button: Locator) {
  await expect(button).toBeEnabled();
  await button.evaluate((b: HTMLElement) => {
    for (let tap = 0; tap < 2; tap++) {
      // A tap starts with a pointerdown (the app loads its toast area on the first one), then clicks.
      b.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      b.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      b.click();
    }
  });
}

/**
 * One success toast, and no failure toast after it. Counted once, not retried: a retried count of 1 was
 * met by two toasts as soon as the first one timed out, and a failure toast had gone by then too.
 */
async function expectOneOutcome(page: Page, success: string, failure: RegExp) {
  await expect(page.getByText(success).first()).toBeVisible();
  // A second request would answer within this time on the local server (toasts stay 4 s).
  await page.waitForTimeout(800);
  expect(await page.getByText(success).count(), 'success toasts').toBe(1);
  expect(await page.getByText(failure).count(), 'failure toasts').toBe(0);
}

test('double-clicking Simpan Alamat saves one address', async ({ page, context, request }) => {
  const { token, headers } = await registerCustomer(request);
  await signIn(context, token);
  await page.goto('/account/addresses');
  await page
    .getByRole('button', { name: /Tambah Alamat/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Form alamat pengiriman' });
  await form.getByLabel('Label Alamat').fill(ADDRESS.label);
  await form.getByLabel('Nama Penerima').fill(ADDRESS.recipient);
  await form.getByLabel('No. Telepon').fill('0812-3456-7890');
  await pickRegion(form, 'Kabupaten', `Kab. ${ADDRESS.kabupaten}`);
  await pickRegion(form, 'Kecamatan', ADDRESS.kecamatan);
  await pickRegion(form, 'Desa/Kelurahan', ADDRESS.desa);
  await form.getByLabel('Jalan/Alamat').fill(ADDRESS.jalan);
  await form.getByLabel('Kode Pos').fill(ADDRESS.postal_code);
  await doubleTap(form.getByRole('button', { name: 'Simpan Alamat' }));

  await expectOneOutcome(page, 'Alamat berhasil ditambahkan', /Gagal menambahkan alamat/);
  const { addresses } = (await (await request.get('/api/shipping-address', { headers })).json()) as {
    addresses: { phone: string }[];
  };
  expect(addresses).toHaveLength(1);
  expect(addresses[0]!.phone).toBe('6281234567890');
});

test('double-clicking Tambah ke Keranjang adds one unit', async ({ page, context, request }) => {
  const { token, headers } = await registerCustomer(request);
  await signIn(context, token);
  await page.goto(SOFA_PATH);
  await doubleTap(page.getByRole('button', { name: 'Tambah ke Keranjang' }).first());

  await expectOneOutcome(page, 'Sofa Minimalis 3 Dudukan Abu-abu berhasil ditambahkan', /gagal ditambahkan/);
  const { count } = (await (await request.get('/api/cart/count', { headers })).json()) as { count: number };
  expect(count).toBe(1);
});

test('double-clicking Buat Pesanan makes one order and lands on the payment page', async ({
  page,
  context,
  request,
}) => {
  const { token, headers } = await registerCustomer(request);
  const productId = await sofaId(request);
  expect((await request.post('/api/cart/add', { headers, data: { productId, quantity: 1 } })).status()).toBe(
    201,
  );
  expect((await request.post('/api/shipping-address', { headers, data: ADDRESS })).status()).toBe(201);
  await signIn(context, token);
  await page.goto('/cart/address');
  await page.getByRole('radio', { name: /Rumah - Rahmat Hidayat/ }).check();
  await doubleTap(page.getByRole('button', { name: 'Buat Pesanan' }));

  await expect(page).toHaveURL(/\/cart\/order-payment\/ORD-\d{8}-[0-9A-Z]{5}$/);
  await expect(page.getByRole('heading', { name: 'Ringkasan Pesanan' })).toBeVisible();
  await expectOneOutcome(page, 'Order created successfully!', /Gagal membuat pesanan/);
  const orders = (await (await request.get('/api/orders', { headers })).json()) as { data: unknown[] };
  expect(orders.data).toHaveLength(1);
});

test('double-clicking Ya, Batalkan cancels once and says so once', async ({ page, context, request }) => {
  const { token, headers } = await registerCustomer(request);
  const productId = await sofaId(request);
  await request.post('/api/cart/add', { headers, data: { productId, quantity: 1 } });
  const address = await request.post('/api/shipping-address', { headers, data: ADDRESS });
  const created = await request.post('/api/orders/create', {
    headers,
    data: { shipping_address_id: ((await address.json()) as { address: { id: number } }).address.id },
  });
  expect(created.status()).toBe(201);
  const { order } = (await created.json()) as { order: { id: number } };
  await signIn(context, token);
  await page.goto(`/account/transactions/${order.id}`);
  await page.getByRole('button', { name: 'Batalkan Pesanan' }).click();
  await doubleTap(page.getByRole('dialog').getByRole('button', { name: 'Ya, Batalkan' }));

  await expectOneOutcome(page, 'Order canceled successfully', /Failed to cancel order/);
  const after = (await (await request.get(`/api/orders/${order.id}`, { headers })).json()) as {
    order: { status: string };
  };
  expect(after.order.status).toBe('cancelled');
});

test('double-clicking Add Category adds one category and says so once', async ({
  page,
  context,
  request,
}) => {
  const headers = await adminHeaders(request);
  await signIn(context, headers.authorization.slice('Bearer '.length));
  const name = `Lampu ${Date.now()}`;
  await page.goto('/dashboard/categories');
  await page.getByLabel('Kategori baru').fill(name);
  await doubleTap(page.getByRole('button', { name: 'Add Category' }));

  await expectOneOutcome(page, 'Kategori berhasil ditambahkan', /Gagal menambahkan kategori/);
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(1);
  const categories = (await (await request.get('/api/categories?limit=100', { headers })).json()) as {
    data: { name: string }[];
  };
  expect(categories.data.filter((c) => c.name === name)).toHaveLength(1);
});

test('double-clicking Tambah Lokasi adds one location and says so once', async ({
  page,
  context,
  request,
}) => {
  const headers = await adminHeaders(request);
  await signIn(context, headers.authorization.slice('Bearer '.length));
  const name = `Socah ${Date.now()}`;
  await page.goto('/dashboard/locations');
  await page.getByLabel('Lokasi baru').fill(name);
  await doubleTap(page.getByRole('button', { name: 'Tambah Lokasi' }));

  await expectOneOutcome(page, 'Lokasi berhasil ditambahkan', /Gagal menambahkan lokasi/);
  await expect(page.getByLabel('Lokasi baru')).toHaveValue('');
  const locations = (await (
    await request.get(`/api/locations?search=${encodeURIComponent(name)}`, { headers })
  ).json()) as { data: { name: string }[] };
  expect(locations.data.filter((l) => l.name === name)).toHaveLength(1);
});

test('double-clicking Tambah in the join dialog adds the member once', async ({ page, context, request }) => {
  const headers = await adminHeaders(request);
  await signIn(context, headers.authorization.slice('Bearer '.length));
  const tag = Date.now();
  const member = await request.post('/api/members', { headers, data: { name: `Zaenab ${tag}` } });
  expect(member.status()).toBe(201);
  const memberId = ((await member.json()) as { data: { id: number } }).data.id;
  const arisan = await request.post('/api/arisans', {
    headers,
    data: {
      name: `Arisan Ganda ${tag}`,
      contribution_amount: 50_000,
      saving_type: 'weekly',
      duration: 4,
      start_date: '2026-01-05',
    },
  });
  expect(arisan.status()).toBe(201);
  const arisanId = ((await arisan.json()) as { data: { id: number } }).data.id;

  await page.goto(`/dashboard/arisans/${arisanId}`);
  await page.getByRole('button', { name: 'Tambah Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Member' });
  await dialog.getByPlaceholder('Cari member').fill(`Zaenab ${tag}`);
  await expect(dialog.getByRole('option', { name: new RegExp(`Zaenab ${tag}`) })).toHaveCount(1);
  await dialog.getByLabel('Member', { exact: true }).selectOption(String(memberId));
  await doubleTap(dialog.getByRole('button', { name: 'Tambah' }));

  await expectOneOutcome(page, 'Member berhasil ditambahkan ke arisan!', /Gagal menambahkan member/);
  const detail = (await (await request.get(`/api/arisans/${arisanId}`, { headers })).json()) as {
    data: { members: { name: string }[] };
  };
  expect(detail.data.members.map((m) => m.name)).toEqual([`Zaenab ${tag}`]);
});

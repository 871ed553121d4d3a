import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN, expectAccessible, MOBILE, snapBoth, uniqueEmail } from './support.ts';
import { test } from './test.ts';

// Issue 26 (ADR 076): a visitor's heart becomes a favourite after the login it asks for, the 'Favorit'
// page lists it with its price and stock now and removes it; the product lists filter by price, stock
// and rating; the header's box suggests names as the shopper types.

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** Products of their own, in a category of their own (no other test's lists change under them). */
async function newCategoryWith(
  request: APIRequestContext,
  items: { name: string; price: number; stock: number }[],
) {
  const headers = await adminHeaders(request);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const category = await request.post('/api/categories', {
    headers,
    data: { name: `Favorit Uji ${suffix}` },
  });
  expect(category.status()).toBe(201);
  const cat = (await category.json()).data as { id: number; slug: string };
  const made = [];
  for (const item of items) {
    const form = new FormData();
    form.append('name', `${item.name} ${suffix}`);
    form.append('price', String(item.price));
    form.append('stock', String(item.stock));
    form.append('category_id', String(cat.id));
    const res = await request.post('/api/products', { headers, multipart: form });
    expect(res.status()).toBe(201);
    made.push((await res.json()).data as { id: number; name: string; slug: string });
  }
  return { slug: cat.slug, products: made, suffix };
}

test('@journey a visitor taps a heart, logs in, and the product is on their Favorit page until removed', async ({
  page,
  request,
}) => {
  const shelf = await newCategoryWith(request, [
    { name: 'Kursi Rotan Favorit', price: 850_000, stock: 5 },
    { name: 'Meja Kopi Favorit', price: 1_250_000, stock: 0 },
  ]);
  const kursi = shelf.products[0]!;
  const meja = shelf.products[1]!;
  const email = uniqueEmail('favorit');
  expect(
    (
      await request.post('/api/auth/register', {
        data: { fullname: 'Dewi Lestari', email, password: 'belanja123' },
      })
    ).status(),
  ).toBe(201);

  await page.goto(`/${shelf.slug}`);
  const heart = page.getByRole('button', { name: `Favorit: ${kursi.name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await snapBoth(page, 'favorites-cards-visitor');
  await heart.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('belanja123');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(`${kursi.name} disimpan ke Favorit`)).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // The sold-out one too, by keyboard.
  const mejaHeart = page.getByRole('button', { name: `Favorit: ${meja.name}` });
  await mejaHeart.focus();
  await page.keyboard.press('Enter');
  await expect(mejaHeart).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'category page with hearts');
  await snapBoth(page, 'favorites-cards-customer');

  await page.goto('/account/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorit' })).toBeVisible();
  const rows = page.getByTestId('favorite-row');
  await expect(rows).toHaveCount(2);
  // Newest first: the table, sold out, says so.
  await expect(rows.nth(0)).toContainText(meja.name);
  await expect(rows.nth(0)).toContainText('Stok habis');
  await expect(rows.nth(1)).toContainText(kursi.name);
  await expect(rows.nth(1)).toContainText(/Rp\s850\.000/);
  await expect(rows.nth(1)).toContainText('Stok: 5');
  await expectAccessible(page, 'Favorit');
  await snapBoth(page, 'favorites-page-filled');

  await page.getByRole('button', { name: `Hapus ${meja.name}` }).click();
  await expect(page.getByText(`${meja.name} dihapus dari Favorit`)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: `Hapus ${kursi.name}` }).click();
  await expect(
    page.getByText('Belum ada produk favorit. Ketuk ikon hati pada produk untuk menyimpannya di sini.'),
  ).toBeVisible();
  await expectAccessible(page, 'Favorit (empty)');
  await snapBoth(page, 'favorites-page-empty');
});

test('filters a category by price, stock and rating from a shareable URL, and the header suggests names', async ({
  page,
  request,
}) => {
  const shelf = await newCategoryWith(request, [
    { name: 'Rak Buku Murah', price: 150_000, stock: 3 },
    { name: 'Rak Buku Sedang', price: 1_250_000, stock: 3 },
    { name: 'Rak Buku Mahal', price: 4_500_000, stock: 3 },
    { name: 'Rak Buku Habis', price: 1_500_000, stock: 0 },
  ]);
  await page.goto(`/${shelf.slug}`);
  await expect(page.getByTestId('product-card')).toHaveCount(4);
  await page.getByRole('button', { name: 'Filter' }).click();
  const panel = page.getByTestId('filter-panel');
  await panel.getByLabel('Harga minimum').fill('1000000');
  await expect(panel.getByLabel('Harga minimum')).toHaveValue('1.000.000');
  await panel.getByLabel('Harga maksimum').fill('2.000.000');
  await panel.getByLabel('Hanya yang tersedia').check();
  await expectAccessible(page, 'filter panel');
  await snapBoth(page, 'filters-panel');
  await panel.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/min_price=1000000&max_price=2000000&in_stock=1/);
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText(`Rak Buku Sedang ${shelf.suffix}`);

  // The link shares: a fresh load shows the same list; 'Hapus filter' shows all again.
  await page.reload();
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await page.getByRole('button', { name: 'Hapus filter' }).first().click();
  await expect(page.getByTestId('product-card')).toHaveCount(4);

  // On a phone the filters are a sheet.
  await page.setViewportSize(MOBILE);
  await page.getByRole('button', { name: 'Filter' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter Produk' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Rating 4 ke atas').check();
  await page.screenshot({ path: 'screenshots/filters-sheet-375.png' });
  await sheet.getByRole('button', { name: 'Terapkan' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/min_rating=4/);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Suggestions: the names starting with what is typed, picked by keyboard.
  const box = page.getByRole('combobox', { name: 'Cari produk' });
  await box.fill(`rak buku`);
  const list = page.getByRole('listbox', { name: 'Saran produk' });
  await expect(list).toBeVisible();
  // The four of this shelf (other tests' products do not start with 'rak buku').
  await expect(list.getByRole('option')).toHaveCount(4);
  await expectAccessible(page, 'header suggestions');
  await page.screenshot({ path: 'screenshots/suggest-1280.png' });
  await box.fill(`rak buku mahal ${shelf.suffix}`);
  await expect(list.getByRole('option')).toHaveCount(1);
  await box.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${shelf.slug}/rak-buku-mahal`));
  await expect(page.getByRole('heading', { level: 1, name: `Rak Buku Mahal ${shelf.suffix}` })).toBeVisible();

  await page.setViewportSize(MOBILE);
  const phoneBox = page.getByRole('combobox', { name: 'Cari produk' });
  await phoneBox.fill('rak buku');
  await expect(page.getByRole('listbox', { name: 'Saran produk' }).getByRole('option')).toHaveCount(4);
  await page.screenshot({ path: 'screenshots/suggest-375.png' });
});

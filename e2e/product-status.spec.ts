import { expect } from '@playwright/test';
import { adminToken, expectAccessible, freshPage, newProduct, snapBoth } from './support.ts';
import { test } from './test.ts';

// The owner's product statuses, 'Duplikat' and 'Stok menipis' (ADR 085), in Chromium.

test('a low-stock product is found from the overview, duplicated as a draft the shop never shows, then archived', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const base = test.info().project.use.baseURL as string;
  // Three units: under the default threshold of 10.
  const product = await newProduct(page.request, base, 3);
  const admin = await freshPage(page.context().browser()!, base, await adminToken(page.request, base));

  await admin.goto('/dashboard');
  const panel = admin.getByRole('region', { name: 'Stok menipis' });
  await expect(panel).toContainText('produk di bawah batas stoknya');
  await panel.getByRole('link', { name: 'Lihat produk' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/products\?status=low$/);
  await expect(admin.getByRole('button', { name: 'Stok menipis' })).toHaveAttribute('aria-pressed', 'true');
  const row = admin.getByRole('row').filter({ hasText: product.name });
  await expect(row.getByText('Menipis')).toBeVisible();
  await snapBoth(admin, 'products-low-stock');
  await expectAccessible(admin, 'products, Stok menipis');

  // Duplikat, by keyboard: the copy opens as a draft.
  await row.getByRole('button', { name: `Duplikat ${product.name}` }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText(`Salinan ${product.name} dibuat sebagai Draf`)).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Ubah Produk' })).toBeVisible();
  await expect(admin.getByLabel('Nama *')).toHaveValue(`${product.name} (Salinan)`);
  await expect(admin.getByLabel('Status', { exact: true })).toHaveValue('draft');
  await expect(admin.getByLabel('Stok *')).toHaveValue('0');
  await snapBoth(admin, 'product-form-draft');
  await expectAccessible(admin, 'product form, draft');
  const copySlug = decodeURIComponent(new URL(admin.url()).pathname.split('/').pop()!);

  // A shopper never meets the draft.
  const shopper = await freshPage(page.context().browser()!, base);
  await shopper.goto(product.path.replace(/[^/]+$/, copySlug));
  await expect(shopper.getByRole('heading', { name: 'Product not found' })).toBeVisible();

  // The owner archives the copy; it moves to the 'Arsip' chip.
  await admin.getByLabel('Status', { exact: true }).selectOption('archived');
  await expect(
    admin.getByText('Tidak dijual lagi: hilang dari toko, tetap ada di pesanan lama.'),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(admin.getByText('Product updated successfully!')).toBeVisible();
  await admin.getByRole('button', { name: 'Arsip' }).click();
  const archived = admin.getByRole('row').filter({ hasText: `${product.name} (Salinan)` });
  await expect(archived.getByText('Arsip')).toBeVisible();
  await snapBoth(admin, 'products-archived');
  await shopper.reload();
  await expect(shopper.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

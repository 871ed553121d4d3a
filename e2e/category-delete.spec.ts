import { expect } from '@playwright/test';
import { adminToken, expectAccessible, freshPage, snapBoth } from './support.ts';
import { test } from './test.ts';

// Deleting a category that holds products asks where they go (ADR 052).

test('the owner deletes a category that holds a product by moving it to another first', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL!;
  const token = await adminToken(request, base);
  const headers = { authorization: `Bearer ${token}` };
  const suffix = Date.now().toString(36);
  const category = async (name: string) => {
    const res = await request.post(`${base}/api/categories`, { headers, data: { name } });
    expect(res.status()).toBe(201);
    return (await res.json()).data as { id: number; name: string; slug: string };
  };
  const from = await category(`Rak Lama ${suffix}`);
  const to = await category(`Rak Baru ${suffix}`);
  const form = new FormData();
  form.append('name', `Rak Dinding ${suffix}`);
  form.append('price', '450000');
  form.append('stock', '8');
  form.append('category_id', String(from.id));
  const created = await request.post(`${base}/api/products`, { headers, multipart: form });
  expect(created.status()).toBe(201);
  const product = (await created.json()).data as { slug: string };

  const owner = await freshPage(browser, base, token);
  await owner.goto('/dashboard/categories');
  await owner.getByRole('button', { name: `Hapus ${from.name}` }).click();
  const dialog = owner.getByRole('dialog', { name: 'Hapus Kategori' });
  await expect(dialog).toContainText(`Kategori ${from.name} berisi 1 produk.`);
  await expect(dialog.getByRole('button', { name: 'Pindahkan & Hapus' })).toBeDisabled();
  await dialog.getByLabel('Pindahkan produk ke').selectOption({ label: to.name });
  await expectAccessible(owner, 'delete category dialog');
  await snapBoth(owner, 'category-delete-dialog');

  await dialog.getByRole('button', { name: 'Pindahkan & Hapus' }).click();
  await expect(
    owner.getByText(`Kategori ${from.name} dihapus; produknya dipindahkan ke ${to.name}`),
  ).toBeVisible();
  await expect(owner.getByRole('cell', { name: from.name, exact: true })).toHaveCount(0);
  await expect(owner.getByRole('row', { name: new RegExp(to.name) })).toContainText('1');

  // The product is on its new category's page.
  const shown = await (await request.get(`${base}/api/products/${product.slug}`)).json();
  expect(shown.data.category).toEqual({ name: to.name, slug: to.slug });
  await owner.context().close();
  const shopper = await freshPage(browser, base);
  await shopper.goto(`/${to.slug}`);
  await expect(shopper.getByText(`Rak Dinding ${suffix}`)).toBeVisible();
  await shopper.context().close();
});

import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  ADDRESS,
  E2E_ADMIN,
  expectAccessible,
  freshPage,
  loginFromHeader,
  snap,
  snapBoth,
  uniqueEmail,
} from './support.ts';
import { test } from './test.ts';

// The owner's daily work of issue 5: categories, products with images, orders, and what the shop and
// the customer then see.

async function loginAsAdmin(page: Page) {
  await page.goto('/');
  await loginFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const picture = (color: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A customer with the product in the cart and an order for it, all through the API. */
async function customerOrder(request: APIRequestContext, productId: number) {
  const email = uniqueEmail('pesan');
  const reg = await request.post('/api/auth/register', {
    data: { fullname: 'Rahmat Hidayat', email, password: 'belanja123' },
  });
  expect(reg.status()).toBe(201);
  const { token, user } = await reg.json();
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/cart/add', { headers, data: { productId, quantity: 2 } })).status()).toBe(
    201,
  );
  const address = await request.post('/api/shipping-address', { headers, data: ADDRESS });
  expect(address.status()).toBe(201);
  const created = await request.post('/api/orders/create', {
    headers,
    data: { shipping_address_id: (await address.json()).address.id },
  });
  expect(created.status()).toBe(201);
  const { order } = await created.json();
  return {
    token: token as string,
    userId: user.id as number,
    order: order as { id: number; order_number: string },
  };
}

test('@journey the owner adds a category and a product, ships an order, and the customer sees it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const categoryName = `Meja ${suffix}`;
  const categorySlug = `meja-${suffix}`;
  const productName = `Meja Makan Jati ${suffix}`;
  const productSlug = `meja-makan-jati-${suffix}`;
  const resi = `JNE${suffix.toUpperCase()}`;

  await loginAsAdmin(page);
  await expect(page.getByText("Today's Sales")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Orders' })).toBeVisible();

  // A category, from a name with spaces around it.
  await page.getByRole('link', { name: 'Categories' }).click();
  await page.getByLabel('Kategori baru').fill(`  ${categoryName}  `);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByRole('cell', { name: categoryName, exact: true })).toBeVisible();
  await expect(page.getByText('Kategori berhasil ditambahkan')).toBeVisible();

  // A product in it, with two images and two attributes.
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/create$/);
  await page.getByLabel('Nama *').fill(productName);
  await page.getByLabel('Deskripsi').fill('Meja makan enam kursi dari kayu jati solid, finishing natural.');
  await page.getByLabel('Harga (Rp) *').fill('3750000');
  await page.getByLabel('Harga asli (Rp)').fill('5000000');
  // Ten, so one shopper may hold two unpaid ('Maks. pembelian' is 20% of the stock, ADR 051).
  await page.getByLabel('Stok *').fill('10');
  await page.getByLabel('Kategori *').selectOption({ label: categoryName });
  await page.getByLabel('Gratis ongkir (pita GRATIS ONGKIR)').check();
  await page.getByRole('button', { name: 'Tambah atribut' }).click();
  await page.getByLabel('Judul atribut 1').fill('Bahan');
  await page.getByLabel('Nilai atribut 1').fill('Kayu jati');
  await page.getByRole('button', { name: 'Tambah atribut' }).click();
  await page.getByLabel('Judul atribut 2').fill('Warna');
  await page.getByLabel('Nilai atribut 2').fill('Cokelat');
  await page.getByRole('button', { name: 'Tambah warna' }).nth(1).click();
  await page.getByLabel(/Unggah gambar/).setInputFiles([
    { name: 'depan.png', mimeType: 'image/png', buffer: await picture('#9a6a3a', 800, 600) },
    { name: 'samping.png', mimeType: 'image/png', buffer: await picture('#5a3d2b', 640, 640) },
  ]);
  await expect(page.getByRole('img', { name: 'Pratinjau depan.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pratinjau samping.png' })).toBeVisible();
  await expect(page.getByText('Gambar (2/8)')).toBeVisible();
  await snapBoth(page, 'admin-product-form');
  await page.getByRole('button', { name: 'Simpan Produk' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  const row = page.getByRole('row', { name: new RegExp(productName) });
  await expect(row).toContainText('Rp 3.750.000');
  await expect(row).toContainText(categoryName);
  await expect(row.getByRole('img', { name: productName })).toBeVisible();
  await snapBoth(page, 'admin-products');

  const detail = await request.get(`/api/products/${productSlug}`);
  expect(detail.status()).toBe(200);
  const product = (await detail.json()).data;
  expect(product.images).toHaveLength(2);
  expect(product.attributes.map((a: { title: string }) => a.title)).toEqual(['Bahan', 'Warna']);
  expect(product).toMatchObject({
    price: 3750000,
    original_price: 5000000,
    discount: 25,
    free_shipping: true,
  });

  // The shop shows it on its category's page and its own page.
  const shop = await freshPage(browser, baseURL!);
  await shop.goto(`/${categorySlug}`);
  await expect(shop.getByText(productName)).toBeVisible();
  await shop.goto(`/${categorySlug}/${productSlug}`);
  await expect(shop.getByRole('heading', { name: productName })).toBeVisible();
  await expect(shop.getByText('Kayu jati', { exact: true })).toBeVisible();
  await shop.context().close();

  // A customer orders two.
  const { token, userId, order } = await customerOrder(request, product.id);

  // The owner marks it paid, then shipped with a Nomor Resi.
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Cari', { exact: true }).fill(order.order_number);
  await page.getByRole('button', { name: 'Terapkan' }).click();
  const orderRow = page.getByRole('row', { name: new RegExp(order.order_number) });
  await expect(orderRow).toHaveCount(1);
  await expect(orderRow).toContainText('Rahmat Hidayat');
  // Two units at Rp 3.750.000 plus the order's unique code (1-999), so the transfer can be matched.
  await expect(orderRow).toContainText(/Rp\s7\.500\.\d{3}/);
  await orderRow.getByLabel(`Status pembayaran ${order.order_number}`).selectOption('paid');
  // Money moves: the change waits for a confirmation that names the order.
  const asking = page.getByRole('dialog', { name: 'Ubah pesanan' });
  await expect(asking).toContainText(order.order_number);
  await asking.getByRole('button', { name: 'Ya, ubah' }).click();
  await expect(page.getByText(`Pesanan ${order.order_number} diperbarui`).first()).toBeVisible();
  await expect(orderRow.getByLabel(`Status pembayaran ${order.order_number}`)).toHaveValue('paid');
  await orderRow.getByLabel(`Status pesanan ${order.order_number}`, { exact: true }).selectOption('shipped');
  const shipDialog = page.getByRole('dialog', { name: 'Kirim pesanan' });
  await shipDialog.getByLabel('Kurir').selectOption('jne');
  await shipDialog.getByLabel('Nomor Resi').fill(resi);
  await shipDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(shipDialog).toBeHidden();
  await expect(orderRow.getByLabel(`Status pesanan ${order.order_number}`, { exact: true })).toHaveValue(
    'shipped',
  );
  await snapBoth(page, 'admin-orders');

  await orderRow.getByRole('button', { name: `Lihat ${order.order_number}` }).click();
  const orderDialog = page.getByRole('dialog', { name: `Pesanan ${order.order_number}` });
  await expect(orderDialog.getByText(resi).first()).toBeVisible();
  await expect(orderDialog.getByRole('row', { name: new RegExp(productName) })).toContainText('Rp 7.500.000');
  await expect(orderDialog.getByRole('listitem').filter({ hasText: '· Admin' })).toHaveCount(2);
  // An internal note, for the shop only (the customer's page below does not show it).
  const notes = orderDialog.getByRole('region', { name: 'Catatan Internal' });
  await notes.getByLabel('Catatan baru').fill('Pembeli minta dikirim sore hari');
  await notes.getByRole('button', { name: 'Tambah Catatan' }).click();
  await expect(notes.getByText('Pembeli minta dikirim sore hari')).toBeVisible();
  await snapBoth(page, 'admin-order-detail');
  await orderDialog.getByRole('button', { name: 'Close' }).click();

  // The customer's page: the paid order counts in what they spent (its total, the transfer's unique
  // code included: the money the shop received).
  await page.goto(`/dashboard/users/${userId}`);
  await expect(page.getByRole('heading', { name: 'Rahmat Hidayat', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nilai Belanja' })).toContainText(/Rp\s7\.50\d\.\d{3}/);
  await expect(page.getByRole('region', { name: 'Pesanan Terakhir' })).toContainText(order.order_number);
  await expectAccessible(page, 'customer page');
  await snapBoth(page, 'admin-customer-page');

  // Two units left the stock when the order was made.
  const after = await (await request.get(`/api/products/${productSlug}`)).json();
  expect(after.data.stock).toBe(8);

  // The customer's transaction detail shows the new statuses, the Nomor Resi and the history.
  const customer = await freshPage(browser, baseURL!, token);
  await customer.goto(`/account/transactions/${order.id}`);
  await expect(customer.getByRole('heading', { name: 'Detail Transaksi' })).toBeVisible();
  await expect(customer.getByText(resi, { exact: true })).toBeVisible();
  await expect(customer.getByText('Pembeli minta dikirim sore hari')).toHaveCount(0);
  const history = customer.getByRole('heading', { name: 'Riwayat Status' }).locator('..');
  await expect(history.getByText('Dikirim', { exact: false }).first()).toBeVisible();
  await expect(history.getByText(/Dibayar/).first()).toBeVisible();
  await snap(customer, 'admin-customer-transaction-1280');
  await customer.context().close();
});

test('every dashboard page fits a 375 px phone and a 1280 px screen', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  await expect(page.getByText("Today's Sales")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Penjualan 30 hari terakhir' })).toBeVisible();
  await snapBoth(page, 'admin-overview');

  const pages: [string, string, string][] = [
    ['Categories', 'admin-categories', 'Add Category'],
    ['Users', 'admin-users', 'Users'],
    ['Orders', 'admin-orders-list', 'Terapkan'],
  ];
  for (const [link, name, ready] of pages) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(
      page.getByRole('button', { name: ready }).or(page.getByRole('heading', { name: ready })),
    ).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await snapBoth(page, name);
  }

  // The sidebar keeps working on the phone: its links are there with their names.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Unknown dashboard paths go to the overview; /dashboard/arisan to the arisan list.
  await page.goto('/dashboard/nothing-here');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/arisan');
  await expect(page).toHaveURL(/\/dashboard\/arisans$/);
});

test('the owner edits a product: renames it, removes an image and changes its stock', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A product of this test's own (the demo products belong to every spec).
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const categories = (await (await request.get('/api/categories')).json()).data;
  const name = `Lemari Uji ${Date.now().toString(36)}`;
  const form = new FormData();
  form.append('name', name);
  form.append('price', '1999000');
  form.append('stock', '3');
  form.append('category_id', String(categories[0].id));
  form.append('attributes', JSON.stringify([{ title: 'Pintu', value: '2' }]));
  for (const color of ['#7b3f2a', '#c9a77c']) {
    form.append(
      'images',
      new Blob([new Uint8Array(await picture(color, 400, 400))], { type: 'image/png' }),
      'a.png',
    );
  }
  const created = await request.post('/api/products', { headers, multipart: form });
  expect(created.status()).toBe(201);
  const before = (await created.json()).data;
  expect(before.images).toHaveLength(2);

  await loginAsAdmin(page);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByPlaceholder('Cari product').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('link', { name: `Ubah ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/products/${before.slug}$`));
  await expect(page.getByLabel('Nama *')).toHaveValue(name);
  await expect(page.getByLabel('Nilai atribut 1')).toHaveValue('2');

  const newName = `${name} Jati`;
  await page.getByLabel('Nama *').fill(newName);
  await page.getByLabel('Stok *').fill('11');
  await page.getByRole('button', { name: 'Hapus gambar 1' }).click();
  await expect(page.getByText('Gambar (1/8)')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/products$/);

  const after = (await (await request.get(`/api/products/${before.slug}-jati`)).json()).data;
  expect(after).toMatchObject({ id: before.id, name: newName, stock: 11 });
  expect(after.images.map((i: { id: number }) => i.id)).toEqual([before.images[1].id]);

  // Cancel on the form leaves everything as it was.
  await page.goto(`/dashboard/products/${after.slug}`);
  await page.getByLabel('Stok *').fill('99');
  await page.getByRole('button', { name: 'Batal' }).click();
  await expect(page.getByText('Changes discarded')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  const unchanged = (await (await request.get(`/api/products/${after.slug}`)).json()).data;
  expect(unchanged.stock).toBe(11);

  // Deleting asks first; the product then leaves the list and the shop.
  await page.getByPlaceholder('Cari product').fill(newName);
  await page
    .getByRole('row', { name: new RegExp(newName) })
    .getByRole('button', { name: `Hapus ${newName}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Hapus Produk' });
  await expect(confirm).toContainText('Are you sure you want to delete this product?');
  await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(page.getByText('No products found')).toBeVisible();
  expect((await request.get(`/api/products/${after.slug}`)).status()).toBe(404);
});

import { expect } from '@playwright/test';
import {
  ADDRESS,
  adminToken,
  expectAccessible,
  freshPage,
  newProduct,
  receipt,
  snapBoth,
  uniqueEmail,
} from './support.ts';
import { test } from './test.ts';

// 'Pengembalian' (ADR 089), in Chromium: a delivered chair comes back broken; the customer asks with a
// photo, the owner approves and records the refund with the units back in stock; the customer reads it.

test('a delivered item is returned: asked with a photo, approved, refunded and restocked', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL!;
  // Ten in stock: a shopper may hold two unpaid (20%, ADR 051).
  const product = await newProduct(request, base, 10, 650_000);
  const owner = { authorization: `Bearer ${await adminToken(request, base)}` };

  // The shopper buys two chairs; the owner marks them paid, ships and delivers them.
  const reg = await request.post(`${base}/api/auth/register`, {
    data: { fullname: 'Sari Wulandari', email: uniqueEmail('retur'), password: 'belanja123' },
  });
  const { token } = await reg.json();
  const headers = { authorization: `Bearer ${token}` };
  await request.post(`${base}/api/cart/add`, { headers, data: { productId: product.id, quantity: 2 } });
  const address = await request.post(`${base}/api/shipping-address`, { headers, data: ADDRESS });
  const created = await request.post(`${base}/api/orders/create`, {
    headers,
    data: { shipping_address_id: (await address.json()).address.id },
  });
  expect(created.status()).toBe(201);
  const { order } = await created.json();
  for (const data of [
    { payment_status: 'paid' },
    { status: 'shipped', courier: 'jne', tracking_number: `JNE${order.id}R` },
    { status: 'delivered' },
  ]) {
    expect(
      (await request.put(`${base}/api/orders/${order.id}/status`, { headers: owner, data })).status(),
    ).toBe(200);
  }

  // The customer asks to return one chair.
  const shopper = await freshPage(page.context().browser()!, base, token);
  await shopper.goto(`/account/transactions/${order.id}`);
  const section = shopper.getByRole('region', { name: 'Pengembalian' });
  await section.getByRole('button', { name: 'Ajukan Pengembalian' }).click();
  const form = shopper.getByRole('dialog', { name: 'Ajukan Pengembalian' });
  await form.getByLabel(`Jumlah ${product.name}`).fill('1');
  await form.getByLabel('Alasan').fill('Satu kaki kursi patah saat paket dibuka');
  await form.getByLabel(/^Foto barang/).setInputFiles({
    name: 'kaki-patah.png',
    mimeType: 'image/png',
    buffer: await receipt('#b45309'),
  });
  await snapBoth(shopper, 'return-request-form');
  await expectAccessible(shopper, 'return request form');
  await form.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(shopper.getByText('Pengajuan pengembalian terkirim. Toko akan memeriksanya.')).toBeVisible();
  await expect(section).toContainText('Diajukan');
  await expect(section).toContainText(`${product.name} × 1`);

  // The owner checks the photo, approves and records the refund, back to stock.
  const admin = await freshPage(page.context().browser()!, base, await adminToken(request, base));
  await admin.goto('/dashboard/returns');
  await admin.getByRole('button', { name: `Periksa pengembalian ${order.order_number}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Periksa Pengembalian' });
  await expect(dialog.getByRole('img', { name: 'Foto pengembalian 1' })).toBeVisible();
  await expect(dialog).toContainText('Satu kaki kursi patah saat paket dibuka');
  await snapBoth(admin, 'return-review');
  await expectAccessible(admin, 'return dialog');
  await dialog.getByLabel('Catatan untuk pembeli').fill('Maaf, kirim balik kursinya lewat JNE ya');
  await dialog.getByRole('button', { name: 'Setujui' }).click();
  await expect(admin.getByText('Pengembalian disetujui')).toBeVisible();
  const refund = dialog.getByRole('form', { name: 'Catat Pengembalian Dana' });
  await refund.getByLabel('Jumlah (Rp)').fill('650000');
  await refund.getByLabel('Nomor Referensi Transfer').fill('BCA-RET-001');
  await refund.getByLabel('Kembalikan barang ke stok').check();
  await refund.getByRole('button', { name: 'Catat Pengembalian Dana' }).click();
  await expect(admin.getByText('Pengembalian dana dicatat')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Pengembalian Dana' })).toContainText('Stok dikembalikan');
  await snapBoth(admin, 'return-refunded');
  await expectAccessible(admin, 'return refunded');

  // Back on the shelf: 10 - 2 bought + 1 returned.
  const stock = await request.get(`${base}/api/admin/products/${product.slug}`, { headers: owner });
  expect((await stock.json()).data.stock).toBe(9);

  // The customer reads the refund with its reference.
  await shopper.reload();
  await expect(section).toContainText('Dana dikembalikan');
  await expect(section).toContainText('ref. BCA-RET-001');
  await snapBoth(shopper, 'return-refunded-customer');
  await expectAccessible(shopper, 'order with its refunded return');
});

import { expect } from '@playwright/test';
import {
  ADDRESS,
  adminToken,
  expectAccessible,
  freshPage,
  newProduct,
  snapBoth,
  uniqueEmail,
} from './support.ts';
import { test } from './test.ts';

// Bulk work on orders (ADR 088), in Chromium: pick orders, approve them, print their labels, ship them in
// one form; the cancelled one among them is skipped and named.

test('the owner processes, labels and ships picked orders at once; a cancelled one is skipped with the reason', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL!;
  const tag = `Borong${Date.now().toString(36)}`;
  const product = await newProduct(request, base, 10, 750_000);
  const owner = { authorization: `Bearer ${await adminToken(request, base)}` };

  // Three shoppers order one unit each; the owner cancels the third.
  const orders: { id: number; order_number: string }[] = [];
  for (const name of ['Ani', 'Bayu', 'Citra']) {
    const reg = await request.post(`${base}/api/auth/register`, {
      data: { fullname: `${name} ${tag}`, email: uniqueEmail('borong'), password: 'belanja123' },
    });
    const headers = { authorization: `Bearer ${(await reg.json()).token}` };
    await request.post(`${base}/api/cart/add`, { headers, data: { productId: product.id } });
    const address = await request.post(`${base}/api/shipping-address`, { headers, data: ADDRESS });
    const created = await request.post(`${base}/api/orders/create`, {
      headers,
      data: { shipping_address_id: (await address.json()).address.id },
    });
    expect(created.status()).toBe(201);
    orders.push((await created.json()).order);
  }
  const [a, b, c] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
  expect((await request.put(`${base}/api/orders/${c.id}/cancel`, { headers: owner })).status()).toBe(200);

  const admin = await freshPage(page.context().browser()!, base, await adminToken(request, base));
  await admin.goto('/dashboard/orders');
  await admin.getByLabel('Cari').fill(tag);
  await admin.getByRole('button', { name: 'Terapkan' }).click();
  await expect(admin.getByRole('checkbox', { name: /^Pilih ORD-/ })).toHaveCount(3);

  // Pick two, one by keyboard, and approve their transfers.
  await admin.getByRole('checkbox', { name: `Pilih ${a.order_number}` }).check();
  await admin.getByRole('checkbox', { name: `Pilih ${b.order_number}` }).focus();
  await admin.keyboard.press('Space');
  const bar = admin.getByRole('region', { name: 'Aksi pesanan terpilih' });
  await expect(bar).toContainText('2 pesanan dipilih');
  await bar.getByRole('button', { name: 'Tandai Dikemas' }).click();
  const ask = admin.getByRole('dialog', { name: 'Tandai dibayar & dikemas' });
  await expect(ask).toContainText('2 pesanan yang menunggu pembayaran');
  await ask.getByRole('button', { name: 'Tandai Dikemas' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'pesanan diperbarui' })).toContainText(
    '2 pesanan diperbarui.',
  );

  // The whole page picked: labels open in their own tab, one A6 label per order with its barcode.
  await admin.getByRole('checkbox', { name: 'Pilih semua pesanan di halaman ini' }).check();
  await expect(bar).toContainText('3 pesanan dipilih');
  await snapBoth(admin, 'orders-bulk-picked');
  await expectAccessible(admin, 'orders, three picked');
  const [labels] = await Promise.all([
    admin.context().waitForEvent('page'),
    bar.getByRole('link', { name: 'Label Pengiriman' }).click(),
  ]);
  await expect(labels.getByRole('heading', { name: 'Label Pengiriman (3)' })).toBeVisible();
  const label = labels.getByRole('article', { name: `Label ${a.order_number}` });
  // The recipient of the shipping address (not the account's name), and the full address.
  await expect(label).toContainText(ADDRESS.recipient);
  await expect(label).toContainText('Kab. Bangkalan');
  await expect(label).toContainText('Isi paket');
  await expect(label.getByRole('img', { name: `Barcode ${a.order_number}` })).toBeVisible();
  await snapBoth(labels, 'orders-packing-labels');
  await expectAccessible(labels, 'packing labels');
  await labels.close();

  // Ship all three in one form: 'Kurir untuk semua', a resi per row; the cancelled one is skipped.
  await bar.getByRole('button', { name: 'Kirim' }).click();
  const form = admin.getByRole('dialog', { name: 'Kirim 3 pesanan' });
  await form.getByLabel('Kurir untuk semua').selectOption('jne');
  for (const o of [a, b, c]) await form.getByLabel(`Nomor Resi ${o.order_number}`).fill(`JNE${o.id}X`);
  await snapBoth(admin, 'orders-bulk-ship-form');
  await expectAccessible(admin, 'bulk ship form');
  await form.getByRole('button', { name: 'Tandai Dikirim' }).click();
  const result = admin.getByRole('status').filter({ hasText: 'pesanan diperbarui' });
  await expect(result).toContainText('2 pesanan diperbarui, 1 dilewati:');
  await expect(result).toContainText(`${c.order_number}: Pesanan sudah dibatalkan dan tidak dapat diubah`);
  await expect(bar).toContainText('1 pesanan dipilih');
  await snapBoth(admin, 'orders-bulk-result');
  await expectAccessible(admin, 'orders, bulk result');

  // What the shoppers will see: each parcel shipped with its own resi.
  for (const o of [a, b]) {
    const res = await request.get(`${base}/api/orders/${o.id}`, { headers: owner });
    expect((await res.json()).order).toMatchObject({
      status: 'shipped',
      courier: 'jne',
      tracking_number: `JNE${o.id}X`,
    });
  }
});

import { expect } from '@playwright/test';
import sharp from 'sharp';
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

// Verified reviews (docs/decisions/074-verified-reviews.md): a shopper buys, the owner ships and the order
// arrives, the shopper confirms with 'Selesaikan Pesanan' and reviews the item with a photo; the product
// page shows it with its figures, and the owner replies from the dashboard's 'Ulasan'.

test('@journey a shopper reviews a delivered item with a photo; the product page shows it and the reply', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL!;
  const product = await newProduct(request, base, 10, 900_000);
  const untouched = await newProduct(request, base, 10, 500_000);

  // The shopper buys one unit (the checkout's own journeys are in purchase.spec.ts).
  const reg = await request.post(`${base}/api/auth/register`, {
    data: { fullname: 'Dewi Anggraini Putri', email: uniqueEmail('ulas'), password: 'belanja123' },
  });
  expect(reg.status()).toBe(201);
  const { token } = await reg.json();
  const headers = { authorization: `Bearer ${token}` };
  expect(
    (await request.post(`${base}/api/cart/add`, { headers, data: { productId: product.id } })).status(),
  ).toBe(201);
  const address = await request.post(`${base}/api/shipping-address`, { headers, data: ADDRESS });
  const created = await request.post(`${base}/api/orders/create`, {
    headers,
    data: { shipping_address_id: (await address.json()).address.id },
  });
  expect(created.status()).toBe(201);
  const { order } = await created.json();

  // The owner marks it paid and ships it; the courier delivers it.
  const owner = { authorization: `Bearer ${await adminToken(request, base)}` };
  for (const data of [
    { payment_status: 'paid' },
    { status: 'processing' },
    { status: 'shipped', courier: 'jne', tracking_number: `CGK${Date.now().toString(36)}` },
    { status: 'delivered' },
  ]) {
    const res = await request.put(`${base}/api/orders/${order.id}/status`, { headers: owner, data });
    expect(res.status(), JSON.stringify(data)).toBe(200);
  }

  // A product nobody has reviewed yet.
  const shopper = await freshPage(browser, base, token);
  await shopper.goto(untouched.path);
  const emptySection = shopper.getByRole('region', { name: 'Ulasan' });
  await expect(emptySection.getByText('Belum ada ulasan untuk produk ini')).toBeVisible();
  await expect(shopper.getByRole('link', { name: '(0 ulasan)' })).toHaveAttribute('href', '#ulasan');
  await expectAccessible(shopper, 'product page without reviews');
  await snapBoth(shopper, 'reviews-product-empty');

  // 'Selesaikan Pesanan' on the detail, then 'Beri Ulasan' is offered in the list and per item.
  await shopper.goto(`/account/transactions/${order.id}`);
  await shopper.getByRole('button', { name: 'Selesaikan Pesanan' }).click();
  await shopper
    .getByRole('dialog', { name: 'Selesaikan Pesanan' })
    .getByRole('button', { name: 'Ya, Sudah Diterima' })
    .click();
  await expect(shopper.getByRole('button', { name: 'Selesaikan Pesanan' })).toHaveCount(0);
  await shopper.goto('/account/transactions');
  await shopper.getByRole('link', { name: `Beri Ulasan pesanan ${order.order_number}` }).click();
  await expect(shopper).toHaveURL(new RegExp(`/account/transactions/${order.id}$`));
  await shopper.getByRole('button', { name: 'Beri Ulasan' }).click();
  const dialog = shopper.getByRole('dialog', { name: 'Beri Ulasan' });
  // The stars are a radio group: focus the first, move with the arrow keys.
  await dialog.getByRole('radio', { name: '1 bintang, Sangat buruk' }).focus();
  await shopper.keyboard.press('ArrowRight');
  await shopper.keyboard.press('ArrowRight');
  await shopper.keyboard.press('ArrowRight');
  await shopper.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '5 bintang, Sangat baik' })).toBeChecked();
  await dialog.getByLabel('Ulasan (opsional)').fill('Lemarinya kokoh, pintunya rapat. Pengiriman cepat.');
  await expect(dialog.getByText('50/1000')).toBeVisible();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a5a3b' } })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel(/^Foto \(opsional/)
    .setInputFiles({ name: 'lemari.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expectAccessible(shopper, 'review dialog');
  await snapBoth(shopper, 'reviews-dialog');
  await dialog.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(shopper.getByText('Terima kasih, ulasan kamu sudah terkirim')).toBeVisible();
  await expect(shopper.getByText('Sudah diulas')).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Beri Ulasan' })).toHaveCount(0);

  // The owner replies from 'Ulasan'.
  const ownerPage = await freshPage(browser, base, owner.authorization.slice(7));
  await ownerPage.goto('/dashboard/reviews');
  const row = ownerPage.getByRole('row').filter({ hasText: product.name });
  await expect(row).toContainText('Lemarinya kokoh');
  await expect(row).toContainText('1 foto');
  await expectAccessible(ownerPage, 'Ulasan page');
  await snapBoth(ownerPage, 'reviews-dashboard');
  await row.getByRole('button', { name: `Balas ulasan Dewi untuk ${product.name}` }).click();
  const reply = ownerPage.getByRole('dialog', { name: 'Balas Ulasan' });
  await reply.getByLabel('Balasan').fill('Terima kasih, Kak Dewi!');
  await reply.getByRole('button', { name: 'Kirim Balasan' }).click();
  await expect(row).toContainText('Balasan: Terima kasih, Kak Dewi!');

  // The product page: its figures come from the review, which shows with the photo and the reply.
  await shopper.goto(product.path);
  await expect(shopper.getByRole('link', { name: /\(1 ulasan\)/ })).toContainText('5,0');
  const section = shopper.getByRole('region', { name: 'Ulasan' });
  const item = section.getByRole('listitem').filter({ hasText: 'Lemarinya kokoh' });
  await expect(item).toContainText('Dewi');
  await expect(item).not.toContainText('Anggraini');
  await expect(item).toContainText('Terima kasih, Kak Dewi!');
  await expect(item.getByRole('img', { name: 'Bintang 5 dari 5' })).toBeVisible();
  const thumb = item.getByRole('button', { name: 'Foto 1 dari ulasan Dewi, buka lebih besar' });
  await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
  await expect
    .poll(() => thumb.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(200);
  await section.getByRole('button', { name: 'Dengan foto' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Lemarinya kokoh' })).toBeVisible();
  await expectAccessible(shopper, 'product page with a review');
  await snapBoth(shopper, 'reviews-product');
  await thumb.click();
  const large = shopper.getByRole('dialog', { name: 'Foto Ulasan' });
  await expect
    .poll(() => large.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(560);
  await expectAccessible(shopper, 'review photo');
});

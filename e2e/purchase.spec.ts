import { expect, type Page } from '@playwright/test';
import { loginFromHeader, pickRegion, snapBoth, uniqueEmail } from './support.ts';
import { test } from './test.ts';

// The shopper's journey of issue 4: cart, address, order, payment, transactions.

const SOFA = { name: 'Sofa Minimalis 3 Dudukan Abu-abu', path: '/sofas/sofa-minimalis-3-dudukan-abu-abu' };
const SOFA_BED = {
  name: 'Sofa Bed Lipat Serbaguna Biru Dongker',
  path: '/sofas/sofa-bed-lipat-serbaguna-biru-dongker',
};

/** A fresh customer (registered through the API), logged in through the header. */
async function newCustomer(page: Page, fullname = 'Dewi Anggraini') {
  const email = uniqueEmail('beli');
  const res = await page.request.post('/api/auth/register', {
    data: { fullname, email, password: 'belanja123' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/');
  await loginFromHeader(page, email, 'belanja123');
  return email;
}

async function addFromProductPage(page: Page, product: { name: string; path: string }) {
  await page.goto(product.path);
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText(`${product.name} berhasil ditambahkan`)).toBeVisible();
}

test('@journey a customer buys through the cart, address, payment and cancels from Daftar Transaksi', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newCustomer(page);

  // Two products from their pages.
  await addFromProductPage(page, SOFA);
  await addFromProductPage(page, SOFA_BED);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // The cart: change a quantity, remove a line.
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: SOFA.name })).toBeVisible();
  await expect(page.getByText('Keranjang', { exact: true })).toBeVisible();
  const sofaMinus = page.getByRole('button', { name: `Kurangi jumlah ${SOFA.name}` });
  await expect(sofaMinus).toBeDisabled();
  await page.getByRole('button', { name: `Tambah jumlah ${SOFA.name}` }).click();
  await expect(sofaMinus).toBeEnabled();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByText('Gratis')).toBeVisible();
  await snapBoth(page, 'cart-list');

  await page.getByRole('button', { name: `Hapus ${SOFA_BED.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(SOFA_BED.name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Item removed from cart')).toBeVisible();
  await expect(page.getByRole('link', { name: SOFA_BED.name })).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // The address step: no address yet, add one right there through the cascading form.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByText('No addresses found. Please add an address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
  await page.getByRole('button', { name: 'Tambah Alamat Pengiriman' }).click();

  const form = page.getByRole('form', { name: 'Form alamat pengiriman' });
  await expect(page).toHaveURL(/\/cart\/address$/);
  await expect(page.getByRole('heading', { name: 'Tambah Alamat Pengiriman' })).toBeFocused();
  await expect(form.getByLabel('Provinsi')).toHaveValue('Jawa Timur');
  await expect(form.getByLabel('Kecamatan')).toBeDisabled();
  await expect(form.getByLabel('Desa/Kelurahan')).toBeDisabled();
  await form.getByLabel('Label Alamat').fill('Rumah');
  await form.getByLabel('Nama Penerima').fill('Dewi Anggraini');
  await form.getByLabel('No. Telepon').fill('081298765432');
  await pickRegion(form, 'Kabupaten', 'Kota Surabaya', 'sura');
  await pickRegion(form, 'Kecamatan', 'Gubeng', 'gub');
  await pickRegion(form, 'Desa/Kelurahan', 'Airlangga');
  // Changing the kabupaten clears what was below it.
  await pickRegion(form, 'Kabupaten', 'Kab. Bangkalan', 'bang');
  await expect(form.getByLabel('Kecamatan')).toHaveValue('');
  await expect(form.getByLabel('Desa/Kelurahan')).toBeDisabled();
  await pickRegion(form, 'Kecamatan', 'Arosbaya');
  await pickRegion(form, 'Desa/Kelurahan', 'Balung');
  await form.getByLabel('Jalan/Alamat').fill('Jl. Raya Arosbaya No. 7');
  await form.getByLabel('Kode Pos').fill('69151');
  await snapBoth(page, 'cart-address-form');
  await form.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(page.getByText('Alamat berhasil ditambahkan')).toBeVisible();

  // Still on the address step: the form has closed and the new address is picked.
  await expect(page).toHaveURL(/\/cart\/address$/);
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Rumah - Dewi Anggraini/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled();
  await snapBoth(page, 'cart-address');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page.getByText('Order created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/order-payment\/ORD-\d{8}-[0-9A-Z]{5}$/);
  const orderNumber = page.url().split('/').pop()!;

  // The payment page.
  await expect(page.getByRole('heading', { name: 'Ringkasan Pesanan' })).toBeVisible();
  await expect(page.getByText('Jumlah: 2')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Ringkasan Pesanan' });
  await expect(summary.getByText('Free')).toBeVisible();
  const total = (await summary.textContent())?.match(/Total(Rp\s[\d.]+)/)?.[1];
  expect(total).toBeTruthy();
  await expect(
    page.getByText(
      'Rumah - Dewi Anggraini (6281298765432), Jl. Raya Arosbaya No. 7, Desa/Kel. Balung, Kec. Arosbaya, Kab. Bangkalan, Jawa Timur, 69151',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('account-number')).toHaveText('1234567890');
  await page.getByText('Mandiri', { exact: true }).click();
  await expect(page.getByTestId('account-number')).toHaveText('1122334455');
  await expect(page.getByText('PT Toko Furnitur Indonesia')).toBeVisible();
  await snapBoth(page, 'cart-payment');
  await page.getByRole('button', { name: /Salin nomor rekening/ }).click();
  await expect(page.getByText('Nomor rekening telah disalin ke clipboard')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe('1122334455');

  // The chat opens in a new tab; this machine has no internet, so WhatsApp is stood in for.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }),
  );
  const whatsapp = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
  const chat = await whatsapp;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const chatUrl = new URL(chat.url());
  expect(`${chatUrl.origin}${chatUrl.pathname}`).toBe('https://wa.me/6281234567890');
  const message = chatUrl.searchParams.get('text') ?? '';
  expect(message).toContain(orderNumber);
  expect(message).toContain('Bank: Mandiri');
  expect(message).toContain(`Total: ${total}`);
  await chat.close();
  // The shopper lands on the thanks page rather than being dropped on the home page.
  await expect(page).toHaveURL(/\/cart\/confirmation$/);
  await expect(page.getByRole('heading', { name: 'Terima kasih atas pesananmu!' })).toBeVisible();

  // Daftar Transaksi: find the order and cancel it.
  await page.goto('/account/transactions');
  const card = page.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(card.getByText('Menunggu konfirmasi Penjual')).toBeVisible();
  await expect(card.getByText('Total Belanja')).toBeVisible();
  await card.getByRole('link', { name: 'Lihat Detail Transaksi' }).click();
  await expect(page.getByRole('heading', { name: 'Detail Transaksi' })).toBeVisible();
  await expect(page.getByText('Pelanggan mengonfirmasi transfer ke Mandiri')).toBeVisible();
  await expect(page.getByText('Transfer Bank (Mandiri)')).toBeVisible();
  await snapBoth(page, 'account-transaction-detail');

  await page.getByRole('button', { name: 'Batalkan Pesanan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(page.getByText('Order canceled successfully')).toBeVisible();
  await expect(page.getByText('Pesanan dibatalkan oleh pelanggan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan Pesanan' })).toHaveCount(0);

  await page.goto('/account/transactions?status=cancelled');
  await expect(page.getByRole('listitem').filter({ hasText: orderNumber })).toBeVisible();
});

test('an empty cart shows its message, and unknown cart paths lead back to /cart', async ({ page }) => {
  await newCustomer(page, 'Kosong Saja');
  await page.goto('/cart/tidak-ada');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Keranjang Belanjamu masih kosong' })).toBeVisible();
  await expect(
    page.getByText('Tambahkan beberapa barang ke keranjang belanjaanmu untuk memulai belanja.'),
  ).toBeVisible();
  await snapBoth(page, 'cart-empty');
  await page.getByRole('link', { name: 'Cari Produk' }).click();
  await expect(page).toHaveURL(/\/$/);
});

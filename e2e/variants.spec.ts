import { expect } from '@playwright/test';
import {
  adminToken,
  expectAccessible,
  freshPage,
  newProduct,
  register,
  rupiah,
  snapBoth,
} from './support.ts';
import { test } from './test.ts';

// Product variants (docs/decisions/090-product-variants.md): the owner sets them on the product's edit
// page, a shopper picks one with the chips, and the cart, the order and the owner's dialog name it.

test('@journey the owner sells a wardrobe in two finishes; a shopper picks the one in stock and the order names it', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const product = await newProduct(request, baseURL!, 0, 2_000_000);
  const suffix = Date.now().toString(36).toUpperCase();

  // The owner: 'Varian' on the edit page, one finish sold out.
  const owner = await freshPage(browser, baseURL!, await adminToken(request, baseURL!));
  await owner.goto(`/dashboard/products/${product.slug}`);
  const variants = owner.getByRole('region', { name: 'Varian' });
  await variants.getByRole('button', { name: 'Tambah Opsi' }).click();
  await variants.getByLabel('Nama opsi 1').fill('Finishing');
  await variants.getByLabel('Nilai (pisahkan dengan koma)').fill('Putih, Jati');
  for (const [finish, price, stock] of [
    ['Putih', '2.000.000', '0'],
    ['Jati', '2.400.000', '10'],
  ] as const) {
    await variants.getByRole('checkbox', { name: finish }).check();
    await variants.getByLabel(`SKU ${finish}`).fill(`LMR-${finish.toUpperCase()}-${suffix}`);
    await variants.getByLabel(`Harga ${finish}`).fill(price);
    await variants.getByLabel(`Stok ${finish}`).fill(stock);
  }
  await variants.getByRole('button', { name: 'Simpan Varian' }).click();
  await expect(owner.getByText('Varian disimpan')).toBeVisible();
  await expectAccessible(owner, 'the product form with its variants');
  await snapBoth(owner, 'admin-product-variants');

  // The shopper: Jati is chosen (Putih is sold out and cannot be picked), at its own price.
  const shopper = await register(request, baseURL!, 'Rahmat Hidayat');
  const buyer = await freshPage(browser, baseURL!, shopper.token);
  await buyer.goto(product.path);
  await expect(buyer.getByRole('radio', { name: 'Jati' })).toBeChecked();
  await expect(buyer.getByRole('radio', { name: 'Putih, stok habis' })).toBeDisabled();
  await expect(buyer.getByTestId('product-price')).toHaveText(rupiah(2_400_000));
  await expectAccessible(buyer, 'a product page with variants');
  await snapBoth(buyer, 'product-variants');
  await buyer.getByTestId('buy-bar').getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(buyer.getByText(`${product.name} berhasil ditambahkan`)).toBeVisible();

  await buyer.goto('/cart');
  await expect(buyer.getByText('Varian: Jati')).toBeVisible();
  await buyer.goto('/cart/address');
  await buyer.getByRole('radio', { name: /Rumah - Rahmat Hidayat/ }).check();
  await buyer.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(buyer.getByText('Order created successfully!')).toBeVisible();
  const summary = buyer.getByRole('region', { name: 'Ringkasan Pesanan' });
  await expect(summary.getByText('Varian: Jati')).toBeVisible();
  await expect(summary.getByText(rupiah(2_400_000)).first()).toBeVisible();

  // The owner's dialog names the variant and its SKU; the variant's stock went down by one.
  const mine = await request.get(`${baseURL}/api/orders`, { headers: shopper.headers });
  const orderId = (await mine.json()).data[0].id as number;
  await owner.goto(`/dashboard/orders?order=${orderId}`);
  await expect(owner.getByRole('dialog').getByText(`Varian: Jati · SKU LMR-JATI-${suffix}`)).toBeVisible();
  await owner.goto(`/dashboard/products/${product.slug}`);
  await expect(owner.getByRole('region', { name: 'Varian' }).getByLabel('Stok Jati')).toHaveValue('9');
});

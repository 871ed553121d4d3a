import { expect } from '@playwright/test';
import { adminToken, expectAccessible, freshPage, newProduct, register, snapBoth } from './support.ts';
import { test } from './test.ts';

// 'Maks. pembelian' (ADR 051): what one shopper may hold in unpaid orders, on the product page, in the
// cart and on the owner's product form.

test("the shop holds one shopper to 'Maks. pembelian' on the product page, in the cart and on the owner's form", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const product = await newProduct(request, base, 20); // 20% of 20: 4 per shopper
  const { token, headers } = await register(request, base);
  const shopper = await freshPage(browser, base, token);

  // The product page says the limit, and the picker stops there.
  await shopper.goto(product.path);
  await expect(shopper.getByTestId('purchase-limit')).toHaveText('Maks. pembelian: 4 per pembeli');
  const bar = shopper.getByTestId('buy-bar');
  const more = bar.getByRole('button', { name: `Tambah jumlah ${product.name}` });
  for (let i = 0; i < 3; i++) await more.click();
  await expect(bar.getByRole('group', { name: `Jumlah ${product.name}` })).toContainText('4');
  await expect(more).toBeDisabled();
  await expectAccessible(shopper, 'product page with Maks. pembelian');
  await snapBoth(shopper, 'purchase-limit-product');

  // Three units in an unpaid order; the cart then counts them against the limit.
  await bar.getByRole('button', { name: `Kurangi jumlah ${product.name}` }).click();
  await bar.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(shopper.getByText(`${product.name} berhasil ditambahkan`)).toBeVisible();
  const address = (await (await request.get(`${base}/api/shipping-address`, { headers })).json())
    .addresses[0];
  const order = await request.post(`${base}/api/orders/create`, {
    headers,
    data: { shipping_address_id: address.id },
  });
  expect(order.status()).toBe(201);
  const refused = await request.post(`${base}/api/cart/add`, {
    headers,
    data: { productId: product.id, quantity: 2 },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    code: 'PURCHASE_LIMIT',
    message: `Maks. pembelian ${product.name} adalah 4 unit per pembeli; 3 unit sudah ada di pesananmu yang belum dibayar.`,
  });
  expect(
    (await request.post(`${base}/api/cart/add`, { headers, data: { productId: product.id } })).status(),
  ).toBe(201);
  await shopper.goto('/cart');
  await expect(shopper.getByTestId('purchase-limit')).toHaveText(
    'Maks. pembelian 4 (3 di pesanan belum dibayar)',
  );
  await expect(shopper.getByRole('button', { name: `Tambah jumlah ${product.name}` })).toBeDisabled();
  await expectAccessible(shopper, 'cart with Maks. pembelian');
  await snapBoth(shopper, 'purchase-limit-cart');

  // The owner lowers it to 2 on the product form.
  const owner = await freshPage(browser, base, await adminToken(request, base));
  await owner.goto(`/dashboard/products/${product.slug}`);
  const field = owner.getByLabel('Maks. pembelian');
  await expect(field).toHaveValue('');
  await field.fill('2');
  await expect(
    owner.getByText(/Berlaku: 2 unit per pembeli untuk pesanan yang belum dibayar\./),
  ).toBeVisible();
  await expectAccessible(owner, 'product form with Maks. pembelian');
  await snapBoth(owner, 'purchase-limit-admin-form');
  await owner.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(owner.getByText('Product updated successfully!')).toBeVisible();

  // The shopper's cart now holds more than the limit leaves: checkout waits, and says why.
  await shopper.reload();
  const summary = shopper.getByRole('region', { name: 'Ringkasan Belanja' });
  await expect(summary.getByRole('alert')).toContainText(
    `${product.name}: Maks. pembelian 2 (3 di pesanan belum dibayar) sudah terpakai. Hapus dari keranjang, atau bayar pesanan itu dulu.`,
  );
  await expect(summary.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expectAccessible(shopper, 'cart over Maks. pembelian');
  await snapBoth(shopper, 'purchase-limit-cart-over');
  await owner.context().close();
  await shopper.context().close();
});

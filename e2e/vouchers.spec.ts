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

// Vouchers (docs/decisions/072-vouchers.md): the owner makes one on the 'Voucher' page, a shopper applies
// it in the cart ('Kode Voucher', 'Pakai') and places the order with the discounted total.

test('the owner makes a voucher, a shopper applies it in the cart and pays the discounted total', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const suffix = Date.now().toString(36).toUpperCase();
  const code = `HEMAT${suffix}`;
  const product = await newProduct(request, base, 20, 600_000);

  // The owner: 10% off from Rp 500.000, at most Rp 50.000, 100 uses, once per shopper.
  const ownerToken = await adminToken(request, base);
  const owner = await freshPage(browser, base, ownerToken);
  await owner.goto('/dashboard/vouchers');
  await owner.getByRole('button', { name: 'Tambah Voucher' }).click();
  const form = owner.getByRole('dialog', { name: 'Tambah Voucher' });
  await form.getByLabel('Kode Voucher').fill(code);
  await form.getByLabel('Diskon (%)').fill('10');
  await form.getByLabel('Maks. diskon (Rp)').fill('50000');
  await form.getByLabel('Minimal belanja (Rp)').fill('500000');
  await form.getByLabel('Kuota').fill('100');
  await expectAccessible(owner, 'voucher form');
  await snapBoth(owner, 'vouchers-admin-form');
  await form.getByRole('button', { name: 'Simpan Voucher' }).click();
  await expect(owner.getByText('Voucher ditambahkan')).toBeVisible();
  const row = owner.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('10%, maks. Rp');
  await expect(row).toContainText('0 / 100');
  // The save's toast fades out first (axe reads a half-faded toast as low contrast).
  await expect(owner.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(owner, 'Voucher page');
  await snapBoth(owner, 'vouchers-admin');
  // A second code the cart will refuse (minimum above the cart), made by the API.
  const big = `BESAR${suffix}`;
  const made = await request.post(`${base}/api/vouchers`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { code: big, type: 'fixed', value: 100_000, min_purchase: 1_000_000 },
  });
  expect(made.status()).toBe(201);

  // The shopper: one unit in the cart.
  const { token, headers } = await register(request, base);
  expect(
    (await request.post(`${base}/api/cart/add`, { headers, data: { productId: product.id } })).status(),
  ).toBe(201);
  const shopper = await freshPage(browser, base, token);
  await shopper.goto('/cart');
  const summary = shopper.getByRole('region', { name: 'Ringkasan Belanja' });
  const field = summary.getByLabel('Kode Voucher');

  await field.fill(big.toLowerCase());
  await summary.getByRole('button', { name: 'Pakai' }).click();
  await expect(summary.getByRole('alert')).toHaveText(/^Minimal belanja Rp\s1\.000\.000$/);
  await expect(summary.getByText('Diskon')).toHaveCount(0);
  await expectAccessible(shopper, 'cart with a refused voucher');
  await snapBoth(shopper, 'vouchers-cart-refused');

  await field.fill(code.toLowerCase());
  await field.press('Enter');
  await expect(summary.getByText(`Voucher ${code} dipakai`)).toBeVisible();
  await expect(summary.getByText('Diskon').locator('..')).toContainText(rupiah(50_000));
  await expect(summary.getByText('Total', { exact: true }).locator('..')).toContainText(rupiah(550_000));
  await expectAccessible(shopper, 'cart with a voucher applied');
  await snapBoth(shopper, 'vouchers-cart-applied');

  await summary.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(shopper.getByText(`Kode voucher ${code} dipakai untuk pesanan ini.`)).toBeVisible();
  await shopper.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(shopper).toHaveURL(/\/cart\/order-payment\/ORD-/);
  const paid = shopper.getByRole('region', { name: 'Ringkasan Pesanan' });
  await expect(paid.getByText(`Diskon (${code})`).locator('..')).toContainText(rupiah(50_000));
  const orderNumber = shopper.url().split('/').pop()!;
  const order = (await (await request.get(`${base}/api/orders/${orderNumber}`, { headers })).json()).order;
  expect(order).toMatchObject({ subtotal: 600_000, discount: 50_000, voucher_code: code });
  expect(order.total_amount).toBe(550_000 + order.unique_code);
  await expect(paid.getByText('Total', { exact: true }).locator('..')).toContainText(
    rupiah(order.total_amount),
  );
  await snapBoth(shopper, 'vouchers-payment');

  // The owner sees the use.
  await owner.reload();
  await expect(owner.getByRole('row').filter({ hasText: code })).toContainText('1 / 100');
});

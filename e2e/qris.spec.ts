import { expect, type Locator } from '@playwright/test';
import { parseQris } from '@toko/shared/qris';
import { STATIC_QRIS, STATIC_QRIS_NMID } from '@toko/shared/qris.fixtures';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { type OwnServer, startOwnServer } from './own-server.ts';
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

// Issue 23, dynamic QRIS (docs/decisions/062-dynamic-qris.md): with the owner's static QRIS set, the payment
// page shows a QR of the same merchant for the exact amount beside the bank accounts. The test reads the QR
// the way a banking app does, from the pixels on the screen, and checks the amount (tag 54) and the CRC.

/** The QR drawn in `element`, decoded from a screenshot of it as a phone camera would see it. */
async function readQr(element: Locator): Promise<string> {
  const png = PNG.sync.read(await element.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error(`no QR code found in a ${png.width}x${png.height} screenshot`);
  return code.data;
}

// A server of its own, started with QRIS_PAYLOAD and without the demo catalog (its pictures take minutes
// to draw), on a free port it prints; PostgreSQL when the journeys run there.
test.describe('with the shop owner’s QRIS set', () => {
  let shop: OwnServer | undefined;
  let base = '';

  test.beforeAll(async () => {
    test.info().setTimeout(180_000);
    shop = await startOwnServer({ QRIS_PAYLOAD: STATIC_QRIS });
    base = shop.base;
  });

  test.afterAll(async () => {
    await shop?.stop();
  });

  test('@journey the payment page shows a QRIS whose amount and CRC a scanner reads, beside the bank accounts', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const product = await newProduct(request, base, 5, 1_250_000);
    const { token } = await register(request, base);
    const shopper = await freshPage(browser, base, token);

    await shopper.goto(product.path);
    await shopper.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(shopper.getByText(`${product.name} berhasil ditambahkan`)).toBeVisible();
    await shopper.goto('/cart/address');
    await shopper.getByRole('radio', { name: /Rumah - Rahmat Hidayat/ }).check();
    await shopper.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(shopper).toHaveURL(/\/cart\/order-payment\/ORD-\d{8}-[0-9A-Z]{5}$/);

    // The amount shown is the total with its Kode Unik: Rp 1.250.001 to Rp 1.250.999.
    const shown = (await shopper.getByTestId('transfer-amount').innerText()).replace(/\D/g, '');
    const amount = Number(shown);
    expect(amount).toBeGreaterThan(1_250_000);
    expect(amount).toBeLessThan(1_251_000);

    const qris = shopper.getByTestId('qris');
    await expect(qris).toContainText(rupiah(amount));
    await expect(qris).toContainText('Scan QRIS untuk membayar tepat');
    const image = qris.getByRole('img', { name: rupiah(amount) });
    await expect(image).toBeVisible();
    // Beside the accounts: the account number and the QR side by side on a wide screen.
    await expect(shopper.getByTestId('account-number')).toBeVisible();
    const [accountBox, qrBox] = [
      await shopper.getByTestId('account-number').boundingBox(),
      await image.boundingBox(),
    ];
    expect(qrBox!.x).toBeGreaterThan(accountBox!.x + accountBox!.width);

    const payload = await readQr(image);
    const read = parseQris(payload); // throws unless the CRC (tag 63) checks
    expect(read.amount).toBe(amount);
    expect(read.initiation).toBe('12');
    expect(read.nmid).toBe(STATIC_QRIS_NMID);
    expect(read.merchantName).toBe('TOKO FURNITUR INDONESIA');

    // On a phone the QR sits under the accounts and still reads.
    await shopper.setViewportSize({ width: 375, height: 800 });
    expect(parseQris(await readQr(image)).amount).toBe(amount);
    await shopper.setViewportSize({ width: 1280, height: 800 });

    // One path: pay, then 'Konfirmasi Pembayaran'; the proof is offered but optional.
    await expect(shopper.getByText(/^Bukti transfer tidak wajib/)).toBeVisible();
    await expect(shopper.getByRole('button', { name: 'Konfirmasi Pembayaran' })).toBeVisible();
    // The order's toast fades out first (axe reads a half-faded toast as low contrast).
    await expect(shopper.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(shopper, 'payment page with QRIS');
    await snapBoth(shopper, 'payment-qris');

    // Once paid, the page shows no QR: the API answers 409 for it.
    const orderNumber = shopper.url().split('/').pop()!;
    const order = await (
      await request.get(`${base}/api/orders/${orderNumber}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const paid = await request.put(`${base}/api/orders/${order.order.id}/status`, {
      headers: { authorization: `Bearer ${await adminToken(request, base)}` },
      data: { payment_status: 'paid' },
    });
    expect(paid.status()).toBe(200);
    await shopper.reload();
    await expect(shopper.getByText('Pembayaran pesanan ini sudah diproses.')).toBeVisible();
    await expect(shopper.getByTestId('qris')).toHaveCount(0);
  });

  test("@journey 'Bayar Iuran' shows the member's QRIS for the transfer's exact amount", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // A 2-member group that starts when full: the owner makes it, two shoppers join, the second seat starts it.
    const product = await newProduct(request, base, 5, 1_500_000);
    const admin = { authorization: `Bearer ${await adminToken(request, base)}` };
    const created = await request.post(`${base}/api/arisans/barang`, {
      headers: admin,
      data: { product_id: product.id, members: 2, saving_type: 'monthly', start_when_full: true },
    });
    expect(created.status()).toBe(201);
    const groupId = (await created.json()).data.id as number;
    const members = [
      await register(request, base, 'Siti Aminah'),
      await register(request, base, 'Agus Salim'),
    ];
    for (const m of members) {
      const join = await request.post(`${base}/api/arisan-barang/${groupId}/join`, { headers: m.headers });
      expect(join.status()).toBe(201);
    }

    const page = await freshPage(browser, base, members[0]!.token);
    await page.goto('/account/arisan');
    await page.getByRole('button', { name: 'Bayar Iuran' }).click();
    const transfer = page.getByTestId('arisan-transfer');
    const amount = Number((await transfer.getByTestId('transfer-amount').innerText()).replace(/\D/g, ''));
    // Rp 750.000 a month for each of the two, plus the Kode Unik.
    expect(amount).toBeGreaterThan(750_000);
    expect(amount).toBeLessThan(760_000);
    const qris = transfer.getByTestId('qris');
    await expect(qris).toContainText(rupiah(amount));
    const read = parseQris(await readQr(qris.getByRole('img', { name: rupiah(amount) })));
    expect(read.amount).toBe(amount);
    expect(read.initiation).toBe('12');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page, "'Bayar Iuran' with QRIS");
    await snapBoth(page, 'arisan-bayar-iuran-qris');
  });

  // Last in this server: it takes the QRIS off and puts it back (ADR 071).
  test("the owner takes QRIS off and pastes it back on 'Pengaturan Toko'; a copy with a typo is refused", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await freshPage(browser, base, await adminToken(request, base));
    await owner.goto('/dashboard/settings');
    const card = owner.getByRole('region', { name: 'QRIS' });
    const box = card.getByLabel('QRIS');
    await expect(box).toHaveValue(STATIC_QRIS);
    await expect(card).toContainText(`TOKO FURNITUR INDONESIA, SURABAYA · NMID ${STATIC_QRIS_NMID}`);
    await box.fill('');
    await owner.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expect(owner.getByText('Pengaturan toko berhasil disimpan')).toBeVisible();
    await expect(card.getByText('QRIS tidak dipakai.')).toBeVisible();

    const product = await newProduct(request, base, 5, 450_000);
    const { token, headers } = await register(request, base);
    expect(
      (await request.post(`${base}/api/cart/add`, { headers, data: { productId: product.id } })).status(),
    ).toBe(201);
    const shopper = await freshPage(browser, base, token);
    await shopper.goto('/cart/address');
    await shopper.getByRole('radio', { name: /Rumah - Rahmat Hidayat/ }).check();
    await shopper.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(shopper).toHaveURL(/\/cart\/order-payment\/ORD-/);
    await expect(shopper.getByTestId('account-number')).toBeVisible();
    await expect(shopper.getByTestId('qris')).toHaveCount(0);

    // A character changed while copying: the checksum no longer matches, and nothing is saved.
    await box.fill(STATIC_QRIS.replace('TOKO FURNITUR', 'TOKO FURNITUB'));
    await owner.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expect(card.getByText(/^Kode pemeriksa QRIS \(CRC\) tidak cocok/)).toBeVisible();
    await expectAccessible(owner, 'QRIS refused');
    await box.fill(STATIC_QRIS);
    await expect(card).toContainText(`TOKO FURNITUR INDONESIA, SURABAYA · NMID ${STATIC_QRIS_NMID}`);
    // The first save's toast has gone (a quick run gets here within its 5 s): the one below is this save's.
    await expect(owner.getByText('Pengaturan toko berhasil disimpan')).toHaveCount(0, { timeout: 15_000 });
    await owner.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expect(owner.getByText('Pengaturan toko berhasil disimpan')).toBeVisible();
    await snapBoth(owner, 'settings-qris');

    // The same unpaid order's page now offers the QRIS for its amount.
    await shopper.reload();
    const amount = Number((await shopper.getByTestId('transfer-amount').innerText()).replace(/\D/g, ''));
    const qris = shopper.getByTestId('qris');
    await expect(qris).toContainText(rupiah(amount));
    expect(parseQris(await readQr(qris.getByRole('img', { name: rupiah(amount) }))).amount).toBe(amount);
  });
});

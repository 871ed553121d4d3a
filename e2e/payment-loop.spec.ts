import { expect, type Page } from '@playwright/test';
import { type OwnServer, startOwnServer } from './own-server.ts';
import {
  adminToken,
  expectAccessible,
  freshPage,
  newProduct,
  register,
  rupiah,
  sendProof,
  snap,
  snapBoth,
} from './support.ts';
import { test } from './test.ts';

// Issue 11: the bank-transfer loop in the browser. The shopper orders and sees the Kode Unik and the
// countdown, sends a proof, the owner rejects it with a reason from 'Perlu Verifikasi', the shopper reads
// the reason and sends another, the owner approves; and an order nobody pays expires and frees its stock.
// Issue 22 (ADR 049): once a proof is sent the order reads 'Menunggu Verifikasi' with its clock stopped,
// outlives its deadline, and shows the owner 'Terlambat diperiksa' when the review takes too long.

interface Product {
  name: string;
  path: string;
}

const SOFA: Product = {
  name: 'Sofa Minimalis 3 Dudukan Abu-abu',
  path: '/sofas/sofa-minimalis-3-dudukan-abu-abu',
};

/** From the product page through the address step to the payment page; returns the order number. */
async function orderProduct(page: Page, product: Product) {
  await page.goto(product.path);
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText(`${product.name} berhasil ditambahkan`)).toBeVisible();
  await page.goto('/cart/address');
  await page.getByRole('radio', { name: /Rumah - Rahmat Hidayat/ }).check();
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page.getByText('Order created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/order-payment\/ORD-\d{8}-[0-9A-Z]{5}$/);
  return page.url().split('/').pop()!;
}

/** The transaction detail of an order whose proof waits: 'Menunggu Verifikasi', no countdown, no 'Bayar Sekarang'. */
async function expectUnderReview(shopper: Page) {
  await expect(shopper.getByText('Menunggu Verifikasi', { exact: true })).toBeVisible();
  await expect(shopper.getByText(/^Bukti transfer sedang diperiksa penjual\./)).toBeVisible();
  await expect(shopper.getByRole('timer')).toHaveCount(0);
  await expect(shopper.getByTestId('payment-deadline')).toHaveCount(0);
  await expect(shopper.getByRole('link', { name: 'Bayar Sekarang' })).toHaveCount(0);
  await expect(shopper.getByText('Menunggu Pembayaran', { exact: true })).toHaveCount(0);
}

/** The owner's 'Perlu Verifikasi' view, the order's row in it, and its dialog with the proof open. */
async function openInQueue(admin: Page, orderNumber: string) {
  await admin.goto('/dashboard/orders');
  await admin.getByRole('button', { name: /^Perlu Verifikasi \(\d+\)$/ }).click();
  const row = admin.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  return row;
}

async function expectProofShown(admin: Page, orderNumber: string) {
  const dialog = admin.getByRole('dialog', { name: `Pesanan ${orderNumber}` });
  const image = dialog.getByRole('img', { name: `Bukti transfer ${orderNumber}` });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  return dialog;
}

test('@journey a transfer is proven, rejected, proven again and approved; the order ships and prints its invoice', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const { token, headers } = await register(request, base);
  const shopper = await freshPage(browser, base, token);
  const admin = await freshPage(browser, base, await adminToken(request, base));

  // The payment page: the Kode Unik on its own line, inside the amount to transfer, and the countdown.
  const orderNumber = await orderProduct(shopper, SOFA);
  const { order } = await (await request.get(`${base}/api/orders/${orderNumber}`, { headers })).json();
  expect(order.unique_code).toBeGreaterThan(0);
  const summary = shopper.getByRole('region', { name: 'Ringkasan Pesanan' });
  await expect(summary.getByText('Kode Unik').locator('..')).toContainText(rupiah(order.unique_code));
  await expect(shopper.getByTestId('transfer-amount')).toHaveText(rupiah(order.total_amount));
  await expect(shopper.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toHaveText(/^2[23]:\d\d:\d\d$/);
  await expect(shopper.getByTestId('payment-deadline')).toContainText('WIB');
  await sendProof(shopper, '#1d4ed8', 'BNI');
  await expect(shopper).toHaveURL(/\/cart\/confirmation$/);

  // The proof waits for the owner: the order reads 'Menunggu Verifikasi' in the list (its own chip) and on
  // its detail, where the countdown and 'Bayar Sekarang' are gone.
  await shopper.goto('/account/transactions');
  await shopper.getByRole('button', { name: 'Menunggu Verifikasi' }).click();
  const card = shopper.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(card).toContainText('Menunggu Verifikasi');
  await expect(card).not.toContainText('Menunggu Pembayaran');
  await snapBoth(shopper, 'account-transactions-review');
  await expectAccessible(shopper);
  await shopper.getByRole('button', { name: 'Menunggu Pembayaran' }).click();
  await expect(shopper.getByText('Belum ada transaksi yang ditemukan')).toBeVisible();
  await shopper.goto(`/account/transactions/${orderNumber}`);
  await expectUnderReview(shopper);
  await snapBoth(shopper, 'account-transaction-review');
  await expectAccessible(shopper);

  // The owner finds it in 'Perlu Verifikasi' with the amount to look for, and rejects it with a reason.
  let row = await openInQueue(admin, orderNumber);
  await expect(row).toContainText(rupiah(order.total_amount));
  await expect(row).toContainText(`termasuk Kode Unik`);
  await expect(row).toContainText('BNI atas nama Rahmat Hidayat');
  await expect(row).toContainText(/Periksa sebelum \d{2} \w{3} \d{4} - \d{2}:\d{2}/);
  await snapBoth(admin, 'admin-orders-verification');
  await expectAccessible(admin);
  await row.getByRole('button', { name: 'Periksa Bukti' }).click();
  let dialog = await expectProofShown(admin, orderNumber);
  await snapBoth(admin, 'admin-order-proof');
  await dialog.getByRole('button', { name: 'Tolak Pembayaran' }).click();
  const reject = admin.getByRole('dialog', { name: 'Tolak Pembayaran' });
  await expect(reject).toContainText(`Tolak bukti transfer untuk pesanan ${orderNumber}`);
  await reject.getByRole('button', { name: 'Tolak Pembayaran' }).click();
  await expect(reject.getByText('Tulis alasan penolakan')).toBeVisible();
  const reason = 'Nama pengirim tidak terlihat di mutasi BNI';
  await reject.getByLabel('Alasan penolakan').fill(reason);
  await snapBoth(admin, 'admin-order-reject');
  await reject.getByRole('button', { name: 'Tolak Pembayaran' }).click();
  await expect(admin.getByText(`Bukti transfer ${orderNumber} ditolak`)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Bukti Transfer' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(admin.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0);

  // The shopper reads the reason on the transaction detail and sends a new proof there.
  await shopper.goto(`/account/transactions/${orderNumber}`);
  const form = shopper.getByRole('form', { name: 'Unggah Bukti Transfer' });
  await expect(form.getByRole('alert')).toHaveText(`Bukti transfer sebelumnya ditolak: ${reason}`);
  await expect(shopper.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toBeVisible();
  await snapBoth(shopper, 'account-transaction-proof-rejected');
  await sendProof(shopper, '#15803d', 'BCA');
  await expect(form.getByRole('heading', { name: 'Ganti Bukti Transfer' })).toBeVisible();
  await expect(form.getByRole('status')).toHaveText(
    'Bukti dari BCA atas nama Rahmat Hidayat sudah terkirim dan sedang diperiksa penjual.',
  );
  await snapBoth(shopper, 'account-transaction-proof-waiting');
  await shopper.reload();
  await expectUnderReview(shopper);

  // The owner approves the new proof after a confirmation naming the order.
  row = await openInQueue(admin, orderNumber);
  await expect(row).toContainText('BCA atas nama Rahmat Hidayat');
  await row.getByRole('button', { name: 'Periksa Bukti' }).click();
  dialog = await expectProofShown(admin, orderNumber);
  await dialog.getByRole('button', { name: 'Setujui Pembayaran' }).click();
  const approve = admin.getByRole('dialog', { name: 'Setujui Pembayaran' });
  await expect(approve).toContainText(`untuk pesanan ${orderNumber} (Rahmat Hidayat)`);
  await snapBoth(admin, 'admin-order-approve');
  await approve.getByRole('button', { name: 'Ya, Setujui' }).click();
  await expect(admin.getByText(`Pembayaran ${orderNumber} disetujui`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Setujui Pembayaran' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(admin.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Semua Pesanan' }).click();
  await expect(admin.getByLabel(`Status pembayaran ${orderNumber}`)).toHaveValue('paid');
  await expect(admin.getByLabel(`Status pesanan ${orderNumber}`, { exact: true })).toHaveValue('processing');

  // The shopper sees it paid and being packed, with no form left.
  await shopper.reload();
  await expect(
    shopper.getByText(/^Pembayaran sudah diterima dan disetujui penjual pada .* WIB\.$/),
  ).toBeVisible();
  await expect(shopper.getByText('Dibayar', { exact: true }).first()).toBeVisible();
  await expect(shopper.getByText('Dikemas', { exact: true }).first()).toBeVisible();
  await expect(shopper.getByRole('form', { name: 'Unggah Bukti Transfer' })).toHaveCount(0);
  await snapBoth(shopper, 'account-transaction-proof-approved');

  // The owner ships it with a courier and a Nomor Resi, and can tell the shopper on WhatsApp.
  const resi = 'CGK0123456789';
  await admin.getByLabel(`Status pesanan ${orderNumber}`, { exact: true }).selectOption('shipped');
  const ship = admin.getByRole('dialog', { name: 'Kirim pesanan' });
  await ship.getByLabel('Kurir').selectOption({ label: 'JNE' });
  await ship.getByLabel('Nomor Resi').fill(resi);
  await ship.getByRole('button', { name: 'Simpan' }).click();
  await expect(admin.getByText(`Pesanan ${orderNumber} diperbarui`)).toBeVisible();
  await expect(admin.getByLabel(`Status pesanan ${orderNumber}`, { exact: true })).toHaveValue('shipped');
  await admin.getByRole('button', { name: `Lihat ${orderNumber}` }).click();
  dialog = admin.getByRole('dialog', { name: `Pesanan ${orderNumber}` });
  await expect(dialog.getByRole('form', { name: 'Nomor Resi' }).getByLabel('Kurir')).toHaveValue('jne');
  const whatsapp = new URL(
    (await dialog.getByRole('link', { name: 'Kirim WhatsApp' }).getAttribute('href'))!,
  );
  // The phone of the delivery address (081234567890), as WhatsApp wants it.
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/6281234567890');
  expect(whatsapp.searchParams.get('text')).toContain(
    `pesanan ${orderNumber} sudah dikirim via JNE dengan nomor resi ${resi}.`,
  );
  await expect(dialog.getByRole('link', { name: 'Cetak Invoice' })).toHaveAttribute(
    'href',
    `/dashboard/orders/${order.id}/invoice`,
  );
  await snapBoth(admin, 'admin-order-shipped');

  // The shopper sees the courier and the resi, copies it, and has the courier's tracking page.
  await shopper.reload();
  await expect(shopper.getByText('Dikirim', { exact: true }).first()).toBeVisible();
  await expect(shopper.getByText('JNE', { exact: true })).toBeVisible();
  await expect(shopper.getByTestId('resi')).toHaveText(resi);
  await shopper.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await shopper.getByRole('button', { name: 'Salin nomor resi' }).click();
  await expect(shopper.getByText('Nomor resi telah disalin ke clipboard')).toBeVisible();
  expect(await shopper.evaluate('navigator.clipboard.readText()')).toBe(resi);
  const track = shopper.getByRole('link', { name: 'Lacak di JNE' });
  await expect(track).toHaveAttribute('href', 'https://www.jne.co.id/tracking-package');
  await expect(track).toHaveAttribute('target', '_blank');
  await snapBoth(shopper, 'account-transaction-shipped');

  // The printable invoice: its number, the Kode Unik and the total, on an A4 page without the shop's chrome.
  const paid = (await (await request.get(`${base}/api/orders/${orderNumber}`, { headers })).json()).order;
  expect(paid.invoice_number).toMatch(/^INV\/\d{4}\/\d{2}\/\d{6}$/);
  await shopper.getByRole('link', { name: 'Cetak Invoice' }).click();
  await expect(shopper).toHaveURL(new RegExp(`/account/transactions/${order.id}/invoice$`));
  const invoice = shopper.getByRole('article', { name: `Invoice ${paid.invoice_number}` });
  await expect(invoice.getByText(paid.invoice_number)).toBeVisible();
  await expect(invoice.getByText('Kode Unik').locator('..')).toContainText(rupiah(order.unique_code));
  await expect(invoice.getByText('Total', { exact: true }).locator('..')).toContainText(
    rupiah(order.total_amount),
  );
  await expect(invoice).toContainText('Dibayar');
  await expect(shopper.getByRole('banner')).toHaveCount(0); // no storefront header around the paper
  await snapBoth(shopper, 'invoice');
  await shopper.emulateMedia({ media: 'print' });
  await expect(shopper.getByRole('button', { name: 'Cetak' })).toBeHidden();
  await snap(shopper, 'invoice-print');
  await shopper.emulateMedia({ media: 'screen' });

  // The owner opens the same invoice from the dashboard.
  await admin.goto(`/dashboard/orders/${order.id}/invoice`);
  await expect(admin.getByRole('article', { name: `Invoice ${paid.invoice_number}` })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/dashboard/orders');
});

// A server of its own with a 30-second payment deadline, no grace and the expiry job every second, started
// only for this test and without the demo catalog (drawing its images takes minutes) (docs/decisions/035-short-deadline-journey.md); PostgreSQL when the journeys run there.
test.describe('with a short payment deadline', () => {
  let shop: OwnServer | undefined;
  let base = '';

  test.beforeAll(async () => {
    test.info().setTimeout(180_000);
    shop = await startOwnServer({
      ORDER_PAYMENT_HOURS: String(30 / 3600),
      ORDER_PAYMENT_GRACE_HOURS: '0',
      ORDER_EXPIRY_INTERVAL_SECONDS: '1',
      // The owner's review deadline: 20 seconds after the proof (ADR 049).
      ORDER_REVIEW_HOURS: String(20 / 3600),
    });
    base = shop.base;
  });

  test.afterAll(async () => {
    await shop?.stop();
  });

  test('@journey an unpaid order expires, shows Kedaluwarsa, its stock is back and Beli Lagi refills the cart', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const product = await newProduct(request, base, 5);
    const stock = async () =>
      (await (await request.get(`${base}/api/products/${product.slug}`)).json()).data.stock as number;
    const { token } = await register(request, base);
    const shopper = await freshPage(browser, base, token);

    const orderNumber = await orderProduct(shopper, product);
    expect(await stock()).toBe(4);
    await expect(shopper.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toHaveText(/^00:00:[0-3]\d$/);

    // The deadline passes; the job cancels the order (the page shows it once read again).
    await shopper.goto(`/account/transactions/${orderNumber}`);
    await expect(async () => {
      await shopper.reload();
      await expect(shopper.getByText('Kedaluwarsa', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(shopper.getByText(/^Pesanan kedaluwarsa: waktu pembayaran habis/)).toBeVisible();
    await expect(shopper.getByText(/Waktu pembayaran habis/).first()).toBeVisible();
    await expect(shopper.getByRole('form', { name: 'Unggah Bukti Transfer' })).toHaveCount(0);
    expect(await stock()).toBe(5);
    await snapBoth(shopper, 'account-transaction-expired');

    await shopper.getByRole('button', { name: 'Beli Lagi' }).click();
    await expect(shopper.getByText('Produk ditambahkan kembali ke keranjang')).toBeVisible();
    await expect(shopper).toHaveURL(/\/cart$/);
    await expect(shopper.getByRole('link', { name: product.name })).toBeVisible();
  });

  test('@journey an order whose proof waits outlives its deadline; the owner sees it overdue, and a rejection gives the shopper a fresh deadline', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    // Stock 10: the shopper holds two orders of it at once, within 'Maks. pembelian' (20%, ADR 051).
    const product = await newProduct(request, base, 10);
    const stock = async () =>
      (await (await request.get(`${base}/api/products/${product.slug}`)).json()).data.stock as number;
    const { token, headers } = await register(request, base);
    const shopper = await freshPage(browser, base, token);
    const admin = await freshPage(browser, base, await adminToken(request, base));

    const orderNumber = await orderProduct(shopper, product);
    await sendProof(shopper, '#b45309', 'BCA');
    const read = async () =>
      (await (await request.get(`${base}/api/orders/${orderNumber}`, { headers })).json()).order;
    const due = Date.parse((await read()).payment_due_at);

    // The 30-second deadline passes and the job runs every second: the order stays, with its stock.
    await expect.poll(() => Date.now(), { timeout: 60_000, intervals: [1_000] }).toBeGreaterThan(due + 5_000);
    expect(await read()).toMatchObject({ status: 'pending', cancel_reason: null });
    expect(await stock()).toBe(9);
    await shopper.goto(`/account/transactions/${orderNumber}`);
    await expectUnderReview(shopper);
    await expect(shopper.getByText('Kedaluwarsa', { exact: true })).toHaveCount(0);

    // A second order the shopper cancels: its payment reads 'Dibatalkan' for the owner, never 'pending'.
    expect(
      (
        await request.post(`${base}/api/cart/add`, { headers, data: { productId: product.id, quantity: 1 } })
      ).status(),
    ).toBe(201);
    const [address] = (await (await request.get(`${base}/api/shipping-address`, { headers })).json())
      .addresses;
    const second = await request.post(`${base}/api/orders/create`, {
      headers,
      data: { shipping_address_id: address.id },
    });
    expect(second.status()).toBe(201);
    const cancelledNumber = (await second.json()).order.order_number as string;
    expect((await request.put(`${base}/api/orders/${cancelledNumber}/cancel`, { headers })).status()).toBe(
      200,
    );
    await admin.goto('/dashboard/orders');
    await expect(admin.getByRole('row').filter({ hasText: cancelledNumber })).toContainText('Dibatalkan');
    await expect(admin.getByLabel(`Status pembayaran ${cancelledNumber}`)).toHaveCount(0);
    await expect(admin.getByRole('row').filter({ hasText: orderNumber })).toContainText(
      'Menunggu Verifikasi',
    );
    await snapBoth(admin, 'admin-orders-payment-states');
    await expectAccessible(admin);

    // The owner's 20 seconds are over too: the queue flags it, and nothing was cancelled for it.
    await admin.goto('/dashboard/orders');
    await admin.getByRole('button', { name: /^Perlu Verifikasi \(\d+\)$/ }).click();
    const row = admin.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText('Terlambat diperiksa');
    await snapBoth(admin, 'admin-orders-verification-overdue');
    await expectAccessible(admin);

    // Rejected now, long after the deadline: the shopper gets a fresh one (6 hours) and can pay again.
    await row.getByRole('button', { name: 'Periksa Bukti' }).click();
    const dialog = admin.getByRole('dialog', { name: `Pesanan ${orderNumber}` });
    await expect(dialog).toContainText('Terlambat diperiksa');
    await dialog.getByRole('button', { name: 'Tolak Pembayaran' }).click();
    const reject = admin.getByRole('dialog', { name: 'Tolak Pembayaran' });
    await reject.getByLabel('Alasan penolakan').fill('Dana belum masuk ke rekening BCA');
    await reject.getByRole('button', { name: 'Tolak Pembayaran' }).click();
    await expect(admin.getByText(`Bukti transfer ${orderNumber} ditolak`)).toBeVisible();

    await shopper.reload();
    await expect(shopper.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toHaveText(
      /^0[56]:\d\d:\d\d$/,
    );
    await expect(shopper.getByRole('link', { name: 'Bayar Sekarang' })).toBeVisible();
    await expect(shopper.getByText('Menunggu Pembayaran', { exact: true })).toBeVisible();
    await expect(shopper.getByRole('form', { name: 'Unggah Bukti Transfer' }).getByRole('alert')).toHaveText(
      'Bukti transfer sebelumnya ditolak: Dana belum masuk ke rekening BCA',
    );
    expect(await stock()).toBe(9);
  });
});

import { expect } from '@playwright/test';
import { startTestSmtpServer } from '../apps/api/test/smtp.ts';
import { freePort, type OwnServer, startOwnServer } from './own-server.ts';
import {
  ADDRESS,
  adminToken,
  expectAccessible,
  freshPage,
  newProduct,
  rupiah,
  snap,
  snapBoth,
  uniqueEmail,
} from './support.ts';
import { test } from './test.ts';

// Issue 24: the shop mails its customers (docs/decisions/064-outbox-channels.md). A shop of its own, as the
// short-deadline journey has (ADR 035), whose SMTP_URL points at a real SMTP server in this test process
// and whose sender runs every second: register with a phone, order, read the payment instructions that
// arrive; forget the password, open the mailed link, choose a new one and log in with it.

test.describe('mail from the shop', () => {
  let shop: OwnServer | undefined;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let base = '';

  test.beforeAll(async () => {
    test.info().setTimeout(180_000);
    smtp = await startTestSmtpServer();
    // The links in the mail name the shop's address, so the port is chosen before it starts.
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    shop = await startOwnServer(
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Toko <no-reply@toko.test>',
        PUBLIC_URL: base,
        OUTBOX_INTERVAL_SECONDS: '1',
      },
      port,
    );
  });

  test.afterAll(async () => {
    await shop?.stop();
    await smtp?.close();
  });

  test('@journey register with a phone, order, read the payment mail, see the approval on the bell; reset the password from the mailed link and log in', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const product = await newProduct(request, base, 5, 2_750_000);
    const email = uniqueEmail('surat');
    const page = await freshPage(browser, base);

    // Registration asks for the phone (optional), read as +62.
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Daftar di sini' }).click();
    await dialog.getByLabel('Nama Lengkap').fill('Wulan Sari');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Nomor HP (opsional)').fill('0812 7777 8888');
    await expect(dialog.getByText('Disimpan sebagai +62 812-7777-8888')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('Lemari-Jati-2026');
    await dialog.getByLabel('Konfirmasi Password').fill('Lemari-Jati-2026');
    await snap(page, 'register-with-phone-1280');
    await dialog.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(page.getByText('Registration successful')).toBeVisible();
    const login = await request.post(`${base}/api/auth/login`, {
      data: { email, password: 'Lemari-Jati-2026' },
    });
    const { token, user } = await login.json();
    expect(user.phone_number).toBe('6281277778888');
    const headers = { authorization: `Bearer ${token}` };
    expect((await request.post(`${base}/api/shipping-address`, { headers, data: ADDRESS })).status()).toBe(
      201,
    );

    // The order: its payment instructions arrive by mail with the exact amount the page shows.
    await page.goto(product.path);
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(page.getByText(`${product.name} berhasil ditambahkan`)).toBeVisible();
    await page.goto('/cart/address');
    await page.getByRole('radio', { name: /Rumah - Rahmat Hidayat/ }).check();
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(page).toHaveURL(/\/cart\/order-payment\/ORD-\d{8}-[0-9A-Z]{5}$/);
    const orderNumber = page.url().split('/').pop()!;
    const order = (await (await request.get(`${base}/api/orders/${orderNumber}`, { headers })).json()).order;
    await expect(page.getByText(rupiah(order.total_amount)).first()).toBeVisible();

    const [payment] = await smtp.waitFor(1, 20_000);
    expect(payment!.to).toEqual([email]);
    expect(payment!.subject).toBe(`Instruksi pembayaran pesanan ${orderNumber} | Toko`);
    expect(payment!.text).toContain('Halo Wulan Sari,');
    expect(payment!.text).toMatch(rupiah(order.total_amount));
    expect(payment!.text).toContain(`Kode Unik: ${order.unique_code}`);
    expect(payment!.text).toContain('Bank BCA: 1234567890');
    expect(payment!.text).toMatch(/Batas pembayaran: .+ WIB/);
    expect(payment!.text).toContain(`${base}/cart/order-payment/${orderNumber}`);

    // The owner approves the payment: the bell in the shopper's header shows 'Pembayaran diterima'.
    const owner = { authorization: `Bearer ${await adminToken(request, base)}` };
    const approved = await request.put(`${base}/api/orders/${order.id}/status`, {
      headers: owner,
      data: { payment_status: 'paid' },
    });
    expect(approved.status()).toBe(200);
    await page.goto('/');
    const bell = page.getByRole('button', { name: 'Notifikasi, 2 belum dibaca' });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifikasi' });
    await expect(panel.getByRole('link', { name: /Pembayaran diterima/ })).toBeVisible();
    await expectAccessible(page, 'notifikasi');
    await snapBoth(page, 'notification-bell');
    await panel.getByRole('link', { name: /Pembayaran diterima/ }).click();
    await expect(page).toHaveURL(new RegExp(`/account/transactions/${order.id}$`));
    await expect(page.getByRole('button', { name: 'Notifikasi, 1 belum dibaca' })).toBeVisible();
    const approvedMail = (await smtp.waitFor(2, 20_000))[1]!;
    expect(approvedMail.subject).toBe(`Pembayaran diterima: pesanan ${orderNumber} | Toko`);

    // 'Lupa password?': the answer, then the mail with the link.
    // A visitor in another browser, not logged in.
    const visitor = await freshPage(browser, base);
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Login', exact: true }).click();
    const loginDialog = visitor.getByRole('dialog');
    await loginDialog.getByLabel('Email').fill(email);
    await loginDialog.getByRole('button', { name: 'Lupa password?' }).click();
    await expect(loginDialog.getByRole('heading', { name: 'Lupa Password' })).toBeVisible();
    await loginDialog.getByRole('button', { name: 'Kirim tautan' }).click();
    await expect(loginDialog.getByRole('status')).toContainText('Jika email tersebut terdaftar');
    await snap(visitor, 'forgot-password-1280');

    const mails = await smtp.waitFor(3, 20_000);
    const reset = mails[2]!;
    expect(reset.to).toEqual([email]);
    expect(reset.subject).toBe('Atur ulang password | Toko');
    const link = new RegExp(`${base.replaceAll('.', '\\.')}/reset-password\\?token=[\\w-]+`).exec(
      reset.text,
    )?.[0];
    expect(link).toBeTruthy();

    // The link opens the page; the new password is saved; the old one no longer works.
    await visitor.goto(link!);
    await expect(visitor.getByRole('heading', { name: 'Atur Ulang Password' })).toBeVisible();
    await expectAccessible(visitor, 'reset-password');
    await snapBoth(visitor, 'reset-password');
    await visitor.getByLabel('Password Baru', { exact: true }).fill('Rak-Buku-Baru-2026');
    await visitor.getByLabel('Konfirmasi Password Baru').fill('Rak-Buku-Baru-2026');
    await visitor.getByRole('button', { name: 'Simpan Password Baru' }).click();
    await expect(visitor.getByRole('status')).toHaveText(
      'Password berhasil diatur ulang. Silakan masuk dengan password baru.',
    );
    await visitor.getByRole('button', { name: 'Masuk', exact: true }).click();
    const again = visitor.getByRole('dialog');
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password', { exact: true }).fill('Rak-Buku-Baru-2026');
    await again.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(visitor.getByText('Login successful')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Akun saya' })).toBeVisible();
    const old = await request.post(`${base}/api/auth/login`, {
      data: { email, password: 'Lemari-Jati-2026' },
    });
    expect(old.status()).toBe(401);
    // The link is spent.
    await visitor.goto(link!);
    await visitor.getByLabel('Password Baru', { exact: true }).fill('Rak-Buku-Lagi-2026');
    await visitor.getByLabel('Konfirmasi Password Baru').fill('Rak-Buku-Lagi-2026');
    await visitor.getByRole('button', { name: 'Simpan Password Baru' }).click();
    await expect(visitor.getByRole('alert')).toContainText('tidak berlaku atau sudah kedaluwarsa');

    // The owner reads both on 'Pesan Keluar', sent, the reset's text hidden.
    const admin = await freshPage(browser, base, await adminToken(request, base));
    await admin.goto('/dashboard/pesan-keluar');
    await expect(admin.getByRole('heading', { name: 'Pesan Keluar' })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: `Instruksi pembayaran pesanan ${orderNumber}` });
    await expect(row.getByText('Terkirim')).toBeVisible();
    await expect(
      admin
        .getByRole('row')
        .filter({ hasText: 'Atur ulang password | Toko' })
        .getByText('Isi disembunyikan (tautan pribadi)'),
    ).toBeVisible();
    await expectAccessible(admin, 'pesan-keluar');
    await snapBoth(admin, 'pesan-keluar');
  });
});

import { expect } from '@playwright/test';
import { E2E_ADMIN, loginFromHeader, snap, uniqueEmail } from './support.ts';
import { test } from './test.ts';

test('a visitor registers from the header and sees the account link', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Daftar di sini' }).click();
  await dialog.getByLabel('Nama Lengkap').fill('Rina Kartika');
  await dialog.getByLabel('Email').fill(uniqueEmail('rina'));
  await dialog.getByLabel('Password', { exact: true }).fill('Kursi-Jati-2026');
  await dialog.getByLabel('Konfirmasi Password').fill('Kursi-Jati-2027');
  await dialog.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match');

  await dialog.getByLabel('Konfirmasi Password').fill('Kursi-Jati-2026');
  await dialog.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Akun saya' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);

  // The session survives a reload: the stored token is verified on load.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Akun saya' })).toBeVisible();
});

test('an admin logs in, lands on the dashboard, and / redirects there @journey', async ({ page }) => {
  await page.goto('/');
  await loginFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // No storefront header for admins.
  await expect(page.getByRole('navigation', { name: 'Kategori' })).toHaveCount(0);

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/sofas');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor opening /cart gets the login dialog, and closing it returns home', async ({ page }) => {
  await page.goto('/cart');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  await snap(page, 'login-dialog-1280');
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the login dialog shows the spec text for an empty form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter both email and password');
});

import { expect } from '@playwright/test';
import { adminToken, expectAccessible, freshPage, snapBoth, uniqueEmail } from './support.ts';
import { test } from './test.ts';

// The staff role (ADR 087): the owner makes an account staff; staff work the orders and never reach
// the owner's pages, in Chromium and on the server.

test('a staff login lands on the orders, sees only the pages of its work, and cannot reach the settings', async ({
  page,
}) => {
  const base = test.info().project.use.baseURL as string;
  const email = uniqueEmail('staf');
  const password = 'staf-toko-123';
  const registered = await page.request.post(`${base}/api/auth/register`, {
    data: { fullname: 'Sari Staf', email, password },
  });
  expect(registered.status()).toBe(201);
  const { user } = await registered.json();

  // The owner makes her staff on her customer page.
  const owner = await freshPage(page.context().browser()!, base, await adminToken(page.request, base));
  await owner.goto(`/dashboard/users/${user.id}`);
  await owner.getByRole('button', { name: 'Jadikan Staf' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Jadikan staf?' });
  await dialog.getByRole('button', { name: 'Jadikan Staf' }).click();
  await expect(owner.getByText('Sari Staf kini staf')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Jadikan Pembeli' })).toBeVisible();

  const login = await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
  const { token } = await login.json();
  const staff = await freshPage(page.context().browser()!, base, token);
  await staff.goto('/dashboard');
  await expect(staff).toHaveURL(/\/dashboard\/orders$/);
  await expect(staff.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  const nav = staff.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link')).toHaveCount(6);
  await expect(nav.getByRole('link', { name: 'Pengaturan' })).toHaveCount(0);
  await snapBoth(staff, 'staff-orders');
  await expectAccessible(staff, 'orders, as staff');

  await staff.goto('/dashboard/settings');
  await expect(staff).toHaveURL(/\/dashboard\/orders$/);
  const settings = await page.request.get(`${base}/api/settings`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(settings.status()).toBe(403);
  expect((await settings.json()).message).toBe('Hanya admin yang dapat melakukan ini');
});

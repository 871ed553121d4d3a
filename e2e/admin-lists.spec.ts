import { expect, type Page } from '@playwright/test';
import { adminToken, expectAccessible, freshPage, snapBoth } from './support.ts';
import { test } from './test.ts';

// Every admin list is built from one kit (apps/web/src/components/list-page, ADR 057): the same search,
// chips, table, pager, empty and error states. Here each list as the owner sees it at 375 and 1280 px,
// with axe-core, and the keyboard in one of its dialogs.

async function adminPage(page: Page) {
  const base = test.info().project.use.baseURL as string;
  return freshPage(page.context().browser()!, base, await adminToken(page.request, base));
}

/** The list has answered: its heading is there and no spinner is left. */
async function settled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

const LISTS: [path: string, heading: string, shot: string][] = [
  ['/dashboard/arisans', 'Arisan', 'kit-arisans'],
  ['/dashboard/members', 'Members', 'kit-members'],
  ['/dashboard/locations', 'Location', 'kit-locations'],
  ['/dashboard/products', 'Products', 'kit-products'],
  ['/dashboard/users', 'Users', 'kit-users'],
  ['/dashboard/categories', 'Categories', 'kit-categories'],
  ['/dashboard/orders', 'Orders', 'kit-orders'],
  ['/dashboard/verifikasi-iuran', 'Verifikasi Iuran', 'kit-verifikasi-iuran'],
];

test('every admin list, its empty and its error state fit 375 and 1280 px with no serious axe finding', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const admin = await adminPage(page);
  for (const [path, heading, shot] of LISTS) {
    await admin.goto(path);
    await settled(admin, heading);
    await snapBoth(admin, shot);
    await expectAccessible(admin, path);
  }

  // Empty: a search nothing matches.
  await admin.goto('/dashboard/products');
  await settled(admin, 'Products');
  await admin.getByRole('searchbox', { name: 'Cari product' }).fill('tidak-ada-produk-seperti-ini');
  await expect(admin.getByText('No products found')).toBeVisible();
  await snapBoth(admin, 'kit-products-empty');
  await expectAccessible(admin, 'products, empty');

  // Error: the list's request fails; the page says so the spec's way.
  await admin.route('**/api/users?*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Server sedang sibuk', code: 'INTERNAL' }),
    }),
  );
  await admin.goto('/dashboard/users');
  await expect(admin.getByRole('alert')).toHaveText('Error: Server sedang sibuk');
  await snapBoth(admin, 'kit-users-error');
  await expectAccessible(admin, 'users, error');
  await admin.context().close();
});

test('a dialog keeps Tab inside while open and gives focus back to the button that opened it', async ({
  page,
}) => {
  const admin = await adminPage(page);
  await admin.goto('/dashboard/users');
  await settled(admin, 'Users');
  const opener = admin.getByRole('button', { name: 'Hapus Budi Santoso' });
  await opener.focus();
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: 'Hapus Pengguna' });
  await expect(dialog).toBeVisible();

  const insideDialog = () => admin.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);
  // The dialog has three controls (Tutup, Batal, Hapus): seven presses go round it twice, each way.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 7; i++) {
      await admin.keyboard.press(key);
      expect(await insideDialog(), `focus after ${key} x${i + 1}`).toBe(true);
    }
  }

  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await admin.context().close();
});

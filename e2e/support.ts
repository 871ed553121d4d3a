import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page } from '@playwright/test';

export { E2E_ADMIN } from './playwright.config.ts';

/** A delivery address the server accepts (a real Bangkalan kecamatan and desa). */
export const ADDRESS = {
  label: 'Rumah',
  recipient: 'Rahmat Hidayat',
  phone: '081234567890',
  provinsi: 'Jawa Timur',
  kabupaten: 'Bangkalan',
  kecamatan: 'Arosbaya',
  desa: 'Balung',
  jalan: 'Jl. Raya Arosbaya No. 7',
  postal_code: '69151',
};

export const DEMO_CUSTOMER = { email: 'budi@toko.local', password: 'belanja123' };

let counter = 0;
export function uniqueEmail(prefix = 'pembeli'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Logs in through the header's Login button and dialog. */
export async function loginFromHeader(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/** Saves a screenshot under screenshots/ (looked at by people, not compared by tests). */
export async function snap(page: Page, name: string) {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

export const MOBILE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 800 };

/** Screenshots of the current page at 1280 px and 375 px. */
export async function snapBoth(page: Page, name: string) {
  // Toasts come and go; keep them out of the pictures.
  await page.evaluate(
    `(() => { const s = document.createElement('style'); s.id = 'hide-toasts'; s.textContent = '[data-sonner-toaster] { display: none !important; }'; document.head.append(s); })()`,
  );
  await page.setViewportSize(DESKTOP);
  await snap(page, `${name}-1280`);
  await page.setViewportSize(MOBILE);
  // No sideways scrolling of the page itself on a phone (wide tables scroll inside their box).
  await expect
    .poll(() => page.evaluate('document.documentElement.scrollWidth - window.innerWidth'), {
      message: `${name} scrolls sideways at 375 px`,
      timeout: 8000,
    })
    .toBeLessThanOrEqual(0);
  await snap(page, `${name}-375`);
  await page.setViewportSize(DESKTOP);
  await page.evaluate(`document.getElementById('hide-toasts')?.remove()`);
}

/** A page of a fresh browser context (a second person at the same shop), logged in with `token` when given. */
export async function freshPage(browser: Browser, baseURL: string, token?: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  if (token) {
    await context.addInitScript((t) => {
      (globalThis as any).localStorage.setItem(
        'persist:root',
        JSON.stringify({ version: 1, auth: { token: t } }),
      );
    }, token);
  }
  return context.newPage();
}

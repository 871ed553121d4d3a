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

/** Screenshots at a phone's width and a laptop's, back at the laptop's after; at 375 px nothing may scroll sideways. */
export async function snapBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(150);
  // (The e2e project has no DOM types: the page's globals are reached through globalThis.)
  const overflow = await page.evaluate(() => {
    const w = globalThis as any;
    return w.document.documentElement.scrollWidth - w.innerWidth;
  });
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await snap(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(150);
  await snap(page, `${name}-1280`);
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

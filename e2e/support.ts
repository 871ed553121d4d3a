import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from './playwright.config.ts';
import { heldPages, waitsForItsCode } from './test.ts';

export { E2E_ADMIN };

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

/**
 * Holds the app's entry script back, as on a slow phone: the page is drawn (ADR 041) but its code has
 * not run. Returns the call that lets it through.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  heldPages.add(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Picks `option` in the address form's searchable region picker named `label`: types `typed` (part of
 * it, as a shopper would: 'sura' for Kota Surabaya) and clicks the match.
 */
export async function pickRegion(scope: Locator, label: string, option: string, typed = option) {
  const box = scope.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(typed);
  await scope.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/**
 * Saves a screenshot under screenshots/ (looked at by people, not compared by tests). CI sets
 * E2E_SCREENSHOTS=0: nobody looks at a clean clone's pictures, and the layout checks around them still run.
 */
export async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
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
  // From the top: a full-page picture draws the sticky header and the phone's bottom bars where the
  // window was scrolled to, over the content.
  await page.evaluate('window.scrollTo(0, 0)');
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

/**
 * Waits until the app has taken the page over: it is drawn (`__tokoDrawn`, set once it has drawn or
 * hydrated the page, its parts included, ADR 096) and its effects have run, which Preact does in a task after the next frame (ADR 094); a
 * frame and a task later they have.
 */
export async function waitUntilAlive(page: Page) {
  // Functions, not strings: a string is run by eval, which the shop's CSP forbids.
  await page.waitForFunction(() => (window as { __tokoDrawn?: boolean }).__tokoDrawn === true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/**
 * axe-core on the page as it is now: no serious or critical finding (WCAG 2.1 A and AA rules). The
 * message lists each finding with the elements it names, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `axe-core on ${label}`).toEqual([]);
  // A label or an aria reference names the first element of its id: every id is used once (useId under
  // Preact, ADR 094; axe no longer checks plain ids).
  const repeated = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
  expect(repeated, `ids used more than once on ${label}`).toEqual([]);
}

/** 'Unggah Bukti Transfer' (an order's or an arisan member's): a receipt photo, the sender's bank and name. */
export async function sendProof(page: Page, color: string, bank: string, sender = 'Rahmat Hidayat') {
  const form = page.getByRole('form', { name: 'Unggah Bukti Transfer' });
  await form
    .getByLabel('Foto atau PDF (maks. 5 MB)')
    .setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: await receipt(color) });
  await form.getByLabel('Bank pengirim').fill(bank);
  await form.getByLabel('Nama pengirim').fill(sender);
  await form.getByRole('button', { name: 'Kirim Bukti Transfer' }).click();
  await expect(page.getByText('Bukti transfer terkirim. Penjual akan memeriksanya.')).toBeVisible();
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
  return waitsForItsCode(await context.newPage());
}

/** 'Rp 4.299.123' as the shop writes it (the space may be a no-break space). */
export const rupiah = (n: number) => new RegExp(`Rp\\s${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`);

/** A photo of a transfer receipt, made here (a plain coloured PNG). */
export const receipt = (color: string) =>
  sharp({ create: { width: 240, height: 160, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A new customer with a default address (ADDRESS), by the API; answers their token and auth headers. */
export async function register(request: APIRequestContext, base: string, fullname = 'Rahmat Hidayat') {
  const res = await request.post(`${base}/api/auth/register`, {
    data: { fullname, email: uniqueEmail('bayar'), password: 'belanja123' },
  });
  expect(res.status()).toBe(201);
  const token = (await res.json()).token as string;
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post(`${base}/api/shipping-address`, { headers, data: ADDRESS })).status()).toBe(201);
  return { token, headers };
}

export async function adminToken(request: APIRequestContext, base: string) {
  const res = await request.post(`${base}/api/auth/login`, { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

/** A product of its own, in a category of its own, by the admin (the short-deadline shop has no demo data). */
export async function newProduct(request: APIRequestContext, base: string, stock: number, price = 1_250_000) {
  const headers = { authorization: `Bearer ${await adminToken(request, base)}` };
  const suffix = Date.now().toString(36);
  const category = await request.post(`${base}/api/categories`, {
    headers,
    data: { name: `Uji Bayar ${suffix}` },
  });
  expect(category.status()).toBe(201);
  const form = new FormData();
  form.append('name', `Lemari Uji ${suffix}`);
  form.append('price', String(price));
  form.append('stock', String(stock));
  form.append('category_id', String((await category.json()).data.id));
  const res = await request.post(`${base}/api/products`, { headers, multipart: form });
  expect(res.status()).toBe(201);
  const product = (await res.json()).data;
  return {
    id: product.id as number,
    name: product.name as string,
    slug: product.slug as string,
    path: `/${product.category.slug}/${product.slug}`,
  };
}

import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN, freshPage, MOBILE, snapBoth } from './support.ts';
import { test } from './test.ts';

// Layout a component test cannot see: the arisan detail tabs on a phone, and the printable report.

const tag = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;
const TABS = ['Ringkasan', 'Jadwal', 'Kontribusi', 'Riwayat Perubahan'];

test('the arisan tabs all fit a 375 px phone, and the report prints from the same arisan', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const token = (await login.json()).token as string;
  const headers = { authorization: `Bearer ${token}` };
  const ids: number[] = [];
  for (const name of [`Siti ${tag}`, `Ahmad ${tag}`]) {
    const res = await request.post('/api/members', { headers, data: { name } });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).data.id);
  }
  const created = await request.post('/api/arisans', {
    headers,
    data: {
      name: `Arisan Tab ${tag}`,
      contribution_amount: 100_000,
      saving_type: 'monthly',
      duration: 2,
      start_date: '2026-01-31',
      members_ids: ids,
    },
  });
  expect(created.status()).toBe(201);
  const arisanId = (await created.json()).data.id as number;

  const page: Page = await freshPage(browser, baseURL!, token);
  await page.goto(`/dashboard/arisans/${arisanId}`);
  const tablist = page.getByRole('tablist');
  await expect(tablist.getByRole('tab')).toHaveText(TABS);

  await page.setViewportSize(MOBILE);
  // Every tab whole inside the phone's width and inside its own row, which does not scroll sideways.
  const row = (await tablist.boundingBox())!;
  expect(row.x + row.width).toBeLessThanOrEqual(MOBILE.width);
  for (const name of TABS) {
    const box = (await tablist.getByRole('tab', { name }).boundingBox())!;
    expect(box.x, `${name} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside the screen`).toBeLessThanOrEqual(MOBILE.width);
    expect(box.x + box.width, `${name} ends inside the tab row`).toBeLessThanOrEqual(row.x + row.width + 0.5);
  }
  expect(await tablist.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // Arrow keys and ?tab= still work in the two-by-two layout.
  await tablist.getByRole('tab', { name: 'Ringkasan' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tablist.getByRole('tab', { name: 'Riwayat Perubahan' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\?tab=/);
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Ringkasan' })).toHaveAttribute('aria-selected', 'true');
  await page.evaluate('document.activeElement?.blur()');
  await snapBoth(page, 'arisan-detail-tabs');

  await page.goto(`/dashboard/arisans/${arisanId}/laporan`);
  await expect(page.getByRole('heading', { name: `Laporan Arisan: Arisan Tab ${tag}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke arisan' })).toHaveAttribute(
    'href',
    `/dashboard/arisans/${arisanId}`,
  );
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled();
  await snapBoth(page, 'arisan-report');
  // On paper: no toolbar.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
  await expect(page.getByRole('heading', { name: `Laporan Arisan: Arisan Tab ${tag}` })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.context().close();
});

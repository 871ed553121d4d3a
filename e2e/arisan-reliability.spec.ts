import { expect, type Page } from '@playwright/test';
import {
  adminToken,
  E2E_ADMIN,
  expectAccessible,
  freshPage,
  loginFromHeader,
  newProduct,
  register,
  snapBoth,
} from './support.ts';
import { test } from './test.ts';

// 'Catatan Pembayaran' and 'Biaya Posisi' as the owner meets them (ADR 079, 080): the member page's card,
// the badges in both member pickers, the early-position minimum refused in 'Tambah Member', and the
// position table in 'Add Arisan'. Data is made through the API.

const tag = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

async function adminHeaders(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

test('payment record, early-position minimum and position cost at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  const headers = await adminHeaders(page);
  const post = async (url: string, data?: unknown) => {
    const res = await page.request.post(url, { headers, ...(data === undefined ? {} : { data }) });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return ((await res.json()) as { data: any }).data;
  };
  const rina = await post('/api/members', { name: `Rina ${tag}` });
  const joko = await post('/api/members', { name: `Joko ${tag}` });
  // Monthly from 31 January 2025: Rina pays cycle 1 on its date and cycle 2 late; cycles 3-4 are missed.
  const history = await post('/api/arisans', {
    name: `Arisan Riwayat ${tag}`,
    contribution_amount: 100_000,
    saving_type: 'monthly',
    duration: 4,
    start_date: '2025-01-31',
    members_ids: [rina.id, joko.id],
  });
  await post(`/api/arisans/${history.id}/initialize-contributions`);
  const pay = (memberId: number, cycles: number, date: string) =>
    post(`/api/arisans/${history.id}/member/${memberId}/contribution`, {
      amount: 100_000 * cycles,
      cycles,
      payment_date: date,
    });
  await pay(rina.id, 1, '2025-01-31');
  await pay(rina.id, 1, '2025-03-10');
  await pay(joko.id, 4, '2025-01-30');
  const strict = await post('/api/arisans', {
    name: `Arisan Ketat ${tag}`,
    contribution_amount: 100_000,
    saving_type: 'monthly',
    duration: 10,
    start_date: '2099-01-01',
    early_min_on_time_percent: 80,
  });

  await page.goto('/');
  await loginFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // The member page: four counts, the share and the arisan's line.
  await page.goto(`/dashboard/members/${rina.id}`);
  const card = page.getByRole('region', { name: /Catatan Pembayaran/ });
  await expect(card.getByText('Tepat waktu 25%').first()).toBeVisible();
  await expect(card).toContainText('tepat waktu 1 · terlambat 1 · terlewat 2 · koreksi 0');
  await expectAccessible(page, 'member page');
  await snapBoth(page, 'reliability-member-page');

  // 'Tambah Member' on an arisan asking 80% for positions 1-5: Rina (25%) is refused at position 1.
  await page.goto(`/dashboard/arisans/${strict.id}`);
  await page.getByRole('button', { name: /Tambah Member/ }).click();
  const join = page.getByRole('dialog', { name: 'Tambah Member' });
  await join.getByLabel('Cari member').fill(tag);
  await expect(
    join.getByRole('option', { name: `Rina ${tag} (${rina.passcode}) · Tepat waktu 25%` }),
  ).toBeAttached();
  await join.getByLabel('Member', { exact: true }).selectOption(String(rina.id));
  await expect(join.getByTestId('chosen-reliability')).toContainText('Tepat waktu 25%');
  await join.getByLabel('Posisi').fill('1');
  await expect(join.getByText('Posisi 1-5 hanya untuk member yang tepat waktu minimal 80%.')).toBeVisible();
  await expectAccessible(page, 'Tambah Member');
  await snapBoth(page, 'reliability-add-member');
  await join.getByRole('button', { name: 'Tambah' }).click();
  await expect(
    page.getByText(
      `Posisi 1 adalah posisi awal (posisi 1-5) yang mensyaratkan tepat waktu minimal 80%: Rina ${tag} baru tepat waktu 25%`,
    ),
  ).toBeVisible();
  // Joko (100%) takes it.
  await join.getByLabel('Member', { exact: true }).selectOption(String(joko.id));
  await join.getByRole('button', { name: 'Tambah' }).click();
  await expect(join).toBeHidden();

  // 'Add Arisan': the badges in the picker, the minimum and 'Biaya Posisi' as the fields are typed.
  await page.goto('/dashboard/arisans');
  await page.getByRole('button', { name: 'Add Arisan' }).click();
  const add = page.getByRole('dialog', { name: 'Add Arisan' });
  await add.getByLabel('Nama arisan').fill(`Arisan Baru ${tag}`);
  await add.getByLabel('Kontribusi per putaran (Rp)').fill('100000');
  await add.getByLabel('Tipe').selectOption('monthly');
  await add.getByLabel('Durasi (putaran)').fill('10');
  await add.getByLabel('Minimal tepat waktu untuk posisi awal (%)').fill('80');
  await add.getByLabel('Cari member').fill(tag);
  await expect(add.getByRole('checkbox', { name: new RegExp(`Joko ${tag}`) }).locator('..')).toContainText(
    'Tepat waktu 100%',
  );
  const table = add.getByRole('region', { name: 'Biaya Posisi' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('row').nth(1)).toContainText('pinjaman dari kelompok');
  await expectAccessible(page, 'Add Arisan');
  await snapBoth(page, 'reliability-add-arisan');
});

test("what a drawn turn means, beside 'Gabung', at 1280 and 375 px", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const admin = { authorization: `Bearer ${await adminToken(page.request, base)}` };
  const product = await newProduct(page.request, base, 5, 1_200_000);
  // Rp 1.200.000 goods, 4 weekly members, Rp 10.000 fee: Rp 310.000 a week, Rp 1.240.000 in all.
  const group = await page.request.post('/api/arisans/barang', {
    headers: admin,
    data: {
      product_id: product.id,
      members: 4,
      saving_type: 'weekly',
      start_when_full: true,
      admin_fee: 10_000,
    },
  });
  expect(group.status(), await group.text()).toBe(201);
  const { token } = await register(page.request, base, `Wulan ${tag}`);
  const shopper = await freshPage(page.context().browser()!, base, token);
  await shopper.goto(product.path);
  const offer = shopper.getByRole('region', { name: /^Cicil lewat Arisan/ });
  await offer.getByRole('button', { name: 'Gabung' }).click();
  const terms = shopper.getByRole('dialog', { name: 'Gabung arisan ini?' });
  const cost = terms.getByTestId('barang-position-cost');
  await expect(cost).toContainText('Menerima di putaran 1: pinjaman dari kelompok, bunga efektif per tahun');
  await expect(cost).toContainText('Menerima di putaran 4 (terakhir): tabungan, bunga efektif per tahun -');
  await expectAccessible(shopper, "'Gabung' terms");
  await snapBoth(shopper, 'reliability-barang-terms');
  await shopper.close();
});

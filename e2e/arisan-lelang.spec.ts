import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  adminToken,
  expectAccessible,
  freshPage,
  MOBILE,
  newProduct,
  register,
  rupiah,
  snapBoth,
} from './support.ts';
import { test } from './test.ts';

// ADR 077: a money arisan decided by lelang, in the browser. Three members with accounts (customers who
// once joined the shop's arisan barang) bid a sealed discount on their phones; the organiser sees only
// how many bid, closes, and the winner and every member's dividend show in 'Arisan Saya' and the report.

const CONTRIBUTION = 100_000;
const POT = 3 * CONTRIBUTION;

interface Bidder {
  name: string;
  token: string;
  memberId: number;
  page: Page;
}

async function api(request: APIRequestContext, base: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => {
      const res = await request.get(`${base}/api${path}`, { headers });
      expect(res.status(), path).toBe(200);
      return res.json();
    },
    post: async (path: string, data?: unknown) => {
      const res = await request.post(`${base}/api${path}`, { headers, data });
      expect(res.status(), `${path} ${await res.text()}`).toBeLessThan(300);
      return res.json();
    },
  };
}

/** snapBoth leaves the page at 1280 px; the members are on phones. */
async function snapPhone(page: Page, name: string) {
  await snapBoth(page, name);
  await page.setViewportSize(MOBILE);
}

test('@journey three members bid in a lelang on their phones; the organiser closes; the winner and the dividends show', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL!;
  const adminApi = await api(request, base, await adminToken(request, base));

  // Three customers who have a member record with their account: they joined an arisan barang group.
  const product = await newProduct(request, base, 10);
  const group = await adminApi.post('/arisans/barang', {
    product_id: product.id,
    members: 4,
    saving_type: 'monthly',
    start_when_full: true,
  });
  const suffix = Date.now().toString(36);
  const bidders: Bidder[] = [];
  for (const first of ['Sari', 'Dewi', 'Rudi']) {
    const name = `${first} Lelang ${suffix}`;
    const { token } = await register(request, base, name);
    await (await api(request, base, token)).post(`/arisan-barang/${group.data.id}/join`);
    const found = await adminApi.get(`/members?search=${encodeURIComponent(name)}`);
    const page = await freshPage(browser, base, token);
    await page.setViewportSize(MOBILE);
    bidders.push({ name, token, memberId: found.data[0].id, page });
  }

  // The organiser's lelang arisan, started, every member paid for cycle 1 (due today).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const arisan = (
    await adminApi.post('/arisans', {
      name: `Arisan Lelang ${suffix}`,
      contribution_amount: CONTRIBUTION,
      saving_type: 'monthly',
      duration: 3,
      start_date: today,
      members_ids: bidders.map((b) => b.memberId),
      recipient_rule: 'lelang',
      lelang_cap_percent: 30,
      lelang_commission_percent: 5,
    })
  ).data;
  await adminApi.post(`/arisans/${arisan.id}/initialize-contributions`);
  for (const b of bidders) {
    await adminApi.post(`/arisans/${arisan.id}/member/${b.memberId}/contribution`, {
      amount: CONTRIBUTION,
      cycles: 1,
      payment_date: today,
    });
  }

  // The organiser opens the lelang of cycle 1 from 'Jadwal'.
  const admin = await freshPage(browser, base, await adminToken(request, base));
  await admin.goto(`/dashboard/arisans/${arisan.id}?tab=jadwal`);
  const lelang = admin.getByRole('region', { name: 'Lelang', exact: true });
  await expect(lelang).toBeVisible({ timeout: 30_000 });
  await lelang.getByRole('button', { name: 'Buka Lelang' }).click();
  const card = lelang.getByRole('article', { name: 'Lelang putaran 1' });
  await expect(card).toContainText('0 dari 3 member');
  // The draw is not offered: the lelang replaces it.
  await expect(admin.getByRole('button', { name: 'Undi putaran 1' })).toHaveCount(0);

  // Each member bids on their phone; Dewi bids the most.
  const bids = [20_000, 45_000, 10_000];
  for (const [i, b] of bidders.entries()) {
    await b.page.goto('/account/arisan');
    const mine = b.page.getByRole('region', { name: `Lelang ${arisan.name}` });
    await mine.getByLabel('Potongan yang kamu tawarkan (Rp)').fill(String(bids[i]));
    await mine.getByRole('button', { name: 'Kirim Tawaran' }).click();
    await expect(b.page.getByText('Tawaranmu tersimpan (tertutup sampai lelang ditutup)')).toBeVisible();
    await expect(mine.getByText(/Tawaranmu:/)).toContainText(rupiah(bids[i]!));
    if (i === 0) {
      await snapPhone(b.page, 'lelang-bid');
      await expectAccessible(b.page, "'Arisan Saya' with an open lelang");
    }
  }
  // A bid above the cap (30% of Rp 300.000) is refused under its field.
  const sari = bidders[0]!.page.getByRole('region', { name: `Lelang ${arisan.name}` });
  await sari.getByLabel('Potongan yang kamu tawarkan (Rp)').fill('90001');
  await sari.getByRole('button', { name: 'Ubah Tawaran' }).click();
  await expect(sari.getByText(/Potongan paling banyak 90\.000 rupiah/)).toBeVisible();

  // The organiser sees the count, not the amounts, then closes.
  await admin.reload();
  await expect(card).toContainText('3 dari 3 member');
  await expect(card).not.toContainText('45.000');
  await snapBoth(admin, 'lelang-admin-open');
  await card.getByRole('button', { name: 'Tutup Lelang' }).click();
  await expect(card).toContainText('Diterima pemenang');
  const winner = bidders[1]!;
  await expect(card).toContainText(winner.name);
  await expect(card).toContainText(rupiah(POT - 45_000));
  await snapBoth(admin, 'lelang-admin-closed');
  await expectAccessible(admin, 'the arisan detail with a closed lelang');

  // Commission 5% of 45.000 = 2.250; the rest, 42.750, shared by Sari and Rudi: 21.375 each.
  for (const b of [bidders[0]!, bidders[2]!]) {
    await b.page.reload();
    const mine = b.page.getByRole('region', { name: `Lelang ${arisan.name}` });
    await expect(mine).toContainText(winner.name);
    await expect(mine.getByText('Dividenmu').locator('xpath=following-sibling::dd[1]')).toContainText(
      rupiah(21_375),
    );
  }
  await winner.page.reload();
  await expect(winner.page.getByRole('region', { name: `Lelang ${arisan.name}` })).toContainText(
    `${winner.name} (kamu)`,
  );
  await snapPhone(bidders[0]!.page, 'lelang-result');
  await expectAccessible(bidders[0]!.page, "'Arisan Saya' after the close");

  // The organiser pays the winner: the form leaves the amount to the server, pot minus the discount.
  await admin.getByRole('button', { name: 'Bayar pot putaran 1' }).click();
  const pay = admin.getByRole('dialog', { name: 'Bayar Pot Putaran 1' });
  await expect(pay.getByLabel('Jumlah (Rp)')).toHaveValue('');
  await pay.getByRole('button', { name: 'Simpan' }).click();
  await expect(admin.getByText('Pembayaran pot berhasil dicatat!')).toBeVisible();

  // The report: the lelang row and the pot held: 300.000 in, 45.000 out as commission and dividends,
  // 255.000 to the winner.
  await admin.goto(`/dashboard/arisans/${arisan.id}/laporan`);
  const report = admin.getByRole('region', { name: 'Lelang', exact: true });
  await expect(report).toContainText(winner.name);
  await expect(report).toContainText(rupiah(2_250));
  await expect(admin.getByText('Dibayarkan ke penerima').locator('xpath=..')).toContainText(
    rupiah(POT - 45_000),
  );
  await expect(admin.getByText('Uang arisan dipegang').locator('xpath=..')).toContainText(/Rp\s0$/);
  await snapBoth(admin, 'lelang-report');
  await expectAccessible(admin, 'the report with a lelang');
});

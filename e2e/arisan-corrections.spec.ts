import { type APIRequestContext, expect } from '@playwright/test';
import { adminToken, expectAccessible, freshPage, snapBoth } from './support.ts';
import { test } from './test.ts';

// The organiser's walk (issue 'Arisan ahead'): two members swap turns, a payment is corrected after its
// cycle's pot was paid out (the dialog warns first), and the printed report flags that cycle.

const tag = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

/** A month before today in Jakarta, as YYYY-MM-DD: cycles 1 and 2 have come. */
function monthAgo() {
  const today = new Date(Date.now() + 7 * 3_600_000);
  today.setUTCMonth(today.getUTCMonth() - 1);
  return today.toISOString().slice(0, 10);
}

/**
 * Three members, a monthly arisan of Rp 250.000 started a month ago; each pays cycles 1 and 2, cycle 1's
 * pot (Rp 750.000) goes to the first, so the pot still holds cycle 2's money.
 */
async function paidOutArisan(request: APIRequestContext, base: string) {
  const headers = { authorization: `Bearer ${await adminToken(request, base)}` };
  const names = [`Rina ${tag}`, `Sari ${tag}`, `Tono ${tag}`];
  const ids: number[] = [];
  for (const name of names) {
    const res = await request.post(`${base}/api/members`, { headers, data: { name } });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).data.id);
  }
  const name = `Arisan Koreksi ${tag}`;
  const created = await request.post(`${base}/api/arisans`, {
    headers,
    data: {
      name,
      contribution_amount: 250_000,
      saving_type: 'monthly',
      duration: 3,
      start_date: monthAgo(),
      members_ids: ids,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  expect(
    (await request.post(`${base}/api/arisans/${id}/initialize-contributions`, { headers })).status(),
  ).toBe(200);
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  for (const member of ids) {
    const paid = await request.post(`${base}/api/arisans/${id}/member/${member}/contribution`, {
      headers,
      data: { amount: 500_000, cycles: 2, payment_date: today },
    });
    expect(paid.status()).toBe(201);
  }
  const assigned = await request.put(`${base}/api/arisans/${id}/cycles/1/recipient`, {
    headers,
    data: { member_id: ids[0] },
  });
  expect(assigned.status()).toBe(200);
  const payout = await request.post(`${base}/api/arisans/${id}/cycles/1/payout`, {
    headers,
    multipart: { paid_date: today, method: 'transfer' },
  });
  expect(payout.status()).toBe(201);
  return { id, name, names, token: headers.authorization.slice(7) };
}

test('the organiser swaps two turns, corrects a paid-out payment after a warning, and the report flags the cycle', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const base = testInfo.project.use.baseURL!;
  const arisan = await paidOutArisan(request, base);
  const [rina, sari, tono] = arisan.names as [string, string, string];
  const page = await freshPage(browser, base, arisan.token);

  // 'Tukar Giliran': Sari (2) and Tono (3) exchange turns; Rina received already, so she is not offered.
  await page.goto(`/dashboard/arisans/${arisan.id}`);
  await page.getByRole('button', { name: `Tukar giliran ${sari}` }).click();
  const swap = page.getByRole('dialog', { name: 'Tukar Giliran' });
  await expect(swap.getByRole('option', { name: `1. ${rina}` })).toHaveCount(0);
  await swap.getByLabel('Tukar dengan').selectOption({ label: `3. ${tono}` });
  await expect(swap.getByTestId('swap-preview')).toHaveText(
    `Setelah ditukar: ${sari} di posisi 3, ${tono} di posisi 2.`,
  );
  await expectAccessible(page, 'swap dialog');
  await snapBoth(page, 'arisan-swap-dialog');
  await swap.getByRole('button', { name: 'Tukar Giliran' }).click();
  await expect(swap).toBeHidden();
  const members = page.getByRole('region', { name: 'Member', exact: true });
  await expect(members.getByRole('row').filter({ hasText: tono })).toContainText(/^\s*2/);

  // 'Koreksi' of Sari's payment: cycle 1's pot is paid out, so the dialog warns and asks again.
  await page.getByRole('tab', { name: 'Kontribusi', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`Koreksi pembayaran ${sari}`) }).click();
  const correction = page.getByRole('dialog', { name: 'Koreksi Pembayaran' });
  await expect(correction.getByRole('alert')).toContainText('pot putaran 1 sudah dibayarkan ke penerima');
  await correction.getByLabel('Alasan koreksi').fill('Transfer ternyata gagal');
  await expectAccessible(page, 'correction warning');
  await snapBoth(page, 'arisan-correction-after-payout');
  await correction.getByRole('button', { name: 'Tetap Catat Koreksi' }).click();
  await expect(correction).toBeHidden();

  // The schedule and the printed report flag cycle 1: Rp 750.000 paid out, Rp 500.000 collected.
  await page.getByRole('tab', { name: 'Jadwal', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Jadwal' })).toContainText(
    /Dibayarkan melebihi iuran terkumpul: selisih Rp\s250\.000/,
  );
  // The history names the swap in words.
  await page.getByRole('tab', { name: 'Riwayat Perubahan', exact: true }).click();
  await expect(page.getByText('Tukar giliran dicatat')).toBeVisible();
  await page.goto(`/dashboard/arisans/${arisan.id}/laporan`);
  const flag = page.getByRole('alert');
  await expect(flag).toContainText(
    /Putaran 1: dibayarkan Rp\s750\.000, iuran terkumpul Rp\s500\.000 \(selisih Rp\s250\.000\)/,
  );
  await expectAccessible(page, 'report with a flagged cycle');
  await snapBoth(page, 'arisan-report-flag');
  await page.context().close();
});

import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN, loginFromHeader, snapBoth } from './support.ts';
import { test } from './test.ts';

// The arisan dialogs on the one Form, seen at 1280 and 375 px: errors under their fields, money grouped,
// the buttons in view. Data is made through the API; the dialogs are opened as the owner would.

const tag = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

async function adminToken(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

test('arisan dialogs at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  const headers = await adminToken(page);
  const ids: number[] = [];
  for (const name of [`Siti ${tag}`, `Ahmad ${tag}`, `Nur ${tag}`]) {
    const res = await page.request.post('/api/members', { headers, data: { name, phone: '081234567890' } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  const created = await page.request.post('/api/arisans', {
    headers,
    data: {
      name: `Arisan Form ${tag}`,
      contribution_amount: 250_000,
      saving_type: 'monthly',
      duration: 3,
      start_date: '2026-01-05',
      members_ids: ids.slice(0, 2),
    },
  });
  expect(created.status()).toBe(201);
  const arisanId = ((await created.json()) as { data: { id: number } }).data.id;
  const started = await page.request.post(`/api/arisans/${arisanId}/initialize-contributions`, { headers });
  expect(started.status()).toBe(200);

  await page.goto('/');
  await loginFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // Add Arisan, refused: each message under its field.
  await page.goto('/dashboard/arisans');
  await page.getByRole('button', { name: 'Add Arisan' }).click();
  const add = page.getByRole('dialog', { name: 'Add Arisan' });
  await add.getByLabel('Kontribusi per putaran (Rp)').fill('12,5');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(add.getByText('Nama arisan wajib diisi')).toBeVisible();
  await expect(add.getByText('Masukkan jumlah rupiah tanpa desimal, contoh 1.250.000')).toBeVisible();
  await snapBoth(page, 'arisan-form-add-errors');
  await add.getByLabel('Kontribusi per putaran (Rp)').fill('1250000');
  await expect(add.getByLabel('Kontribusi per putaran (Rp)')).toHaveValue('1.250.000');
  await add.getByRole('button', { name: 'Batal' }).click();

  // Ubah Arisan: money is in, so the contribution is read-only; an end before the start is refused.
  await page.goto(`/dashboard/arisans/${arisanId}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Ubah Arisan' });
  await edit.getByLabel('Tanggal selesai').fill('2025-12-01');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit.getByText('Tanggal selesai tidak boleh sebelum tanggal mulai')).toBeVisible();
  await snapBoth(page, 'arisan-form-edit');
  await edit.getByRole('button', { name: 'Batal' }).click();

  // Tambah Member: only the member not yet in it.
  await page.getByRole('button', { name: 'Tambah Member' }).click();
  const join = page.getByRole('dialog', { name: 'Tambah Member' });
  await join.getByPlaceholder('Cari member').fill(tag);
  await expect(join.getByRole('option', { name: new RegExp(`Nur ${tag}`) })).toHaveCount(1);
  await expect(join.getByRole('option', { name: new RegExp(`Siti ${tag}`) })).toHaveCount(0);
  await join.getByRole('button', { name: 'Tambah' }).click();
  await expect(join.getByText('Member wajib dipilih')).toBeVisible();
  await snapBoth(page, 'arisan-form-join');
  await join.getByRole('button', { name: 'Batal' }).click();

  // Set Tanggal Terima.
  await page.getByRole('button', { name: `Set Tanggal Terima Siti ${tag}` }).click();
  const received = page.getByRole('dialog', { name: 'Set Tanggal Terima' });
  await expect(received.getByLabel('Tanggal terima')).toBeVisible();
  await snapBoth(page, 'arisan-form-received');
  await received.getByRole('button', { name: 'Batal' }).click();

  // Tunjuk Penerima of cycle 1 (its date has come), on the 'Jadwal' tab.
  await page.getByRole('tab', { name: 'Jadwal', exact: true }).click();
  await page.getByRole('button', { name: 'Tunjuk penerima putaran 1' }).click();
  const assign = page.getByRole('dialog', { name: 'Tunjuk Penerima Putaran 1' });
  await assign.getByRole('button', { name: 'Simpan' }).click();
  await expect(assign.getByText('Pilih member penerima')).toBeVisible();
  await snapBoth(page, 'arisan-form-assign');
  await assign.getByRole('button', { name: 'Batal' }).click();

  // Locations: the edit dialog (at least one location exists).
  const loc = await page.request.post('/api/locations', { headers, data: { name: `Socah ${tag}` } });
  expect(loc.status()).toBe(201);
  await page.goto('/dashboard/locations');
  // The list pages by 10 in name order: edit whichever location comes first.
  await page
    .getByRole('button', { name: /^Ubah / })
    .first()
    .click();
  const editLoc = page.getByRole('dialog', { name: 'Ubah Lokasi' });
  await editLoc.getByLabel('Nama lokasi').fill('');
  await editLoc.getByRole('button', { name: 'Simpan' }).click();
  await expect(editLoc.getByText('Nama lokasi wajib diisi')).toBeVisible();
  await snapBoth(page, 'arisan-form-location-edit');
});

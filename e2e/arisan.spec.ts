import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, loginFromHeader, MOBILE, snapBoth } from './support.ts';
import { test } from './test.ts';

// The owner's arisan journey (issue 6): a location, three members, a monthly arisan started and paid into,
// a received date, and the numbers on the summary and the member detail.

/** Unique names, so two runs (or parallel specs) never collide. */
const tag = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

async function loginAsAdmin(page: Page) {
  await page.goto('/');
  await loginFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

function memberRow(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('row').filter({ hasText: name });
}

type NewMember = { name: string; phone: string; location?: string; address?: string; passcode?: string };

/** Adds members one by one through the members page's 'Tambah Member' dialog. */
async function addMembers(page: Page, members: NewMember[]) {
  await page.goto('/dashboard/members');
  for (const m of members) {
    await page.getByRole('button', { name: 'Tambah Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Member' });
    await dialog.getByLabel('Nama').fill(m.name);
    await dialog.getByLabel('No. Telepon').fill(m.phone);
    if (m.location) await dialog.getByLabel('Lokasi').selectOption({ label: m.location });
    if (m.address) await dialog.getByLabel('Alamat').fill(m.address);
    if (m.passcode) await dialog.getByLabel('Passcode').fill(m.passcode);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Member created successfully!');
    await expect(dialog).toBeHidden();
  }
}

/**
 * Creates a monthly arisan of 3 cycles at 100.000 each through the 'Add Arisan' dialog, picking `people`
 * (found by `search`) in that order; `snapName` takes screenshots of the filled dialog.
 */
async function addArisan(page: Page, name: string, search: string, people: string[], snapName?: string) {
  await page.goto('/dashboard/arisans');
  await page.getByRole('button', { name: 'Add Arisan' }).click();
  const add = page.getByRole('dialog', { name: 'Add Arisan' });
  await add.getByLabel('Nama arisan').fill(name);
  await add.getByLabel('Kontribusi per putaran (Rp)').fill('100000');
  await add.getByLabel('Tipe').selectOption({ label: 'Bulanan' });
  await add.getByLabel('Durasi (putaran)').fill('3');
  await add.getByPlaceholder('Cari member').fill(search);
  for (const person of people) await add.getByRole('checkbox', { name: new RegExp(person) }).check();
  await expect(add.getByText(people.map((person, i) => `${i + 1}. ${person}`).join(', '))).toBeVisible();
  if (snapName) await snapBoth(page, snapName);
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(add).toBeHidden();
}

/** Searches the arisan list for `search` and returns the row of the arisan called `name`. */
async function findArisan(page: Page, search: string, name: string): Promise<Locator> {
  await page.getByPlaceholder('Cari arisan').fill(search);
  await expect(page.getByRole('row')).toHaveCount(2);
  return memberRow(page, name);
}

/** Starts the arisan open on its detail page. */
async function startArisan(page: Page) {
  await expect(page.getByText('Arisan belum dimulai.')).toBeVisible();
  await page.getByRole('button', { name: 'Mulai Arisan' }).click();
  await page.getByRole('dialog', { name: 'Mulai Arisan' }).getByRole('button', { name: 'Mulai' }).click();
  await expectToast(page, 'Arisan berhasil dimulai!');
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
}

/** Opens the pay dialog from the 'Bayar' button of the row naming `name` in `scope`. */
async function openPay(page: Page, scope: Page | Locator, name: string): Promise<Locator> {
  await memberRow(scope, name)
    .getByRole('button', { name: /^Bayar/ })
    .click();
  return page.getByRole('dialog', { name: 'Bayar Kontribusi' });
}

/** Pays what the open pay dialog shows and waits for it to close. */
async function submitPay(page: Page, pay: Locator) {
  await pay.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expectToast(page, 'Kontribusi berhasil dicatat!');
  await expect(pay).toBeHidden();
}

test('@journey the owner runs a monthly arisan from locations to payments and received dates', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const location = `Kamal ${tag}`;
  const people = [`Siti ${tag}`, `Ahmad ${tag}`, `Nur ${tag}`];
  const arisanName = `Arisan RT ${tag}`;

  await loginAsAdmin(page);

  // A location.
  await page.goto('/dashboard/locations');
  await expect(page.getByRole('heading', { name: 'Location', exact: true })).toBeVisible();
  await page.getByLabel('Lokasi baru').fill('   ');
  await page.getByRole('button', { name: 'Tambah Lokasi' }).click();
  await page.getByLabel('Lokasi baru').fill(`   ${location} lama  `);
  await page.getByRole('button', { name: 'Tambah Lokasi' }).click();
  await expect(memberRow(page, `${location} lama`)).toBeVisible();
  await expect(page.getByLabel('Lokasi baru')).toHaveValue('');
  // Rename it in the edit dialog, then look at it.
  await memberRow(page, `${location} lama`)
    .getByRole('button', { name: `Ubah ${location} lama` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Ubah Lokasi' });
  await edit.getByLabel('Nama lokasi').fill(location);
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit).toBeHidden();
  await expect(memberRow(page, `${location} lama`)).toHaveCount(0);
  await memberRow(page, location)
    .getByRole('button', { name: `Lihat ${location}` })
    .click();
  const view = page.getByRole('dialog', { name: 'Detail Lokasi' });
  await expect(view).toContainText(location);
  await expect(view).toContainText(/Jumlah member\s*0/);
  await view.getByRole('button', { name: 'Tutup' }).click();
  await snapBoth(page, 'arisan-locations');

  // Three members living there.
  await addMembers(
    page,
    people.map((name, i) => ({
      name,
      phone: `0813${String(Date.now()).slice(-7)}${i}`,
      location,
      address: `Jl. Raya Kamal ${i + 1}`,
    })),
  );
  await page.getByRole('button', { name: location }).click();
  for (const name of people) await expect(memberRow(page, name)).toBeVisible();
  await snapBoth(page, 'arisan-members');

  // A monthly arisan of 3 cycles, 100.000 each, with the three members in order.
  await addArisan(page, arisanName, tag, people, 'arisan-add-dialog');

  // The list: search is debounced, the type chips filter.
  const listRow = await findArisan(page, tag, arisanName);
  await expect(listRow).toContainText(/Rp\s0/);
  await expect(listRow).toContainText('Bulanan');
  await page.getByRole('button', { name: 'Harian' }).click();
  await expect(page.getByText('No Arisans found.')).toBeVisible();
  await page.getByRole('button', { name: 'Bulanan' }).click();
  await expect(listRow).toBeVisible();
  await snapBoth(page, 'arisan-list');
  await listRow.getByRole('link', { name: /Details/ }).click();

  // The detail: start it.
  const membersTable = page.getByRole('region', { name: 'Member', exact: true });
  await expect(page.getByRole('heading', { name: arisanName })).toBeVisible();
  await expect(memberRow(membersTable, people[0]!).getByRole('button', { name: /^Bayar/ })).toBeDisabled();
  await startArisan(page);

  // Payments of 1 and 2 cycles.
  let pay = await openPay(page, membersTable, people[0]!);
  await expect(pay.getByLabel('Jumlah dibayar')).toHaveText(/Rp\s100\.000/);
  await submitPay(page, pay);

  pay = await openPay(page, membersTable, people[1]!);
  await pay.getByLabel('Jumlah putaran').fill('4');
  await pay.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(pay.getByText('Jumlah putaran harus 1 sampai 3')).toBeVisible();
  await pay.getByLabel('Jumlah putaran').fill('2');
  await expect(pay.getByLabel('Jumlah dibayar')).toHaveText(/Rp\s200\.000/);
  await snapBoth(page, 'arisan-pay-dialog');
  await submitPay(page, pay);

  // The first member received the pot.
  const first = memberRow(membersTable, people[0]!);
  await first.getByRole('button', { name: /^Set Tanggal Terima/ }).click();
  const received = page.getByRole('dialog', { name: 'Set Tanggal Terima' });
  await received.getByLabel('Tanggal terima').fill('2026-01-15');
  await received.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Data terima arisan berhasil diperbarui!');
  await expect(first.getByRole('button', { name: /^Set Tanggal Terima/ })).toBeDisabled();
  await expect(first).toContainText('15 Januari 2026');
  // 'Set Tanggal Terima' assigned the member's position (cycle 1) by hand: the 'Jadwal' shows it, and
  // cycle 1 is the current one (the arisan starts today). Each part of the detail page is a tab.
  await openTab(page, 'Jadwal');
  const jadwal = page.getByRole('region', { name: 'Jadwal' });
  const cycle1 = jadwal.locator('tr[aria-current="true"]');
  await expect(cycle1).toContainText(people[0]!);
  await expect(cycle1).toContainText('Ditunjuk');
  await expect(cycle1).toContainText('Sekarang');
  await expect(jadwal.getByRole('row')).toHaveCount(4);

  // The summary: 3 members, 300.000 of 900.000 collected.
  await openTab(page, 'Ringkasan');
  const summary = page.getByRole('region', { name: 'Ringkasan Kontribusi' });
  await expect(summary).toContainText(/Total Member\s*3/);
  await expect(summary).toContainText(/Total Kontribusi\s*Rp\s300\.000/);
  await expect(summary).toContainText(/Sisa\s*Rp\s600\.000/);
  await expect(summary).toContainText(/Persentase Terkumpul\s*33,33%/);
  await expect(summary.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33.33');
  await expect(memberRow(membersTable, people[1]!)).toContainText('2 / 3');
  // The ledger records who recorded each payment.
  await openTab(page, 'Kontribusi');
  const ledger = page.getByRole('region', { name: 'Riwayat Kontribusi' });
  await expect(ledger.getByRole('row')).toHaveCount(3);
  await expect(ledger).toContainText('Admin Toko');
  // 'Riwayat Perubahan' reads for people: members by name, rupiah, WIB times, Indonesian words.
  await openTab(page, 'Riwayat Perubahan');
  const history = page.getByRole('region', { name: 'Riwayat Perubahan' });
  await expect(history).toContainText('Kontribusi dibuat');
  await expect(history).toContainText(`Member: ${people[1]!}`);
  await expect(history).toContainText(/Jumlah: Rp\s100\.000/);
  await expect(history).toContainText('WIB');
  await expect(history).not.toContainText('member_id');
  await snapBoth(page, 'arisan-history');
  await openTab(page, 'Ringkasan');
  // The member who has paid nothing owes this month's cycle: a WhatsApp reminder with the amount.
  const reminder = memberRow(membersTable, people[2]!).getByRole('link', { name: /pengingat WhatsApp/ });
  await expect(reminder).toHaveAttribute('href', /^https:\/\/wa\.me\/62813/);
  await expect(reminder).toHaveAttribute('href', /1%20putaran%20belum%20dibayar/);
  await snapBoth(page, 'arisan-detail');

  // The member detail of the one who paid 2 cycles.
  await memberRow(membersTable, people[1]!).getByRole('link', { name: people[1]! }).click();
  await expect(page.getByRole('heading', { name: people[1]! })).toBeVisible();
  await expect(page.getByText(location)).toBeVisible();
  const membership = memberRow(page, arisanName);
  await expect(membership).toContainText('2 / 3');
  await expect(membership).toContainText(/Rp\s200\.000/);
  await expect(membership).toContainText('Belum Lunas');
  await membership.getByRole('button', { name: /^Detail/ }).click();
  const detail = page.getByRole('dialog', { name: arisanName });
  await expect(detail).toContainText('2 dari 3');
  await expect(detail).toContainText(/Rp\s100\.000 \(1 putaran\)/);
  await expect(detail).toContainText('66,67%');
  await snapBoth(page, 'arisan-member-detail-dialog');
  await detail.getByRole('button', { name: 'Tutup' }).click();

  // Paying the last cycle from the member page makes it 'Lunas'.
  await submitPay(page, await openPay(page, page, arisanName));
  await expect(membership.getByText('Lunas', { exact: true })).toBeVisible();
  await expect(membership).toContainText('3 / 3');
  await expect(membership.getByRole('button', { name: /^Bayar/ })).toBeDisabled();
  await snapBoth(page, 'arisan-member-detail');

  // The location with members cannot be deleted.
  await page.goto('/dashboard/locations');
  await memberRow(page, location)
    .getByRole('button', { name: `Hapus ${location}` })
    .click();
  // The dialog says why before anything is sent: the button is shut and names the reason.
  const deleting = page.getByRole('dialog', { name: 'Hapus Lokasi' });
  await expect(deleting).toContainText(/masih dipakai oleh \d+ member/);
  await expect(deleting.getByRole('button', { name: 'Masih dipakai member' })).toBeDisabled();
  await deleting.getByRole('button', { name: 'Batal' }).click();
  await expect(memberRow(page, location)).toBeVisible();
});

test('deleting an arisan with payments archives it and returns to the list', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Set up through the API: a started arisan with one payment.
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const member = await (
    await request.post('/api/members', { headers, data: { name: `Rina ${tag}`, phone: '081355500011' } })
  ).json();
  const name = `Arisan Arsip ${tag}`;
  const created = await request.post('/api/arisans', {
    headers,
    data: {
      name,
      payment_amount: 50_000,
      payment_type: 'weekly',
      duration: 4,
      start_date: '2026-01-05',
      members_ids: [member.data.id],
    },
  });
  const arisanId = (await created.json()).data.id as number;
  expect(
    (await request.post(`/api/arisans/${arisanId}/initialize-contributions`, { headers })).status(),
  ).toBe(200);
  const paid = await request.post(`/api/arisans/${arisanId}/member/${member.data.id}/contribution`, {
    headers,
    data: { amount: 100_000, cycles: 2, payment_date: '2026-01-12' },
  });
  expect(paid.status()).toBe(201);

  await loginAsAdmin(page);
  await page.goto(`/dashboard/arisans/${arisanId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // Edit: the contribution is locked once money is in; the name can change.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Ubah Arisan' });
  await expect(edit.getByLabel('Kontribusi per putaran (Rp)')).toBeDisabled();
  await expect(edit.getByLabel('Status')).toHaveValue('active');
  await edit.getByLabel('Nama arisan').fill(`${name} Baru`);
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Arisan berhasil diperbarui!');
  await expect(page.getByRole('heading', { name: `${name} Baru` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hapus Arisan' });
  await expect(confirm).toContainText('diarsipkan');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expectToast(page, 'Arisan berhasil dihapus!');
  await expect(page).toHaveURL(/\/dashboard\/arisans$/);
  await page.getByPlaceholder('Cari arisan').fill(name);
  await expect(page.getByText('No Arisans found.')).toBeVisible();
  await snapBoth(page, 'arisan-list-empty');

  // Its money records stay readable, and nothing more can be done with it.
  await page.goto(`/dashboard/arisans/${arisanId}`);
  await expect(page.getByText(/sudah diarsipkan/)).toBeVisible();
  await openTab(page, 'Kontribusi');
  const ledger = page.getByRole('region', { name: 'Riwayat Kontribusi' });
  await expect(ledger.getByRole('row')).toHaveCount(2);
  await expect(ledger).toContainText(/Rp\s100\.000/);
  await expect(page.getByRole('button', { name: 'Mulai Arisan' })).toHaveCount(0);
  await snapBoth(page, 'arisan-detail-archived');
});

test('@journey the organiser draws cycle 1, pays out the pot, and a member checks by passcode on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The whole journey on screen: three members with phones and passcodes chosen here (the self-check
  // asks for the last 4 digits), a monthly arisan that starts today, two of three paid up for cycle 1.
  const suffix = String(Date.now()).slice(-4);
  const people = [`Wati ${tag}`, `Yanto ${tag}`, `Zahra ${tag}`].map((name, i) => ({
    name,
    phone: `0813${suffix}000${i}`,
    passcode: `${name[0]}${tag}`.toUpperCase(),
  }));
  const name = `Arisan Undian ${tag}`;

  await loginAsAdmin(page);
  await addMembers(page, people);
  await addArisan(
    page,
    name,
    tag,
    people.map((p) => p.name),
  );
  await (await findArisan(page, name, name)).getByRole('link', { name: /Details/ }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await startArisan(page);
  const membersTable = page.getByRole('region', { name: 'Member', exact: true });
  for (const p of people.slice(0, 2)) await submitPay(page, await openPay(page, membersTable, p.name));

  // The reminders list names the member who is behind.
  const reminders = page.getByRole('region', { name: 'Pengingat' });
  await expect(reminders).toContainText(people[2]!.name);
  await expect(reminders.getByRole('link', { name: /pengingat WhatsApp/ })).toHaveAttribute(
    'href',
    /arisan%2Fcek/,
  );
  await openTab(page, 'Jadwal');
  // The tab is in the address, so a reload keeps it.
  await expect(page).toHaveURL(/\?tab=jadwal$/);
  await page.reload();
  const jadwal = page.getByRole('region', { name: 'Jadwal' });
  await expect(jadwal.locator('tr[aria-current="true"]')).toContainText('Sekarang');

  // The draw: commitment first, then the draw among the two paid-up members, verified in the browser.
  await jadwal.getByRole('button', { name: 'Undi putaran 1' }).click();
  const draw = page.getByRole('dialog', { name: 'Undian Putaran 1' });
  await draw.getByRole('button', { name: 'Terbitkan Komitmen' }).click();
  await expect(draw.getByText('Menunggu undian')).toBeVisible();
  await draw.getByRole('button', { name: 'Undi Sekarang' }).click();
  await expect(draw.getByText('Terverifikasi')).toBeVisible();
  // Zahra has not paid: she is not drawn among, and the proof says why she sat out (ADR 078).
  await expect(draw).toContainText(
    new RegExp(
      `Peserta undian[^]*\\(#\\d+\\), [^]*\\(#\\d+\\)Tidak ikut${people[2]!.name} \\(#\\d+\\): Belum lunas sampai putaran 1`,
    ),
  );
  await snapBoth(page, 'arisan-draw-dialog');
  // The footer's Tutup (the header's X carries the same name).
  await draw.getByRole('button', { name: 'Tutup', exact: true }).last().click();
  const cycle1 = jadwal.getByRole('row').filter({ hasText: 'Undian' });
  await expect(cycle1).toBeVisible();

  // The payout: the cycle's 200.000 by default, in cash.
  await jadwal.getByRole('button', { name: 'Bayar pot putaran 1' }).click();
  const payout = page.getByRole('dialog', { name: 'Bayar Pot Putaran 1' });
  await expect(payout.getByLabel('Jumlah (Rp)')).toHaveValue('200.000');
  await payout.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Pembayaran pot berhasil dicatat!');
  await expect(jadwal).toContainText(/Total dibayarkan\s*Rp\s200\.000/);
  await expect(jadwal).toContainText(/Uang dipegang\s*Rp\s0/);
  await snapBoth(page, 'arisan-detail-schedule');

  // A member checks their standing on a phone, without an account.
  const winnerRow = await cycle1.textContent();
  const winner = people.find((p) => winnerRow?.includes(p.name))!;
  const phone = await browser.newPage({ viewport: MOBILE });
  await phone.goto('/arisan/cek');
  await phone.getByLabel('Passcode').fill(winner.passcode);
  await phone.getByLabel('4 angka terakhir nomor HP').fill('0009');
  await phone.getByRole('button', { name: 'Cek' }).click();
  await expect(phone.getByRole('alert')).toContainText('Data tidak ditemukan');
  const digits = `000${people.indexOf(winner)}`;
  await phone.getByLabel('4 angka terakhir nomor HP').fill(digits);
  await phone.getByRole('button', { name: 'Cek' }).click();
  const result = phone.getByRole('region', { name: `Halo, ${winner.name}` });
  await expect(result).toContainText(name);
  await expect(result).toContainText('1 dari 3 putaran');
  await expect(result).toContainText(/Putaran 1,/);
  await expect(result.getByText('Terverifikasi')).toBeVisible();
  await snapBoth(phone, 'arisan-self-check');
  await phone.close();
});

/** The detail page's parts are tabs (the open one is kept in ?tab=). */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

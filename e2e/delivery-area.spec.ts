import { expect, test } from '@playwright/test';
import { adminToken, expectAccessible, freshPage, pickRegion, register, snapBoth } from './support.ts';

// Issue 27: the owner opens Jawa Tengah on 'Pengaturan Toko'; a shopper in Kota Semarang then adds their
// address with the searchable pickers (ADR 071).
test('the owner opens Jawa Tengah, and a shopper adds an address in Kota Semarang @journey', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const admin = await adminToken(request, base);
  const owner = await freshPage(browser, base, admin);
  await owner.goto('/dashboard/settings');
  await expect(owner.getByRole('heading', { name: 'Pengaturan Toko' })).toBeVisible();
  const area = owner.getByRole('region', { name: 'Area Pengiriman' });
  await expect(area.getByText('Kota Surabaya')).toBeVisible();
  const addProvince = area.getByRole('combobox', { name: 'Tambah Provinsi' });
  await addProvince.click();
  await addProvince.fill('teng');
  await area.getByRole('option', { name: 'Jawa Tengah', exact: true }).click();
  await expect(area.getByRole('button', { name: 'Hapus Jawa Tengah' })).toBeVisible();
  await area.getByRole('button', { name: 'Simpan Area Pengiriman' }).click();
  await expect(owner.getByText('Area pengiriman berhasil disimpan')).toBeVisible();
  const history = owner.getByRole('region', { name: 'Riwayat Perubahan' });
  await expect(history.getByText('Provinsi: Jawa Tengah', { exact: false })).toBeVisible();
  await expectAccessible(owner, 'Pengaturan Toko');
  await snapBoth(owner, 'settings');
  await owner.context().close();

  const { token } = await register(request, base, 'Sri Wahyuni');
  const shopper = await freshPage(browser, base, token);
  await shopper.goto('/account/addresses');
  await shopper.getByRole('button', { name: 'Tambah Alamat Pengiriman' }).click();
  const form = shopper.getByRole('form', { name: 'Form alamat pengiriman' });
  await form.getByLabel('Label Alamat').fill('Kos');
  await form.getByLabel('Nama Penerima').fill('Sri Wahyuni');
  await form.getByLabel('No. Telepon').fill('081355556666');
  await pickRegion(form, 'Provinsi', 'Jawa Tengah', 'teng');
  await pickRegion(form, 'Kabupaten', 'Kota Semarang', 'semarang');
  await pickRegion(form, 'Kecamatan', 'Semarang Tengah', 'tengah');
  // By keyboard, as the picker allows: type, arrow down to the match, Enter.
  const desa = form.getByRole('combobox', { name: 'Desa/Kelurahan' });
  await desa.click();
  await desa.fill('miro');
  await desa.press('ArrowDown');
  await desa.press('Enter');
  await expect(desa).toHaveValue('Miroto');
  await form.getByLabel('Jalan/Alamat').fill('Jl. Pemuda No. 21');
  await form.getByLabel('Kode Pos').fill('50132');
  await expectAccessible(shopper, 'address form');
  await snapBoth(shopper, 'address-form-semarang');
  await form.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(shopper.getByText('Alamat berhasil ditambahkan')).toBeVisible();
  const card = shopper.getByRole('button', { name: 'Ubah alamat Kos - Sri Wahyuni' });
  await expect(card).toContainText('Kota Semarang, Jawa Tengah 50132');
  await snapBoth(shopper, 'addresses-semarang');
  await shopper.context().close();

  // Back to the spec's area, so the other journeys see the shop as they expect.
  const reset = await request.put(`${base}/api/settings/delivery-area`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { provinsi: [], kabupaten: ['35.26', '35.27', '35.28', '35.29', '35.78'] },
  });
  expect(reset.status()).toBe(200);
});

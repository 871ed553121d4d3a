import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  adminToken,
  expectAccessible,
  freshPage,
  MOBILE,
  newProduct,
  register,
  rupiah,
  sendProof,
  snapBoth,
} from './support.ts';
import { test } from './test.ts';

// Issue 14: arisan barang in the browser. The owner makes a 3-member group for a product from the
// products page; three shoppers join it on their phones and the last seat starts it (three units leave the
// shelf); each pays cycle 1 by transfer with its Kode Unik and a proof; the owner verifies the three,
// draws cycle 1, and ships the winner's order; the winner sees it coming with the resi.

const PRICE = 2_750_000;
const FEE = 2_500;
// ceil(2.750.000 / 3) + 2.500: the shared rule (barangContribution), written out so a change shows here.
const CONTRIBUTION = 916_667 + FEE;

interface Shopper {
  name: string;
  token: string;
  page: Page;
}

/** The shopper's groups as the API answers them ('Arisan Saya'). */
async function mine(request: APIRequestContext, base: string, token: string) {
  const res = await request.get(`${base}/api/arisan-barang/mine`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as {
    id: number;
    open_transfer: { unique_code: number; total_amount: number } | null;
    receiving_cycle: number | null;
    order: { order_number: string } | null;
  }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** snapBoth leaves the page at 1280 px; the shoppers are on phones. */
async function snapPhone(page: Page, name: string) {
  await snapBoth(page, name);
  await page.setViewportSize(MOBILE);
}

test('@journey three shoppers save for a product in an arisan barang; the drawn winner receives it with a resi', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL!;
  const product = await newProduct(request, base, 5, PRICE);
  const stock = async () =>
    (await (await request.get(`${base}/api/products/${product.slug}`)).json()).data.stock as number;
  const admin = await freshPage(browser, base, await adminToken(request, base));

  // The owner: 'Buat Arisan Barang' from the product's row, 3 members weekly, starting when full, with a
  // fee; the dialog works the contribution out before anything is saved.
  await admin.goto('/dashboard/products');
  await admin.getByRole('searchbox', { name: 'Cari product' }).fill(product.name);
  await admin.getByRole('button', { name: `Buat Arisan Barang ${product.name}` }).click();
  const create = admin.getByRole('dialog', { name: 'Buat Arisan Barang' });
  await create.getByLabel('Jumlah anggota (N)').fill('3');
  await create.getByLabel('Tipe').selectOption({ label: 'Mingguan' });
  await create.getByLabel('Mulai saat penuh').check();
  await expect(create.getByLabel('Tanggal mulai')).toBeDisabled();
  await create.getByLabel('Biaya admin per putaran (Rp)').fill('2.500');
  const arithmetic = create.getByRole('region', { name: 'Perhitungan iuran' });
  await expect(arithmetic).toContainText(
    new RegExp(`Iuran per anggota per putaran\\s*${rupiah(CONTRIBUTION).source}`),
  );
  await expect(arithmetic).toContainText(
    new RegExp(`Total semua anggota \\(3 × 3 putaran\\)\\s*${rupiah(CONTRIBUTION * 9).source}`),
  );
  await snapBoth(admin, 'arisan-barang-journey-admin-create');
  await create.getByRole('button', { name: 'Buat Arisan' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/arisans\/\d+$/);
  const arisanId = Number(new URL(admin.url()).pathname.split('/').pop());
  const groupName = `Arisan ${product.name} (3 orang)`;
  await expect(admin.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();

  // Three shoppers, each with an account and a default address, on a phone.
  const tag = Date.now().toString(36).slice(-4);
  const shoppers: Shopper[] = [];
  for (const first of ['Siti Aminah', 'Agus Salim', 'Dewi Lestari']) {
    const name = `${first} ${tag}`;
    const { token } = await register(request, base, name);
    const page = await freshPage(browser, base, token);
    await page.setViewportSize(MOBILE);
    shoppers.push({ name, token, page });
  }

  // Each opens the product page, reads the offer and the seats taken, and taps 'Gabung'.
  for (const [i, s] of shoppers.entries()) {
    await s.page.goto(product.path);
    const offer = s.page.getByRole('region', { name: /^Cicil lewat Arisan/ });
    await expect(offer.getByRole('heading')).toHaveText(
      new RegExp(`^Cicil lewat Arisan — ${rupiah(CONTRIBUTION).source} per minggu, 3 kali$`),
    );
    await expect(offer.getByTestId('barang-fill')).toHaveText(`${i} dari 3 anggota`);
    await expect(offer).toContainText('Mulai saat penuh');
    if (i === 0) await snapPhone(s.page, 'arisan-barang-journey-product-open');
    await offer.getByRole('button', { name: 'Gabung' }).click();
    // The terms first: what joining commits to, then 'Ya, Gabung'.
    const terms = s.page.getByRole('dialog', { name: 'Gabung arisan ini?' });
    await expect(terms).toContainText(new RegExp(`Total${rupiah(CONTRIBUTION * 3).source}`));
    await expect(terms).toContainText('3 kali');
    if (i === 0) {
      await expectAccessible(s.page, "'Gabung' terms");
      await snapPhone(s.page, 'arisan-barang-journey-join-terms');
    }
    await terms.getByRole('button', { name: 'Ya, Gabung' }).click();
    await expect(s.page.getByText(`Kamu bergabung di ${groupName}`)).toBeVisible();
    await expect(offer.getByRole('status')).toHaveText('Kamu sudah bergabung');
    await expect(offer.getByTestId('barang-fill')).toHaveText(`${i + 1} dari 3 anggota`);
    if (i === 0) {
      await expect(offer.getByRole('button', { name: 'Keluar dari arisan' })).toBeVisible();
      await snapPhone(s.page, 'arisan-barang-journey-product-joined');
    }
  }
  // The third seat started the group: it says so, there is no leaving any more, and the three units are
  // taken from the shelf.
  const last = shoppers[2]!.page.getByRole('region', { name: /^Cicil lewat Arisan/ });
  await expect(last).toContainText('Arisan sudah dimulai');
  await expect(last.getByRole('button', { name: 'Keluar dari arisan' })).toHaveCount(0);
  expect(await stock()).toBe(2);

  // Each opens 'Arisan Saya', sees cycle 1 due, taps 'Bayar Iuran' and gets the amount with its Kode Unik,
  // then sends a proof.
  for (const [i, s] of shoppers.entries()) {
    await s.page.goto('/account/arisan');
    // The group's name already says 'Arisan ...': the notice starts with it.
    await expect(
      s.page.getByRole('list', { name: 'Pemberitahuan' }).getByRole('listitem').first(),
    ).toHaveText(new RegExp(`^${escapeRegExp(groupName)} sudah dimulai\\. Iuran putaran 1 jatuh tempo `));
    const card = s.page.getByRole('article', { name: groupName });
    await expect(card).toContainText('Berjalan');
    await expect(card.getByTestId('amount-due')).toHaveText(rupiah(CONTRIBUTION));
    if (i === 0) await snapPhone(s.page, 'arisan-barang-journey-account-due');
    await card.getByRole('button', { name: 'Bayar Iuran' }).click();
    const transfer = card.getByTestId('arisan-transfer');
    await expect(transfer.getByRole('heading', { name: 'Transfer iuran putaran 1' })).toBeVisible();
    const open = (await mine(request, base, s.token)).find((g) => g.id === arisanId)!.open_transfer!;
    expect(open.unique_code).toBeGreaterThan(0);
    expect(open.total_amount).toBe(CONTRIBUTION + open.unique_code);
    await expect(transfer).toContainText(new RegExp(`Kode Unik\\s*${rupiah(open.unique_code).source}`));
    await expect(transfer.getByTestId('transfer-amount')).toHaveText(rupiah(open.total_amount));
    await sendProof(s.page, ['#1d4ed8', '#15803d', '#b45309'][i]!, 'BCA', s.name);
    await expect(transfer.getByRole('status')).toHaveText(
      `Bukti dari BCA atas nama ${s.name} sudah terkirim dan menunggu verifikasi admin.`,
    );
    await expect(transfer).toContainText('Menunggu verifikasi');
    if (i === 0) await snapPhone(s.page, 'arisan-barang-journey-account-review');
  }

  // The owner checks each proof against its amount in 'Verifikasi Iuran' and approves the three.
  await admin.goto('/dashboard/verifikasi-iuran');
  for (const s of shoppers) {
    const card = admin.getByRole('article', { name: `Iuran ${s.name}` });
    await expect(card).toContainText(groupName);
    await expect(card).toContainText('Putaran 1');
    const image = card.getByRole('img', { name: `Bukti transfer ${s.name}` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
  }
  await snapBoth(admin, 'arisan-barang-journey-admin-verification');
  for (const s of shoppers) {
    const card = admin.getByRole('article', { name: `Iuran ${s.name}` });
    await card.getByRole('button', { name: 'Setujui' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Setujui Iuran' });
    await expect(confirm).toContainText(s.name);
    await confirm.getByRole('button', { name: 'Ya, Setujui' }).click();
    await expect(admin.getByText(`Iuran ${s.name} disetujui`)).toBeVisible();
    await expect(card).toHaveCount(0);
  }
  await expect(admin.getByText('Tidak ada iuran yang menunggu verifikasi.')).toBeVisible();

  // The draw for cycle 1 on the group's schedule: the commitment first, then the draw among the three.
  await admin.goto(`/dashboard/arisans/${arisanId}?tab=jadwal`);
  const jadwal = admin.getByRole('region', { name: 'Jadwal' });
  await jadwal.getByRole('button', { name: 'Undi putaran 1' }).click();
  const draw = admin.getByRole('dialog', { name: 'Undian Putaran 1' });
  await draw.getByRole('button', { name: 'Terbitkan Komitmen' }).click();
  await expect(draw.getByText('Menunggu undian')).toBeVisible();
  await draw.getByRole('button', { name: 'Undi Sekarang' }).click();
  await expect(draw.getByText('Terverifikasi')).toBeVisible();
  const announced = admin.getByText(/^Pemenang putaran 1: /);
  await expect(announced).toBeVisible();
  const winnerName = (await announced.textContent())!.replace('Pemenang putaran 1: ', '').trim();
  const winner = shoppers.find((s) => s.name === winnerName);
  expect(winner, `the winner ${winnerName} is one of the three`).toBeDefined();
  await draw.getByRole('button', { name: 'Tutup', exact: true }).last().click();
  await expect(jadwal.getByRole('row').filter({ hasText: 'Undian' })).toContainText(winnerName);

  // The winner's order exists at once, paid by the group, on its way to being packed.
  const won = (await mine(request, base, winner!.token)).find((g) => g.id === arisanId)!;
  expect(won.receiving_cycle).toBe(1);
  const orderNumber = won.order!.order_number;
  expect(orderNumber).toMatch(/^ORD-\d{8}-[0-9A-Z]{5}$/);

  // The group's page: every member paid cycle 1, the winner received in cycle 1 with the order.
  await admin.goto(`/dashboard/arisans/${arisanId}`);
  // Three units were reserved at the start; the winner's order took one of them, not one from the shelf.
  await expect(admin.getByRole('region', { name: 'Arisan Barang' })).toContainText(
    /Unit dipesan dari stok\s*2 unit/,
  );
  expect(await stock()).toBe(2);
  const winnerRow = admin.getByRole('row').filter({ hasText: winnerName });
  await expect(winnerRow).toContainText('Putaran 1');
  await expect(
    winnerRow.getByRole('link', { name: `Pesanan ${orderNumber} milik ${winnerName}` }),
  ).toBeVisible();
  for (const s of shoppers) {
    await expect(admin.getByRole('row').filter({ hasText: s.name })).toContainText('1 / 3 putaran');
  }
  await snapBoth(admin, 'arisan-barang-journey-admin-detail');

  // The winner reads 'Giliranmu!' and the order of the goods in 'Arisan Saya'.
  await winner!.page.goto('/account/arisan');
  await expect(winner!.page.getByRole('list', { name: 'Pemberitahuan' })).toContainText(
    `Giliranmu! Kamu menerima ${product.name} di putaran 1`,
  );
  const receiving = winner!.page.getByRole('region', { name: 'Giliranmu' });
  await expect(receiving).toContainText(`Kamu menerima ${product.name} di putaran 1.`);
  await expect(receiving.getByRole('link', { name: orderNumber })).toBeVisible();
  // The others see who received cycle 1.
  const other = shoppers.find((s) => s !== winner)!;
  await other.page.goto('/account/arisan');
  await expect(other.page.getByTestId('schedule-row').first()).toContainText(`Penerima: ${winnerName}`);

  // The owner ships it with a courier and a resi from the orders page.
  const resi = 'JNE0014ARISAN3';
  await admin.goto('/dashboard/orders');
  await admin.getByLabel(`Status pesanan ${orderNumber}`, { exact: true }).selectOption('shipped');
  const ship = admin.getByRole('dialog', { name: 'Kirim pesanan' });
  await ship.getByLabel('Kurir').selectOption({ label: 'JNE' });
  await ship.getByLabel('Nomor Resi').fill(resi);
  await ship.getByRole('button', { name: 'Simpan' }).click();
  await expect(admin.getByText(`Pesanan ${orderNumber} diperbarui`)).toBeVisible();
  await expect(admin.getByLabel(`Status pesanan ${orderNumber}`, { exact: true })).toHaveValue('shipped');

  // The winner sees the order shipped, with the courier and the resi.
  await winner!.page.reload();
  await expect(receiving.getByText('Dikirim', { exact: true })).toBeVisible();
  await expect(receiving.getByText('JNE', { exact: true })).toBeVisible();
  await expect(receiving.getByTestId('resi')).toHaveText(resi);
  await snapPhone(winner!.page, 'arisan-barang-journey-account-receiving');
  // On the full-page picture the phone's bottom bar sits over the resi: the block itself, as it is read.
  await receiving.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await receiving.screenshot({ path: 'screenshots/arisan-barang-journey-account-receiving-order-375.png' });

  // The dashboard's card of money at risk (nobody has fallen behind after receiving in this group).
  await admin.goto('/dashboard');
  const risk = admin.getByRole('region', { name: 'Arisan barang berisiko' });
  await expect(risk).toContainText('Tidak ada anggota yang menunggak setelah menerima.');
  await snapBoth(admin, 'arisan-barang-journey-admin-at-risk');
});

import { type APIRequestContext, expect } from '@playwright/test';
import { adminToken, freshPage, newProduct, receipt, register, rupiah, snapBoth } from './support.ts';
import { test } from './test.ts';

// Issue 14, the owner's screens: 'Buat Arisan Barang' from a product, the group's page with each member's
// payments, goods and order, 'Verifikasi Iuran' for the members' transfers, and the dashboard's at-risk card.
// Customers join and pay through the API here; their own screens are the journey's.

const tag = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

/** A member's transfer for what is due, with a receipt photo as its proof (now in review). */
async function payDue(
  request: APIRequestContext,
  base: string,
  arisanId: number,
  headers: Record<string, string>,
  name: string,
) {
  const created = await request.post(`${base}/api/arisan-barang/${arisanId}/transfers`, {
    headers,
    data: {},
  });
  expect(created.status()).toBe(201);
  const transfer = (await created.json()).data;
  const proof = await request.post(`${base}/api/arisan-barang/transfers/${transfer.id}/proof`, {
    headers,
    multipart: {
      sender_bank: 'BCA',
      sender_name: name,
      proof: { name: 'bukti.png', mimeType: 'image/png', buffer: await receipt('#7aa6c2') },
    },
  });
  expect(proof.status()).toBe(200);
  return (await proof.json()).data as { id: number; total_amount: number; unique_code: number };
}

test("the owner makes an arisan barang from a product, verifies the members' transfers and follows the goods", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  // ceil(4.299.001 / 3) = 1.433.001, plus a 5.000 fee: 1.438.001 per member per cycle.
  const product = await newProduct(request, base, 5, 4_299_001);
  const token = await adminToken(request, base);
  const adminHeaders = { authorization: `Bearer ${token}` };
  const admin = await freshPage(browser, base, token);

  // 'Buat Arisan Barang' on the products page, the arithmetic shown before it is made.
  await admin.goto('/dashboard/products');
  await admin.getByPlaceholder('Cari product').fill(product.name);
  await admin.getByRole('button', { name: `Buat Arisan Barang ${product.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Buat Arisan Barang' });
  await dialog.getByLabel('Jumlah anggota (N)').fill('3');
  await dialog.getByLabel('Biaya admin per putaran (Rp)').fill('5000');
  await dialog.getByLabel('Mulai saat penuh').check();
  const sums = dialog.getByRole('region', { name: 'Perhitungan iuran' });
  await expect(sums).toContainText(rupiah(1_438_001));
  await expect(sums).toContainText(rupiah(12_942_009));
  await snapBoth(admin, 'arisan-barang-admin-create');
  await dialog.getByRole('button', { name: 'Buat Arisan' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/arisans\/\d+$/);
  const arisanId = Number(new URL(admin.url()).pathname.split('/').pop());
  await expect(admin.getByRole('region', { name: 'Arisan Barang' })).toContainText('Menerima anggota');

  // Three customers join; the last seat starts the group and takes the three units from stock.
  const names = [`Sari ${tag}`, `Budi ${tag}`, `Ani ${tag}`];
  const members = [];
  for (const name of names) {
    const { headers } = await register(request, base, name);
    expect((await request.post(`${base}/api/arisan-barang/${arisanId}/join`, { headers })).status()).toBe(
      201,
    );
    members.push({ name, headers });
  }
  const stock = await request.get(`${base}/api/products/${product.slug}`);
  expect((await stock.json()).data.stock).toBe(2);

  // Each pays cycle 1 by transfer with a proof; the owner verifies them on 'Verifikasi Iuran'.
  const transfers = [];
  for (const m of members) transfers.push(await payDue(request, base, arisanId, m.headers, m.name));
  await admin.goto('/dashboard/verifikasi-iuran');
  await expect(admin.getByRole('link', { name: /^Verifikasi Iuran \(\d+ menunggu\)$/ })).toBeVisible();
  const sari = admin.getByRole('article', { name: `Iuran ${names[0]}` });
  await expect(sari.getByRole('region', { name: 'Bukti Transfer' })).toContainText(
    `termasuk Kode Unik Rp\u00a0${transfers[0]!.unique_code}`,
  );
  await expect(sari.getByRole('img', { name: `Bukti transfer ${names[0]}` })).toBeVisible();
  await snapBoth(admin, 'arisan-barang-admin-verify');
  for (const name of names.slice(0, 2)) {
    await admin
      .getByRole('article', { name: `Iuran ${name}` })
      .getByRole('button', { name: 'Setujui' })
      .click();
    await admin
      .getByRole('dialog', { name: 'Setujui Iuran' })
      .getByRole('button', { name: 'Ya, Setujui' })
      .click();
    await expect(admin.getByRole('article', { name: `Iuran ${name}` })).toHaveCount(0);
  }
  await admin
    .getByRole('article', { name: `Iuran ${names[2]}` })
    .getByRole('button', { name: 'Tolak' })
    .click();
  const reject = admin.getByRole('dialog', { name: 'Tolak Iuran' });
  await reject.getByLabel('Alasan penolakan').fill('Nominal transfer tidak sesuai');
  await reject.getByRole('button', { name: 'Tolak Iuran' }).click();
  await expect(admin.getByRole('article', { name: `Iuran ${names[2]}` })).toHaveCount(0);

  // The draw for cycle 1 picks one of the two who paid; their order is made and shipped.
  expect(
    (await request.post(`${base}/api/arisans/${arisanId}/cycles/1/draw`, { headers: adminHeaders })).ok(),
  ).toBe(true);
  const run = await request.post(`${base}/api/arisans/${arisanId}/cycles/1/draw/run`, {
    headers: adminHeaders,
  });
  expect(run.ok()).toBe(true);
  const winner = (await run.json()).data.winner_name as string;
  expect(names.slice(0, 2)).toContain(winner);
  const detail = (
    await (await request.get(`${base}/api/arisans/${arisanId}/barang`, { headers: adminHeaders })).json()
  ).data;
  const order = detail.members.find((m: { name: string }) => m.name === winner).order;
  const shipped = await request.put(`${base}/api/orders/${order.id}/status`, {
    headers: adminHeaders,
    data: { status: 'shipped', courier: 'jne', tracking_number: `CGK${tag}` },
  });
  expect(shipped.ok()).toBe(true);

  // The group's page: the members' standing, the winner's order with its courier and resi.
  await admin.goto(`/dashboard/arisans/${arisanId}`);
  await expect(admin.getByRole('region', { name: 'Arisan Barang' })).toContainText('Berjalan');
  await expect(admin.getByRole('region', { name: 'Arisan Barang' })).toContainText(
    'Unit dipesan dari stok2 unit',
  );
  const row = admin.getByRole('region', { name: 'Anggota' }).getByRole('row', { name: new RegExp(winner) });
  await expect(row).toContainText('Putaran 1');
  await expect(row).toContainText(`JNE · CGK${tag}`);
  await expect(row.getByRole('link', { name: `Kirim WhatsApp ke ${winner}` })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/62/,
  );
  await snapBoth(admin, 'arisan-barang-admin-detail');
  await row.getByRole('link', { name: `Pesanan ${order.order_number} milik ${winner}` }).click();
  await expect(admin.getByRole('dialog', { name: `Pesanan ${order.order_number}` })).toBeVisible();

  // The list tags the group; the dashboard shows the money at risk (nobody is behind on day one).
  await admin.goto('/dashboard/arisans');
  await admin.getByPlaceholder('Cari arisan').fill(product.name);
  await expect(admin.getByRole('row', { name: new RegExp(product.name) })).toContainText('Barang');
  await admin.goto('/dashboard');
  const risk = admin.getByRole('region', { name: 'Arisan barang berisiko' });
  await expect(risk).toContainText(/menunggak setelah menerima/);
  await expect(risk.getByRole('alert')).toHaveCount(0);
  await snapBoth(admin, 'arisan-barang-admin-at-risk');
});

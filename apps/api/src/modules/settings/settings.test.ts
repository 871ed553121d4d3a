import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import { shippingAddresses, shopSettingChanges, shopSettings, users } from '../../db/schema/index.ts';
import { regionCodesOfAddress } from '../addresses/index.ts';
import { SEMARANG_ADDRESS as SEMARANG, VALID_ADDRESS } from '../orders/orders.fixtures.ts';

// 'Pengaturan Toko' (ADR 071): stored, audited, read by the payment page, and the delivery area the
// address API keeps to.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { BANK_ACCOUNT_BCA: '5550001111', SELLER_WHATSAPP: '6281111111111' } });
});
afterAll(async () => {
  await t.close();
});

const admin = () => t.adminToken();
const getSettings = async () =>
  (await t.call({ method: 'GET', url: '/api/settings', token: await admin() })).body.data;
const put = async (body: unknown, url = '/api/settings') =>
  t.call({ method: 'PUT', url, token: await admin(), body });
const history = async () =>
  (await t.call({ method: 'GET', url: '/api/settings/history', token: await admin() })).body.data as {
    field: string;
    old_value: string;
    new_value: string;
    changed_by: string | null;
  }[];

describe('shop settings', () => {
  it('starts from the environment and the spec: its bank accounts, WhatsApp and five kabupaten', async () => {
    const s = await getSettings();
    expect(s).toMatchObject({
      shop_name: 'Toko',
      bank_holder: 'PT Toko Furnitur Indonesia',
      bank_bca: '5550001111',
      seller_whatsapp: '6281111111111',
    });
    expect(s.delivery_area.provinsi).toEqual([]);
    expect(s.delivery_area.kabupaten.map((k: { label: string }) => k.label)).toEqual([
      'Kab. Bangkalan',
      'Kab. Sampang',
      'Kab. Pamekasan',
      'Kab. Sumenep',
      'Kota Surabaya',
    ]);
    const payment = await t.call({ method: 'GET', url: '/api/payment-info' });
    expect(payment.body).toEqual({
      holder: 'PT Toko Furnitur Indonesia',
      accounts: { BCA: '5550001111', BNI: '0987654321', Mandiri: '1122334455' },
      sellerWhatsapp: '6281111111111',
    });
  });

  it('keeps 401 and 403 for everyone but an admin', async () => {
    const { token } = await t.registerCustomer();
    for (const [method, url] of [
      ['GET', '/api/settings'],
      ['PUT', '/api/settings'],
      ['PUT', '/api/settings/delivery-area'],
      ['GET', '/api/settings/history'],
    ] as const) {
      expect((await t.call({ method, url, body: {} })).status, url).toBe(401);
      expect((await t.call({ method, url, token, body: {} })).status, url).toBe(403);
    }
  });

  it('saves what the owner changes, shows it on the payment page at once, and writes who changed what', async () => {
    const res = await put({
      bank_bca: '9998887776',
      seller_whatsapp: '0812-2222-3333',
      shop_name: 'Toko Jati',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bank_bca: '9998887776', seller_whatsapp: '6281222223333' });
    const payment = await t.call({ method: 'GET', url: '/api/payment-info' });
    expect(payment.body.accounts.BCA).toBe('9998887776');
    expect(payment.body.sellerWhatsapp).toBe('6281222223333');

    // Saving the same values again writes no history.
    await put({ bank_bca: '9998887776' });
    const changes = await history();
    expect(changes.map((c) => [c.field, c.old_value, c.new_value])).toEqual(
      expect.arrayContaining([
        ['bank_bca', '5550001111', '9998887776'],
        ['seller_whatsapp', '6281111111111', '6281222223333'],
        ['shop_name', 'Toko', 'Toko Jati'],
      ]),
    );
    expect(changes).toHaveLength(3);
    const me = await t.call({ method: 'GET', url: '/api/auth/profile', token: await admin() });
    expect(changes.map((c) => c.changed_by)).toEqual([
      me.body.user.fullname,
      me.body.user.fullname,
      me.body.user.fullname,
    ]);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await getSettings();
    const rows = (await t.db.select().from(shopSettingChanges)).length;
    for (const [body, path] of [
      [{ bank_bni: '12ab', shop_name: 'Baru' }, 'bank_bni'],
      [{ seller_whatsapp: 'bukan nomor' }, 'seller_whatsapp'],
      [{ shop_email: 'bukan-email' }, 'shop_email'],
      [{ shop_name: ' ' }, 'shop_name'],
      [{ price: 1 }, ''],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (path) expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await put({})).status).toBe(400);
    expect(await getSettings()).toEqual(before);
    expect(await t.db.select().from(shopSettingChanges)).toHaveLength(rows);
  });
});

describe('Riwayat Perubahan', () => {
  it('is append-only: no row is changed or deleted, and a deleted account only loses its name', async () => {
    const [owner] = await t.db
      .insert(users)
      .values({
        fullname: 'Pemilik Lama',
        email: `lama-${Date.now()}@toko.test`,
        passwordHash: 'x',
        role: 'admin',
      })
      .returning({ id: users.id });
    const [row] = await t.db
      .insert(shopSettingChanges)
      .values({ field: 'shop_name', oldValue: 'A', newValue: 'B', changedBy: owner!.id })
      .returning({ id: shopSettingChanges.id });
    const where = eq(shopSettingChanges.id, row!.id);
    await expect(t.db.update(shopSettingChanges).set({ newValue: 'C' }).where(where)).rejects.toThrow();
    await expect(t.db.delete(shopSettingChanges).where(where)).rejects.toThrow();
    await t.db.delete(users).where(eq(users.id, owner!.id));
    const [kept] = await t.db.select().from(shopSettingChanges).where(where);
    expect(kept).toMatchObject({ oldValue: 'A', newValue: 'B', changedBy: null });
    const shown = (await history()).find((c) => c.old_value === 'A' && c.new_value === 'B');
    expect(shown?.changed_by).toBeNull();
  });
});

describe('two saves at once', () => {
  let round = 0;
  const race = async (unlocked: boolean) => {
    round += 1;
    // From the table, not the 5-second copy another save may have refreshed a moment too early.
    const [row] = await t.db.select().from(shopSettings).where(eq(shopSettings.key, 'bank_mandiri'));
    const before = row ? (JSON.parse(row.value) as string) : t.config.payment.accounts.Mandiri;
    const hooks = unlocked ? { ...WIDE_WINDOW, unlocked: ['settings.write' as const] } : WIDE_WINDOW;
    const results = await withRaceHooks(hooks, () =>
      Promise.all([put({ bank_mandiri: `70000${round}0001` }), put({ bank_mandiri: `70000${round}0002` })]),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const changes = (await history())
      .filter((c) => c.field === 'bank_mandiri')
      .slice(0, 2)
      .reverse();
    return { before, changes };
  };

  raceTest('writes a history whose old values chain: each save replaced what the other wrote', async () => {
    const { before, changes } = await race(false);
    expect(changes[0]?.old_value).toBe(before);
    expect(changes[1]?.old_value).toBe(changes[0]?.new_value);
  });

  // The check that the race test above is real: without the lock both saves read the same old value.
  raceTest(
    'would write the same old value twice without the lock (the race test above is real)',
    async () => {
      const { before, changes } = await race(true);
      expect(changes.map((c) => c.old_value)).toEqual([before, before]);
    },
  );
});

describe('delivery area', () => {
  it('checks the area also for a request the browser sends with an Idempotency-Key (run in a transaction)', async () => {
    const { token } = await t.registerCustomer();
    const create = (body: unknown, key: string) =>
      t.call({
        method: 'POST',
        url: '/api/shipping-address',
        token,
        body,
        headers: { 'idempotency-key': key },
      });
    const inside = await create(VALID_ADDRESS, 'address-inside-0001');
    expect(inside.status, inside.raw).toBe(201);
    const outside = await create(
      { ...VALID_ADDRESS, kabupaten: 'Malang', kecamatan: 'Donomulyo', desa: 'Tulungrejo' },
      'address-outside-001',
    );
    expect(outside.status, outside.raw).toBe(400);
    expect(outside.body.errors[0].path).toBe('kabupaten');
  });

  it('refuses unknown codes, a kabupaten code as a province and an empty area, naming the field', async () => {
    const cases = [
      [{ provinsi: ['99'] }, 'provinsi', 'Kode wilayah 99 tidak dikenal'],
      [{ provinsi: ['35.07'] }, 'provinsi', '35.07 bukan kode provinsi'],
      [{ kabupaten: ['35.99'] }, 'kabupaten', 'Kode wilayah 35.99 tidak dikenal'],
      [{ kabupaten: ['35'] }, 'kabupaten', '35 bukan kode kabupaten/kota'],
      [{ provinsi: [], kabupaten: [] }, 'kabupaten', 'Pilih minimal satu provinsi atau kabupaten/kota'],
    ] as const;
    for (const [body, path, message] of cases) {
      const res = await put(body, '/api/settings/delivery-area');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path, message }]);
    }
    expect((await put({ kabupaten: ['x'] }, '/api/settings/delivery-area')).body.errors[0].path).toMatch(
      /^kabupaten/,
    );
    expect(await t.db.select().from(shopSettings).where(eq(shopSettings.key, 'delivery_area'))).toEqual([]);
  });

  it('refuses an address outside the area, accepts it once its province is opened, and keeps old addresses', async () => {
    const { token } = await t.registerCustomer();
    const create = (body: unknown) => t.call({ method: 'POST', url: '/api/shipping-address', token, body });
    const bangkalan = await create(VALID_ADDRESS);
    expect(bangkalan.status).toBe(201);

    const outside = await create(SEMARANG);
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([
      { path: 'provinsi', message: 'Provinsi ini di luar area pengiriman kami' },
    ]);
    const malang = await create({
      ...VALID_ADDRESS,
      kabupaten: 'Malang',
      kecamatan: 'Donomulyo',
      desa: 'Tulungrejo',
    });
    expect(malang.status).toBe(400);
    expect(malang.body.errors).toEqual([
      { path: 'kabupaten', message: 'Kabupaten/kota ini di luar area pengiriman kami' },
    ]);

    // The owner opens Jawa Tengah and keeps only Kota Surabaya in Jawa Timur.
    const res = await put({ provinsi: ['33'], kabupaten: ['35.78', '33.74'] }, '/api/settings/delivery-area');
    expect(res.status).toBe(200);
    expect(res.body.data.delivery_area).toEqual({
      provinsi: [{ code: '33', name: 'Jawa Tengah', label: 'Jawa Tengah' }],
      kabupaten: [{ code: '35.78', name: 'Kota Surabaya', label: 'Kota Surabaya' }],
    });
    const publicArea = await t.call({ method: 'GET', url: '/api/delivery-area' });
    expect(publicArea.body.data).toEqual({ ...res.body.data.delivery_area, free_shipping_from: 0 });
    const [change] = await history();
    expect(change).toMatchObject({
      field: 'delivery_area',
      old_value:
        'Provinsi: -; Kabupaten/Kota: Kab. Bangkalan, Kab. Sampang, Kab. Pamekasan, Kab. Sumenep, Kota Surabaya',
      new_value: 'Provinsi: Jawa Tengah; Kabupaten/Kota: Kota Surabaya',
    });

    const semarang = await create(SEMARANG);
    expect(semarang.status).toBe(201);
    // A real desa under the wrong kecamatan is still refused.
    const wrongChain = await create({ ...SEMARANG, kecamatan: 'Semarang Utara' });
    expect(wrongChain.status).toBe(400);
    expect(wrongChain.body.errors[0].path).toBe('desa');

    // Bangkalan is outside now: the old address stays listed, readable and editable in its other fields,
    // but cannot be moved to another desa there.
    const list = await t.call({ method: 'GET', url: '/api/shipping-address', token });
    expect(list.body.addresses.map((a: { kabupaten: string }) => a.kabupaten)).toEqual([
      'Bangkalan',
      'Kota Semarang',
    ]);
    const id = bangkalan.body.address.id;
    const relabel = await t.call({
      method: 'PUT',
      url: `/api/shipping-address/${id}`,
      token,
      body: { label: 'Rumah Ibu' },
    });
    expect(relabel.status).toBe(200);
    const move = await t.call({
      method: 'PUT',
      url: `/api/shipping-address/${id}`,
      token,
      body: { desa: 'Tengket' },
    });
    expect(move.status).toBe(400);
    expect(move.body.errors[0].path).toBe('kabupaten');

    // Every saved address maps to its codes, one saved before codes were kept (desa_code null) included.
    const userId = (await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, id)))[0]!
      .userId;
    const balung = { provinsi: '35', kabupaten: '35.26', kecamatan: '35.26.05', desa: '35.26.05.2004' };
    expect(await regionCodesOfAddress(t.db, userId, id)).toEqual(balung);
    await t.db.update(shippingAddresses).set({ desaCode: null }).where(eq(shippingAddresses.id, id));
    expect(await regionCodesOfAddress(t.db, userId, id)).toEqual(balung);
    expect(await regionCodesOfAddress(t.db, userId, semarang.body.address.id)).toEqual({
      provinsi: '33',
      kabupaten: '33.74',
      kecamatan: '33.74.01',
      desa: '33.74.01.1001',
    });
    expect(await regionCodesOfAddress(t.db, userId + 1000, id)).toBeNull();
  });
});

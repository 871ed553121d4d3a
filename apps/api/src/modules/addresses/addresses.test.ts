import { PHONE_INVALID } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import { shippingAddresses } from '../../db/schema/index.ts';
import { VALID_ADDRESS } from '../orders/orders.fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const create = (token: string, body: unknown) =>
  t.call({ method: 'POST', url: '/api/shipping-address', token, body });
const list = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/shipping-address', token })).body.addresses as {
    id: number;
    label: string;
    is_default: boolean;
  }[];
const update = (token: string, id: number, body: unknown) =>
  t.call({ method: 'PUT', url: `/api/shipping-address/${id}`, token, body });

describe('shipping addresses', () => {
  it('creates the first address as the default and answers it in the spec’s fields', async () => {
    const { token } = await t.registerCustomer();
    const res = await create(token, VALID_ADDRESS);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      address: { id: expect.any(Number), ...VALID_ADDRESS, is_default: true, pinLocation: null },
    });
    expect(await list(token)).toEqual([res.body.address]);
  });

  it('keeps later addresses non-default unless asked, and making one default unsets the others', async () => {
    const { token } = await t.registerCustomer();
    const home = (await create(token, VALID_ADDRESS)).body.address;
    const office = (await create(token, { ...VALID_ADDRESS, label: 'Kantor' })).body.address;
    expect(office.is_default).toBe(false);

    const shop = (await create(token, { ...VALID_ADDRESS, label: 'Toko', is_default: true })).body.address;
    expect(shop.is_default).toBe(true);
    expect((await list(token)).map((a) => [a.label, a.is_default])).toEqual([
      ['Toko', true],
      ['Rumah', false],
      ['Kantor', false],
    ]);

    const res = await update(token, office.id, { is_default: true });
    expect(res.status).toBe(200);
    expect(res.body.address).toMatchObject({ id: office.id, label: 'Kantor', is_default: true });
    const defaults = (await list(token)).filter((a) => a.is_default).map((a) => a.id);
    expect(defaults).toEqual([office.id]);
    expect(home.id).not.toBe(office.id);
  });

  it('keeps the default when asked to unset it, so a customer always has one', async () => {
    const { token } = await t.registerCustomer();
    const home = (await create(token, VALID_ADDRESS)).body.address;
    const res = await update(token, home.id, { is_default: false });
    expect(res.body.address.is_default).toBe(true);
  });

  it('accepts postalCode as well as postal_code and defaults the province to Jawa Timur', async () => {
    const { token } = await t.registerCustomer();
    const { postal_code, provinsi, ...rest } = VALID_ADDRESS;
    const res = await create(token, { ...rest, postalCode: postal_code });
    expect(res.status).toBe(201);
    expect(res.body.address).toMatchObject({ postal_code, provinsi: 'Jawa Timur' });
  });

  it('stores the phone in one form (62...) however it was typed, and refuses one that is not a phone', async () => {
    const { token } = await t.registerCustomer();
    for (const phone of ['0812-3456-7890', '+62 812 3456 7890', '812 3456 7890']) {
      const res = await create(token, { ...VALID_ADDRESS, phone });
      expect(res.body.address.phone).toBe('6281234567890');
    }
    const before = (await list(token)).length;
    const bad = await create(token, { ...VALID_ADDRESS, phone: '0812-ABCD' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'phone', message: PHONE_INVALID }]);
    expect(await list(token)).toHaveLength(before);
  });

  it('updates the whole form', async () => {
    const { token } = await t.registerCustomer();
    const home = (await create(token, VALID_ADDRESS)).body.address;
    const changed = {
      ...VALID_ADDRESS,
      label: 'Kos',
      kabupaten: 'Kota Surabaya',
      kecamatan: 'Gubeng',
      desa: 'Airlangga',
      jalan: 'Jl. Airlangga 4',
      postal_code: '60286',
    };
    const res = await update(token, home.id, changed);
    expect(res.status).toBe(200);
    expect(res.body.address).toEqual({ id: home.id, ...changed, is_default: true, pinLocation: null });
  });

  it('refuses a region combination that does not exist, on create and on update', async () => {
    const { token } = await t.registerCustomer();
    // Airlangga is a real kelurahan, but in Gubeng (Surabaya), not in Arosbaya (Bangkalan).
    const wrong = await create(token, { ...VALID_ADDRESS, desa: 'Airlangga' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      {
        path: 'desa',
        message: 'Kombinasi provinsi, kabupaten, kecamatan dan desa tidak ada di area pengiriman kami',
      },
    ]);
    const otherProvince = await create(token, { ...VALID_ADDRESS, provinsi: 'Jawa Barat' });
    expect(otherProvince.status).toBe(400);

    const home = (await create(token, VALID_ADDRESS)).body.address;
    const res = await update(token, home.id, { kecamatan: 'Gubeng' });
    expect(res.status).toBe(400);
    expect((await list(token))[0]).toMatchObject({ kecamatan: 'Arosbaya' });
  });

  it('requires every field, naming the form’s labels', async () => {
    const { token } = await t.registerCustomer();
    const res = await create(token, { label: ' ', kabupaten: 'Bangkalan' });
    expect(res.status).toBe(400);
    const messages = res.body.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Label Alamat wajib diisi',
        'Nama Penerima wajib diisi',
        'No. Telepon wajib diisi',
        'Kecamatan wajib diisi',
        'Desa/Kelurahan wajib diisi',
        'Jalan/Alamat wajib diisi',
        'Kode Pos wajib diisi',
      ]),
    );
    expect(await list(token)).toEqual([]);
  });

  it('deletes an address; deleting the default makes the oldest remaining one the default', async () => {
    const { token } = await t.registerCustomer();
    const home = (await create(token, VALID_ADDRESS)).body.address;
    const office = (await create(token, { ...VALID_ADDRESS, label: 'Kantor' })).body.address;
    const res = await t.call({ method: 'DELETE', url: `/api/shipping-address/${home.id}`, token });
    expect(res.status).toBe(204);
    expect(await list(token)).toEqual([expect.objectContaining({ id: office.id, is_default: true })]);
  });

  // PGlite runs one transaction at a time: this race proves something only on PostgreSQL.
  raceTest('makes only one default when two first addresses arrive at once', async () => {
    const { token } = await t.registerCustomer();
    const results = await withRaceHooks(WIDE_WINDOW, () =>
      Promise.all([create(token, VALID_ADDRESS), create(token, { ...VALID_ADDRESS, label: 'Kantor' })]),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect((await list(token)).filter((a) => a.is_default)).toHaveLength(1);
  });

  // The check that the race test above is real: without the customer's lock one of the two is refused.
  raceTest('would refuse one of them without the lock (the race test above is real)', async () => {
    const { token } = await t.registerCustomer();
    const results = await withRaceHooks({ ...WIDE_WINDOW, unlocked: ['addresses.customer'] }, () =>
      Promise.all([create(token, VALID_ADDRESS), create(token, { ...VALID_ADDRESS, label: 'Kantor' })]),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('whose addresses', () => {
  it('never shows or changes another customer’s address (404, data unchanged)', async () => {
    const ani = await t.registerCustomer();
    const budi = await t.registerCustomer();
    const aniHome = (await create(ani.token, VALID_ADDRESS)).body.address;

    expect(await list(budi.token)).toEqual([]);
    const put = await update(budi.token, aniHome.id, { label: 'Punya Budi', is_default: true });
    expect(put.status).toBe(404);
    const del = await t.call({
      method: 'DELETE',
      url: `/api/shipping-address/${aniHome.id}`,
      token: budi.token,
    });
    expect(del.status).toBe(404);

    const [row] = await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, aniHome.id));
    expect(row).toMatchObject({ label: 'Rumah', userId: ani.user.id, isDefault: true });
  });

  it('ignores a user id in the body', async () => {
    const ani = await t.registerCustomer();
    const budi = await t.registerCustomer();
    const res = await create(budi.token, { ...VALID_ADDRESS, user_id: ani.user.id, userId: ani.user.id });
    expect(res.status).toBe(201);
    expect(await list(ani.token)).toEqual([]);
    expect(await list(budi.token)).toHaveLength(1);
  });

  it('is for customers: 401 without a token, 403 for an admin', async () => {
    expect((await t.call({ method: 'GET', url: '/api/shipping-address' })).status).toBe(401);
    const admin = await t.adminToken();
    expect((await create(admin, VALID_ADDRESS)).status).toBe(403);
  });
});

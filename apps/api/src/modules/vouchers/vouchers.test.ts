import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { vouchers } from '../../db/schema/index.ts';
import { createVoucher, freshCode } from './vouchers.fixtures.ts';

// The owner's vouchers (docs/decisions/072-vouchers.md): create, list with usage, edit, switch off.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown, token = admin) => t.call({ method: 'POST', url: '/api/vouchers', token, body });

describe('creating a voucher', () => {
  it('stores the code in capitals with its terms and answers 201', async () => {
    const code = freshCode('akhirtahun');
    const res = await post({
      code: `  ${code.toLowerCase()} `,
      type: 'percent',
      value: 15,
      min_purchase: '500.000',
      max_discount: 100_000,
      quota: 10,
      per_customer: 1,
      starts_at: '2026-12-01T00:00:00+07:00',
      ends_at: '2026-12-31T23:59:59+07:00',
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data).toMatchObject({
      code: code.toUpperCase(),
      type: 'percent',
      value: 15,
      min_purchase: 500_000,
      max_discount: 100_000,
      quota: 10,
      per_customer: 1,
      starts_at: '2026-11-30T17:00:00.000Z',
      ends_at: '2026-12-31T16:59:59.000Z',
      active: true,
      used: 0,
    });
  });

  it('refuses a code that differs from another only in case (400 naming code), and stores nothing', async () => {
    const v = await createVoucher(t);
    const res = await post({ code: v.code.toLowerCase(), type: 'fixed', value: 5000 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'code', message: 'Kode voucher sudah dipakai voucher lain' }]);
    const rows = await t.db.select().from(vouchers).where(eq(vouchers.code, v.code));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.type).toBe('percent');
  });

  it.each([
    [{ type: 'percent', value: 0 }, 'value', 'Persen diskon harus bilangan bulat 1-100'],
    [{ type: 'percent', value: 101 }, 'value', 'Persen diskon harus bilangan bulat 1-100'],
    [{ type: 'percent', value: 10.5 }, 'value', 'Isi jumlah rupiah tanpa desimal, contoh 500.000'],
    [{ type: 'fixed' }, 'value', 'Nilai voucher wajib diisi'],
    [{ type: 'fixed', value: 0 }, 'value', 'Potongan harus bilangan bulat rupiah, minimal Rp 1'],
    [
      { type: 'fixed', value: 5000, max_discount: 1000 },
      'max_discount',
      'Maks. diskon hanya untuk voucher persen atau gratis ongkir',
    ],
    [{ type: 'free_shipping', value: 5000 }, 'value', 'Voucher gratis ongkir tidak memakai nilai; kosongkan'],
    [{ type: 'fixed', value: 2 ** 53 }, 'value', 'Jumlah maksimal Rp\u00a01.000.000.000.000'],
    [
      { type: 'fixed', value: 5000, quota: 0 },
      'quota',
      'Isi bilangan bulat, minimal 1 (kosongkan untuk tanpa batas)',
    ],
    [
      { type: 'fixed', value: 5000, per_customer: -1 },
      'per_customer',
      'Isi bilangan bulat, minimal 1 (kosongkan untuk tanpa batas)',
    ],
    [
      { type: 'fixed', value: 5000, starts_at: 'besok' },
      'starts_at',
      'Isi tanggal dan jam, contoh 2026-12-01T00:00:00+07:00',
    ],
    [
      {
        type: 'fixed',
        value: 5000,
        starts_at: '2026-12-10T00:00:00+07:00',
        ends_at: '2026-12-01T00:00:00+07:00',
      },
      'ends_at',
      'Berakhir harus setelah mulai berlaku',
    ],
    [
      { code: 'a b', type: 'fixed', value: 5000 },
      'code',
      'Kode voucher 3-30 karakter: huruf, angka atau tanda -',
    ],
  ])('refuses %o with 400 naming %s in Indonesian, writing nothing', async (fields, path, message) => {
    const code = freshCode('TOLAK');
    const res = await post({ code, ...fields });
    expect(res.status, res.raw).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await t.db.select().from(vouchers).where(eq(vouchers.code, code))).toEqual([]);
  });

  it('refuses fields it does not know (used, active) rather than trusting them', async () => {
    const res = await post({ code: freshCode(), type: 'fixed', value: 5000, used: 3 });
    expect(res.status).toBe(400);
  });
});

describe('who may manage vouchers', () => {
  it('answers 401 without a token and 403 to a customer, before the body is read', async () => {
    const customer = await t.registerCustomer();
    const body = { code: freshCode(), type: 'fixed', value: 5000 };
    expect((await t.call({ method: 'POST', url: '/api/vouchers', body })).status).toBe(401);
    expect((await post(body, customer.token)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/vouchers', token: customer.token })).status).toBe(403);
    expect(await t.db.select().from(vouchers).where(eq(vouchers.code, body.code))).toEqual([]);
  });
});

describe('listing, editing and switching off', () => {
  it('lists newest first with usage and pagination', async () => {
    const older = await createVoucher(t);
    const newer = await createVoucher(t, { type: 'fixed', value: 25_000, quota: 5 });
    const res = await t.call({ method: 'GET', url: '/api/vouchers?limit=2', token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((v: { code: string }) => v.code)).toEqual([newer.code, older.code]);
    expect(res.body.data[0]).toMatchObject({ used: 0, quota: 5 });
    expect(res.body.pagination).toMatchObject({ currentPage: 1, limit: 2, hasNextPage: true });
  });

  it('edits every term with PUT, and 404s an unknown voucher', async () => {
    const v = await createVoucher(t);
    const res = await t.call({
      method: 'PUT',
      url: `/api/vouchers/${v.id}`,
      token: admin,
      body: { code: v.code, type: 'free_shipping', min_purchase: 100_000, quota: 3 },
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'free_shipping', value: 0, min_purchase: 100_000, quota: 3 });
    const missing = await t.call({
      method: 'PUT',
      url: '/api/vouchers/99999',
      token: admin,
      body: { code: freshCode(), type: 'fixed', value: 1 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Voucher tidak ditemukan');
  });

  it('switches a voucher off and on again', async () => {
    const v = await createVoucher(t);
    const off = await t.call({ method: 'POST', url: `/api/vouchers/${v.id}/deactivate`, token: admin });
    expect(off.body.data.active).toBe(false);
    const on = await t.call({ method: 'POST', url: `/api/vouchers/${v.id}/activate`, token: admin });
    expect(on.body.data.active).toBe(true);
  });
});

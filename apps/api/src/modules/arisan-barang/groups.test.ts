import { addMonths, defaultEndDate, todayInShop } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import type { RaceHooks } from '../../db/race.ts';
import {
  arisanAudit,
  arisanMemberships,
  arisans,
  contributionDues,
  members,
  products,
} from '../../db/schema/index.ts';
import { checkout, createProduct, customerWithCart, productStock } from '../orders/orders.fixtures.ts';
import { barangTestContext, groupRow, seatOf } from './barang.fixtures.ts';

let b: Awaited<ReturnType<typeof barangTestContext>>;
beforeAll(async () => {
  b = await barangTestContext();
});
afterAll(() => b.t.close());

const today = () => todayInShop();

async function duesCount(arisanId: number) {
  const [row] = await b.t.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(contributionDues)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, contributionDues.membershipId))
    .where(eq(arisanMemberships.arisanId, arisanId));
  return row!.n;
}

async function seatsOf(arisanId: number) {
  return b.t.db
    .select({ memberId: arisanMemberships.memberId, position: arisanMemberships.position })
    .from(arisanMemberships)
    .where(eq(arisanMemberships.arisanId, arisanId))
    .orderBy(arisanMemberships.position);
}

const publicList = (productId: number, token?: string) =>
  b.t.call({ method: 'GET', url: `/api/arisan-barang?product_id=${productId}`, ...(token ? { token } : {}) });

describe("'Buat Arisan Barang' (POST /arisans/barang)", () => {
  it('makes a waiting group from a product: price locked, contribution = ceil(price / N) + fee, N cycles', async () => {
    const product = await createProduct(b.t.db, { name: 'Sofa Minimalis 3 Dudukan', price: 1_250_000 });
    const res = await b.admin('POST', '/api/arisans/barang', {
      product_id: product.id,
      members: 3,
      saving_type: 'monthly',
      start_date: '2026-12-05',
      admin_fee: '5.000',
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Arisan Sofa Minimalis 3 Dudukan (3 orang)',
      kind: 'barang',
      product_id: product.id,
      status: 'inactive',
      started: false,
      saving_type: 'monthly',
      duration: 3,
      // ceil(1.250.000 / 3) = 416.667, plus the fee
      contribution_amount: 421_667,
      start_date: '2026-12-05',
      end_date: '2027-02-05',
      total_members: 0,
    });
    const row = await groupRow(b.t, res.body.data.id);
    expect(row).toMatchObject({
      itemPrice: 1_250_000,
      adminFee: 5_000,
      startWhenFull: false,
      unitsReserved: 0,
    });
    const audit = await b.t.db.select().from(arisanAudit).where(eq(arisanAudit.arisanId, row.id));
    expect(audit.map((a) => [a.entity, a.action])).toEqual([['arisan', 'create']]);
    expect(audit[0]!.after).toMatchObject({ item_price: 1_250_000, contribution_amount: 421_667 });
  });

  it('keeps the locked price when the product’s price changes later', async () => {
    const { product, arisan } = await b.group({ price: 900_000, members: 2 });
    await b.t.db.update(products).set({ price: 1_500_000 }).where(eq(products.id, product.id));
    const res = await b.admin('GET', `/api/arisans/${arisan.id}`);
    expect(res.body.data.arisan.contribution_amount).toBe(450_000);
    expect((await groupRow(b.t, arisan.id)).itemPrice).toBe(900_000);
  });

  it("takes today as the placeholder date of a group that starts when full, and the admin's own name", async () => {
    const product = await createProduct(b.t.db, { price: 1_000_000 });
    const res = await b.admin('POST', '/api/arisans/barang', {
      product_id: product.id,
      members: 4,
      saving_type: 'weekly',
      start_when_full: true,
      name: 'Arisan Kasur RT 05',
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Arisan Kasur RT 05',
      start_date: today(),
      end_date: defaultEndDate(today(), 'weekly', 4),
      contribution_amount: 250_000,
    });
    expect((await groupRow(b.t, res.body.data.id)).startWhenFull).toBe(true);
  });

  it('shortens a long product name so the default name fits 100 characters', async () => {
    const product = await createProduct(b.t.db, { name: `Lemari Pakaian ${'Jati '.repeat(30)}`.trim() });
    const res = await b.admin('POST', '/api/arisans/barang', {
      product_id: product.id,
      members: 12,
      saving_type: 'monthly',
      start_date: '2026-12-01',
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data.name).toHaveLength(100);
    expect(res.body.data.name).toMatch(/^Arisan Lemari Pakaian Jati .*… \(12 orang\)$/);
  });

  it('refuses a missing, hidden or unpriced product, a bad N, no start, unknown keys and a too large contribution', async () => {
    const hidden = await createProduct(b.t.db, { hidden: true });
    const free = await createProduct(b.t.db, { price: 0 });
    const dear = await createProduct(b.t.db, { price: 500_000_000 });
    const ok = await createProduct(b.t.db);
    const base = { saving_type: 'monthly', start_date: '2026-12-01', members: 3 };
    const before = await b.t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(arisans);
    const cases: [unknown, number, string][] = [
      [{ ...base, product_id: 2_000_000 }, 404, 'Produk tidak ditemukan'],
      [{ ...base, product_id: hidden.id }, 409, `${hidden.name} sudah tidak dijual`],
      [{ ...base, product_id: free.id }, 409, `${free.name} belum punya harga`],
      [
        { ...base, product_id: dear.id, members: 2 },
        409,
        'Iuran per putaran Rp\u00a0250.000.000 melebihi batas Rp\u00a0100.000.000: tambah jumlah anggota',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await b.admin('POST', '/api/arisans/barang', body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    for (const members of [1, 25, 2.5]) {
      const res = await b.admin('POST', '/api/arisans/barang', { ...base, product_id: ok.id, members });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path: 'members', message: 'Jumlah anggota 2 sampai 24' });
    }
    const noStart = await b.admin('POST', '/api/arisans/barang', {
      product_id: ok.id,
      members: 3,
      saving_type: 'monthly',
    });
    expect(noStart.status).toBe(400);
    expect(noStart.body.errors).toContainEqual({
      path: 'start_date',
      message: "Isi tanggal mulai atau pilih 'Mulai saat penuh'",
    });
    const priced = await b.admin('POST', '/api/arisans/barang', {
      ...base,
      product_id: ok.id,
      item_price: 1,
    });
    expect(priced.status).toBe(400);
    const after = await b.t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(arisans);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('is for admins: 401 signed out, 403 for a customer', async () => {
    const product = await createProduct(b.t.db);
    const body = { product_id: product.id, members: 3, saving_type: 'monthly', start_date: '2026-12-01' };
    const customer = await b.t.registerCustomer();
    const out = await b.t.call({ method: 'POST', url: '/api/arisans/barang', body });
    const cust = await b.t.call({ method: 'POST', url: '/api/arisans/barang', token: customer.token, body });
    expect([out.status, cust.status]).toEqual([401, 403]);
  });

  it("leaves POST /arisans making the spec's money arisans", async () => {
    const res = await b.admin('POST', '/api/arisans', {
      name: 'Arisan RT',
      contribution_amount: 100_000,
      saving_type: 'monthly',
      duration: 3,
      start_date: '2026-12-01',
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'uang', product_id: null });
  });
});

describe('the product page’s groups (GET /arisan-barang)', () => {
  it('lists the product’s groups still taking members, to visitors too, with seats and the caller’s own', async () => {
    const { product, arisan: open } = await b.group({ members: 3 });
    const full = await b.admin('POST', '/api/arisans/barang', {
      product_id: product.id,
      members: 2,
      saving_type: 'weekly',
      start_when_full: false,
      start_date: '2026-12-01',
    });
    const running = await b.admin('POST', '/api/arisans/barang', {
      product_id: product.id,
      members: 2,
      saving_type: 'monthly',
      start_date: '2026-12-01',
    });
    const archived = await b.admin('POST', '/api/arisans/barang', {
      product_id: product.id,
      members: 2,
      saving_type: 'monthly',
      start_date: '2026-12-01',
    });
    await b.group({ members: 2 }); // another product's
    const alice = await b.customer();
    const bob = await b.customer();
    for (const id of [open.id, full.body.data.id, running.body.data.id]) {
      expect((await b.join(alice.token, id)).status).toBe(201);
    }
    for (const id of [full.body.data.id, running.body.data.id]) {
      expect((await b.join(bob.token, id)).status).toBe(201);
    }
    expect((await b.start(running.body.data.id)).status).toBe(200);
    await b.t.db.update(arisans).set({ archivedAt: new Date() }).where(eq(arisans.id, archived.body.data.id));

    const visitor = await publicList(product.id);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.map((g: { id: number }) => g.id)).toEqual([open.id, full.body.data.id]);
    expect(visitor.body.data[0]).toEqual({
      id: open.id,
      name: open.name,
      product: { id: product.id, name: product.name, slug: product.slug, image_url: null },
      variant_label: null,
      state: 'open',
      saving_type: 'monthly',
      members: 3,
      members_joined: 1,
      item_price: 1_250_000,
      admin_fee: 0,
      contribution_amount: 416_667,
      late_fee: 0,
      start_date: '2026-12-01',
      start_when_full: false,
      joined: false,
    });
    expect(visitor.body.data[1]).toMatchObject({ state: 'full', members: 2, members_joined: 2 });

    const mine = await publicList(product.id, alice.token);
    expect(mine.body.data.map((g: { joined: boolean }) => g.joined)).toEqual([true, true]);
    const other = await b.customer();
    const theirs = await publicList(product.id, other.token);
    expect(theirs.body.data.map((g: { joined: boolean }) => g.joined)).toEqual([false, false]);
    // A stale token is a visitor, not an error: the product page must work.
    const stale = await publicList(product.id, 'not-a-token');
    expect([stale.status, stale.body.data.length]).toEqual([200, 2]);
  });

  it('hides the start date of a group that starts when full (it is only a placeholder)', async () => {
    const { product } = await b.group({ startWhenFull: true });
    const res = await publicList(product.id);
    expect(res.body.data[0]).toMatchObject({ start_when_full: true, start_date: null });
  });

  it('needs a product id', async () => {
    for (const url of [
      '/api/arisan-barang',
      '/api/arisan-barang?product_id=abc',
      '/api/arisan-barang?product_id=0',
    ]) {
      expect((await b.t.call({ method: 'GET', url })).status).toBe(400);
    }
  });
});

describe("'Gabung' and leaving (POST/DELETE /arisan-barang/:id/join)", () => {
  it('needs a default address first, and writes nothing without one', async () => {
    const { arisan } = await b.group();
    const c = await b.t.registerCustomer();
    const res = await b.join(c.token, arisan.id);
    expect([res.status, res.body.message]).toEqual([409, 'Tambahkan alamat utama dulu sebelum bergabung']);
    expect(await b.t.db.select().from(members).where(eq(members.userId, c.user.id))).toEqual([]);
    expect(await seatsOf(arisan.id)).toEqual([]);
  });

  it("seats the customer under their account's one member record, made on first use", async () => {
    const first = await b.group();
    const second = await b.group();
    const c = await b.customer();
    const res = await b.join(c.token, first.arisan.id);
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data).toMatchObject({
      id: first.arisan.id,
      state: 'open',
      members_joined: 1,
      joined: true,
    });
    const [record] = await b.t.db.select().from(members).where(eq(members.userId, c.user.id));
    // The name is the account's; the phone the default address's, stored as 62...
    expect(record).toMatchObject({ name: c.user.fullname, phone: '6281234567890' });
    expect(record!.passcode).toMatch(/^[A-Z2-9]{6}$/);
    expect(await seatsOf(first.arisan.id)).toEqual([{ memberId: record!.id, position: 1 }]);

    expect((await b.join(c.token, second.arisan.id)).status).toBe(201);
    const records = await b.t.db.select().from(members).where(eq(members.userId, c.user.id));
    expect(records.map((r) => r.id)).toEqual([record!.id]);
    expect((await seatOf(b.t, second.arisan.id, c.user.id)).memberId).toBe(record!.id);
    const audit = await b.t.db
      .select({ entity: arisanAudit.entity, action: arisanAudit.action, actor: arisanAudit.actorId })
      .from(arisanAudit)
      .where(and(eq(arisanAudit.arisanId, first.arisan.id), eq(arisanAudit.entity, 'membership')));
    expect(audit).toEqual([{ entity: 'membership', action: 'create', actor: c.user.id }]);
  });

  it('uses the phone of the account when it has one', async () => {
    const { arisan } = await b.group();
    const c = await b.customer();
    await b.t.call({
      method: 'PUT',
      url: '/api/auth/profile',
      token: c.token,
      body: { fullname: c.user.fullname, phone_number: '0813-1111-2222' },
    });
    expect((await b.join(c.token, arisan.id)).status).toBe(201);
    const [record] = await b.t.db.select().from(members).where(eq(members.userId, c.user.id));
    expect(record!.phone).toBe('6281311112222');
  });

  it('refuses a second seat, a full group, a started group and unknown groups', async () => {
    const { arisan } = await b.group({ members: 2 });
    const [c1, c2, c3] = [await b.customer(), await b.customer(), await b.customer()];
    expect((await b.join(c1.token, arisan.id)).status).toBe(201);
    const twice = await b.join(c1.token, arisan.id);
    expect([twice.status, twice.body.message]).toEqual([409, 'Kamu sudah bergabung di arisan ini']);
    const second = await b.join(c2.token, arisan.id);
    expect([second.status, second.body.data.state, second.body.data.members_joined]).toEqual([
      201,
      'full',
      2,
    ]);
    const full = await b.join(c3.token, arisan.id);
    expect([full.status, full.body.message]).toEqual([409, 'Arisan ini sudah penuh']);

    expect((await b.start(arisan.id)).status).toBe(200);
    const late = await b.leave(c1.token, arisan.id);
    expect([late.status, late.body.message]).toEqual([
      409,
      'Arisan ini sudah dimulai: anggota tidak bisa keluar lagi',
    ]);
    const started = await b.join(c3.token, arisan.id);
    expect([started.status, started.body.message]).toEqual([
      409,
      'Arisan ini sudah dimulai: tidak bisa bergabung lagi',
    ]);

    const uang = await b.admin('POST', '/api/arisans', {
      name: 'Arisan RT',
      contribution_amount: 100_000,
      saving_type: 'monthly',
      duration: 3,
      start_date: '2026-12-01',
    });
    for (const id of [uang.body.data.id, 2_000_000]) {
      const res = await b.join(c3.token, id);
      expect([res.status, res.body.message]).toEqual([404, 'Arisan barang tidak ditemukan']);
    }
  });

  it('refuses a join to a group that started before it was full', async () => {
    const { arisan } = await b.group({ members: 2 });
    await b.t.db.update(arisans).set({ status: 'active' }).where(eq(arisans.id, arisan.id));
    const res = await b.join((await b.customer()).token, arisan.id);
    expect([res.status, res.body.message]).toEqual([
      409,
      'Arisan ini sudah dimulai: tidak bisa bergabung lagi',
    ]);
  });

  it('lets a member leave before the start, and the next customer takes the lowest free seat', async () => {
    const { arisan } = await b.group({ members: 3 });
    const [c1, c2, c3] = [await b.customer(), await b.customer(), await b.customer()];
    for (const c of [c1, c2]) expect((await b.join(c.token, arisan.id)).status).toBe(201);
    const left = await b.leave(c1.token, arisan.id);
    expect(left.status, left.raw).toBe(200);
    expect(left.body.data).toMatchObject({ members_joined: 1, joined: false, state: 'open' });
    expect((await seatsOf(arisan.id)).map((s) => s.position)).toEqual([2]);
    const again = await b.leave(c1.token, arisan.id);
    expect([again.status, again.body.message]).toEqual([404, 'Kamu belum bergabung di arisan ini']);
    expect((await b.join(c3.token, arisan.id)).status).toBe(201);
    expect((await seatOf(b.t, arisan.id, c3.user.id)).position).toBe(1);
  });

  it('is for customers: 401 signed out, 403 for an admin', async () => {
    const { arisan } = await b.group();
    const out = await b.t.call({ method: 'POST', url: `/api/arisan-barang/${arisan.id}/join` });
    const admin = await b.join(b.adminToken, arisan.id);
    const leaveOut = await b.t.call({ method: 'DELETE', url: `/api/arisan-barang/${arisan.id}/join` });
    expect([out.status, admin.status, leaveOut.status]).toEqual([401, 403, 401]);
  });
});

describe('the start of a group (the last join when it starts when full, or Mulai Arisan)', () => {
  it('starts on the last seat when it starts when full: N units taken, the schedule from today', async () => {
    const { arisan, product } = await b.group({
      members: 3,
      stock: 5,
      startWhenFull: true,
      savingType: 'weekly',
    });
    const cs = [await b.customer(), await b.customer(), await b.customer()];
    expect((await b.join(cs[0]!.token, arisan.id)).status).toBe(201);
    expect((await b.join(cs[1]!.token, arisan.id)).status).toBe(201);
    expect(await productStock(b.t.db, product.id)).toEqual({ stock: 5, sold: 0 });
    const last = await b.join(cs[2]!.token, arisan.id);
    expect(last.status, last.raw).toBe(201);
    expect(last.body.data).toMatchObject({ state: 'running', members_joined: 3, start_date: today() });
    expect(await productStock(b.t.db, product.id)).toEqual({ stock: 2, sold: 3 });
    expect(await groupRow(b.t, arisan.id)).toMatchObject({
      status: 'active',
      unitsReserved: 3,
      startError: null,
      startDate: today(),
      endDate: defaultEndDate(today(), 'weekly', 3),
    });
    expect(await duesCount(arisan.id)).toBe(9);
    // The group has left the product page.
    expect((await publicList(product.id)).body.data).toEqual([]);
    const start = await b.t.db
      .select({ action: arisanAudit.action, after: arisanAudit.after, actor: arisanAudit.actorId })
      .from(arisanAudit)
      .where(and(eq(arisanAudit.arisanId, arisan.id), eq(arisanAudit.action, 'start')));
    expect(start).toEqual([
      {
        action: 'start',
        actor: null,
        after: { status: 'active', dues_created: 9, units_reserved: 3, start_date: today() },
      },
    ]);
  });

  it('keeps the join when the stock is short, says why on the group, and starts once restocked', async () => {
    const { arisan, product } = await b.group({ members: 3, stock: 2, startWhenFull: true });
    const cs = [await b.customer(), await b.customer(), await b.customer()];
    for (const c of cs) expect((await b.join(c.token, arisan.id)).status).toBe(201);
    const why = `Stok ${product.name} tidak cukup untuk arisan ini (tersisa 2, perlu 3)`;
    expect(await groupRow(b.t, arisan.id)).toMatchObject({
      status: 'inactive',
      unitsReserved: 0,
      startError: why,
    });
    expect(await productStock(b.t.db, product.id)).toEqual({ stock: 2, sold: 0 });
    expect(await duesCount(arisan.id)).toBe(0);
    expect((await publicList(product.id)).body.data[0]).toMatchObject({ state: 'full', members_joined: 3 });

    await b.t.db.update(products).set({ stock: 4 }).where(eq(products.id, product.id));
    const res = await b.start(arisan.id);
    expect(res.status, res.raw).toBe(200);
    expect(await groupRow(b.t, arisan.id)).toMatchObject({
      status: 'active',
      unitsReserved: 3,
      startError: null,
    });
    expect(await productStock(b.t.db, product.id)).toEqual({ stock: 1, sold: 3 });
  });

  it('forgets a refused start once a member leaves: the group then waits for members, not stock', async () => {
    const { arisan } = await b.group({ members: 2, stock: 1, startWhenFull: true });
    const [c1, c2] = [await b.customer(), await b.customer()];
    for (const c of [c1, c2]) expect((await b.join(c.token, arisan.id)).status).toBe(201);
    expect((await groupRow(b.t, arisan.id)).startError).toMatch(/^Stok /);
    expect((await b.leave(c2.token, arisan.id)).status).toBe(200);
    expect(await groupRow(b.t, arisan.id)).toMatchObject({ startError: null, status: 'inactive' });
  });

  it("refuses 'Mulai Arisan' until all N have joined, and changes nothing", async () => {
    const { arisan, product } = await b.group({ members: 3 });
    for (let i = 0; i < 2; i++) await b.join((await b.customer()).token, arisan.id);
    const res = await b.start(arisan.id);
    expect([res.status, res.body.message]).toEqual([409, 'Anggota belum lengkap (2 dari 3)']);
    expect(await groupRow(b.t, arisan.id)).toMatchObject({
      status: 'inactive',
      unitsReserved: 0,
      startError: null,
    });
    expect(await productStock(b.t.db, product.id)).toEqual({ stock: 10, sold: 0 });
    expect(await duesCount(arisan.id)).toBe(0);
  });

  it('refuses a start the stock or the product cannot serve, keeps the reason, and takes nothing', async () => {
    const short = await b.group({ members: 2, stock: 1 });
    const hidden = await b.group({ members: 2 });
    for (const g of [short, hidden]) {
      for (let i = 0; i < 2; i++) await b.join((await b.customer()).token, g.arisan.id);
    }
    await b.t.db
      .update(products)
      .set({ hiddenAt: new Date(), status: 'deleted' })
      .where(eq(products.id, hidden.product.id));
    const cases = [
      [short, `Stok ${short.product.name} tidak cukup untuk arisan ini (tersisa 1, perlu 2)`],
      [hidden, `${hidden.product.name} sudah tidak dijual: arisan ini tidak dapat dimulai`],
    ] as const;
    for (const [g, message] of cases) {
      const res = await b.start(g.arisan.id);
      expect([res.status, res.body.message]).toEqual([409, message]);
      expect(await groupRow(b.t, g.arisan.id)).toMatchObject({
        status: 'inactive',
        unitsReserved: 0,
        startError: message,
      });
      expect(await duesCount(g.arisan.id)).toBe(0);
    }
    expect(await productStock(b.t.db, short.product.id)).toEqual({ stock: 1, sold: 0 });
    expect(await productStock(b.t.db, hidden.product.id)).toEqual({ stock: 10, sold: 0 });
  });

  it('moves a start date that has passed to today, keeps a future one, and never takes stock twice', async () => {
    const past = await b.startedGroup({ members: 2, startDate: '2025-03-10', savingType: 'monthly' });
    expect(await groupRow(b.t, past.arisan.id)).toMatchObject({
      startDate: today(),
      endDate: addMonths(today(), 1),
      unitsReserved: 2,
    });
    const futureDate = addMonths(today(), 2);
    const future = await b.startedGroup({ members: 2, startDate: futureDate, savingType: 'monthly' });
    expect(await groupRow(b.t, future.arisan.id)).toMatchObject({
      startDate: futureDate,
      endDate: addMonths(futureDate, 1),
    });
    expect(await productStock(b.t.db, future.product.id)).toEqual({ stock: 8, sold: 2 });
    expect((await groupRow(b.t, future.arisan.id)).unitsReserved).toBe(2);
  });

  it("refuses 'Mulai Arisan' on a group that has started (409, nothing changes, no history entry)", async () => {
    const running = await b.startedGroup({ members: 2, savingType: 'monthly' });
    // A finished group: a second start must not make it active again.
    await b.t.db.update(arisans).set({ status: 'completed' }).where(eq(arisans.id, running.arisan.id));
    const before = await groupRow(b.t, running.arisan.id);
    const stock = await productStock(b.t.db, running.product.id);
    const history = await b.t.db
      .select()
      .from(arisanAudit)
      .where(eq(arisanAudit.arisanId, running.arisan.id));

    const again = await b.start(running.arisan.id);
    expect([again.status, again.body.message]).toEqual([
      409,
      'Arisan barang ini sudah berjalan: jadwal iuran semua anggota sudah dibuat dan barangnya sudah diambil dari stok',
    ]);
    expect(await groupRow(b.t, running.arisan.id)).toEqual(before);
    expect(await productStock(b.t.db, running.product.id)).toEqual(stock);
    expect(
      await b.t.db.select().from(arisanAudit).where(eq(arisanAudit.arisanId, running.arisan.id)),
    ).toHaveLength(history.length);
  });
});

describe('races (PostgreSQL)', () => {
  // Four customers want the last two seats of a group of three. Under the group's lock the seats counted
  // are the seats there are: two join and two hear it is full. The hook pauses each join after it counted.
  const raceForLastSeats = async (hooks: RaceHooks) => {
    const { arisan } = await b.group({ members: 3 });
    expect((await b.join((await b.customer()).token, arisan.id)).status).toBe(201);
    const racers = await Promise.all(Array.from({ length: 4 }, () => b.customer()));
    const results = await withRaceHooks(hooks, () =>
      Promise.all(racers.map((c) => b.join(c.token, arisan.id))),
    );
    return { arisan, results };
  };

  raceTest('seats exactly two of four customers racing for the last two seats', async () => {
    const { arisan, results } = await raceForLastSeats(WIDE_WINDOW);
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status !== 201).map((r) => [r.status, r.body.message])).toEqual([
      [409, 'Arisan ini sudah penuh'],
      [409, 'Arisan ini sudah penuh'],
    ]);
    expect((await seatsOf(arisan.id)).map((s) => s.position)).toEqual([1, 2, 3]);
  });

  raceTest(
    'would seat them on one another’s seat without the lock (the race test above is real)',
    async () => {
      const { arisan, results } = await raceForLastSeats({ ...WIDE_WINDOW, unlocked: ['arisan.membership'] });
      // Everyone counted one seat taken and chose seat 2: one sits, three are refused, a seat stays empty.
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.some((r) => r.body.message === 'Arisan ini sudah penuh')).toBe(false);
      expect(await seatsOf(arisan.id)).toHaveLength(2);
    },
  );

  // Two full groups of one product start at once with stock for one group: the product row is taken by
  // the first start's conditional update and the second re-checks it after the first commits.
  const raceTwoStarts = async (hooks: RaceHooks) => {
    const product = await createProduct(b.t.db, { name: `Kasur Busa ${Date.now()}`, stock: 3 });
    const groups: number[] = [];
    for (let g = 0; g < 2; g++) {
      const res = await b.admin('POST', '/api/arisans/barang', {
        product_id: product.id,
        members: 3,
        saving_type: 'monthly',
        start_date: '2026-12-01',
      });
      for (let i = 0; i < 3; i++) await b.join((await b.customer()).token, res.body.data.id);
      groups.push(res.body.data.id as number);
    }
    const results = await withRaceHooks(hooks, () => Promise.all(groups.map((id) => b.start(id))));
    return { product, groups, results };
  };

  raceTest('starts exactly one of two groups racing for stock that serves one', async () => {
    const { product, groups, results } = await raceTwoStarts(WIDE_WINDOW);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body.message).toBe(`Stok ${product.name} tidak cukup untuk arisan ini (tersisa 0, perlu 3)`);
    expect(await productStock(b.t.db, product.id)).toEqual({ stock: 0, sold: 3 });
    const rows = await Promise.all(groups.map((id) => groupRow(b.t, id)));
    expect(rows.map((r) => r.unitsReserved).sort()).toEqual([0, 3]);
  });

  raceTest(
    'would refuse the loser without saying why if the stock condition were gone (the test above is real)',
    async () => {
      const { product, results } = await raceTwoStarts({ ...WIDE_WINDOW, unlocked: ['orders.stock'] });
      const lost = results.filter((r) => r.status !== 200);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.body.message).not.toMatch(/^Stok /);
      expect(await productStock(b.t.db, product.id)).toEqual({ stock: 0, sold: 3 });
    },
  );

  // A start and a checkout want the same last units: whoever updates the product row first wins, the
  // other is refused with the stock left, and stock never goes below zero.
  const raceStartAndCheckout = async (hooks: RaceHooks) => {
    const name = `Meja Makan ${Date.now()}`;
    const product = await createProduct(b.t.db, { name, stock: 3 });
    const res = await b.admin('POST', '/api/arisans/barang', {
      product_id: product.id,
      members: 3,
      saving_type: 'monthly',
      start_date: '2026-12-01',
    });
    for (let i = 0; i < 3; i++) await b.join((await b.customer()).token, res.body.data.id);
    const buyer = await customerWithCart(b.t, [{ productId: product.id, quantity: 1 }]);
    const [started, bought] = await withRaceHooks(hooks, () =>
      Promise.all([b.start(res.body.data.id), checkout(b.t, buyer)]),
    );
    return { name, product, started: started!, bought: bought! };
  };

  raceTest('lets a start and a checkout for the last units never both take them', async () => {
    const { name, product, started, bought } = await raceStartAndCheckout(WIDE_WINDOW);
    const stock = await productStock(b.t.db, product.id);
    if (started.status === 200) {
      expect([bought.status, bought.body.message]).toEqual([
        409,
        `Stok tidak mencukupi untuk ${name} (tersisa 0)`,
      ]);
      expect(stock).toEqual({ stock: 0, sold: 3 });
    } else {
      expect(bought.status).toBe(201);
      expect([started.status, started.body.message]).toEqual([
        409,
        `Stok ${name} tidak cukup untuk arisan ini (tersisa 2, perlu 3)`,
      ]);
      expect(stock).toEqual({ stock: 2, sold: 1 });
    }
  });

  raceTest(
    'would refuse the later one without the stock left if the condition were gone (the test above is real)',
    async () => {
      const { started, bought, product } = await raceStartAndCheckout({
        ...WIDE_WINDOW,
        unlocked: ['orders.stock'],
      });
      const loser = started.status === 200 ? bought : started;
      expect(loser.status).toBe(409);
      expect(loser.body.message).not.toMatch(/^Stok /);
      expect((await productStock(b.t.db, product.id)).stock).toBeGreaterThanOrEqual(0);
    },
  );
});

describe("the admin's arisan calls on a group", () => {
  it('refuse adding a member by hand: seats are taken by the customers themselves', async () => {
    const { arisan } = await b.group();
    const member = await b.admin('POST', '/api/members', { name: 'Tamu' });
    const res = await b.admin('POST', '/api/arisans/member', {
      arisan_id: arisan.id,
      member_id: member.body.data.id,
      position: 1,
    });
    expect([res.status, res.body.message]).toEqual([
      409,
      'Anggota arisan barang bergabung sendiri lewat halaman produk (Gabung)',
    ]);
    expect(await seatsOf(arisan.id)).toEqual([]);
  });

  it('remove a member before the start, not after it', async () => {
    const { arisan } = await b.group({ members: 2 });
    const [c1, c2, c3] = [await b.customer(), await b.customer(), await b.customer()];
    for (const c of [c1, c2]) await b.join(c.token, arisan.id);
    const before = await seatOf(b.t, arisan.id, c1.user.id);
    const removed = await b.admin('DELETE', `/api/arisans/${arisan.id}/member/${before.memberId}`);
    expect(removed.status, removed.raw).toBe(200);
    await b.join(c3.token, arisan.id);
    expect((await b.start(arisan.id)).status).toBe(200);
    const after = await seatOf(b.t, arisan.id, c2.user.id);
    const refused = await b.admin('DELETE', `/api/arisans/${arisan.id}/member/${after.memberId}`);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Arisan ini sudah dimulai: anggota tidak bisa keluar lagi',
    ]);
    expect(await seatsOf(arisan.id)).toHaveLength(2);
  });

  it('edit the name only: N, the contribution and the status follow the product and the start', async () => {
    const { arisan } = await b.group({ members: 3 });
    const terms = {
      name: 'Arisan Sofa RW 02',
      contribution_amount: arisan.contribution_amount,
      saving_type: 'monthly',
      duration: 3,
      start_date: '2026-12-01',
    };
    const renamed = await b.admin('PUT', `/api/arisans/${arisan.id}`, terms);
    expect([renamed.status, renamed.body.data?.name]).toEqual([200, 'Arisan Sofa RW 02']);
    const refusal =
      'Jumlah anggota, iuran dan status arisan barang tidak dapat diubah di sini: iuran mengikuti harga produk, status mengikuti Mulai Arisan';
    for (const change of [{ duration: 4 }, { contribution_amount: 500_000 }, { status: 'active' }]) {
      const res = await b.admin('PUT', `/api/arisans/${arisan.id}`, { ...terms, ...change });
      expect([res.status, res.body.message]).toEqual([409, refusal]);
    }
    expect(await groupRow(b.t, arisan.id)).toMatchObject({
      status: 'inactive',
      duration: 3,
      unitsReserved: 0,
    });
  });

  it('delete a started group without payments and put its units back on the shelf', async () => {
    const { arisan, product } = await b.startedGroup({ members: 2, stock: 5 });
    expect(await productStock(b.t.db, product.id)).toEqual({ stock: 3, sold: 2 });
    const res = await b.admin('DELETE', `/api/arisans/${arisan.id}`);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toEqual({ id: arisan.id, archived: false });
    expect(await productStock(b.t.db, product.id)).toEqual({ stock: 5, sold: 0 });
  });
});

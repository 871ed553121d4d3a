import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestContext, type TestContext } from '../../../test/app.ts';
import { allInside, raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import { orders, shippingAddresses, users } from '../../db/schema/index.ts';

let t: TestContext;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  adminId = (await t.call({ method: 'GET', url: '/api/auth/profile', token: admin })).body.user.id;
});
afterAll(async () => {
  await t.close();
});

/** Another admin: a customer promoted in the database, with their own token. */
async function secondAdmin() {
  const other = await t.registerCustomer();
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user.id));
  return other;
}

describe('access', () => {
  it.each([
    ['GET', '/api/users'],
    ['GET', '/api/users/1'],
    ['PUT', '/api/users/1'],
    ['DELETE', '/api/users/1'],
  ])('%s %s answers 401 without a token and 403 for a customer', async (method, url) => {
    const { token } = await t.registerCustomer();
    const anonymous = await t.call({ method: method as 'GET', url, body: method === 'PUT' ? {} : undefined });
    expect(anonymous.status).toBe(401);
    const shopper = await t.call({
      method: method as 'GET',
      url,
      token,
      body: method === 'PUT' ? {} : undefined,
    });
    expect(shopper.status).toBe(403);
    expect(shopper.body.code).toBe('FORBIDDEN');
  });
});

describe('GET /api/users', () => {
  it('lists users a page at a time, never with a password hash', async () => {
    for (let i = 0; i < 12; i++) await t.registerCustomer();
    const first = await t.call({ method: 'GET', url: '/api/users?page=1&limit=10', token: admin });
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(10);
    expect(first.body.pagination).toMatchObject({ currentPage: 1, limit: 10, hasNextPage: true });
    expect(first.body.pagination.totalItems).toBeGreaterThanOrEqual(13);
    expect(Object.keys(first.body.users[0]).sort()).toEqual([
      'email',
      'fullname',
      'id',
      'phone_number',
      'role',
    ]);
    expect(first.raw).not.toMatch(/scrypt|password/i);

    const second = await t.call({ method: 'GET', url: '/api/users?page=2&limit=10', token: admin });
    const ids = new Set([...first.body.users, ...second.body.users].map((u: { id: number }) => u.id));
    expect(ids.size).toBe(first.body.users.length + second.body.users.length);
  });

  it('finds users by name, email or phone (as typed with 08...)', async () => {
    const { token, user } = await t.registerCustomer({
      fullname: 'Wahyuningsih Cari',
      email: 'wahyu.cari@example.com',
    });
    await t.call({
      method: 'PUT',
      url: '/api/auth/profile',
      token,
      body: { fullname: 'Wahyuningsih Cari', phone_number: '0857-1122-3344' },
    });
    for (const search of ['wahyuning', 'WAHYU.CARI@', '085711223', '62857112']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/users?search=${encodeURIComponent(search)}`,
        token: admin,
      });
      expect(res.status).toBe(200);
      expect(
        res.body.users.map((u: { id: number }) => u.id),
        search,
      ).toEqual([user.id]);
    }
    const none = await t.call({ method: 'GET', url: '/api/users?search=%25', token: admin });
    expect(none.body.users).toEqual([]);
    expect(none.body.pagination.totalItems).toBe(0);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the user, or 404', async () => {
    const { user } = await t.registerCustomer({ fullname: 'Dimas Anggara' });
    const res = await t.call({ method: 'GET', url: `/api/users/${user.id}`, token: admin });
    expect(res.body).toEqual({
      user: {
        id: user.id,
        fullname: 'Dimas Anggara',
        email: user.email,
        phone_number: null,
        role: 'customer',
      },
    });
    expect((await t.call({ method: 'GET', url: '/api/users/999999', token: admin })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/users/abc', token: admin })).status).toBe(400);
  });
});

describe('PUT /api/users/{id}', () => {
  it('changes the name and phone (normalised to 62...)', async () => {
    const { user } = await t.registerCustomer();
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      body: { fullname: ' Rina Baru ', phone_number: '0812 3456 7890' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      fullname: 'Rina Baru',
      phone_number: '6281234567890',
      role: 'customer',
    });
    const cleared = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      body: { phone_number: '' },
    });
    expect(cleared.body.user.phone_number).toBeNull();
  });

  it('promotes a customer to admin, who logs in again (the role change ends old sessions) to open the dashboard', async () => {
    const { user, token } = await t.registerCustomer({ password: 'kursi-goyang-tua' });
    expect((await t.call({ method: 'GET', url: '/api/users', token })).status).toBe(403);
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      body: { role: 'admin' },
    });
    expect(res.body.user.role).toBe('admin');
    expect((await t.call({ method: 'GET', url: '/api/users', token })).status).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password: 'kursi-goyang-tua' },
    });
    expect((await t.call({ method: 'GET', url: '/api/users', token: login.body.token })).status).toBe(200);
    // ...and demotes them again.
    const back = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      body: { role: 'customer' },
    });
    expect(back.body.user.role).toBe('customer');
  });

  it("refuses to change one's own role, so the shop never loses its last admin", async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${adminId}`,
      token: admin,
      body: { role: 'customer' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Kamu tidak dapat mengubah peran akunmu sendiri');
    const [row] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(row?.role).toBe('admin');
  });

  it('refuses an email, a password or an unknown role', async () => {
    const { user } = await t.registerCustomer();
    for (const body of [
      { email: 'baru@example.com' },
      { password_hash: 'x' },
      { role: 'owner' },
      { phone_number: '123' },
    ]) {
      const res = await t.call({ method: 'PUT', url: `/api/users/${user.id}`, token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes a customer, keeps their orders and ends their session', async () => {
    const shopper = await t.registerCustomer({ fullname: 'Pembeli Lama', email: 'lama@example.com' });
    await t.db.insert(shippingAddresses).values({
      userId: shopper.user.id,
      label: 'Rumah',
      recipient: 'Pembeli Lama',
      phone: '6281234567890',
      provinsi: 'Jawa Timur',
      kabupaten: 'Bangkalan',
      kecamatan: 'Arosbaya',
      desa: 'Balung',
      jalan: 'Jl. Mawar 1',
      postalCode: '69151',
    });
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: 'ORD-20260101-LAMA1',
        userId: shopper.user.id,
        customerName: 'Pembeli Lama',
        customerEmail: 'lama@example.com',
        subtotal: 750000,
        totalAmount: 750000,
        paymentMethod: 'bank_transfer',
        shippingAddress: 'Rumah - Pembeli Lama',
      })
      .returning();

    const res = await t.call({ method: 'DELETE', url: `/api/users/${shopper.user.id}`, token: admin });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, shopper.user.id))).toHaveLength(0);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({
      userId: null,
      customerName: 'Pembeli Lama',
      customerEmail: 'lama@example.com',
      totalAmount: 750000,
    });
    expect(
      await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, shopper.user.id)),
    ).toHaveLength(0);
    expect((await t.call({ method: 'GET', url: '/api/auth/profile', token: shopper.token })).status).toBe(
      401,
    );
    expect(
      (await t.call({ method: 'DELETE', url: `/api/users/${shopper.user.id}`, token: admin })).status,
    ).toBe(404);
  });

  it('refuses to delete oneself', async () => {
    const res = await t.call({ method: 'DELETE', url: `/api/users/${adminId}`, token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Kamu tidak dapat menghapus akunmu sendiri');
    const login = await t.call({ method: 'POST', url: '/api/auth/login', body: ADMIN });
    expect(login.status).toBe(200);
  });

  it('lets one admin delete another while a second admin remains', async () => {
    const other = await secondAdmin();
    const res = await t.call({ method: 'DELETE', url: `/api/users/${other.user.id}`, token: admin });
    expect(res.status).toBe(204);
    // The other admin, now gone, cannot act.
    expect((await t.call({ method: 'GET', url: '/api/users', token: other.token })).status).toBe(401);
  });

  type Admin = Awaited<ReturnType<typeof secondAdmin>>;
  const removeEachOther = (x: Admin, y: Admin) =>
    Promise.all([
      t.call({ method: 'DELETE', url: `/api/users/${y.user.id}`, token: x.token }),
      t.call({ method: 'DELETE', url: `/api/users/${x.user.id}`, token: y.token }),
    ]);

  /**
   * Two fresh admins, the only ones while `race` runs: every other admin (the suite's own among them)
   * steps aside and the suite's comes back after, so neither race test depends on how the other ended.
   */
  async function onlyTwoAdmins<T>(race: (x: Admin, y: Admin) => Promise<T>): Promise<T> {
    const x = await secondAdmin();
    const y = await secondAdmin();
    await t.db
      .update(users)
      .set({ role: 'customer' })
      .where(and(eq(users.role, 'admin'), notInArray(users.id, [x.user.id, y.user.id])));
    try {
      return await race(x, y);
    } finally {
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    }
  }

  // PGlite runs one transaction at a time: this race proves something only on PostgreSQL.
  raceTest('keeps the last admin even when two admins try to remove each other at once', async () => {
    await onlyTwoAdmins(async (x, y) => {
      const [a, b] = await withRaceHooks(WIDE_WINDOW, () => removeEachOther(x, y));
      const statuses = [a.status, b.status].sort();
      // One wins; the loser is refused (409), or finds itself already gone (401).
      expect(statuses[0]).toBe(204);
      expect([401, 409]).toContain(statuses[1]);
      const left = await t.db
        .select()
        .from(users)
        .where(inArray(users.id, [x.user.id, y.user.id]));
      expect(left.filter((u) => u.role === 'admin')).toHaveLength(1);
    });
  });

  // The check that the race test above is real: without the admins' lock it loses every admin.
  raceTest('would lose every admin without the lock (the race test above is real)', async () => {
    await onlyTwoAdmins(async (x, y) => {
      const [a, b] = await withRaceHooks({ ...allInside(2), unlocked: ['users.admins'] }, () =>
        removeEachOther(x, y),
      );
      expect([a.status, b.status]).toEqual([204, 204]);
      expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toEqual([]);
    });
  });
});

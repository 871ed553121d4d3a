import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { members } from '../../db/schema/index.ts';
import {
  checkout,
  createProduct,
  customerWithCart,
  givePaidOrder,
  insertOrder,
} from '../orders/orders.fixtures.ts';

// The customer page's answer (issue 'back office'), on PGlite and PostgreSQL.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const overview = (id: number | string, token = admin) =>
  t.call({ method: 'GET', url: `/api/users/${id}/overview`, token });

it('answers contact, addresses, orders newest first, the value of paid orders, and the arisan joined', async () => {
  const product = await createProduct(t.db, { price: 250_000, stock: 5 });
  const shopper = await customerWithCart(t, [{ productId: product.id, quantity: 1 }]);
  const waiting = await checkout(t, shopper);
  expect(waiting.status, waiting.raw).toBe(201);
  const paid = await givePaidOrder(t.db, shopper.user.id);
  // A paid order that was cancelled afterwards is not money the shop kept.
  const cancelledProduct = await createProduct(t.db, { price: 900_000, stock: 1 });
  await insertOrder(t.db, {
    userId: shopper.user.id,
    productId: cancelledProduct.id,
    status: 'cancelled',
    paymentStatus: 'paid',
  });
  // Another customer's order never shows.
  const other = await t.registerCustomer();
  await givePaidOrder(t.db, other.user.id);

  const member = await t.call({
    method: 'POST',
    url: '/api/members',
    token: admin,
    body: { name: 'Siti Member' },
  });
  await t.db.update(members).set({ userId: shopper.user.id }).where(eq(members.id, member.body.data.id));
  const arisan = await t.call({
    method: 'POST',
    url: '/api/arisans',
    token: admin,
    body: {
      name: 'Arisan RT 7',
      contribution_amount: 100_000,
      saving_type: 'monthly',
      duration: 3,
      start_date: '2026-01-31',
      members_ids: [member.body.data.id],
    },
  });
  expect(arisan.status, arisan.raw).toBe(201);

  const res = await overview(shopper.user.id);
  expect(res.status, res.raw).toBe(200);
  const data = res.body.data;
  expect(data.user).toMatchObject({ id: shopper.user.id, email: shopper.user.email, role: 'customer' });
  expect(data.addresses).toEqual([
    expect.objectContaining({ label: 'Rumah', is_default: true, text: expect.stringContaining('Bangkalan') }),
  ]);
  expect(data.order_count).toBe(3);
  expect(data.orders.map((o: { id: number }) => o.id)).toContain(waiting.body.order.id);
  expect(data.orders.map((o: { id: number }) => o.id)).toContain(paid.id);
  expect(data.lifetime_value).toBe(paid.totalAmount);
  expect(data.arisan).toEqual([
    expect.objectContaining({
      name: 'Arisan RT 7',
      position: 1,
      paid_cycles: 0,
      duration: 3,
      received: false,
    }),
  ]);
});

it('is for the admin only, 404 for an unknown user and 400 for an id past 2^53', async () => {
  const c = await t.registerCustomer();
  expect((await overview(c.user.id, c.token)).status).toBe(403);
  expect((await t.call({ method: 'GET', url: `/api/users/${c.user.id}/overview` })).status).toBe(401);
  const missing = await overview(2_000_000_000);
  expect(missing.status).toBe(404);
  expect(missing.body.message).toBe('Pengguna tidak ditemukan');
  expect((await overview('9007199254740993')).status).toBe(400);
});

it('answers an empty customer with empty lists and zero value', async () => {
  const c = await t.registerCustomer();
  const res = await overview(c.user.id);
  expect(res.body.data).toMatchObject({
    addresses: [],
    orders: [],
    order_count: 0,
    lifetime_value: 0,
    arisan: [],
  });
});

it('blocks a customer: their session ends, they cannot log in; unblocked, they log in again', async () => {
  const c = await t.registerCustomer();
  const login = () =>
    t.call({ method: 'POST', url: '/api/auth/login', body: { email: c.user.email, password: 'rahasia123' } });
  const blocked = await t.call({ method: 'POST', url: `/api/users/${c.user.id}/block`, token: admin });
  expect(blocked.status, blocked.raw).toBe(200);
  expect((await overview(c.user.id)).body.data.blocked_at).toEqual(expect.any(String));
  const session = await t.call({ method: 'GET', url: '/api/cart', token: c.token });
  expect(session.status).toBe(401);
  const refused = await login();
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe('Akun ini diblokir. Hubungi toko untuk bantuan.');
  // A wrong password says only that, blocked or not.
  const wrong = await t.call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: c.user.email, password: 'salah-sekali-123' },
  });
  expect(wrong.status).toBe(401);

  expect(
    (await t.call({ method: 'POST', url: `/api/users/${c.user.id}/unblock`, token: admin })).status,
  ).toBe(200);
  expect((await overview(c.user.id)).body.data.blocked_at).toBeNull();
  const again = await login();
  expect(again.status, again.raw).toBe(200);
  expect((await t.call({ method: 'GET', url: '/api/cart', token: again.body.token })).status).toBe(200);
});

it('never blocks an admin, and only an admin blocks', async () => {
  const me = await t.call({ method: 'GET', url: '/api/auth/profile', token: admin });
  const self = await t.call({ method: 'POST', url: `/api/users/${me.body.user.id}/block`, token: admin });
  expect(self.status).toBe(409);
  expect(self.body.message).toBe('Admin tidak dapat diblokir');
  const c = await t.registerCustomer();
  const other = await t.registerCustomer();
  expect(
    (await t.call({ method: 'POST', url: `/api/users/${other.user.id}/block`, token: c.token })).status,
  ).toBe(403);
  expect((await t.call({ method: 'POST', url: '/api/users/2000000000/block', token: admin })).status).toBe(
    404,
  );
  expect((await overview(other.user.id)).body.data.blocked_at).toBeNull();
});

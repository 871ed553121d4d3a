import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { products, users } from '../../db/schema/index.ts';
import { waitingOrder } from '../orders/orders.fixtures.ts';

// The staff role (ADR 087): the owner's daily work on orders, products and payments, without the sales
// money, users, settings, backups or deleting. The access walk (http/access.test.ts) covers every route;
// here, what staff does and what the owner sees of it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('the staff role', () => {
  it('is given and taken back by the owner; each change ends the account’s sessions', async () => {
    const password = 'rahasia123';
    const { token, user } = await t.registerCustomer({ password });
    const made = await t.setRole(user.id, 'staff');
    expect(made.status).toBe(200);
    expect(made.body.user.role).toBe('staff');
    // The customer's token no longer works; a new login carries the new rights.
    expect((await t.call({ method: 'GET', url: '/api/auth/profile', token })).status).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password },
    });
    expect(login.body.user.role).toBe('staff');
    const staff = login.body.token as string;
    expect((await t.call({ method: 'GET', url: '/api/orders/admin/all', token: staff })).status).toBe(200);

    const back = await t.setRole(user.id, 'customer');
    expect(back.body.user.role).toBe('customer');
    expect((await t.call({ method: 'GET', url: '/api/orders/admin/all', token: staff })).status).toBe(401);
    const again = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password },
    });
    const res = await t.call({ method: 'GET', url: '/api/orders/admin/all', token: again.body.token });
    expect(res.status).toBe(403);
  });

  it('works an order: sees every order, notes it and cancels it, and the history names staff', async () => {
    const staff = await t.staffToken();
    const { order } = await waitingOrder(t);
    const list = await t.call({ method: 'GET', url: '/api/orders/admin/all?limit=50', token: staff });
    expect(list.body.data.map((o: { id: number }) => o.id)).toContain(order.id);
    const one = await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token: staff });
    expect(one.status).toBe(200);
    const note = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/notes`,
      token: staff,
      body: { body: 'Pembeli minta dikirim sore' },
    });
    expect(note.status).toBe(201);
    const cancelled = await t.call({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, token: staff });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status_history.at(-1)).toMatchObject({
      status: 'cancelled',
      actor_role: 'staff',
      notes: 'Pesanan dibatalkan oleh staf',
    });
  });

  it('adds and edits products but cannot delete one, nor see the money, users, settings or backups', async () => {
    const staff = await t.staffToken();
    const category = await t.call({
      method: 'POST',
      url: '/api/categories',
      token: staff,
      body: { name: 'Kasur' },
    });
    expect(category.status).toBe(201);
    const { body, headers } = await multipart({
      name: 'Kasur Busa 160',
      price: '1750000',
      stock: '4',
      category_id: String(category.body.data.id),
    });
    const created = await t.call({ method: 'POST', url: '/api/products', token: staff, body, headers });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const edit = await multipart({ stock: '9' });
    const edited = await t.call({ method: 'PUT', url: `/api/products/${id}`, token: staff, ...edit });
    expect(edited.body.data.stock).toBe(9);

    const deleted = await t.call({ method: 'DELETE', url: `/api/products/${id}`, token: staff });
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual({ message: 'Hanya admin yang dapat melakukan ini', code: 'FORBIDDEN' });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ status: 'active', stock: 9 });

    for (const url of ['/api/dashboard/summary', '/api/users', '/api/settings', '/api/admin/backup']) {
      const res = await t.call({ method: 'GET', url, token: staff });
      expect(res.status, url).toBe(403);
    }
    // Staff is the shop, not a shopper: no cart.
    expect((await t.call({ method: 'GET', url: '/api/cart', token: staff })).status).toBe(403);
  });

  it('refuses a role that does not exist, and never leaves the shop without an admin', async () => {
    const { user } = await t.registerCustomer();
    const res = await t.setRole(user.id, 'owner');
    expect(res.status).toBe(400);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe('customer');
    const [self] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    const demote = await t.setRole(self!.id, 'staff');
    expect(demote.status).toBe(409);
  });
});

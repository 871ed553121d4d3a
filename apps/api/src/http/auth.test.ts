import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { currentUser } from './auth.ts';

// The guards every later route uses, on throw-away routes of a real app and database.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    extraRoutes(app) {
      app.get('/guarded/user', { config: { access: 'user' } }, async (req) => ({ id: currentUser(req).id }));
      app.get('/guarded/admin', { config: { access: 'admin' } }, async () => ({ ok: true }));
      app.get('/guarded/customer', { config: { access: 'customer' } }, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('role guards', () => {
  it('answers 401 without a token on every guard', async () => {
    for (const url of ['/guarded/user', '/guarded/admin', '/guarded/customer']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
    }
  });

  it('gives a customer 403 on an admin-only route and lets them through their own', async () => {
    const { token, user } = await t.registerCustomer();
    const headers = { authorization: `Bearer ${token}` };
    const admin = await t.app.inject({ method: 'GET', url: '/guarded/admin', headers });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: 'Admin access required', code: 'FORBIDDEN' });
    expect((await t.app.inject({ method: 'GET', url: '/guarded/customer', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/guarded/user', headers })).json()).toEqual({
      id: user.id,
    });
  });

  it('lets an admin through admin routes and keeps them out of customer-only ones', async () => {
    const headers = { authorization: `Bearer ${await t.adminToken()}` };
    expect((await t.app.inject({ method: 'GET', url: '/guarded/admin', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/guarded/customer', headers })).statusCode).toBe(403);
  });

  it('rejects a malformed Authorization header with 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/guarded/user',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(res.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';

// Walks the OpenAPI document, so routes added later are covered without editing this file: every route
// declares its access (config.access, shown as `x-access`), and the guard answers before the body or the
// path is looked at.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  method: string;
  url: string;
  access: string;
  security: unknown;
}

function operations(): Operation[] {
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      // Junk in every path parameter: the guard must answer before the params are validated.
      const url = path.replace(/\{[^}]+\}/g, 'x%00junk');
      ops.push({ method: method.toUpperCase(), url, access: String(op['x-access']), security: op.security });
    }
  }
  return ops;
}

// A malformed JSON body with a NUL byte: whatever the route expects, this is not it.
const junk = {
  payload: '{"email": "\u0000", "price": -1, ',
  headers: { 'content-type': 'application/json' },
};

describe('access control on every route (OpenAPI walk)', () => {
  it('documents who may call each route', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    for (const op of ops) {
      expect(['public', 'user', 'customer', 'staff', 'admin'], `${op.method} ${op.url}`).toContain(op.access);
      expect(op.security, `${op.method} ${op.url}`).toEqual(
        op.access === 'public' ? [] : [{ bearerAuth: [] }],
      );
    }
  });

  it('answers 401 without a token on every guarded route, whatever the body and path', async () => {
    const guarded = operations().filter((op) => op.access !== 'public');
    expect(guarded.length).toBeGreaterThan(30);
    for (const op of guarded) {
      const res = await t.app.inject({ method: op.method as 'GET', url: op.url, ...junk });
      expect({ route: `${op.method} ${op.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${op.method} ${op.url}`,
        status: 401,
        body: { message: 'Silakan login terlebih dahulu', code: 'UNAUTHORIZED' },
      });
    }
  });

  it('answers 403 to a customer on every admin route, and to an admin on every customer-only route', async () => {
    const customer = (await t.registerCustomer()).token;
    const admin = await t.adminToken();
    const ops = operations().filter((op) => op.access === 'admin' || op.access === 'customer');
    expect(ops.filter((op) => op.access === 'admin').length).toBeGreaterThan(20);
    for (const op of ops) {
      const token = op.access === 'admin' ? customer : admin;
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: op.url,
        ...junk,
        headers: { ...junk.headers, authorization: `Bearer ${token}` },
      });
      expect({ route: `${op.method} ${op.url}`, status: res.statusCode, code: res.json().code }).toEqual({
        route: `${op.method} ${op.url}`,
        status: 403,
        code: 'FORBIDDEN',
      });
      expect(res.json().errors).toBeUndefined();
    }
  });

  it('answers 403 to staff on every admin route and to a customer on every staff route, and lets staff through (ADR 087)', async () => {
    const customer = (await t.registerCustomer()).token;
    const staff = await t.staffToken();
    const ops = operations();
    const staffRoutes = ops.filter((op) => op.access === 'staff');
    expect(staffRoutes.length).toBeGreaterThan(20);
    const call = (op: Operation, token: string) =>
      t.app.inject({
        method: op.method as 'GET',
        url: op.url,
        ...junk,
        headers: { ...junk.headers, authorization: `Bearer ${token}` },
      });
    for (const op of ops.filter((o) => o.access === 'admin')) {
      const res = await call(op, staff);
      expect({ route: `${op.method} ${op.url}`, status: res.statusCode, code: res.json().code }).toEqual({
        route: `${op.method} ${op.url}`,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    for (const op of staffRoutes) {
      const refused = await call(op, customer);
      expect({ route: `${op.method} ${op.url}`, status: refused.statusCode }).toEqual({
        route: `${op.method} ${op.url}`,
        status: 403,
      });
      // Past the guard: the junk in the path or body is what answers now, never 401 or 403.
      const passed = await call(op, staff);
      expect([401, 403], `${op.method} ${op.url} as staff`).not.toContain(passed.statusCode);
    }
  });

  it('refuses to start when an API route does not say who may call it', async () => {
    await expect(
      createTestContext({
        extraRoutes(app) {
          app.register(async (api) => api.get('/forgotten', async () => ({ ok: true })), { prefix: '/api' });
        },
      }),
    ).rejects.toThrow(/GET \/api\/forgotten declares no config.access/);
  });
});

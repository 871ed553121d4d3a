import { createHmac } from 'node:crypto';
import { SEARCH_MAX_LENGTH } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';

// Strict input everywhere (docs/architecture.md section 6): control characters, ids beyond the integer range and
// over-long searches are a 400 with a message, never a 500 and never a write. The walks read the OpenAPI
// document, so routes added later are covered too.
let t: TestContext;
let customer: string;
let admin: string;
/** The mutation webhook checks its signature before its fields (ADR 061): the walk signs what it sends there. */
const WEBHOOK_SECRET = 'rahasia-webhook-untuk-uji-masukan';
const SIGNED_ROUTES = ['POST /api/payments/mutations'];
beforeAll(async () => {
  t = await createTestContext({ env: { BANK_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  customer = (await t.registerCustomer()).token;
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

type Op = {
  method: string;
  path: string;
  access: string;
  body?: { properties?: Record<string, unknown> };
};
function operations(): Op[] {
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, { 'x-access': string; requestBody?: any }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      access: op['x-access'],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}
const tokenFor = (access: string) =>
  access === 'admin' || access === 'staff' ? admin : access === 'public' ? undefined : customer;

describe('ids', () => {
  it('answers 400 or 404, never 500, to ids beyond 2^31-1 on every route with a path parameter', async () => {
    const ops = operations().filter((op) => op.path.includes('{'));
    expect(ops.length).toBeGreaterThan(20);
    for (const op of ops) {
      for (const id of ['2147483648', '9007199254740993', '99999999999999999999999']) {
        const url = `/api${op.path.replace(/^\/api/, '')}`.replace(/\{[^}]+\}/g, id);
        const res = await t.call({ method: op.method as 'GET', url, token: tokenFor(op.access), body: {} });
        expect([400, 404], `${op.method} ${url} answered ${res.status} ${res.raw}`).toContain(res.status);
      }
    }
  });

  it('refuses an id beyond 2^31-1 in a body with 400', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/cart/add',
      token: customer,
      body: { productId: 2_147_483_648, quantity: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('control characters', () => {
  it('refuses a NUL byte in an email or a name with 400, and writes nothing', async () => {
    for (const body of [
      { fullname: 'Budi', email: 'budi\u0000@example.com', password: 'rahasia-sekali-9' },
      { fullname: 'Bu\u0000di', email: 'budi-nul@example.com', password: 'rahasia-sekali-9' },
      { fullname: 'Bu\u001bdi', email: 'budi-esc@example.com', password: 'rahasia-sekali-9' },
    ]) {
      const res = await t.call({ method: 'POST', url: '/api/auth/register', body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Teks tidak boleh berisi karakter kontrol',
      });
    }
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'budi-nul@example.com', password: 'rahasia-sekali-9' },
    });
    expect(login.status).toBe(401);
  });

  it('refuses control characters in query strings with 400', async () => {
    const res = await t.call({ method: 'GET', url: '/api/products?search=kursi%00' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Teks tidak boleh berisi karakter kontrol');
  });

  it('answers 400 on every JSON route when each field is a NUL byte', async () => {
    const ops = operations().filter((op) => op.body?.properties);
    expect(ops.length).toBeGreaterThan(15);
    for (const op of ops) {
      const body = Object.fromEntries(Object.keys(op.body?.properties ?? {}).map((k) => [k, '\u0000']));
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const signed = SIGNED_ROUTES.includes(`${op.method} ${url}`);
      const raw = JSON.stringify(body);
      const res = await t.call({
        method: op.method as 'POST',
        url,
        token: tokenFor(op.access),
        ...(signed
          ? {
              body: raw,
              headers: {
                'content-type': 'application/json',
                'x-signature': `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex')}`,
              },
            }
          : { body }),
      });
      expect({ route: `${op.method} ${url}`, status: res.status }).toEqual({
        route: `${op.method} ${url}`,
        status: 400,
      });
    }
  });
});

describe('search text', () => {
  it(`refuses a search longer than ${SEARCH_MAX_LENGTH} characters with a clear 400`, async () => {
    const long = 'a'.repeat(SEARCH_MAX_LENGTH + 1);
    for (const [url, token] of [
      [`/api/products?search=${long}`, undefined],
      [`/api/users?search=${long}`, admin],
      [`/api/orders/admin/all?search=${long}`, admin],
      [`/api/members?search=${long}`, admin],
      [`/api/arisans?search=${long}`, admin],
    ] as const) {
      const res = await t.call({ method: 'GET', url, token });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe(`Teks pencarian maksimal ${SEARCH_MAX_LENGTH} karakter`);
    }
    const ok = await t.call({ method: 'GET', url: `/api/products?search=${'a'.repeat(SEARCH_MAX_LENGTH)}` });
    expect(ok.status).toBe(200);
  });
});

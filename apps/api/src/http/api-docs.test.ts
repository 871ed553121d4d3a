import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';

// The OpenAPI document is the whole route map: admins only, unless API_DOCS=true (docs/security.md).
let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const DOCS = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'];

describe('API docs', () => {
  it('answers 401 to a visitor and 403 to a customer on every docs address, and 200 to an admin', async () => {
    t = await createTestContext();
    const customer = (await t.registerCustomer()).token;
    for (const url of DOCS) {
      const anonymous = await t.call({ method: 'GET', url });
      expect({ url, status: anonymous.status, body: anonymous.body }).toEqual({
        url,
        status: 401,
        body: { message: 'Silakan login terlebih dahulu', code: 'UNAUTHORIZED' },
      });
      const asCustomer = await t.call({ method: 'GET', url, token: customer });
      expect({ url, status: asCustomer.status, code: asCustomer.body?.code }).toEqual({
        url,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    const admin = await t.adminToken();
    const doc = await t.call({ method: 'GET', url: '/api/docs/json', token: admin });
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toContain('/api/orders/create');
    const page = await t.call({ method: 'GET', url: '/api/docs', token: admin });
    expect(page.status).toBe(200);
    expect(page.raw).toContain('swagger-ui');
  });

  it('serves them to everyone with API_DOCS=true', async () => {
    t = await createTestContext({ env: { API_DOCS: 'true' } });
    const doc = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toContain('/api/orders/create');
    const page = await t.call({ method: 'GET', url: '/api/docs' });
    expect(page.status).toBe(200);
    expect(page.raw).toContain('swagger-ui');
  });
});

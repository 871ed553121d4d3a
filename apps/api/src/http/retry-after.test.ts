import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { AppError } from './errors.ts';

// Every 429 says when to come back (docs/security.md). The 429s of the request limit (@fastify/rate-limit)
// are found by walking the OpenAPI document, so a route that gets a limit later is covered here; the
// limits a service counts in the database build their 429 with AppError.rateLimited, the only way to make
// one, and each is read in its own test: login-lockout.test.ts, proof-uploads.test.ts, self-check.test.ts.
const LIMIT = 3;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ authRateLimit: LIMIT });
});
afterAll(async () => {
  await t.close();
});

interface LimitedOperation {
  method: string;
  url: string;
  access: string;
}

function rateLimitedOperations(): LimitedOperation[] {
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  return Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op['x-rate-limit'] !== undefined)
      .map(([method, op]) => ({ method: method.toUpperCase(), url, access: String(op['x-access']) })),
  );
}

describe('Retry-After on every 429', () => {
  it('answers the request limit of every rate-limited route with Retry-After and an Indonesian message', async () => {
    const ops = rateLimitedOperations();
    expect(ops.map((op) => `${op.method} ${op.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/register',
        'PUT /api/auth/password',
        'POST /api/newsletter',
      ]),
    );
    const { token } = await t.registerCustomer();
    for (const op of ops) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (op.access !== 'public') headers.authorization = `Bearer ${token}`;
      let res = await t.app.inject({ method: op.method as 'POST', url: op.url, headers, payload: '{}' });
      for (let i = 0; i < LIMIT && res.statusCode !== 429; i++) {
        res = await t.app.inject({ method: op.method as 'POST', url: op.url, headers, payload: '{}' });
      }
      const route = `${op.method} ${op.url}`;
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({
        route,
        status: 429,
        body: {
          message: expect.stringMatching(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ (detik|menit)\.$/),
          code: 'RATE_LIMITED',
        },
      });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter, route).toBeGreaterThanOrEqual(1);
      expect(retryAfter, route).toBeLessThanOrEqual(60);
    }
  });

  it('cannot build a 429 without its wait', () => {
    expect(() => new AppError('RATE_LIMITED', 'Terlalu banyak')).toThrow(/Retry-After/);
    const err = AppError.rateLimited('Terlalu banyak', 1500);
    expect([err.status, err.retryAfterSeconds]).toEqual([429, 2]);
  });
});

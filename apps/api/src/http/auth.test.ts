import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { currentUser, verifyHs256 } from './auth.ts';

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
      expect(res.json()).toEqual({ message: 'Silakan login terlebih dahulu', code: 'UNAUTHORIZED' });
    }
  });

  it('gives a customer 403 on an admin-only route and lets them through their own', async () => {
    const { token, user } = await t.registerCustomer();
    const headers = { authorization: `Bearer ${token}` };
    const admin = await t.app.inject({ method: 'GET', url: '/guarded/admin', headers });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: 'Hanya admin yang dapat melakukan ini', code: 'FORBIDDEN' });
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

describe('token check', () => {
  const key = new TextEncoder().encode('token-check-secret-token-check-secret');
  const now = Math.floor(Date.now() / 1000);
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  /** A token of any header and claims, signed with HMAC-SHA256 by hand (jose refuses to sign some). */
  const handMade = (header: unknown, claims: unknown, secret: Uint8Array = key) => {
    const signed = `${b64(header)}.${b64(claims)}`;
    return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
  };
  const good = { sub: '7', ver: 2, iat: now, exp: now + 60 };
  const refusal = (token: string) => {
    try {
      verifyHs256(key, token);
    } catch (err) {
      return (err as { expired: boolean }).expired ? 'expired' : 'invalid';
    }
    return 'accepted';
  };

  it("accepts jose's own HS256 tokens and answers their claims at once (no promise)", async () => {
    const token = await new SignJWT({ ver: 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('7')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const claims = verifyHs256(key, token);
    expect(claims).toMatchObject({ sub: '7', ver: 2 });
    expect(refusal(handMade({ alg: 'HS256' }, good))).toBe('accepted');
  });

  it('refuses other algorithms, extensions, other secrets and changed tokens', async () => {
    const [head, body, signature] = handMade({ alg: 'HS256' }, good).split('.');
    const other = new TextEncoder().encode('another-secret-another-secret-another');
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('7')
      .setExpirationTime('1h')
      .sign(key);
    const cases = {
      none: `${b64({ alg: 'none' })}.${body}.`,
      hs512,
      crit: handMade({ alg: 'HS256', crit: ['b64'], b64: false }, good),
      otherSecret: handMade({ alg: 'HS256' }, good, other),
      changedClaims: `${head}.${b64({ ...good, sub: '1' })}.${signature}`,
      cutSignature: `${head}.${body}.${signature!.slice(0, -2)}`,
      paddedSignature: `${head}.${body}.${signature}==`,
      twoParts: `${head}.${body}`,
      fourParts: `${head}.${body}.${signature}.x`,
      notJson: handMade({ alg: 'HS256' }, 'x'),
      arrayClaims: handMade({ alg: 'HS256' }, [good]),
    };
    for (const [name, token] of Object.entries(cases))
      expect([name, refusal(token)]).toEqual([name, 'invalid']);
  });

  it('requires exp and sub, honours nbf, and tells an expired token apart', () => {
    const made = (claims: Record<string, unknown>) => refusal(handMade({ alg: 'HS256' }, claims));
    expect(made({ sub: '7' })).toBe('invalid');
    expect(made({ sub: '7', exp: String(now + 60) })).toBe('invalid');
    expect(made({ exp: now + 60 })).toBe('invalid');
    expect(made({ sub: 7, exp: now + 60 })).toBe('invalid');
    expect(made({ ...good, nbf: now + 60 })).toBe('invalid');
    expect(made({ ...good, nbf: now - 60 })).toBe('accepted');
    expect(made({ ...good, iat: 'yesterday' })).toBe('invalid');
    expect(made({ ...good, exp: now })).toBe('expired');
    expect(made({ ...good, exp: now - 3600 })).toBe('expired');
  });
});

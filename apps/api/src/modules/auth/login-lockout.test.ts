import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestContext, type TestContext } from '../../../test/app.ts';
import { TEST_DB_KIND } from '../../../test/db.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { secondProcess } from './auth.fixtures.ts';
import { LOGIN_LIMIT, loginAddressKey } from './login-limit.ts';

// Failed logins lock the (account, client address) pair, with a slow-down for an account guessed at from
// many addresses (ADR 053, docs/security.md): a stranger cannot lock the owner out.
let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  body: { message?: string; code?: string; token?: string };
  retryAfter: string | undefined;
}

/** POST /api/auth/login over a real socket whose source address is `from` (any 127.x is this machine). */
function loginFrom(from: string, email: string, password: string): Promise<Answer> {
  const payload = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), retryAfter });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** app.inject from a given client address (the counting, without a socket per call). */
const injectFrom = (app: TestContext['app'], from: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: from });

describe('failed logins lock the address that failed, not the account', () => {
  it('locks 127.0.0.2 after its guesses at the admin while the admin logs in from 127.0.0.3 at once', async () => {
    for (let i = 0; i < LOGIN_LIMIT.free; i++) {
      expect((await loginFrom('127.0.0.2', ADMIN.email, `tebakan-${i}`)).status).toBe(401);
    }
    // The attacker keeps trying, as 20 tries a minute would: it stays locked, even with the right password.
    for (let i = 0; i < 3; i++) {
      const locked = await loginFrom('127.0.0.2', ADMIN.email, i === 2 ? ADMIN.password : `lagi-${i}`);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        message: expect.stringMatching(/^Terlalu banyak percobaan login yang gagal\. Coba lagi dalam/),
        code: 'RATE_LIMITED',
      });
      const retryAfter = Number(locked.retryAfter);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMIT.firstWaitSeconds);
    }
    const owner = await loginFrom('127.0.0.3', ADMIN.email, ADMIN.password);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    // The owner's success does not unlock the attacker's address, which still reaches other accounts.
    expect((await loginFrom('127.0.0.2', ADMIN.email, ADMIN.password)).status).toBe(429);
    const neighbour = await t.registerCustomer({ password: 'ranjang-kayu-jati' });
    expect((await loginFrom('127.0.0.2', neighbour.user.email, 'ranjang-kayu-jati')).status).toBe(200);
  });

  it('keeps failures per address in the database, and a success clears only its own address', async () => {
    const victim = await t.registerCustomer({ password: 'lemari-jati-besar' });
    const email = victim.user.email;
    for (let i = 0; i < 2; i++) await injectFrom(t.app, '10.2.0.1', email, `salah-${i}`);
    await injectFrom(t.app, '10.2.0.2', email, 'salah-lagi');
    expect((await injectFrom(t.app, '10.2.0.2', email, 'lemari-jati-besar')).statusCode).toBe(200);
    const rows = await t.db.select().from(loginFailures);
    const mine = rows
      .filter((r) => r.email === email)
      .map((r) => [r.address, r.failures])
      .sort();
    expect(mine).toEqual([['10.2.0.1', 2]]);
  });

  it('slows every address that failed once the account has failed from many, but never a fresh one', async () => {
    const victim = await t.registerCustomer({ password: 'kasur-busa-empuk' });
    const email = victim.user.email;
    // One guess from each of many addresses: no address reaches its own limit.
    for (let i = 1; i < LOGIN_LIMIT.accountFree; i++) {
      expect((await injectFrom(t.app, `10.3.0.${i}`, email, `tebak-${i}`)).statusCode).toBe(401);
    }
    // Below the account's threshold an address with one failure is let in.
    expect((await injectFrom(t.app, '10.3.0.1', email, 'kasur-busa-empuk')).statusCode).toBe(200);
    for (let i = 100; i < 102; i++) {
      expect((await injectFrom(t.app, `10.3.0.${i}`, email, `tebak-${i}`)).statusCode).toBe(401);
    }
    // Now every address that failed waits, the right password included; Retry-After says how long.
    const slowed = await injectFrom(t.app, '10.3.0.2', email, 'kasur-busa-empuk');
    expect(slowed.statusCode).toBe(429);
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMIT.firstWaitSeconds);
    // An address that never failed is not slowed.
    expect((await injectFrom(t.app, '10.3.0.200', email, 'kasur-busa-empuk')).statusCode).toBe(200);
  });

  it('forgets failures older than a day when the next failure is written, and does not count them', async () => {
    const old = new Date(Date.now() - (LOGIN_LIMIT.forgetAfterSeconds + 60) * 1000);
    const recent = new Date(Date.now() - 3600 * 1000);
    const victim = await t.registerCustomer({ password: 'kursi-goyang-rotan' });
    const from = '10.4.0.1';
    await t.db.insert(loginFailures).values([
      { email: 'lama@example.com', address: from, failures: 9, lockedUntil: old, lastFailedAt: old },
      { email: victim.user.email, address: from, failures: LOGIN_LIMIT.free - 1, lastFailedAt: old },
      { email: 'baru@example.com', address: from, failures: 2, lastFailedAt: recent },
    ]);
    expect((await injectFrom(t.app, from, 'orang-lain@example.com', 'salah-tebak-1')).statusCode).toBe(401);
    const emails = (await t.db.select({ email: loginFailures.email }).from(loginFailures)).map(
      (r) => r.email,
    );
    expect(emails).not.toContain('lama@example.com');
    expect(emails).toContain('baru@example.com');
    expect(emails).toContain('orang-lain@example.com');
    // Four failures a day ago plus one now is one failure, not a lock.
    expect((await injectFrom(t.app, from, victim.user.email, 'salah-tebak-2')).statusCode).toBe(401);
    expect((await injectFrom(t.app, from, victim.user.email, 'kursi-goyang-rotan')).statusCode).toBe(200);
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'shares the count between two API processes on one PostgreSQL (PGlite is one process)',
    async () => {
      const { app: other, close } = await secondProcess(t);
      try {
        const victim = await t.registerCustomer({ password: 'bantal-empuk-sekali' });
        const email = victim.user.email;
        for (let i = 0; i < LOGIN_LIMIT.free; i++) {
          const app = i % 2 === 0 ? t.app : other;
          expect((await injectFrom(app, '10.5.0.1', email, `tebakan-${i}`)).statusCode).toBe(401);
        }
        expect((await injectFrom(other, '10.5.0.1', email, 'bantal-empuk-sekali')).statusCode).toBe(429);
        expect((await injectFrom(t.app, '10.5.0.1', email, 'bantal-empuk-sekali')).statusCode).toBe(429);
        // The owner, elsewhere, gets in through either process.
        expect((await injectFrom(other, '10.5.0.2', email, 'bantal-empuk-sekali')).statusCode).toBe(200);
        expect((await injectFrom(t.app, '10.5.0.3', email, 'bantal-empuk-sekali')).statusCode).toBe(200);
      } finally {
        await close();
      }
    },
  );
});

describe('loginAddressKey', () => {
  it('counts an IPv6 client by its /64 (one subscriber), IPv4 as is, and IPv4-mapped IPv6 as IPv4', () => {
    expect(loginAddressKey('127.0.0.2')).toBe('127.0.0.2');
    expect(loginAddressKey('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(loginAddressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(loginAddressKey('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(loginAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(loginAddressKey('2001:0db8:0001:0002:abcd::1%eth0')).toBe('2001:db8:1:2::/64');
    expect(loginAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(loginAddressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});

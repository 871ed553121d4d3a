import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { TEST_DB_KIND } from '../../../test/db.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { changePassword, login, secondProcess, signToken } from './auth.fixtures.ts';
import { LOGIN_LIMIT, LOGIN_LOCKED_TEXT } from './auth.service.ts';

// Sessions that end (docs/security.md): server-side logout and a token version per user, strict tokens,
// password rules, and a per-account login limit shared by every API process.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const profile = (token: string) => t.call({ method: 'GET', url: '/api/auth/profile', token });

describe('logout and token versions', () => {
  it('ends every token of the user on logout', async () => {
    const { token, user } = await t.registerCustomer({ password: 'kursi-jati-tua' });
    const second = await login(t.app, user.email, 'kursi-jati-tua');
    expect((await profile(token)).status).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(out.status).toBe(204);
    for (const old of [token, second.json().token]) {
      const res = await profile(old);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Session ended, please log in again', code: 'UNAUTHORIZED' });
    }
    const again = await login(t.app, user.email, 'kursi-jati-tua');
    expect((await profile(again.json().token)).status).toBe(200);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const { token, user } = await t.registerCustomer({ password: 'meja-makan-bundar' });
    const wrong = await changePassword(t, token, 'bukan-ini-ya', 'lemari-pakaian-baru');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const common = await changePassword(t, token, 'meja-makan-bundar', 'password123');
    expect(common.status).toBe(400);
    expect(common.body.message).toBe('This password is too common, please choose another one');
    const ok = await changePassword(t, token, 'meja-makan-bundar', 'lemari-pakaian-baru');
    expect(ok.status).toBe(200);
    expect((await profile(token)).status).toBe(401);
    expect((await profile(ok.body.token)).status).toBe(200);
    expect((await login(t.app, user.email, 'meja-makan-bundar')).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'lemari-pakaian-baru')).statusCode).toBe(200);
  });

  it('ends the sessions of a user whose role an admin changes', async () => {
    const { token, user } = await t.registerCustomer();
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: await t.adminToken(),
      body: { role: 'admin' },
    });
    expect(res.status).toBe(200);
    expect((await profile(token)).status).toBe(401);
  });
});

describe('strict tokens', () => {
  it('refuses a token without an expiry', async () => {
    const { user } = await t.registerCustomer();
    const token = await signToken(String(user.id));
    expect((await profile(token)).status).toBe(401);
  });

  it('refuses subjects that are not plain digits', async () => {
    const { user } = await t.registerCustomer();
    for (const sub of [
      `${user.id}.0`,
      ` ${user.id}`,
      `0x${user.id.toString(16)}`,
      `0${user.id}`,
      '99999999999',
    ]) {
      const token = await signToken(sub, '1h');
      expect((await profile(token)).status, sub).toBe(401);
    }
  });
});

describe('password rules (ADR 013)', () => {
  const register = (password: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/register',
      body: { fullname: 'Dewi', email: `dewi-${Math.random()}@example.com`, password },
    });

  it('needs 8 characters, says when a password is too long, and refuses common ones', async () => {
    expect((await register('1234567')).body.message).toBe('Password must be at least 8 characters long');
    expect((await register('x'.repeat(201))).body.message).toBe(
      'Password must be at most 200 characters long',
    );
    for (const common of ['password123', 'Indonesia123', 'qwertyuiop', 'bismillah']) {
      const res = await register(common);
      expect(res.status, common).toBe(400);
      expect(res.body.message).toBe('This password is too common, please choose another one');
    }
    expect((await register('sofa-hijau-di-teras')).status).toBe(201);
  });
});

describe('failed logins per account', () => {
  it(`locks an account after ${LOGIN_LIMIT.free} failures, whatever the address, and not its neighbours`, async () => {
    const victim = await t.registerCustomer({ password: 'ranjang-kayu-jati' });
    const other = await t.registerCustomer({ password: 'ranjang-kayu-jati' });
    for (let i = 0; i < LOGIN_LIMIT.free; i++) {
      expect((await login(t.app, victim.user.email, `tebakan-${i}`)).statusCode).toBe(401);
    }
    const locked = await login(t.app, victim.user.email, 'ranjang-kayu-jati');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: LOGIN_LOCKED_TEXT, code: 'RATE_LIMITED' });
    // The first wait is LOGIN_LIMIT.firstWaitSeconds; the header says how long is left of it.
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMIT.firstWaitSeconds);
    expect((await login(t.app, other.user.email, 'ranjang-kayu-jati')).statusCode).toBe(200);
  });

  it('forgets failures older than a day when the next failure is written, and does not count them', async () => {
    const old = new Date(Date.now() - (LOGIN_LIMIT.forgetAfterSeconds + 60) * 1000);
    const recent = new Date(Date.now() - 3600 * 1000);
    const victim = await t.registerCustomer({ password: 'kursi-goyang-rotan' });
    await t.db.insert(loginFailures).values([
      { email: 'lama@example.com', failures: 9, lockedUntil: old, lastFailedAt: old },
      { email: victim.user.email, failures: LOGIN_LIMIT.free - 1, lastFailedAt: old },
      { email: 'baru@example.com', failures: 2, lastFailedAt: recent },
    ]);
    expect((await login(t.app, 'orang-lain@example.com', 'salah-tebak-1')).statusCode).toBe(401);
    const emails = (await t.db.select({ email: loginFailures.email }).from(loginFailures)).map(
      (r) => r.email,
    );
    expect(emails).not.toContain('lama@example.com');
    expect(emails).toContain('baru@example.com');
    expect(emails).toContain('orang-lain@example.com');
    // Four failures a day ago plus one now is one failure, not a lock.
    expect((await login(t.app, victim.user.email, 'salah-tebak-2')).statusCode).toBe(401);
    expect((await login(t.app, victim.user.email, 'kursi-goyang-rotan')).statusCode).toBe(200);
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'shares the count between two API processes on one PostgreSQL (PGlite is one process)',
    async () => {
      const { app: other, close } = await secondProcess(t);
      try {
        const victim = await t.registerCustomer({ password: 'bantal-empuk-sekali' });
        for (let i = 0; i < LOGIN_LIMIT.free; i++) {
          const app = i % 2 === 0 ? t.app : other;
          expect((await login(app, victim.user.email, `tebakan-${i}`)).statusCode).toBe(401);
        }
        expect((await login(other, victim.user.email, 'bantal-empuk-sekali')).statusCode).toBe(429);
        expect((await login(t.app, victim.user.email, 'bantal-empuk-sekali')).statusCode).toBe(429);
      } finally {
        await close();
      }
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { changePassword, login, signToken } from './auth.fixtures.ts';

// Sessions that end (docs/security.md): server-side logout and a token version per user, strict tokens and
// password rules. Failed logins: login-lockout.test.ts.
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
      expect(res.body).toEqual({ message: 'Sesi sudah diakhiri, silakan login lagi', code: 'UNAUTHORIZED' });
    }
    const again = await login(t.app, user.email, 'kursi-jati-tua');
    expect((await profile(again.json().token)).status).toBe(200);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const { token, user } = await t.registerCustomer({ password: 'meja-makan-bundar' });
    const wrong = await changePassword(t, token, 'bukan-ini-ya', 'lemari-pakaian-baru');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Password saat ini salah');
    const common = await changePassword(t, token, 'meja-makan-bundar', 'password123');
    expect(common.status).toBe(400);
    expect(common.body.message).toBe('Password ini terlalu umum, silakan pilih yang lain');
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
    expect((await register('x'.repeat(201))).body.message).toBe('Password maksimal 200 karakter');
    for (const common of ['password123', 'Indonesia123', 'qwertyuiop', 'bismillah']) {
      const res = await register(common);
      expect(res.status, common).toBe(400);
      expect(res.body.message).toBe('Password ini terlalu umum, silakan pilih yang lain');
    }
    expect((await register('sofa-hijau-di-teras')).status).toBe(201);
  });
});

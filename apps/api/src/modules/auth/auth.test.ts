import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_SECRET, type TestContext } from '../../../test/app.ts';
import { users } from '../../db/schema/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/register', () => {
  it('creates a customer and answers 201 with a token and the user', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      body: { fullname: 'Sari Wulandari', email: 'Sari@Example.com', password: 'rahasia123' },
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      fullname: 'Sari Wulandari',
      email: 'sari@example.com',
      phone_number: null,
      role: 'customer',
    });
  });

  it('makes a customer even when the body asks for admin', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      body: { fullname: 'Penyusup', email: 'penyusup@example.com', password: 'rahasia123', role: 'admin' },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('customer');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'penyusup@example.com'));
    expect(row?.role).toBe('customer');
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    await t.registerCustomer({ email: 'dupe@example.com' });
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      body: { fullname: 'Lain', email: 'DUPE@example.com', password: 'rahasia123' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Email sudah terdaftar', code: 'CONFLICT' });
  });

  it('refuses a short password (under 8, ADR 013) and stores nothing', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      body: { fullname: 'Pendek', email: 'pendek@example.com', password: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.message).toBe('Password must be at least 8 characters long');
    expect(res.body.errors).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters long' },
    ]);
    expect(await t.db.select().from(users).where(eq(users.email, 'pendek@example.com'))).toHaveLength(0);
  });

  it('answers missing fields with 400 and the spec text', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/register', body: { email: 'x@example.com' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all fields');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['fullname', 'password']);
  });

  it('answers wrong types with 400, never 500', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      body: { fullname: 42, email: ['a'], password: { x: 1 } },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the right password, whatever the email case', async () => {
    await t.registerCustomer({ email: 'login@example.com', password: 'benar123' });
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'LOGIN@example.com', password: 'benar123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('login@example.com');
    expect(res.raw).not.toMatch(/scrypt|password/i);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    await t.registerCustomer({ email: 'salah@example.com', password: 'benar123' });
    const wrong = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'salah@example.com', password: 'keliru123' },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'tidakada@example.com', password: 'keliru123' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ message: 'Email atau password salah', code: 'UNAUTHORIZED' });
  });

  it('answers an empty form with the spec text', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/login', body: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter both email and password');
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: '{"email": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Isi permintaan bukan JSON yang valid', code: 'BAD_REQUEST' });
  });

  it('rate limits repeated attempts with 429', async () => {
    const limited = await createTestContext({ authRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.call({
          method: 'POST',
          url: '/api/auth/login',
          body: { email: 'nobody@example.com', password: 'whatever1' },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await limited.call({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: 'nobody@example.com', password: 'whatever1' },
      });
      expect(last.body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/auth/verify', () => {
  it('accepts the token as Bearer or in the auth-token header', async () => {
    const { token, user } = await t.registerCustomer();
    const bearer = await t.call({ method: 'GET', url: '/api/auth/verify', token });
    const header = await t.call({ method: 'GET', url: '/api/auth/verify', headers: { 'auth-token': token } });
    expect(bearer.status).toBe(200);
    expect(bearer.body).toEqual({
      valid: true,
      user: expect.objectContaining({ id: user.id, role: 'customer' }),
    });
    expect(header.body).toEqual(bearer.body);
  });

  it('refuses a token with alg none', async () => {
    const { user } = await t.registerCustomer();
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const forged = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: String(user.id), exp: 9999999999 })}.`;
    const res = await t.call({ method: 'GET', url: '/api/auth/verify', token: forged });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ valid: false, message: 'Sesi tidak valid, silakan login lagi' });
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const res = await t.call({ method: 'GET', url: '/api/auth/verify', token: forged });
    expect(res.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { user } = await t.registerCustomer();
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const res = await t.call({ method: 'GET', url: '/api/auth/verify', token: expired });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Sesi berakhir, silakan login lagi');
  });

  it('stops accepting the token of a deleted user', async () => {
    const { token, user } = await t.registerCustomer();
    await t.db.delete(users).where(eq(users.id, user.id));
    const res = await t.call({ method: 'GET', url: '/api/auth/verify', token });
    expect(res.status).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/verify' });
    expect(res.status).toBe(401);
    expect(res.body.valid).toBe(false);
  });
});

describe('profile', () => {
  it('reads and updates the full name and phone, never the email', async () => {
    const { token, user } = await t.registerCustomer({ email: 'profil@example.com' });
    const res = await t.call({
      method: 'PUT',
      url: '/api/auth/profile',
      token,
      body: { fullname: 'Nama Baru', phone_number: '0812-3456-7890', email: 'ganti@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: user.id,
      fullname: 'Nama Baru',
      email: 'profil@example.com',
      phone_number: '6281234567890',
      role: 'customer',
    });
    const again = await t.call({ method: 'GET', url: '/api/auth/profile', token });
    expect(again.body.user.phone_number).toBe('6281234567890');
  });

  it('requires both full name and phone number', async () => {
    const { token } = await t.registerCustomer();
    const res = await t.call({ method: 'PUT', url: '/api/auth/profile', token, body: { fullname: 'X' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter both fullname and phone number');
  });

  it('needs a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/profile' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Silakan login terlebih dahulu', code: 'UNAUTHORIZED' });
  });
});

describe('roles', () => {
  it('lets an admin log in with the admin role', async () => {
    const token = await t.adminToken();
    const res = await t.call({ method: 'GET', url: '/api/auth/verify', token });
    expect(res.body.user.role).toBe('admin');
  });

  it('stops treating a demoted admin as admin on the next request', async () => {
    const { token, user } = await t.registerCustomer();
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await t.call({ method: 'GET', url: '/api/auth/verify', token })).body.user.role).toBe('admin');
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, user.id));
    expect((await t.call({ method: 'GET', url: '/api/auth/verify', token })).body.user.role).toBe('customer');
  });
});

describe('unknown routes', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nope' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Rute GET /api/nope tidak ditemukan', code: 'NOT_FOUND' });
  });
});

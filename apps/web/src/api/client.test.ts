import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredToken, storeToken } from '../lib/auth-storage.ts';
import { json, mockApi, resetPage } from '../test/render.tsx';
import { ApiError, api, onUnauthorized } from './client.ts';

afterEach(() => {
  resetPage();
  vi.useRealTimers();
});

const keysOf = (calls: { headers: Headers }[]) => calls.map((c) => c.headers.get('idempotency-key'));

describe('errors', () => {
  it('turns an error body into the one ApiError with its typed code and field errors', async () => {
    mockApi({
      'POST /api/categories': () =>
        json(
          {
            message: 'Nama kategori wajib diisi',
            code: 'VALIDATION_ERROR',
            errors: [{ path: 'name', message: 'Nama kategori wajib diisi' }],
          },
          400,
        ),
    });
    const err = await api('/categories', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Nama kategori wajib diisi',
      errors: [{ path: 'name', message: 'Nama kategori wajib diisi' }],
    });
  });

  it('answers a code the app does not know as UNKNOWN, and a body that is not JSON by its status text', async () => {
    mockApi({
      'GET /api/odd': () => json({ message: 'Aneh', code: 'SOMETHING_NEW' }, 409),
      'GET /api/proxy': () =>
        new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    expect(await api('/odd').catch((e: unknown) => e)).toMatchObject({
      status: 409,
      code: 'UNKNOWN',
      message: 'Aneh',
    });
    expect(await api('/proxy').catch((e: unknown) => e)).toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      message: 'Bad Gateway',
    });
  });

  it('reports a lost connection as NETWORK with the Indonesian message', async () => {
    mockApi(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await api('/products').catch((e: unknown) => e)).toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
    });
  });
});

describe('401', () => {
  it('on a call with a token: clears the stored token and tells the session, once per answer', async () => {
    storeToken('old-token');
    const calls = mockApi({
      'GET /api/cart': () => json({ message: 'Token expired', code: 'UNAUTHORIZED' }, 401),
    });
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);
    try {
      const err = await api('/cart').catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Token expired' });
      expect(calls[0]?.headers.get('authorization')).toBe('Bearer old-token');
      expect(readStoredToken()).toBeNull();
      expect(signedOut).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('on a call without a token (a failed login) leaves the session alone', async () => {
    mockApi({
      'POST /api/auth/login': () => json({ message: 'Email atau password salah', code: 'UNAUTHORIZED' }, 401),
    });
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);
    try {
      const err = await api('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 401, message: 'Email atau password salah' });
      expect(signedOut).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });
});

describe('Idempotency-Key on creates', () => {
  it('sends a fresh key for each user action', async () => {
    const calls = mockApi({ 'POST /api/shipping-address': () => json({ ok: true }, 201) });
    await api('/shipping-address', { method: 'POST', body: { a: 1 }, idempotent: true });
    await api('/shipping-address', { method: 'POST', body: { a: 1 }, idempotent: true });
    const [first, second] = keysOf(calls);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('retries a lost answer with the same key and returns the server’s answer', async () => {
    vi.useFakeTimers();
    const answers = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json({ message: 'busy', code: 'INTERNAL' }, 503),
      () => json({ address: { id: 7 } }, 201),
    ];
    const calls = mockApi({ 'POST /api/shipping-address': () => answers.shift()?.() });
    const result = api('/shipping-address', { method: 'POST', body: {}, idempotent: true });
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ address: { id: 7 } });
    const keys = keysOf(calls);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('does not retry a create without a key, and reports the lost connection', async () => {
    const calls = mockApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const err = (await api('/newsletter', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(0);
    expect(calls).toHaveLength(1);
    expect(keysOf(calls)).toEqual([null]);
  });

  it('does not retry a refusal (4xx): the same key would only get the same answer', async () => {
    const calls = mockApi({
      'POST /api/cart/add': () => json({ message: 'Stok tidak cukup', code: 'CONFLICT' }, 409),
    });
    const err = await api('/cart/add', { method: 'POST', body: {}, idempotent: true }).catch((e) => e);
    expect(err).toMatchObject({ status: 409, message: 'Stok tidak cukup' });
    expect(calls).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const keyOf = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;

describe('Idempotency-Key on creates', () => {
  it('sends a fresh key for each user action', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await api('/shipping-address', { method: 'POST', body: { a: 1 }, idempotent: true });
    await api('/shipping-address', { method: 'POST', body: { a: 1 }, idempotent: true });
    const [first, second] = fetchMock.mock.calls.map((c) => keyOf(c)['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('retries a lost answer with the same key and returns the server’s answer', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{"message":"busy","code":"INTERNAL"}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"address":{"id":7}}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = api('/shipping-address', { method: 'POST', body: {}, idempotent: true });
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ address: { id: 7 } });
    const keys = fetchMock.mock.calls.map((c) => keyOf(c)['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('does not retry a create without a key, and reports the lost connection', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const err = (await api('/newsletter', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(fetchMock.mock.calls[0]!)['idempotency-key']).toBeUndefined();
  });

  it('does not retry a refusal (4xx): the same key would only get the same answer', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{"message":"Stok tidak cukup","code":"CONFLICT"}', { status: 409 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const err = await api('/cart/add', { method: 'POST', body: {}, idempotent: true }).catch((e) => e);
    expect(err).toMatchObject({ status: 409, message: 'Stok tidak cukup' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

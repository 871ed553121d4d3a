import { type ErrorCode, type FieldError, isErrorCode } from '@toko/shared/errors';
import { clearStoredToken, readStoredToken } from '../lib/auth-storage.ts';

/** The server's codes, plus the client's own: no answer at all, or an answer that is not ours. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

interface ErrorBodyLike {
  message?: unknown;
  code?: unknown;
  errors?: FieldError[];
}

/** The one error the web app knows: the server's `{ message, code, errors? }`, or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: FieldError[] | undefined;

  constructor(status: number, body: ErrorBodyLike) {
    super(typeof body.message === 'string' && body.message ? body.message : 'Unknown error');
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code === 'NETWORK' || isErrorCode(body.code) ? body.code : 'UNKNOWN';
    this.errors = body.errors;
  }
}

const BASE = '/api';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * The server's render of a storefront page (entry-server.tsx) answers the page's calls in process, with
 * no network and no token; the browser always uses fetch.
 */
export function setTransport(next: Transport): void {
  transport = next;
}
const unauthorizedListeners = new Set<() => void>();

/** Called when the server says the stored token is no good (docs/product.md 6: a 401 removes the token). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /**
   * A create that must not happen twice: `true` sends a fresh `Idempotency-Key` for this call (one user
   * action), a string sends that key. The client retries a lost answer with the same key, so the server
   * does the work once (apps/api/src/http/idempotency.ts).
   */
  idempotent?: boolean | string;
  /** 'blob' answers a file (a proof of transfer) as its bytes; errors are still the JSON kind. */
  responseType?: 'json' | 'blob';
}

/** Waits before the retries of an idempotent call whose answer was lost or the server was briefly down. */
const RETRY_DELAYS_MS = [400, 1200];
const RETRIABLE_STATUS = new Set([502, 503, 504]);

const NETWORK_ERROR = {
  message: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  code: 'NETWORK',
};

/** A fresh key for one user action. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return `${BASE}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The one fetch client: JSON in and out (or multipart when given FormData), the stored bearer token,
 * errors turned into ApiError, and a 401 on an authenticated call clearing the token.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readStoredToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const { idempotent } = options;
  if (idempotent) headers['idempotency-key'] = idempotent === true ? newIdempotencyKey() : idempotent;
  const retries = idempotent ? RETRY_DELAYS_MS : [];

  let res: Response | undefined;
  for (let attempt = 0; ; attempt++) {
    res = undefined;
    try {
      res = await transport(buildUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
    }
    const lost = !res || RETRIABLE_STATUS.has(res.status);
    if (!lost || attempt >= retries.length) break;
    await new Promise((resolve) => setTimeout(resolve, retries[attempt]));
  }
  if (!res) throw new ApiError(0, NETWORK_ERROR);
  if (res.status === 204) return undefined as T;
  if (res.ok && options.responseType === 'blob') return (await res.blob()) as T;
  const text = await res.text();
  // Exports (CSV) come back as the text to save.
  if (res.ok && res.headers.get('content-type')?.startsWith('text/csv')) return text as T;
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = { message: res.statusText || 'Respons server tidak terbaca' };
  }
  if (!res.ok) {
    if (res.status === 401 && token) {
      clearStoredToken();
      for (const listener of unauthorizedListeners) listener();
    }
    throw new ApiError(res.status, (data ?? {}) as ErrorBodyLike);
  }
  return data as T;
}

/** A failure as a toast shows it: 'Gagal ...: message' (docs/product.md 8), or 'Unknown error'. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return 'Unknown error';
}

/**
 * A resource loaded by the id in the page's URL is missing: not found, or an id that cannot exist
 * (the server refuses a malformed one with 400).
 */
export function isNotFound(err: ApiError): boolean {
  return err.status === 404 || err.status === 400;
}

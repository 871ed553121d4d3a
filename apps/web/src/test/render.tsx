import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { storeToken } from '../lib/auth-storage.ts';
import { SessionProvider } from '../lib/session.tsx';

// The one web test harness: one way to stub the API (mockApi), one way to render a page (renderPage).

export const ADMIN_USER = {
  id: 1,
  fullname: 'Admin Toko',
  email: 'admin@toko.local',
  phone_number: null,
  role: 'admin',
};

export const CUSTOMER = {
  id: 7,
  fullname: 'Budi Santoso',
  email: 'budi@toko.local',
  phone_number: null,
  role: 'customer',
};

/** A staff member (ADR 087): the shop's orders, products and payments, not the owner's pages. */
export const STAFF_USER = {
  ...ADMIN_USER,
  id: 3,
  fullname: 'Sari Staf',
  email: 'sari@toko.local',
  role: 'staff',
};

const TOKENS = { admin: 'admin-token', customer: 'customer-token', staff: 'staff-token' } as const;

export interface Call {
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A JSON body (200), a Response for any other status (`json(body, 409)`), or undefined for 204. */
type Handler = (call: Call) => unknown | Promise<unknown>;
/** One function answering every call; `undefined` means "no such route" (404). */
type Router = (call: Call) => unknown | Promise<unknown>;

/**
 * Replaces fetch. `handlers` are keyed 'METHOD /api/path' (no query), or one function answers every call.
 * Every call is recorded in `calls`; an unknown call answers 404, so a test notices a request it did not
 * expect. `/api/auth/verify` answers the user of the stored test token unless a handler says otherwise.
 */
export function mockApi(handlers: Record<string, Handler> | Router) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body);
    const call: Call = {
      method,
      url,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const notFound = () =>
      json({ message: `no handler for ${method} ${url.pathname}`, code: 'NOT_FOUND' }, 404);
    let result: unknown;
    if (typeof handlers === 'function') {
      result = await handlers(call);
      if (result === undefined) result = verifyAnswer(call) ?? notFound();
    } else {
      const handler = handlers[`${method} ${url.pathname}`];
      if (handler) result = await handler(call);
      else result = verifyAnswer(call) ?? notFound();
    }
    if (result instanceof Response) return result;
    if (result === undefined) return new Response(null, { status: 204 });
    return json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(calls, { calls, fetchMock });
}

function verifyAnswer(call: Call): unknown {
  if (call.path !== '/api/auth/verify') return undefined;
  const token = call.headers.get('authorization');
  if (token === `Bearer ${TOKENS.admin}`) return { valid: true, user: ADMIN_USER };
  if (token === `Bearer ${TOKENS.customer}`) return { valid: true, user: CUSTOMER };
  if (token === `Bearer ${TOKENS.staff}`) return { valid: true, user: STAFF_USER };
  return undefined;
}

/**
 * Puts a whole value into a field at once, as a paste or a date picker does: the browser sends `input`,
 * then `change` (Preact's onChange listens to `input`, as a browser's typing reports every keystroke).
 */
export function putValue(field: Element, value: string) {
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field, { target: { value } });
}

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Logs the next render in: the stored token the session reads, verified by mockApi. */
export function signInAs(who: keyof typeof TOKENS) {
  storeToken(TOKENS[who]);
}

/** Forgets the last test's toasts, fetch stub and stored token (setup.ts does this after every test too). */
export function resetPage() {
  toast.dismiss();
  vi.unstubAllGlobals();
  localStorage.clear();
}

/**
 * Makes `toast.success`, `.error` and `.info` spies that show nothing, for a test that asserts what was
 * said (`expect(toast.success).toHaveBeenCalledWith(...)`). Spies on sonner's own `toast`, not
 * `vi.mock('sonner')`: the web test files share their modules (isolate: false), where a module mock is not
 * scoped to its file. Vitest restores the spies after the file; clear them between tests.
 */
export function spyOnToasts() {
  for (const kind of ['success', 'error', 'info'] as const) vi.spyOn(toast, kind).mockReturnValue(0);
}

/** jsdom has no <dialog> methods or object URLs; these behave as a browser's. */
export function installBrowserShims() {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${++n}`;
  URL.revokeObjectURL = () => {};
}

/**
 * Renders `element` at `path` (matched by `route`, default the path itself) inside the app's providers
 * (query client, session, toasts); `as` logs in first, `also` adds the pages it leads to. Other paths
 * render plain markers to assert on.
 */
export function renderPage(
  element: ReactNode,
  options: {
    path?: string;
    route?: string;
    as?: 'admin' | 'customer' | 'staff';
    /** Pages the one under test leads to, rendered for real (e.g. the confirmation after a payment). */
    also?: { path: string; element: ReactNode }[];
  } = {},
) {
  const path = options.path ?? '/';
  const route = options.route ?? path;
  if (options.as) signInAs(options.as);
  const router = createMemoryRouter(
    [
      { path: route, element: <SessionProvider>{element}</SessionProvider> },
      ...(options.also ?? []).map((r) => ({
        path: r.path,
        element: <SessionProvider>{r.element}</SessionProvider>,
      })),
      ...(route === '/' ? [] : [{ path: '/', element: <SessionProvider>{null}</SessionProvider> }]),
      { path: '/dashboard/products', element: <p>Products list page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    router,
    client,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

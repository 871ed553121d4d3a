import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { storeToken } from '../../../lib/auth-storage.ts';
import { SessionProvider } from '../../../lib/session.tsx';

export const ADMIN_USER = {
  id: 1,
  fullname: 'Admin Toko',
  email: 'admin@toko.local',
  phone_number: null,
  role: 'admin',
};

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: Call) => unknown | Response | Promise<unknown | Response>;

/**
 * Replaces fetch with `handlers` keyed 'METHOD /api/path' (no query). A handler returns a JSON body, or a
 * Response for other statuses. Every call is recorded in `calls`; an unknown call answers 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body);
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler =
      handlers[`${method} ${url.pathname}`] ??
      (url.pathname === '/api/auth/verify' ? () => ({ valid: true, user: ADMIN_USER }) : undefined);
    if (!handler)
      return json({ message: `no handler for ${method} ${url.pathname}`, code: 'NOT_FOUND' }, 404);
    const result = await handler(call);
    if (result instanceof Response) return result;
    if (result === undefined) return new Response(null, { status: 204 });
    return json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Forgets the toasts of the last test (sonner keeps them in a module-wide store). */
export function resetPage() {
  toast.dismiss();
  vi.unstubAllGlobals();
  localStorage.clear();
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

/** Renders `element` at `path` as a logged-in admin, with the other dashboard paths as plain markers. */
export function renderPage(element: ReactNode, options: { path?: string; route?: string } = {}) {
  const path = options.path ?? '/dashboard';
  const route = options.route ?? path;
  storeToken('test-token');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <SessionProvider>{null}</SessionProvider>,
      },
      {
        path: route,
        element: <SessionProvider>{element}</SessionProvider>,
      },
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

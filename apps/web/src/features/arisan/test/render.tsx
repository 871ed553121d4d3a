import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** jsdom has no <dialog> methods; these make it behave as a browser's. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
}

export interface FakeCall {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Stubs fetch with a router of `METHOD /path` -> answer; records every call. Unknown calls answer 404 so a
 * test notices a request it did not expect.
 */
export function fakeApi(routes: Record<string, (call: FakeCall) => { status?: number; body?: unknown }>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url.pathname}`];
    const answer = handler
      ? handler(call)
      : { status: 404, body: { message: 'not found', code: 'NOT_FOUND' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Renders `ui` at `path` inside a router (matching `route`) and a fresh query client. */
export function renderWithProviders(ui: ReactNode, { route = '/', path = '/' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

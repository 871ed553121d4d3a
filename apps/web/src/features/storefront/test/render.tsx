import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ProductCard } from '@toko/shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { SessionProvider } from '../../../lib/session.tsx';

type Answer = { status?: number; body: unknown } | undefined;
type Handler = (url: URL, init: RequestInit | undefined) => Answer | Promise<Answer>;

/** Stubs fetch: `handler` answers each call (a JSON body and a status, maybe later); calls are recorded. */
export function mockApi(handler: Handler) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = (await handler(url, init)) ?? {
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Renders `element` at `path` (matched by `pattern`) inside the app's providers, with a toast area. */
export function renderPage(element: ReactNode, { path = '/', pattern = '/' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <SessionProvider>
            {element}
            <Toaster />
          </SessionProvider>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

/** Logs the test in as a customer: the stored token the session reads, verified by the mocked API. */
export function storeCustomerToken() {
  localStorage.setItem('persist:root', JSON.stringify({ version: 1, auth: { token: 'customer-token' } }));
}

export const CUSTOMER = {
  id: 7,
  fullname: 'Budi Santoso',
  email: 'budi@toko.local',
  phone_number: null,
  role: 'customer',
};

export function card(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    name: 'Sofa Minimalis 3 Dudukan Abu-abu',
    slug: 'sofa-minimalis-3-dudukan-abu-abu',
    price: 4_299_000,
    original_price: 5_199_000,
    stock: 24,
    category_id: 1,
    category: { name: 'Sofas', slug: 'sofas' },
    category_name: 'Sofas',
    thumbnail_url: '/api/images/5?w=280&q=75&f=auto',
    image_id: 5,
    badge: 'pira',
    info_text: null,
    discount: 17,
    discount_amount: 900,
    sold: 1312,
    label: true,
    free_shipping: true,
    rating: 4.8,
    review_count: 187,
    ...overrides,
  };
}

/** A page of cards as GET /products answers it. */
export function page(cards: ProductCard[], currentPage: number, totalItems: number, limit = 12) {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return {
    data: cards,
    pagination: {
      currentPage,
      totalPages,
      totalItems,
      limit,
      hasNextPage: currentPage < totalPages,
      nextCursor: currentPage < totalPages ? `after-page-${currentPage}` : null,
    },
  };
}

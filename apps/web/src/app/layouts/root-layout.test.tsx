import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, resetPage, signInAs } from '../../test/render.tsx';
import { RootLayout } from './root-layout.tsx';

// The route split (docs/product.md 2.1) with staff (ADR 087): each role lands where its work is.

afterEach(resetPage);

function open(path: string, as: 'admin' | 'customer' | 'staff') {
  mockApi({});
  signInAs(as);
  const page = (text: string) => <p>{text}</p>;
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: page('Beranda') },
          { path: '/dashboard', element: page('Ikhtisar') },
          { path: '/dashboard/orders', element: page('Pesanan') },
          { path: '/dashboard/users', element: page('Pengguna') },
          { path: '/dashboard/products/:slug', element: page('Ubah produk') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the route split by role', () => {
  it('sends staff from the storefront and from the owner’s pages to the orders, and lets them edit a product', async () => {
    for (const path of ['/', '/dashboard', '/dashboard/users']) {
      const router = open(path, 'staff');
      expect(await screen.findByText('Pesanan')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard/orders');
      cleanup();
      resetPage();
    }
    open('/dashboard/products/sofa-lama', 'staff');
    expect(await screen.findByText('Ubah produk')).toBeInTheDocument();
  });

  it('keeps the owner on every dashboard page and a customer out of all of them', async () => {
    open('/dashboard/users', 'admin');
    expect(await screen.findByText('Pengguna')).toBeInTheDocument();
    cleanup();
    resetPage();
    const router = open('/dashboard/orders', 'customer');
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

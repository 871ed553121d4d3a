import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminProductCard } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';

/** The signed-in user is known (the session's check answered): from here the page shows what the role may do. */
const sessionKnown = (client: QueryClient) =>
  waitFor(() =>
    expect(client.getQueryCache().findAll({ queryKey: ['session'] })[0]?.state.status).toBe('success'),
  );

import CategoriesPage from './categories-page.tsx';
import ProductsPage from './products-page.tsx';

// Staff keep the catalog but the owner's buttons are not theirs to see (ADR 087): no delete, no arisan.

beforeAll(installBrowserShims);
afterEach(resetPage);

const PAGE = { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10, hasNextPage: false };
const SOFA = {
  id: 1,
  name: 'Sofa Abu',
  slug: 'sofa-abu',
  price: 2_500_000,
  stock: 8,
  status: 'active',
  low_stock_threshold: 10,
} as AdminProductCard;

function catalogApi() {
  mockApi({
    'GET /api/categories': () => ({
      data: [{ id: 3, name: 'Sofas', slug: 'sofas', product_count: 1 }],
      pagination: PAGE,
    }),
    'GET /api/admin/products': () => ({ data: [SOFA], pagination: PAGE }),
  });
}

describe.each([
  ['staff', false],
  ['admin', true],
] as const)('the catalog pages as %s', (as, owner) => {
  it(`${owner ? 'shows' : 'hides'} deleting a product and starting an arisan barang, and keeps editing and duplicating`, async () => {
    catalogApi();
    const { client } = renderPage(<ProductsPage />, { as, path: '/dashboard/products' });
    await sessionKnown(client);
    const row = (await screen.findByText('Sofa Abu')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Ubah Sofa Abu' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Duplikat Sofa Abu' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Hapus Sofa Abu' }) !== null).toBe(owner);
    expect(within(row).queryByRole('button', { name: 'Buat Arisan Barang Sofa Abu' }) !== null).toBe(owner);
  });

  it(`${owner ? 'shows' : 'hides'} deleting a category, and keeps renaming`, async () => {
    catalogApi();
    const { client } = renderPage(<CategoriesPage />, { as, path: '/dashboard/categories' });
    await sessionKnown(client);
    const row = (await screen.findByText('Sofas')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Ubah Sofas' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Hapus Sofas' }) !== null).toBe(owner);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productDetail } from '../../../../test/fixtures.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../../test/render.tsx';
import ProductFormPage from '../../pages/product-form-page.tsx';

// 'Maks. pembelian' on the product form (ADR 051).

beforeAll(installBrowserShims);
afterEach(resetPage);

const CATEGORIES = {
  data: [{ id: 1, name: 'Sofas', slug: 'sofas', product_count: 4 }],
  pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 100, hasNextPage: false },
};

function editing(product: Product) {
  const api = mockApi({
    'GET /api/categories': () => CATEGORIES,
    'GET /api/product-types': () => ({ data: [] }),
    [`GET /api/admin/products/${product.slug}`]: () => ({
      data: { ...product, status: 'active', low_stock_threshold: 10 },
    }),
    [`PUT /api/products/${product.id}`]: () => ({ data: product }),
  });
  renderPage(<ProductFormPage />, {
    as: 'admin',
    path: `/dashboard/products/${product.slug}`,
    route: '/dashboard/products/:slug',
  });
  return api;
}

const sent = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries((api.calls.find((c) => c.method === 'PUT')!.body as FormData).entries());

describe("the product form's Maks. pembelian", () => {
  it('says what applies as the owner types: 20% of the stock, or a lower number', async () => {
    editing(productDetail({ stock: 24, max_purchase: null, purchase_limit: 4 }));
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Maks. pembelian');
    expect(field).toHaveValue(null);
    expect(field).toHaveAttribute('placeholder', 'Otomatis');
    const hint = () => field.parentElement!.querySelector('p')!.textContent;
    expect(hint()).toBe(
      'Kosong: otomatis 20% dari stok (minimal 1). Angka yang lebih besar tetap dibatasi 20% stok. Berlaku: 4 unit per pembeli untuk pesanan yang belum dibayar.',
    );
    await user.type(field, '2');
    expect(hint()).toMatch(/Berlaku: 2 unit per pembeli/);
    await user.clear(field);
    await user.type(field, '50');
    expect(hint()).toMatch(/Berlaku: 4 unit per pembeli/);
    await user.clear(screen.getByLabelText('Stok *'));
    await user.type(screen.getByLabelText('Stok *'), '300');
    expect(hint()).toMatch(/Berlaku: 50 unit per pembeli/);
  });

  it('sends the number with the product, and an emptied field as automatic', async () => {
    const api = editing(productDetail({ stock: 24, max_purchase: 2, purchase_limit: 2 }));
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Maks. pembelian');
    expect(field).toHaveValue(2);
    await user.clear(field);
    await user.type(field, '3');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(sent(api)).toMatchObject({ max_purchase: '3', stock: '24' });
  });

  it('refuses 0 with the reason and sends nothing; empty means automatic', async () => {
    const api = editing(productDetail({ stock: 24, max_purchase: 2, purchase_limit: 2 }));
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Maks. pembelian');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(
      await screen.findByText('Maks. pembelian harus bilangan bulat, minimal 1 (kosongkan untuk otomatis)'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(sent(api)).toMatchObject({ max_purchase: '' });
  });
});

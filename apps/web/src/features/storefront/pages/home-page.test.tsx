import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, page } from '../../../test/fixtures.ts';
import { mockApi, renderPage } from '../../../test/render.tsx';
import HomePage from './home-page.tsx';

const CATEGORIES = [
  { id: 1, name: 'Sofas', slug: 'sofas', product_count: 16 },
  { id: 2, name: 'Chairs', slug: 'chairs', product_count: 15 },
  { id: 3, name: 'Beds', slug: 'beds', product_count: 14 },
  { id: 4, name: 'Cupboards', slug: 'cupboards', product_count: 13 },
  { id: 5, name: 'Electronics', slug: 'electronics', product_count: 17 },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The public delivery area with this shipping threshold (ADR 073). */
const area = (free_shipping_from: number | null) => ({
  data: { provinsi: [], kabupaten: [], free_shipping_from },
});

describe('HomePage', () => {
  it('shows the hero, the five tiles with real counts, four best sellers and rupiah marketing text', async () => {
    const calls = mockApi(({ url }) => {
      if (url.pathname === '/api/delivery-area') return area(0);
      if (url.pathname === '/api/categories')
        return { data: CATEGORIES, pagination: page([], 1, 5).pagination };
      if (url.pathname === '/api/products')
        return page(
          [1, 2, 3, 4].map((id) => card({ id, name: `Terlaris ${id}`, slug: `t-${id}` })),
          1,
          80,
          4,
        );
    });
    renderPage(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Furniture for Every Style and Space' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');

    const tiles = screen.getAllByTestId('category-tile');
    expect(tiles.map((t) => t.getAttribute('href'))).toEqual([
      '/sofas',
      '/chairs',
      '/cupboards',
      '/beds',
      '/electronics',
    ]);
    await waitFor(() =>
      expect(within(tiles[0]!).getByTestId('category-count')).toHaveTextContent('16 produk'),
    );
    expect(within(tiles[2]!).getByTestId('category-count')).toHaveTextContent('13 produk');
    expect(within(tiles[4]!).getByTestId('category-count')).toHaveTextContent('17 produk');

    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(4));
    const featured = calls.find((c) => c.url.pathname === '/api/products')!;
    expect(Object.fromEntries(featured.url.searchParams)).toEqual({
      sortBy: 'sold',
      sortOrder: 'desc',
      limit: '4',
    });

    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'belanja di atas Rp\u00a05.000.000 ke seluruh area pengiriman kami',
      ),
    );
    expect(document.body.textContent).toContain('30 hari');
    expect(document.body.textContent).not.toContain('$');
    expect(document.body.textContent).not.toContain('Jawa Timur');
    expect(screen.getByRole('heading', { name: 'Dapatkan Promo Terbaru' })).toBeInTheDocument();
  });

  it("promises a higher threshold when the owner's zones give free shipping only from there", async () => {
    mockApi(({ url }) => (url.pathname === '/api/delivery-area' ? area(7_500_000) : page([], 1, 0)));
    renderPage(<HomePage />);
    expect(
      await screen.findByText(/Gratis ongkir di atas Rp\s7\.500\.000 dan pengembalian/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gratis Ongkir' })).toBeInTheDocument();
  });

  it('promises no free shipping when some zone always charges', async () => {
    const calls = mockApi(({ url }) => (url.pathname === '/api/delivery-area' ? area(null) : page([], 1, 0)));
    renderPage(<HomePage />);
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/delivery-area')).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Ongkos Kirim Jelas' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gratis Ongkir' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Gratis ongkir di atas');
    expect(document.body.textContent).toContain('Pengembalian dalam 30 hari.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { FavoritesPage } from './favorites-page.tsx';

afterEach(resetPage);

const row = (id: number, name: string, price: number, stock: number) => ({
  product_id: id,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  category_slug: id === 3 ? null : 'sofas',
  thumbnail_url: null,
  image_id: null,
  price,
  original_price: id === 1 ? 1_500_000 : null,
  stock,
  added_at: '2026-11-20T10:00:00.000Z',
});

describe("'Favorit'", () => {
  it('lists the favourites with price and stock now, sold-out ones said so, each linking to its product', async () => {
    mockApi({
      'GET /api/favorites': () => ({
        data: [row(1, 'Sofa Hijau', 1_250_000, 4), row(3, 'Lampu Meja', 150_000, 0)],
        pagination: { limit: 24, hasNextPage: false, nextCursor: null },
      }),
    });
    renderPage(<FavoritesPage />, { path: '/account/favorites', as: 'customer' });
    const rows = await screen.findAllByTestId('favorite-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Rp.1\.250\.000/);
    expect(rows[0]).toHaveTextContent(/Rp.1\.500\.000/);
    expect(rows[0]).toHaveTextContent('Stok: 4');
    expect(rows[1]).toHaveTextContent('Stok habis');
    expect(within(rows[0]!).getByRole('link', { name: 'Sofa Hijau' })).toHaveAttribute(
      'href',
      '/sofas/sofa-hijau',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Lampu Meja' })).toHaveAttribute(
      'href',
      '/produk/lampu-meja',
    );
  });

  it("removes one with 'Hapus' (DELETE), and the list is read again", async () => {
    let saved = [row(1, 'Sofa Hijau', 1_250_000, 4), row(2, 'Kursi Biru', 500_000, 2)];
    const calls = mockApi({
      'GET /api/favorites': () => ({
        data: saved,
        pagination: { limit: 24, hasNextPage: false, nextCursor: null },
      }),
      'DELETE /api/favorites/1': () => {
        saved = saved.filter((f) => f.product_id !== 1);
        return undefined;
      },
    });
    renderPage(<FavoritesPage />, { path: '/account/favorites', as: 'customer' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hapus Sofa Hijau' }));
    expect(await screen.findByText('Sofa Hijau dihapus dari Favorit')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('favorite-row')).toHaveLength(1));
    expect(screen.getByTestId('favorite-row')).toHaveTextContent('Kursi Biru');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/favorites/1']);
  });

  it('says how to add one when the list is empty', async () => {
    mockApi({
      'GET /api/favorites': () => ({
        data: [],
        pagination: { limit: 24, hasNextPage: false, nextCursor: null },
      }),
    });
    renderPage(<FavoritesPage />, { path: '/account/favorites', as: 'customer' });
    expect(
      await screen.findByText(
        'Belum ada produk favorit. Ketuk ikon hati pada produk untuk menyimpannya di sini.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Produk' })).toHaveAttribute('href', '/products');
  });
});

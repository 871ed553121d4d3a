import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { card } from '../../../test/fixtures.ts';
import { CUSTOMER, installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { LoginDialog } from '../../auth/components/login-dialog.tsx';
import { ProductCard } from './product-card.tsx';

// The hearts on product cards (ADR 076): one question for a whole grid, a toggle for a customer, the
// login first for a visitor, nothing for the admin.

beforeAll(installBrowserShims);
afterEach(resetPage);

const sofa = card({ id: 1, name: 'Sofa Satu', slug: 'sofa-satu' });
const kursi = card({ id: 2, name: 'Kursi Dua', slug: 'kursi-dua' });

const favoriteRow = (id: number) => ({
  product_id: id,
  name: 'x',
  slug: 'x',
  category_slug: 'sofas',
  thumbnail_url: null,
  image_id: null,
  price: 1,
  original_price: null,
  stock: 1,
  added_at: '2026-11-20T10:00:00.000Z',
});

function api(saved: number[]) {
  return mockApi(({ url, method }) => {
    if (url.pathname === '/api/favorites' && method === 'GET') {
      const asked = (url.searchParams.get('product_ids') ?? '').split(',').map(Number);
      return {
        data: saved.filter((id) => asked.includes(id)).map(favoriteRow),
        pagination: { limit: 100, hasNextPage: false, nextCursor: null },
      };
    }
    if (url.pathname.startsWith('/api/favorites/') && (method === 'PUT' || method === 'DELETE'))
      return new Response(null, { status: 204 });
    if (url.pathname === '/api/auth/login' && method === 'POST')
      return { token: 'customer-token', user: CUSTOMER };
    if (url.pathname === '/api/cart/count') return { count: 0 };
  });
}

const grid = (
  <>
    <ProductCard product={sofa} />
    <ProductCard product={kursi} />
    <LoginDialog />
  </>
);
const heart = (name: string) => screen.findByRole('button', { name: `Favorit: ${name}` });

describe('FavoriteHeart on cards', () => {
  it('asks once for the whole grid which cards are favourites, and shows them pressed', async () => {
    const calls = api([2]);
    renderPage(grid, { as: 'customer' });
    await waitFor(async () => expect(await heart('Kursi Dua')).toHaveAttribute('aria-pressed', 'true'));
    expect(await heart('Sofa Satu')).toHaveAttribute('aria-pressed', 'false');
    const asks = calls.filter((c) => c.path === '/api/favorites');
    expect(asks).toHaveLength(1);
    expect(asks[0]!.query.get('product_ids')).toBe('1,2');
  });

  it('saves with PUT and removes with DELETE, toasting after the server answered', async () => {
    const calls = api([2]);
    renderPage(grid, { as: 'customer' });
    const user = userEvent.setup();
    await waitFor(async () => expect(await heart('Kursi Dua')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(await heart('Sofa Satu'));
    expect(await screen.findByText('Sofa Satu disimpan ke Favorit')).toBeInTheDocument();
    expect(await heart('Sofa Satu')).toHaveAttribute('aria-pressed', 'true');
    await user.click(await heart('Kursi Dua'));
    expect(await screen.findByText('Kursi Dua dihapus dari Favorit')).toBeInTheDocument();
    expect(await heart('Kursi Dua')).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/favorites/1',
      'DELETE /api/favorites/2',
    ]);
  });

  it('opens the login for a visitor, and saves the product once they have logged in', async () => {
    const calls = api([]);
    renderPage(grid);
    const user = userEvent.setup();
    await user.click(await heart('Sofa Satu'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(await screen.findByLabelText('Email'), 'budi@toko.local');
    await user.type(screen.getByLabelText('Password'), 'belanja123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Sofa Satu disimpan ke Favorit')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/favorites/1']);
  });

  it("stays saved when the read the login starts answers after the save (its stale 'no' is dropped)", async () => {
    let answerRead: () => void = () => {};
    const readGate = new Promise<void>((r) => {
      answerRead = r;
    });
    const calls = mockApi(async ({ url, method }) => {
      if (url.pathname === '/api/favorites' && method === 'GET') {
        // Read before the save was written: nothing saved yet; it answers only after the save did.
        await readGate;
        return { data: [], pagination: { limit: 100, hasNextPage: false, nextCursor: null } };
      }
      if (url.pathname === '/api/favorites/1' && method === 'PUT') {
        // The save takes a while (the network), so the hearts' read has gone out before it answers.
        await new Promise((r) => setTimeout(r, 60));
        setTimeout(answerRead, 20);
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/api/auth/login' && method === 'POST')
        return { token: 'customer-token', user: CUSTOMER };
    });
    renderPage(grid);
    const user = userEvent.setup();
    await user.click(await heart('Sofa Satu'));
    await user.type(await screen.findByLabelText('Email'), 'budi@toko.local');
    await user.type(screen.getByLabelText('Password'), 'belanja123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Sofa Satu disimpan ke Favorit')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/favorites')).toBe(true));
    await new Promise((r) => setTimeout(r, 100));
    expect(await heart('Sofa Satu')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no heart to the admin and asks nothing', async () => {
    const calls = api([]);
    renderPage(grid, { as: 'admin' });
    await screen.findAllByTestId('product-card');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('button', { name: /^Favorit:/ })).toBeNull();
    expect(calls.some((c) => c.path === '/api/favorites')).toBe(false);
  });
});

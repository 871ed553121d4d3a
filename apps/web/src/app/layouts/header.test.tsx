import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../test/render.tsx';
import { Header } from './header.tsx';

afterEach(() => vi.unstubAllGlobals());

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('Header search', () => {
  it('takes a search from any page to /products?search=...', async () => {
    mockApi(() => undefined);
    const { router } = renderPage(<Header />, { path: '/sofas', route: '/sofas' });
    const box = screen.getByRole('searchbox', { name: 'Cari produk' });
    expect(box).toHaveValue('');
    const user = userEvent.setup();
    await user.type(box, 'kursi kantor{Enter}');
    await waitFor(() => expect(where(router)).toBe('/products?search=kursi+kantor'));
  });

  it('does not leave the page when typing pauses without Enter', async () => {
    mockApi(() => undefined);
    const { router } = renderPage(<Header />, { path: '/sofas', route: '/sofas' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'lemari');
    // Longer than the search pause (1000 ms).
    await new Promise((r) => setTimeout(r, 1300));
    expect(where(router)).toBe('/sofas');
  });

  it('shows the current search on the results page and keeps the chosen sort', async () => {
    mockApi(() => undefined);
    const { router } = renderPage(<Header />, {
      path: '/products?search=lemari&sort=harga-terendah',
      route: '/products',
    });
    const box = screen.getByRole('searchbox', { name: 'Cari produk' });
    expect(box).toHaveValue('lemari');
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'meja{Enter}');
    await waitFor(() => expect(where(router)).toBe('/products?search=meja&sort=harga-terendah'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, putValue, renderPage } from '../../test/render.tsx';
import { Header } from './header.tsx';

afterEach(() => vi.unstubAllGlobals());

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('Header search', () => {
  it('takes a search from any page to /products?search=...', async () => {
    mockApi(() => undefined);
    const { router } = renderPage(<Header />, { path: '/sofas', route: '/sofas' });
    const box = screen.getByRole('combobox', { name: 'Cari produk' });
    expect(box).toHaveValue('');
    const user = userEvent.setup();
    await user.type(box, 'kursi kantor{Enter}');
    await waitFor(() => expect(where(router)).toBe('/products?search=kursi+kantor'));
  });

  it('does not leave the page when typing pauses without Enter', async () => {
    mockApi(() => undefined);
    const { router } = renderPage(<Header />, { path: '/sofas', route: '/sofas' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Cari produk' }), 'lemari');
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
    const box = screen.getByRole('combobox', { name: 'Cari produk' });
    expect(box).toHaveValue('lemari');
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'meja{Enter}');
    await waitFor(() => expect(where(router)).toBe('/products?search=meja&sort=harga-terendah'));
  });
});

describe('Header search suggestions (ADR 076)', () => {
  const SUGGESTIONS = [
    { name: 'Sofa Bed Lipat', slug: 'sofa-bed-lipat', category_slug: 'sofas' },
    { name: 'Sofa Minimalis', slug: 'sofa-minimalis', category_slug: 'sofas' },
    { name: 'Sofa Tanpa Kategori', slug: 'sofa-tanpa-kategori', category_slug: null },
  ];
  const suggesting = () =>
    mockApi(({ url }) => (url.pathname === '/api/products/suggest' ? { data: SUGGESTIONS } : undefined));

  it('lists names as a listbox once typing pauses, and asks once for the settled text', async () => {
    const calls = suggesting();
    renderPage(<Header />, { path: '/sofas', route: '/sofas' });
    const box = screen.getByRole('combobox', { name: 'Cari produk' });
    // Four keystrokes in one go (no pause the debounce could take between them, even on a loaded
    // machine), then the pause that settles the text: one ask.
    for (const text of ['s', 'so', 'sof', 'sofa']) putValue(box, text);
    const list = await screen.findByRole('listbox', { name: 'Saran produk' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(SUGGESTIONS.map((s) => s.name));
    // The list reports its names to the box in an effect, so the box says it is open a render after the
    // list shows (a test on a loaded machine once read it in between).
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    const asks = calls.filter((c) => c.path === '/api/products/suggest');
    expect(asks.map((c) => c.query.get('q'))).toEqual(['sofa']);
  });

  it('moves with the arrow keys and opens the chosen product on Enter', async () => {
    suggesting();
    const { router } = renderPage(<Header />, { path: '/sofas', route: '/sofas' });
    const box = screen.getByRole('combobox', { name: 'Cari produk' });
    const user = userEvent.setup();
    await user.type(box, 'sofa');
    await screen.findByRole('listbox');
    // The list hands its names to the box in an effect: the box knows them once it says it is open.
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where(router)).toBe('/produk/sofa-tanpa-kategori'));
  });

  it('closes on Escape, and Enter then searches as before', async () => {
    suggesting();
    const { router } = renderPage(<Header />, { path: '/sofas', route: '/sofas' });
    const box = screen.getByRole('combobox', { name: 'Cari produk' });
    const user = userEvent.setup();
    await user.type(box, 'sofa');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where(router)).toBe('/products?search=sofa'));
  });

  it('asks nothing for a single letter', async () => {
    const calls = suggesting();
    renderPage(<Header />, { path: '/sofas', route: '/sofas' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Cari produk' }), 's');
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.some((c) => c.path === '/api/products/suggest')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe("Header 'Notifikasi'", () => {
  const note = (id: number, title: string, read: boolean) => ({
    id,
    kind: 'payment_approved',
    title,
    body: `Pembayaran untuk pesanan ORD-2026112${id} sudah kami terima.`,
    path: `/account/transactions/${id}`,
    created_at: '2026-11-26T10:00:00.000Z',
    read_at: read ? '2026-11-26T11:00:00.000Z' : null,
  });

  it('shows the unread count to a customer, lists the notifications and marks them all read', async () => {
    const api = mockApi({
      'GET /api/notifications': () => ({
        data: [note(2, 'Pembayaran diterima', false), note(1, 'Instruksi pembayaran', true)],
        unread: 1,
      }),
      'POST /api/notifications/read': () => ({
        data: [note(2, 'Pembayaran diterima', true), note(1, 'Instruksi pembayaran', true)],
        unread: 0,
      }),
    });
    renderPage(<Header />, { as: 'customer', path: '/', route: '/' });
    const bell = await screen.findByRole('button', { name: 'Notifikasi, 1 belum dibaca' });
    const user = userEvent.setup();
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifikasi' });
    expect(panel).toHaveTextContent('Pembayaran diterima');
    expect(panel).toHaveTextContent('Belum dibaca');
    expect(screen.getByRole('link', { name: /Pembayaran diterima/ })).toHaveAttribute(
      'href',
      '/account/transactions/2',
    );
    await user.click(screen.getByRole('button', { name: 'Tandai semua dibaca' }));
    expect(await screen.findByRole('button', { name: 'Notifikasi' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/notifications/read')?.body).toEqual({});
  });

  it('has no bell for an admin or a visitor', async () => {
    mockApi(() => undefined);
    renderPage(<Header />, { as: 'admin', path: '/', route: '/' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /^Notifikasi/ })).toBeNull();
  });
});

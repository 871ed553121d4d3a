import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readStoredToken } from '../../../lib/auth-storage.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

describe('DashboardLayout', () => {
  it("has the eight sidebar links of the spec, then 'Verifikasi Iuran', 'Pesan Keluar', 'Voucher', 'Ulasan', 'Pengembalian' and 'Pengaturan', named for screen readers, and Logout", async () => {
    mockApi({});
    renderPage(<DashboardLayout />, { as: 'admin', path: '/dashboard/orders', route: '/dashboard/*' });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const expected: [name: string, href: string][] = [
      ['Dashboard', '/dashboard'],
      ['Products', '/dashboard/products'],
      ['Orders', '/dashboard/orders'],
      ['Categories', '/dashboard/categories'],
      ['Users', '/dashboard/users'],
      ['Arisan', '/dashboard/arisans'],
      ['Members', '/dashboard/members'],
      ['Location', '/dashboard/locations'],
      ['Verifikasi Iuran', '/dashboard/verifikasi-iuran'],
      ['Pesan Keluar', '/dashboard/pesan-keluar'],
      ['Voucher', '/dashboard/vouchers'],
      ['Ulasan', '/dashboard/reviews'],
      ['Pengembalian', '/dashboard/returns'],
      ['Pengaturan', '/dashboard/settings'],
    ];
    // In this order, each named for screen readers by its own text.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(expected.map(([, href]) => href));
    for (const [name, href] of expected)
      expect(within(nav).getByRole('link', { name: new RegExp(`^${name}$`) })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("counts the member transfers waiting for review on 'Verifikasi Iuran'", async () => {
    const transfer = { id: 1, status: 'review' };
    const api = mockApi({
      'GET /api/arisan-transfers': () => ({ data: [transfer, { ...transfer, id: 2 }] }),
    });
    renderPage(<DashboardLayout />, { as: 'admin', path: '/dashboard', route: '/dashboard/*' });
    const link = await screen.findByRole('link', { name: 'Verifikasi Iuran (2 menunggu)' });
    expect(link).toHaveAttribute('href', '/dashboard/verifikasi-iuran');
    expect(link).toHaveTextContent('2');
    expect(api.calls.find((c) => c.path === '/api/arisan-transfers')?.query.get('status')).toBe('review');
  });

  it('logs out: the token goes and the app returns to /', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { router } = renderPage(<DashboardLayout />, {
      as: 'admin',
      path: '/dashboard',
      route: '/dashboard/*',
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(readStoredToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows staff only the pages of their work: products, orders, categories, arisan, members, verification (ADR 087)', async () => {
    mockApi({});
    renderPage(<DashboardLayout />, { as: 'staff', path: '/dashboard/orders', route: '/dashboard/*' });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    // Once the session knows who signed in (the dashboard's guard waits for it the same way).
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(6));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/dashboard/products',
      '/dashboard/orders',
      '/dashboard/categories',
      '/dashboard/arisans',
      '/dashboard/members',
      '/dashboard/verifikasi-iuran',
    ]);
  });
});

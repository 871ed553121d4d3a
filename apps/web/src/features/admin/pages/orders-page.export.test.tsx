import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import OrdersPage from './orders-page.tsx';

beforeAll(installBrowserShims);
afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

const EMPTY = {
  data: [],
  pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 10, hasNextPage: false },
};

describe('OrdersPage: Ekspor CSV', () => {
  it('downloads every order the applied filters match, as a CSV file', async () => {
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const api = mockApi({
      'GET /api/orders/admin/all': () => EMPTY,
      'GET /api/orders/admin/export.csv': () =>
        new Response('nomor_pesanan\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await screen.findByText('No orders found');
    await user.type(screen.getByLabelText('Cari'), 'budi');
    await user.selectOptions(screen.getByLabelText('Status Pesanan'), 'shipped');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = api.calls.find((c) => c.path === '/api/orders/admin/export.csv')!;
    expect(Object.fromEntries(exported.query)).toEqual({ search: 'budi', status: 'shipped' });
    expect(saved[0]!.name).toMatch(/^pesanan-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says why when the export fails', async () => {
    mockApi({
      'GET /api/orders/admin/all': () => EMPTY,
      'GET /api/orders/admin/export.csv': () => json({ message: 'boom', code: 'INTERNAL' }, 500),
    });
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ekspor CSV' }));
    expect(await screen.findByText('Gagal mengekspor CSV: boom')).toBeInTheDocument();
  });
});

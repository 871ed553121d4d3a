import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeWaitingOrder } from '../../../test/orders.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import InvoicesPage from './invoices-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const FIRST = makeOrder();
const SECOND = makeOrder({
  id: 8,
  order_number: 'ORD-20261125-4HX8M',
  invoice_number: 'INV/2026/11/000008',
  user: { fullname: 'Siti Aminah', email: 'siti@toko.local' },
});
const UNPAID = makeWaitingOrder({ id: 11, order_number: 'ORD-20261127-7KQ2A' });
const EMPTY_TEXT = 'Pilih pesanan di daftar pesanan untuk mencetak invoice.';

/** The server answers the ids it has, by id (not in the URL's order), as GET /orders/admin/all does. */
function renderInvoices(search: string, orders: Order[] = [FIRST, SECOND, UNPAID]) {
  const api = mockApi({
    'GET /api/orders/admin/all': (call) => {
      const asked = (call.query.get('ids') ?? '').split(',').map(Number);
      const data = orders.filter((o) => asked.includes(o.id)).sort((a, b) => a.id - b.id);
      return {
        data,
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalItems: data.length,
          limit: 100,
          hasNextPage: false,
        },
      };
    },
  });
  renderPage(<InvoicesPage />, {
    as: 'admin',
    path: `/dashboard/orders/invoices${search}`,
    route: '/dashboard/orders/invoices',
  });
  return api;
}

describe('InvoicesPage', () => {
  it('prints the invoice of every paid order in the URL order and names the unpaid ones', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const api = renderInvoices('?ids=8,11,5');
    expect(await screen.findByRole('heading', { name: 'Invoice (2)' })).toBeInTheDocument();
    const sheets = screen.getAllByRole('article');
    expect(sheets.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Invoice INV/2026/11/000008',
      'Invoice INV/2026/11/000005',
    ]);
    expect(within(sheets[0]!).getByText('Siti Aminah')).toBeInTheDocument();
    expect(within(sheets[0]!).getByText('ORD-20261125-4HX8M')).toBeInTheDocument();
    expect(within(sheets[1]!).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(sheets[1]!).getByText('Sofa Minimalis')).toBeInTheDocument();
    expect(screen.queryByText('INV/2026/11/000011')).not.toBeInTheDocument();
    expect(screen.getByText('Tanpa invoice (belum dibayar): ORD-20261127-7KQ2A')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Kembali ke Pesanan' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
    const asked = api.calls.filter((c) => c.path === '/api/orders/admin/all');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query.get('ids')).toBe('8,11,5');
    expect(asked[0]!.query.get('limit')).toBe('100');
  });

  it('prints nothing when every selected order is unpaid, and says which ids were not found', async () => {
    renderInvoices('?ids=11,40');
    expect(await screen.findByText('Tanpa invoice (belum dibayar): ORD-20261127-7KQ2A')).toBeInTheDocument();
    expect(screen.getByText('Tidak ditemukan: pesanan #40')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invoice (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cetak' })).not.toBeInTheDocument();
  });

  it('asks for a selection when the page is opened without one', async () => {
    const api = renderInvoices('');
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/orders/admin/all')).toBe(false);
  });

  it('asks for a selection when none of it is found', async () => {
    renderInvoices('?ids=40');
    expect(await screen.findByText('Tidak ditemukan: pesanan #40')).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it('shows the error when the orders cannot be loaded', async () => {
    mockApi({
      'GET /api/orders/admin/all': () => json({ message: 'Server sedang sibuk', code: 'INTERNAL' }, 500),
    });
    renderPage(<InvoicesPage />, {
      as: 'admin',
      path: '/dashboard/orders/invoices?ids=5',
      route: '/dashboard/orders/invoices',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat pesanan: Server sedang sibuk');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

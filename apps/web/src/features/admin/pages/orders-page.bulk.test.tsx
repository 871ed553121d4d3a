import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeWaitingOrder } from '../../../test/orders.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import OrdersPage from './orders-page.tsx';

// Bulk work on the selection (ADR 088): pick rows, ship them in one form, read what was skipped.

beforeAll(installBrowserShims);
afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

const packing = (id: number, number: string, fullname: string): Order =>
  makeWaitingOrder({
    id,
    order_number: number,
    status: 'processing',
    payment_status: 'paid',
    user: { fullname, email: `${fullname.toLowerCase()}@toko.local` },
  });

const A = packing(11, 'ORD-20261127-AAAA1', 'Ani');
const B = packing(12, 'ORD-20261127-BBBB2', 'Bayu');
const C = packing(13, 'ORD-20261127-CCCC3', 'Citra');

const page = (data: Order[]) => ({
  data,
  pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, limit: 10, hasNextPage: false },
});

describe('OrdersPage: bulk work', () => {
  it('ships the selected orders in one form and names the order it skipped, which stays selected', async () => {
    const api = mockApi({
      'GET /api/orders/admin/all': () => page([A, B, C]),
      'POST /api/orders/admin/bulk': () =>
        json({
          data: {
            done: [{ id: 11, order_number: A.order_number }],
            skipped: [
              {
                id: 13,
                order_number: C.order_number,
                reason: 'Pesanan sudah dibatalkan dan tidak dapat diubah',
              },
            ],
          },
        }),
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await screen.findByText(A.order_number);
    expect(screen.queryByRole('region', { name: 'Aksi pesanan terpilih' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: `Pilih ${A.order_number}` }));
    await user.click(screen.getByRole('checkbox', { name: `Pilih ${C.order_number}` }));
    const bar = screen.getByRole('region', { name: 'Aksi pesanan terpilih' });
    expect(bar).toHaveTextContent('2 pesanan dipilih');
    expect(within(bar).getByRole('link', { name: 'Label Pengiriman' })).toHaveAttribute(
      'href',
      '/dashboard/orders/slips?ids=11,13',
    );
    expect(within(bar).getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      '/dashboard/orders/invoices?ids=11,13',
    );

    await user.click(within(bar).getByRole('button', { name: 'Kirim' }));
    const form = screen.getByRole('dialog', { name: 'Kirim 2 pesanan' });
    // Nothing goes out while a row is empty.
    await user.click(within(form).getByRole('button', { name: 'Tandai Dikirim' }));
    expect(within(form).getAllByText('Pilih kurir')).not.toHaveLength(0);
    expect(api.calls.some((c) => c.path === '/api/orders/admin/bulk')).toBe(false);

    await user.selectOptions(within(form).getByLabelText('Kurir untuk semua'), 'jne');
    await user.type(within(form).getByLabelText(`Nomor Resi ${A.order_number}`), 'JNE-A1');
    await user.type(within(form).getByLabelText(`Nomor Resi ${C.order_number}`), 'JNE-C3');
    await user.click(within(form).getByRole('button', { name: 'Tandai Dikirim' }));

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('1 pesanan diperbarui, 1 dilewati:');
    expect(result).toHaveTextContent(`${C.order_number}: Pesanan sudah dibatalkan dan tidak dapat diubah`);
    const sent = api.calls.find((c) => c.path === '/api/orders/admin/bulk')!;
    expect(sent.body).toEqual({
      action: 'ship',
      orders: [
        { id: 11, courier: 'jne', tracking_number: 'JNE-A1' },
        { id: 13, courier: 'jne', tracking_number: 'JNE-C3' },
      ],
    });
    // The skipped order stays picked for a second look; the shipped one is let go.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Aksi pesanan terpilih' })).toHaveTextContent(
        '1 pesanan dipilih',
      ),
    );
    expect(screen.getByRole('checkbox', { name: `Pilih ${C.order_number}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Pilih ${A.order_number}` })).not.toBeChecked();
  });

  it("selects the whole page at once and asks before 'Tandai Selesai'", async () => {
    const api = mockApi({
      'GET /api/orders/admin/all': () => page([A, B]),
      'POST /api/orders/admin/bulk': () =>
        json({
          data: {
            done: [
              { id: 11, order_number: A.order_number },
              { id: 12, order_number: B.order_number },
            ],
            skipped: [],
          },
        }),
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await screen.findByText(A.order_number);
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua pesanan di halaman ini' }));
    await user.click(screen.getByRole('button', { name: 'Tandai Selesai' }));
    const ask = screen.getByRole('dialog', { name: 'Tandai selesai' });
    expect(ask).toHaveTextContent('2 pesanan yang sedang dikirim akan ditandai Selesai');
    await user.click(within(ask).getByRole('button', { name: 'Tandai Selesai' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 pesanan diperbarui.');
    expect(api.calls.find((c) => c.path === '/api/orders/admin/bulk')!.body).toEqual({
      action: 'deliver',
      orders: [{ id: 11 }, { id: 12 }],
    });
    expect(screen.queryByRole('region', { name: 'Aksi pesanan terpilih' })).not.toBeInTheDocument();
  });

  it('exports only the selection', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/orders/admin/all': () => page([A, B]),
      'GET /api/orders/admin/export.csv': () =>
        new Response('nomor_pesanan\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await user.click(await screen.findByRole('checkbox', { name: `Pilih ${B.order_number}` }));
    await user.click(screen.getByRole('button', { name: 'Ekspor Pilihan' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/orders/admin/export.csv')).toBe(true));
    const exported = api.calls.find((c) => c.path === '/api/orders/admin/export.csv')!;
    expect(Object.fromEntries(exported.query)).toEqual({ ids: '12' });
  });

  it('says why when the server refuses the whole action', async () => {
    mockApi({
      'GET /api/orders/admin/all': () => page([A]),
      'POST /api/orders/admin/bulk': () =>
        json({ message: 'Pilih 1 sampai 100 pesanan', code: 'VALIDATION_ERROR' }, 400),
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await user.click(await screen.findByRole('checkbox', { name: `Pilih ${A.order_number}` }));
    await user.click(screen.getByRole('button', { name: 'Tandai Dikemas' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Tandai dibayar & dikemas' })).getByRole('button', {
        name: 'Tandai Dikemas',
      }),
    );
    expect(
      await screen.findByText('Gagal memperbarui pesanan: Pilih 1 sampai 100 pesanan'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Pilih ${A.order_number}` })).toBeChecked();
  });
});

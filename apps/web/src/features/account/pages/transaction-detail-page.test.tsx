import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeWaitingOrder } from '../../../test/orders.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { TransactionDetailPage } from './transaction-detail-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const ORDER: Order = makeWaitingOrder();

/** The page for order 5, answered with `body` (and `status`); a cart add answers ok. */
function renderDetail(status: number, body: unknown) {
  const api = mockApi({
    'GET /api/orders/5': () => json(body, status),
    'POST /api/cart/add': () => ({ ok: true }),
    'PUT /api/orders/5/complete': () => ({ order: ORDER }),
  });
  renderPage(<TransactionDetailPage />, {
    as: 'customer',
    path: '/account/transactions/5',
    route: '/account/transactions/:id',
    also: [{ path: '/cart', element: <p>Keranjang</p> }],
  });
  return api;
}

describe('TransactionDetailPage', () => {
  it('shows a spinner, then the whole order with its history in Jakarta time', async () => {
    renderDetail(200, { order: ORDER });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat...');
    expect(await screen.findByText('ORD-20261122-7K3Q9')).toBeInTheDocument();
    expect(screen.getByText('22 November 2026 - 10:15')).toBeInTheDocument();
    expect(screen.getByText('22 November 2026, 10:15')).toBeInTheDocument();
    expect(screen.getByText('Pesanan dibuat')).toBeInTheDocument();
    expect(screen.getAllByText('Menunggu konfirmasi Penjual').length).toBeGreaterThan(0);
    expect(screen.getByText('Transfer Bank')).toBeInTheDocument();
    expect(screen.getByText('2 x Rp 1.250.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batalkan Pesanan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Selesaikan Pesanan' })).not.toBeInTheDocument();
    expect(screen.queryByText('Nomor Resi')).not.toBeInTheDocument();
  });

  it('offers Selesaikan Pesanan (not Batalkan) on a delivered order, with its tracking number', async () => {
    renderDetail(200, {
      order: { ...ORDER, status: 'delivered', payment_status: 'paid', tracking_number: 'JNE123' },
    });
    expect(await screen.findByRole('button', { name: 'Selesaikan Pesanan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
    expect(screen.getByText('Nomor Resi')).toBeInTheDocument();
    expect(screen.getByText('JNE123')).toBeInTheDocument();
  });

  it('hides Selesaikan Pesanan once the customer confirmed receipt', async () => {
    renderDetail(200, {
      order: {
        ...ORDER,
        status: 'delivered',
        status_history: [
          ...ORDER.status_history,
          { ...ORDER.status_history[0]!, status: 'delivered', notes: 'Pesanan diterima pelanggan' },
        ],
      },
    });
    expect(await screen.findByText('Pesanan diterima pelanggan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Selesaikan Pesanan' })).not.toBeInTheDocument();
  });

  it('shows an expired order as such, never as waiting for payment, and Beli Lagi refills the cart', async () => {
    const api = renderDetail(200, {
      order: { ...ORDER, status: 'cancelled', cancel_reason: 'Waktu pembayaran habis' },
    });
    expect(await screen.findByText('Kedaluwarsa')).toBeInTheDocument();
    expect(screen.queryByText('Menunggu Pembayaran')).not.toBeInTheDocument();
    expect(screen.getByText(/Pesanan kedaluwarsa: waktu pembayaran habis/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Beli Lagi' }));
    expect(await screen.findByText('Keranjang')).toBeInTheDocument();
    const adds = api.calls.filter((c) => c.path === '/api/cart/add');
    expect(adds.map((c) => c.body)).toEqual([{ productId: 9, quantity: 2 }]);
  });

  it('asks before Selesaikan Pesanan, naming the order, and only then completes it', async () => {
    const api = renderDetail(200, {
      order: { ...ORDER, status: 'delivered', payment_status: 'paid', tracking_number: 'JNE123' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Selesaikan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Selesaikan Pesanan' });
    expect(dialog).toHaveTextContent('Pesanan ORD-20261122-7K3Q9 sudah kamu terima dengan baik?');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Ya, Sudah Diterima' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/orders/5/complete' && c.method === 'PUT')).toBe(true),
    );
  });

  it('says so when the order has no items', async () => {
    renderDetail(200, { order: { ...ORDER, items: [] } });
    expect(await screen.findByText('No items found in this transaction')).toBeInTheDocument();
  });

  it('shows Order not found for a 404', async () => {
    renderDetail(404, { message: 'Pesanan tidak ditemukan', code: 'NOT_FOUND' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: 'Kembali ke Daftar Transaksi' })).toBeInTheDocument();
  });

  it('shows Order not found for an id that cannot exist (the server answers 400)', async () => {
    renderDetail(400, { message: 'Pesanan tidak ditemukan', code: 'VALIDATION_ERROR' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not found');
    expect(alert).not.toHaveTextContent('Error loading transaction');
  });

  it('shows the error with a way back for anything else', async () => {
    renderDetail(500, { message: 'Terjadi kesalahan, silakan coba lagi nanti', code: 'INTERNAL' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error loading transaction: Terjadi kesalahan, silakan coba lagi nanti',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke Daftar Transaksi' })).toBeInTheDocument();
  });
});

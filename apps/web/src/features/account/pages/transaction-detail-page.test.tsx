import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionDetailPage } from './transaction-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ORDER: Order = {
  id: 5,
  order_number: 'ORD-20261122-7K3Q9',
  createdAt: '2026-11-22T03:15:00.000Z',
  user_id: 7,
  user: { fullname: 'Budi', email: 'budi@toko.local' },
  customer_phone: null,
  total_amount: 2_500_000,
  subtotal: 2_500_000,
  shipping_cost: 0,
  discount: 0,
  payment_method: 'bank_transfer',
  status: 'pending',
  payment_status: 'pending',
  shipping_address: 'Rumah - Budi (0812), Jl. A, Desa/Kel. B, Kec. C, Kab. D, Jawa Timur, 60286',
  tracking_number: null,
  payment_bank: null,
  unique_code: 0,
  payment_due_at: null,
  payment_confirmed_at: null,
  payment_rejection_reason: null,
  invoice_number: null,
  paid_at: null,
  cancel_reason: null,
  courier: null,
  proof: null,
  items: [
    {
      id: 1,
      product_id: 9,
      price: 1_250_000,
      quantity: 2,
      subtotal: 2_500_000,
      product: {
        name: 'Sofa Minimalis',
        slug: 'sofa',
        category_slug: 'sofas',
        image_url: null,
        thumbnail_url: null,
      },
    },
  ],
  status_history: [
    {
      status: 'pending',
      payment_status: 'pending',
      timestamp: '2026-11-22T03:15:00.000Z',
      notes: 'Pesanan dibuat',
      actor_role: 'customer',
      actor_name: 'Budi',
    },
  ],
};

function renderDetail(status: number, body: unknown) {
  const fetch = vi.fn(
    async (url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(url.startsWith('/api/cart') ? { ok: true } : body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/account/transactions/5']}>
        <Routes>
          <Route path="/account/transactions/:id" element={<TransactionDetailPage />} />
          <Route path="/cart" element={<p>Keranjang</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch };
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
    const { fetch } = renderDetail(200, {
      order: { ...ORDER, status: 'cancelled', cancel_reason: 'Waktu pembayaran habis' },
    });
    expect(await screen.findByText('Kedaluwarsa')).toBeInTheDocument();
    expect(screen.queryByText('Menunggu Pembayaran')).not.toBeInTheDocument();
    expect(screen.getByText(/Pesanan kedaluwarsa: waktu pembayaran habis/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Beli Lagi' }));
    expect(await screen.findByText('Keranjang')).toBeInTheDocument();
    const adds = fetch.mock.calls.filter(([url]) => url === '/api/cart/add');
    expect(adds.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ productId: 9, quantity: 2 }]);
  });

  it('asks before Selesaikan Pesanan, naming the order, and only then completes it', async () => {
    const { fetch } = renderDetail(200, {
      order: { ...ORDER, status: 'delivered', payment_status: 'paid', tracking_number: 'JNE123' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Selesaikan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Selesaikan Pesanan' });
    expect(dialog).toHaveTextContent('Pesanan ORD-20261122-7K3Q9 sudah kamu terima dengan baik?');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Ya, Sudah Diterima' }));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => url === '/api/orders/5/complete' && init?.method === 'PUT'),
      ).toBe(true),
    );
  });

  it('says so when the order has no items', async () => {
    renderDetail(200, { order: { ...ORDER, items: [] } });
    expect(await screen.findByText('No items found in this transaction')).toBeInTheDocument();
  });

  it('shows Order not found for a 404', async () => {
    renderDetail(404, { message: 'Order not found', code: 'NOT_FOUND' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: 'Kembali ke Daftar Transaksi' })).toBeInTheDocument();
  });

  it('shows Order not found for an id that cannot exist (the server answers 400)', async () => {
    renderDetail(400, { message: 'Order not found', code: 'VALIDATION_ERROR' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not found');
    expect(alert).not.toHaveTextContent('Error loading transaction');
  });

  it('shows the error with a way back for anything else', async () => {
    renderDetail(500, { message: 'Something went wrong, please try again later', code: 'INTERNAL' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error loading transaction: Something went wrong, please try again later',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke Daftar Transaksi' })).toBeInTheDocument();
  });
});

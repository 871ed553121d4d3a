import { screen } from '@testing-library/react';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeWaitingOrder } from '../../../test/orders.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { TransactionDetailPage } from './transaction-detail-page.tsx';

// The payment's state on 'Detail Transaksi' (docs/decisions/049-proof-under-review.md).

beforeAll(installBrowserShims);
afterEach(resetPage);

const PROOF: Order['proof'] = {
  sender_bank: 'BCA',
  sender_name: 'Budi Santoso',
  content_type: 'image/jpeg',
  uploaded_at: '2026-11-22T05:00:00.000Z',
};

const waiting = (overrides: Partial<Order> = {}) =>
  makeWaitingOrder({
    unique_code: 123,
    total_amount: 2_500_123,
    payment_due_at: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    ...overrides,
  });

function renderDetail(order: Order) {
  mockApi({ 'GET /api/orders/5': () => ({ order }) });
  renderPage(<TransactionDetailPage />, {
    as: 'customer',
    path: '/account/transactions/5',
    route: '/account/transactions/:id',
  });
}

describe('TransactionDetailPage: the payment while its proof waits', () => {
  it('counts down with Bayar Sekarang while the shopper still has to pay', async () => {
    renderDetail(waiting({ status_history: [] }));
    expect(await screen.findByRole('timer', { name: 'Sisa waktu pembayaran' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bayar Sekarang' })).toBeInTheDocument();
    expect(screen.getByText('Menunggu Pembayaran')).toBeInTheDocument();
  });

  it("reads 'Menunggu Verifikasi' once a proof waits: no countdown, no Bayar Sekarang, and says the order is safe", async () => {
    renderDetail(waiting({ proof: PROOF, payment_confirmed_at: PROOF.uploaded_at, status_history: [] }));
    expect(await screen.findByText('Menunggu Verifikasi')).toBeInTheDocument();
    expect(screen.getByText('Menunggu konfirmasi Penjual')).toBeInTheDocument();
    expect(screen.queryByText('Menunggu Pembayaran')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-deadline')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bayar Sekarang' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Bukti transfer sedang diperiksa penjual\. Selama menunggu verifikasi/),
    ).toHaveTextContent('pesanan tidak akan dibatalkan otomatis');
    // Cancelling stays the shopper's choice.
    expect(screen.getByRole('button', { name: 'Batalkan Pesanan' })).toBeInTheDocument();
  });

  it("shows a cancelled order's payment as 'Dibatalkan' in its history, never as waiting for payment", async () => {
    const created = {
      status: 'pending',
      payment_status: 'pending',
      timestamp: '2026-11-22T03:15:00.000Z',
      notes: 'Pesanan dibuat',
      actor_role: 'customer',
      actor_name: 'Budi',
    } as const;
    renderDetail(
      waiting({
        status: 'cancelled',
        cancel_reason: 'Pesanan dibatalkan oleh pelanggan',
        status_history: [
          created,
          {
            ...created,
            status: 'cancelled',
            timestamp: '2026-11-22T04:15:00.000Z',
            notes: 'Pesanan dibatalkan oleh pelanggan',
          },
        ],
      }),
    );
    const step = (await screen.findByText('Pesanan dibatalkan oleh pelanggan')).closest('li')!;
    expect(step).toHaveTextContent(/^Dibatalkan22 November 2026, 11:15/);
    expect(step).not.toHaveTextContent('Menunggu Pembayaran');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

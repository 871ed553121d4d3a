import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeOrder, makeWaitingOrder } from '../../../test/orders.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { TransactionsPage } from './transactions-page.tsx';

// 'Daftar Transaksi' (docs/product.md 2.7) with the 'Menunggu Verifikasi' chip (docs/decisions/049-proof-under-review.md).

beforeAll(installBrowserShims);
afterEach(resetPage);

const inReview = makeWaitingOrder({
  id: 6,
  order_number: 'ORD-20261122-VRF01',
  proof: {
    sender_bank: 'BCA',
    sender_name: 'Budi',
    content_type: 'image/jpeg',
    uploaded_at: '2026-11-22T05:00:00.000Z',
  },
});
const awaiting = makeWaitingOrder({ id: 7, order_number: 'ORD-20261122-BYR01' });
const cancelled = makeWaitingOrder({ id: 8, order_number: 'ORD-20261122-BTL01', status: 'cancelled' });
const shipped = makeOrder({ id: 9, order_number: 'ORD-20261122-KRM01' });

const page = (data: Order[]) => ({
  data,
  pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, limit: 5, hasNextPage: false },
});

const card = (orderNumber: string) => screen.getByText(orderNumber).closest('li')!;

describe('TransactionsPage', () => {
  it("badges each order by where its payment stands: 'Menunggu Verifikasi', 'Menunggu Pembayaran', a lone 'Dibatalkan'", async () => {
    mockApi({ 'GET /api/orders': () => page([inReview, awaiting, cancelled, shipped]) });
    renderPage(<TransactionsPage />, { as: 'customer', path: '/account/transactions' });
    await screen.findByText('ORD-20261122-VRF01');
    expect(card('ORD-20261122-VRF01')).toHaveTextContent('Menunggu VerifikasiMenunggu konfirmasi Penjual');
    expect(card('ORD-20261122-VRF01')).not.toHaveTextContent('Menunggu Pembayaran');
    expect(card('ORD-20261122-BYR01')).toHaveTextContent('Menunggu PembayaranMenunggu konfirmasi Penjual');
    expect(card('ORD-20261122-BTL01')).toHaveTextContent('Dibatalkan');
    expect(card('ORD-20261122-BTL01')).not.toHaveTextContent('Menunggu');
    expect(card('ORD-20261122-KRM01')).toHaveTextContent('DibayarDikirim');
  });

  it("asks for the orders whose proof waits under 'Menunggu Verifikasi', and for the rest under 'Menunggu Pembayaran'", async () => {
    const api = mockApi({
      'GET /api/orders': (call) =>
        page(
          call.query.get('verification') === 'true'
            ? [inReview]
            : call.query.get('status') === 'pending'
              ? [awaiting]
              : [inReview, awaiting],
        ),
    });
    const user = userEvent.setup();
    const { router } = renderPage(<TransactionsPage />, { as: 'customer', path: '/account/transactions' });
    const chips = await screen.findByRole('group', { name: 'Filter status' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Semua',
      'Menunggu Pembayaran',
      'Menunggu Verifikasi',
      'Dikemas',
      'Dikirim',
      'Selesai',
      'Dibatalkan',
    ]);

    await user.click(within(chips).getByRole('button', { name: 'Menunggu Verifikasi' }));
    await waitFor(() => expect(screen.queryByText('ORD-20261122-BYR01')).not.toBeInTheDocument());
    expect(screen.getByText('ORD-20261122-VRF01')).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Menunggu Verifikasi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.search).toBe('?status=review');
    expect(api.calls.at(-1)!.query.get('verification')).toBe('true');
    expect(api.calls.at(-1)!.query.has('status')).toBe(false);

    await user.click(within(chips).getByRole('button', { name: 'Menunggu Pembayaran' }));
    await waitFor(() => expect(screen.queryByText('ORD-20261122-VRF01')).not.toBeInTheDocument());
    expect(screen.getByText('ORD-20261122-BYR01')).toBeInTheDocument();
    const last = api.calls.at(-1)!.query;
    expect([last.get('status'), last.get('verification')]).toEqual(['pending', 'false']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeWaitingOrder } from '../../../test/orders.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import OrdersPage from './orders-page.tsx';

// The owner's side of a proof under review (docs/decisions/049-proof-under-review.md).

beforeAll(installBrowserShims);
afterEach(resetPage);

const proof = {
  sender_bank: 'BCA',
  sender_name: 'Budi Santoso',
  content_type: 'image/jpeg' as const,
  uploaded_at: '2026-11-22T04:00:00.000Z',
};
const inTime = makeWaitingOrder({
  id: 5,
  order_number: 'ORD-20261122-TEPAT',
  proof,
  review_due_at: '2099-11-25T03:05:00.000Z',
});
const late = makeWaitingOrder({
  id: 6,
  order_number: 'ORD-20261122-LAMBT',
  proof,
  review_due_at: '2026-11-25T04:00:00.000Z',
  review_overdue: true,
});
const cancelled = makeWaitingOrder({ id: 7, order_number: 'ORD-20261122-BATAL', status: 'cancelled' });

const page = (data: Order[]) => ({
  data,
  pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, limit: 10, hasNextPage: false },
});
const row = (orderNumber: string) => screen.getByText(orderNumber).closest('tr')!;

describe('OrdersPage: proofs waiting for review', () => {
  it("gives each proof in 'Perlu Verifikasi' its review deadline and flags the late ones 'Terlambat diperiksa'", async () => {
    mockApi({
      'GET /api/orders/admin/all': (call) => page(call.query.has('verification') ? [late, inTime] : []),
    });
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Perlu Verifikasi (2)' }));
    await screen.findByText('ORD-20261122-LAMBT');
    // 04:00 UTC is 11:00 in Jakarta.
    expect(row('ORD-20261122-LAMBT')).toHaveTextContent('Terlambat diperiksa sejak 25 Nov 2026 - 11:00');
    expect(row('ORD-20261122-TEPAT')).toHaveTextContent('Periksa sebelum 25 Nov 2099 - 10:05');
    expect(row('ORD-20261122-TEPAT')).not.toHaveTextContent('Terlambat diperiksa');
    expect(within(row('ORD-20261122-LAMBT')).getByRole('button', { name: 'Periksa Bukti' })).toBeEnabled();
  });

  it("shows a cancelled order's payment as 'Dibatalkan' with nothing to choose, and marks a proof waiting in the list", async () => {
    mockApi({ 'GET /api/orders/admin/all': () => page([cancelled, inTime]) });
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await screen.findByText('ORD-20261122-BATAL');
    await waitFor(() => expect(row('ORD-20261122-BATAL')).toHaveTextContent('Dibatalkan'));
    expect(screen.queryByLabelText('Status pembayaran ORD-20261122-BATAL')).not.toBeInTheDocument();
    expect(row('ORD-20261122-BATAL')).not.toHaveTextContent('Menunggu Pembayaran');
    expect(screen.getByLabelText('Status pembayaran ORD-20261122-TEPAT')).toHaveValue('pending');
    expect(row('ORD-20261122-TEPAT')).toHaveTextContent('Menunggu Verifikasi');
  });
});

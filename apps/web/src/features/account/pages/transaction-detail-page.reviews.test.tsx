import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewableItem } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/orders.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { TransactionDetailPage } from './transaction-detail-page.tsx';
import { TransactionsPage } from './transactions-page.tsx';

// 'Beri Ulasan' on a delivered order (ADR 074): per item on the detail, and on the transactions list.

beforeAll(installBrowserShims);
afterEach(resetPage);

const DELIVERED = makeOrder({ status: 'delivered', payment_status: 'paid' });
const ITEM: ReviewableItem = {
  order_item_id: 1,
  order_id: 5,
  order_number: DELIVERED.order_number,
  product_name: 'Sofa Minimalis',
  product_slug: 'sofa-minimalis',
};

function renderDetail(order = DELIVERED) {
  let reviewable = [ITEM];
  const api = mockApi({
    'GET /api/orders/5': () => ({ order }),
    'GET /api/reviews/reviewable': () => ({ data: reviewable }),
    'POST /api/reviews': () => {
      reviewable = [];
      return { review: { id: 3, order_item_id: 1, product_id: 9, rating: 4 } };
    },
  });
  renderPage(<TransactionDetailPage />, {
    as: 'customer',
    path: '/account/transactions/5',
    route: '/account/transactions/:id',
  });
  return api;
}

describe('reviewing an item of a delivered order', () => {
  it('writes a review with stars chosen by keyboard and text, then shows Sudah diulas', async () => {
    const user = userEvent.setup();
    const api = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Beri Ulasan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beri Ulasan' });

    // Sent without stars: refused in the form, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Ulasan' }));
    expect(await within(dialog).findByText('Pilih 1 sampai 5 bintang')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    // A radio group: the first star takes the focus, the arrow keys move along it.
    await user.click(within(dialog).getByRole('radio', { name: '1 bintang, Sangat buruk' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '4 bintang, Baik' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Ulasan (opsional)'), 'Empuk dan rapi');
    expect(within(dialog).getByText('14/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Ulasan' }));

    expect(await screen.findByText('Sudah diulas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Beri Ulasan' })).not.toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/reviews');
    const form = post!.body as FormData;
    expect([form.get('order_item_id'), form.get('rating'), form.get('text')]).toEqual([
      '1',
      '4',
      'Empuk dan rapi',
    ]);
    expect(await screen.findByText('Terima kasih, ulasan kamu sudah terkirim')).toBeInTheDocument();
  });

  it('offers nothing to review before the order is delivered, and does not ask', async () => {
    const api = renderDetail(makeOrder({ status: 'shipped', payment_status: 'paid' }));
    expect(await screen.findByText('Sofa Minimalis')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Beri Ulasan' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/reviews/reviewable')).toBe(false);
  });

  it("links 'Beri Ulasan' on the transactions list for a delivered order with an item to review", async () => {
    mockApi({
      'GET /api/orders': () => ({
        data: [DELIVERED, makeOrder({ id: 6, order_number: 'ORD-20261122-AAAAA', status: 'delivered' })],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 5, hasNextPage: false },
      }),
      'GET /api/reviews/reviewable': () => ({ data: [ITEM] }),
    });
    renderPage(<TransactionsPage />, { as: 'customer', path: '/account/transactions' });
    const link = await screen.findByRole('link', { name: `Beri Ulasan pesanan ${DELIVERED.order_number}` });
    expect(link).toHaveAttribute('href', '/account/transactions/5');
    expect(screen.getAllByRole('link', { name: /^Beri Ulasan/ })).toHaveLength(1);
  });
});

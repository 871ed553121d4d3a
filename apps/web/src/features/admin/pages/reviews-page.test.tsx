import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReview } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import ReviewsPage from './reviews-page.tsx';

// 'Ulasan' in the dashboard (ADR 074): the list, one reply, hiding with a reason.

beforeAll(installBrowserShims);
afterEach(resetPage);

const REVIEW: AdminReview = {
  id: 3,
  rating: 2,
  text: 'Kakinya goyang',
  reviewer_name: 'Rina',
  photos: [{ id: 8 }],
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T03:00:00.000Z',
  product: { id: 9, name: 'Sofa Minimalis', slug: 'sofa-minimalis' },
  order_number: 'ORD-20261120-D0001',
  hidden_at: null,
  hidden_reason: null,
};
const list = (data: AdminReview[]) => ({
  data,
  pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, limit: 20, hasNextPage: false },
});

describe('ReviewsPage', () => {
  it('hides a review with a reason and replies once', async () => {
    const user = userEvent.setup();
    let current = REVIEW;
    const api = mockApi({
      'GET /api/reviews': (c) =>
        list(c.query.get('visibility') === 'hidden' && !current.hidden_at ? [] : [current]),
      'POST /api/reviews/3/hide': (c) => {
        current = {
          ...current,
          hidden_at: '2026-11-21T00:00:00.000Z',
          hidden_reason: (c.body as { reason: string }).reason,
        };
        return { data: current };
      },
      'POST /api/reviews/3/reply': (c) => {
        current = {
          ...current,
          reply: (c.body as { reply: string }).reply,
          replied_at: '2026-11-21T00:00:00.000Z',
        };
        return { data: current };
      },
    });
    renderPage(<ReviewsPage />, { as: 'admin', path: '/dashboard/reviews' });
    const row = (await screen.findByText('Kakinya goyang')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Bintang 2 dari 5' })).toBeInTheDocument();
    expect(within(row).getByText('Tampil')).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: 'Sembunyikan ulasan Rina untuk Sofa Minimalis' }),
    );
    const hide = await screen.findByRole('dialog', { name: 'Sembunyikan Ulasan' });
    await user.click(within(hide).getByRole('button', { name: 'Sembunyikan' }));
    expect(
      await within(hide).findByText('Tulis alasan menyembunyikan ulasan (minimal 3 karakter)'),
    ).toBeInTheDocument();
    await user.type(within(hide).getByLabelText('Alasan'), 'Berisi nomor telepon');
    await user.click(within(hide).getByRole('button', { name: 'Sembunyikan' }));
    expect(await screen.findByText('Alasan disembunyikan: Berisi nomor telepon')).toBeInTheDocument();
    expect(screen.getAllByText('Disembunyikan').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Balas ulasan Rina untuk Sofa Minimalis' }));
    const reply = await screen.findByRole('dialog', { name: 'Balas Ulasan' });
    await user.type(within(reply).getByLabelText('Balasan'), 'Maaf, kami kirim penggantinya.');
    await user.click(within(reply).getByRole('button', { name: 'Kirim Balasan' }));
    expect(await screen.findByText('Balasan: Maaf, kami kirim penggantinya.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Balas ulasan/ })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/reviews/3/hide',
      '/api/reviews/3/reply',
    ]);
  });
});

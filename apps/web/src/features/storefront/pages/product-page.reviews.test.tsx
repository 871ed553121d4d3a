import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductReviewsResponse, Review } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productDetail } from '../../../test/fixtures.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import ProductPage from './product-page.tsx';

// 'Ulasan' on the product page (ADR 074): loaded after the page, newest first, by stars and with photos.

beforeAll(installBrowserShims);
afterEach(resetPage);

const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  rating: 5,
  text: `Ulasan nomor ${id}`,
  reviewer_name: `Pembeli${id}`,
  photos: [],
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T03:00:00.000Z',
  ...overrides,
});
const answer = (data: Review[], nextCursor: string | null, totalItems = 6): ProductReviewsResponse => ({
  data,
  pagination: { currentPage: 1, totalPages: 2, totalItems, limit: 5, hasNextPage: !!nextCursor, nextCursor },
});

function renderWith(count: number, reviews: (q: URLSearchParams) => ProductReviewsResponse) {
  const product = productDetail({ review_count: count, rating: count ? 4.5 : 0 });
  const api = mockApi(({ url }) => {
    if (url.pathname === `/api/products/${product.slug}`) return { data: product };
    if (url.pathname === `/api/products/${product.slug}/reviews`) return reviews(url.searchParams);
    return undefined;
  });
  renderPage(<ProductPage />, { path: `/sofas/${product.slug}`, route: '/:category/:slug' });
  return { api, product };
}

describe("the product page's reviews", () => {
  it('links the figures to the list; lists newest first with the reply; filters and loads more', async () => {
    const user = userEvent.setup();
    const { api } = renderWith(6, (q) => {
      if (q.get('rating') === '1') return answer([], null, 0);
      if (q.get('with_photos') === 'true') return answer([review(9, { photos: [{ id: 41 }] })], null, 1);
      if (q.get('cursor') === 'c1') return answer([review(1)], null);
      return answer(
        [review(6, { reply: 'Terima kasih!' }), review(5), review(4), review(3), review(2)],
        'c1',
      );
    });
    expect(await screen.findByRole('link', { name: /\(6 ulasan\)/ })).toHaveAttribute('href', '#ulasan');
    const section = await screen.findByRole('region', { name: 'Ulasan' });
    expect(await within(section).findByText('Ulasan nomor 6')).toBeInTheDocument();
    expect(within(section).getByText('Terima kasih!')).toBeInTheDocument();
    expect(within(section).getAllByRole('img', { name: 'Bintang 5 dari 5' })).toHaveLength(5);

    await user.click(within(section).getByRole('button', { name: 'Muat lebih banyak' }));
    expect(await within(section).findByText('Ulasan nomor 1')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: '1 Bintang' }));
    expect(
      await within(section).findByText('Tidak ada ulasan yang cocok dengan filter ini'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Semua' }));
    await user.click(within(section).getByRole('button', { name: 'Dengan foto' }));
    const thumb = await within(section).findByRole('button', {
      name: 'Foto 1 dari ulasan Pembeli9, buka lebih besar',
    });
    await user.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Foto Ulasan' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/review-photos/41?size=large');
    expect(api.calls.some((c) => c.query.get('with_photos') === 'true')).toBe(true);
  });

  it('says there are no reviews yet, without asking for any', async () => {
    const { api } = renderWith(0, () => answer([], null, 0));
    expect(await screen.findByText('Belum ada ulasan untuk produk ini')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/reviews'))).toBe(false);
  });
});

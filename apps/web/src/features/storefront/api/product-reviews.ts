import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductReviewsResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface ReviewFilters {
  rating?: number;
  withPhotos?: boolean;
}

/**
 * GET /products/{slug}/reviews (ADR 074): newest first, 5 at a time, each next page read from where the
 * last one ended ('Muat lebih banyak').
 */
export const productReviewsQuery = (slug: string, filters: ReviewFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviews.product(slug, filters),
    queryFn: ({ pageParam, signal }) =>
      api<ProductReviewsResponse>(`/products/${encodeURIComponent(slug)}/reviews`, {
        query: {
          ...(filters.rating ? { rating: filters.rating } : {}),
          ...(filters.withPhotos ? { with_photos: 'true' } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.pagination.nextCursor ?? undefined,
  });

/** Not asked when the product has no reviews (`enabled` false). */
export const useProductReviews = (slug: string, filters: ReviewFilters, enabled = true) =>
  useInfiniteQuery({ ...productReviewsQuery(slug, filters), enabled });

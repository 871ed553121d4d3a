import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, AdminReviewListResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

// The owner's reviews (ADR 074): the list, one reply, hiding with a reason. Their keys are shared
// (api/query-keys.ts): a hide changes the product page's list and figures too.

export interface AdminReviewsParams {
  page: number;
  visibility: 'all' | 'visible' | 'hidden';
}

export const useAdminReviews = (params: AdminReviewsParams) =>
  useQuery({
    queryKey: queryKeys.reviews.admin({ ...params }),
    queryFn: ({ signal }) =>
      api<AdminReviewListResponse>('/reviews', { query: { ...params, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

function useReviewAction<B>(action: 'reply' | 'hide') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ review, body }: { review: AdminReview; body: B }) =>
      api<{ data: AdminReview }>(`/reviews/${review.id}/${action}`, { method: 'POST', body }).then(
        (r) => r.data,
      ),
    onSuccess: (_r, { review }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.reviews.all() }),
        client.invalidateQueries({ queryKey: queryKeys.product(review.product.slug) }),
      ]),
  });
}

/** POST /reviews/{id}/reply: the owner's one reply. */
export const useReplyToReview = () => useReviewAction<{ reply: string }>('reply');
/** POST /reviews/{id}/hide: gone from the shop, the reason kept. */
export const useHideReview = () => useReviewAction<{ reason: string }>('hide');

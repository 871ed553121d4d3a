import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewableResponse, ReviewCreatedResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

// The customer's side of reviews (ADR 074): the delivered items still to review, and writing one.

/** GET /reviews/reviewable: of one order (its detail page) or all (the transactions list). */
export const useReviewable = (orderId: number | null, enabled = true) =>
  useQuery({
    queryKey: queryKeys.reviews.reviewable(orderId),
    queryFn: ({ signal }) =>
      api<ReviewableResponse>('/reviews/reviewable', {
        query: orderId === null ? {} : { order_id: orderId },
        signal,
      }).then((r) => r.data),
    enabled,
  });

export interface ReviewInput {
  orderItemId: number;
  productSlug: string;
  rating: number;
  text: string;
  photos: File[];
}

/** POST /reviews (multipart); then the items to review, the product's reviews and its figures reload. */
export function useCreateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderItemId, rating, text, photos }: ReviewInput) => {
      const form = new FormData();
      form.append('order_item_id', String(orderItemId));
      form.append('rating', String(rating));
      form.append('text', text);
      for (const photo of photos) form.append('photos', photo);
      return api<ReviewCreatedResponse>('/reviews', { method: 'POST', body: form }).then((r) => r.review);
    },
    onSuccess: (_review, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.reviews.all() }),
        client.invalidateQueries({ queryKey: queryKeys.product(input.productSlug) }),
      ]),
  });
}

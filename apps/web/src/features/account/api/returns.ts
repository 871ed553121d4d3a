import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderReturn, OrderReturnsResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

// The customer's side of 'Pengembalian' (ADR 089): an order's returns, and asking for one.

/** GET /orders/{id}/returns: the returns of a delivered order and whether another may be asked now. */
export const useOrderReturns = (orderId: number, enabled = true) =>
  useQuery({
    queryKey: queryKeys.orders.returns(orderId),
    queryFn: ({ signal }) => api<OrderReturnsResponse>(`/orders/${orderId}/returns`, { signal }),
    enabled,
  });

export interface ReturnInput {
  orderId: number;
  reason: string;
  items: { order_item_id: number; quantity: number }[];
  photos: File[];
}

/** POST /orders/{id}/returns (multipart: the reason, the items as JSON text, the photos). */
export function useRequestReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason, items, photos }: ReturnInput) => {
      const form = new FormData();
      form.append('reason', reason);
      form.append('items', JSON.stringify(items));
      for (const photo of photos) form.append('photos', photo);
      return api<{ data: OrderReturn }>(`/orders/${orderId}/returns`, { method: 'POST', body: form }).then(
        (r) => r.data,
      );
    },
    onSuccess: (_r, input) => client.invalidateQueries({ queryKey: queryKeys.orders.returns(input.orderId) }),
  });
}

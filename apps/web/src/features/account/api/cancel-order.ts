import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const cancelOrder = (id: number) =>
  api<OrderResponse>(`/orders/${id}/cancel`, { method: 'PUT' }).then((r) => r.order);

/** After a cancel the order is re-fetched (docs/product.md 4). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
  });
}

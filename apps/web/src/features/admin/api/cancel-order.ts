import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { adminKeys } from './keys.ts';

/** PUT /orders/{id}/cancel: the order is cancelled and its stock released. */
export const cancelOrder = (id: number): Promise<Order> =>
  api<OrderResponse>(`/orders/${id}/cancel`, { method: 'PUT' }).then((r) => r.order);

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      await client.invalidateQueries({ queryKey: adminKeys.orders() });
      await client.invalidateQueries({ queryKey: ['admin', 'summary'] });
      await client.invalidateQueries({ queryKey: adminKeys.products() });
    },
  });
}

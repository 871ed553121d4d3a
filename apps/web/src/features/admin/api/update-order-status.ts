import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderResponse, UpdateOrderStatusBody } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { adminKeys } from './keys.ts';

/** PUT /orders/{id}/status: any status or payment status, and the tracking number (Nomor Resi). */
export const updateOrderStatus = (id: number, body: UpdateOrderStatusBody): Promise<Order> =>
  api<OrderResponse>(`/orders/${id}/status`, { method: 'PUT', body }).then((r) => r.order);

export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOrderStatusBody }) => updateOrderStatus(id, body),
    onSuccess: async (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      // docs/product.md 4: after a status update the orders are fetched again (stock and the overview move too).
      await client.invalidateQueries({ queryKey: adminKeys.orders() });
      await client.invalidateQueries({ queryKey: ['admin', 'summary'] });
    },
  });
}

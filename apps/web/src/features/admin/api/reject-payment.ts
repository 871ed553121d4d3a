import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderResponse, RejectPaymentBody } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { adminKeys } from './keys.ts';

/** POST /orders/{id}/reject-payment: the proof is refused with a reason the shopper sees. */
export const rejectPayment = (id: number, body: RejectPaymentBody): Promise<Order> =>
  api<OrderResponse>(`/orders/${id}/reject-payment`, { method: 'POST', body }).then((r) => r.order);

export function useRejectPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RejectPaymentBody }) => rejectPayment(id, body),
    onSuccess: async (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      // The order leaves 'Perlu Verifikasi' and its count.
      await client.invalidateQueries({ queryKey: adminKeys.orders() });
    },
  });
}

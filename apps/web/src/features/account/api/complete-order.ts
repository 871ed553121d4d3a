import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const completeOrder = (id: number) =>
  api<OrderResponse>(`/orders/${id}/complete`, { method: 'PUT' }).then((r) => r.order);

export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
  });
}

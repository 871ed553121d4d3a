import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bank, OrderResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const confirmPayment = ({ orderNumber, bank }: { orderNumber: string; bank: Bank }) =>
  api<OrderResponse>(`/orders/${encodeURIComponent(orderNumber)}/confirm-payment`, {
    method: 'POST',
    body: { bank },
  }).then((r) => r.order);

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
  });
}

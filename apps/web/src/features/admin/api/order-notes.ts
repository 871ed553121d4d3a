import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderNote } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /orders/{id}/notes: the shop's internal notes on an order, oldest first. */
export const fetchOrderNotes = (orderId: number, signal?: AbortSignal) =>
  api<{ data: OrderNote[] }>(`/orders/${orderId}/notes`, { signal }).then((r) => r.data);

export const orderNotesQuery = (orderId: number) =>
  queryOptions({
    queryKey: adminKeys.orderNotes(orderId),
    queryFn: ({ signal }) => fetchOrderNotes(orderId, signal),
  });

export const useOrderNotes = (orderId: number) => useQuery(orderNotesQuery(orderId));

/** POST /orders/{id}/notes. */
export const addOrderNote = ({ orderId, body }: { orderId: number; body: string }) =>
  api<{ data: OrderNote }>(`/orders/${orderId}/notes`, { method: 'POST', body: { body } }).then(
    (r) => r.data,
  );

export function useAddOrderNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOrderNote,
    onSuccess: (_note, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.orderNotes(orderId) }),
  });
}

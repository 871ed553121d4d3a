import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /orders/{id}: one order with its items and status history. */
export const fetchOrder = (id: number, signal?: AbortSignal): Promise<Order> =>
  api<OrderResponse>(`/orders/${id}`, { signal }).then((r) => r.order);

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    staleTime: 0,
  });

/** The order, shown at once from the list's copy while the fresh one loads. */
export const useOrder = (id: number | null, fromList?: Order) =>
  useQuery({ ...orderQuery(id ?? 0), enabled: id !== null, placeholderData: fromList });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { checkoutKeys } from './keys.ts';

/** GET /orders/{id} also takes the order number, which the payment page's URL carries. */
export const fetchOrderByNumber = (orderNumber: string, signal?: AbortSignal) =>
  api<OrderResponse>(`/orders/${encodeURIComponent(orderNumber)}`, { signal }).then((r) => r.order);

export const orderByNumberQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: checkoutKeys.orderByNumber(orderNumber),
    queryFn: ({ signal }) => fetchOrderByNumber(orderNumber, signal),
  });

export const useOrderByNumber = (orderNumber: string) => useQuery(orderByNumberQuery(orderNumber));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderResponse } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /orders/{id}: one order with its items and history, by id or by order number (the payment page's URL). */
export const fetchOrder = (ref: string | number, signal?: AbortSignal): Promise<Order> =>
  api<OrderResponse>(`/orders/${encodeURIComponent(ref)}`, { signal }).then((r) => r.order);

export const orderQuery = (ref: string | number) =>
  queryOptions({ queryKey: queryKeys.orders.detail(ref), queryFn: ({ signal }) => fetchOrder(ref, signal) });

export const useOrder = (ref: string | number) => useQuery(orderQuery(ref));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { accountKeys } from './keys.ts';

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  api<OrderResponse>(`/orders/${encodeURIComponent(id)}`, { signal }).then((r) => r.order);

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: accountKeys.order(id), queryFn: ({ signal }) => fetchOrder(id, signal) });

export const useOrder = (id: string) => useQuery(orderQuery(id));

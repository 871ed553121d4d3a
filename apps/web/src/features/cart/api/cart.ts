import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const fetchCart = (signal?: AbortSignal) => api<Cart>('/cart', { signal });

export const cartQuery = () =>
  queryOptions({ queryKey: queryKeys.cart.detail(), queryFn: ({ signal }) => fetchCart(signal) });

export const useCart = () => useQuery(cartQuery());

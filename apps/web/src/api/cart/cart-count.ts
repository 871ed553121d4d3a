import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export const fetchCartCount = () => api<{ count: number }>('/cart/count').then((r) => r.count);

export const cartCountQuery = () =>
  queryOptions({ queryKey: queryKeys.cart.count(), queryFn: fetchCartCount });

/** The header's badge: the sum of quantities in the customer's cart. */
export function useCartCount(enabled: boolean) {
  return useQuery({ ...cartCountQuery(), enabled });
}

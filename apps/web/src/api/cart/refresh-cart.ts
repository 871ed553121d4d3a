import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';

/**
 * After the cart changed on the server: reload the cart and the header's count. A count read still under
 * way started before the change (e.g. the one that begins as the shopper logs in and the pending add
 * runs); invalidating alone would join that read and keep its old answer, so it is cancelled first.
 */
export async function refreshCart(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: queryKeys.cart.all() });
  await queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
}

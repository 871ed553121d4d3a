import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCart } from '../../../api/cart/refresh-cart.ts';
import { api } from '../../../api/client.ts';

export interface AddToCartInput {
  productId: number;
  quantity: number;
  variant_id?: number;
}

export const addToCart = (input: AddToCartInput) =>
  api<unknown>('/cart/add', { method: 'POST', body: input, idempotent: true });

/** POST /cart/add; afterwards the cart (and the header's count) reload (docs/product.md 4). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => refreshCart(queryClient),
  });
}

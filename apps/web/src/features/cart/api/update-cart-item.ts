import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@toko/shared';
import { refreshCart } from '../../../api/cart/refresh-cart.ts';
import { api } from '../../../api/client.ts';

export const updateCartItem = ({ id, quantity }: { id: number; quantity: number }) =>
  api<Cart>(`/cart/item/${id}`, { method: 'PUT', body: { quantity } });

/** After a change the count and the whole cart are reloaded (docs/product.md 4). */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: () => refreshCart(queryClient),
  });
}

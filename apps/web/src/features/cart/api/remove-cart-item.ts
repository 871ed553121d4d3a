import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@toko/shared';
import { refreshCart } from '../../../api/cart/refresh-cart.ts';
import { api } from '../../../api/client.ts';

export const removeCartItem = (id: number) => api<Cart>(`/cart/item/${id}`, { method: 'DELETE' });

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: () => refreshCart(queryClient),
  });
}

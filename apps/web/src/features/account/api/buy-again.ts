import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@toko/shared';
import { refreshCart } from '../../../api/cart/refresh-cart.ts';
import { api } from '../../../api/client.ts';

/** 'Beli Lagi': the expired or cancelled order's lines go back into the cart, one add per line. */
export async function buyAgain(order: Pick<Order, 'items'>) {
  for (const item of order.items) {
    await api('/cart/add', { method: 'POST', body: { productId: item.product_id, quantity: item.quantity } });
  }
}

export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyAgain,
    onSettled: () => refreshCart(queryClient),
  });
}

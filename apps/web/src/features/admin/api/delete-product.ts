import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** DELETE /products/{id}: removed, or hidden from the shop when orders reference it. */
export const deleteProduct = (id: number) => api<void>(`/products/${id}`, { method: 'DELETE' });

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

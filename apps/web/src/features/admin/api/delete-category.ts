import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

export const deleteCategory = (id: number) => api<void>(`/categories/${id}`, { method: 'DELETE' });

/** DELETE /categories/{id}: its products become uncategorised, so products reload too. */
export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

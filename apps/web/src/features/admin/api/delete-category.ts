import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/**
 * DELETE /categories/{id}; with `moveTo` its products move to that category first (ADR 052). Without it,
 * a category that still holds products answers 409 CATEGORY_NOT_EMPTY.
 */
export const deleteCategory = ({ id, moveTo }: { id: number; moveTo?: number }) =>
  api<void>(`/categories/${id}`, { method: 'DELETE', query: { move_to: moveTo } });

/** Products change category (or lose one), so every admin list reloads. */
export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

export const createCategory = (name: string) =>
  api<{ data: AdminCategory }>('/categories', { method: 'POST', body: { name }, idempotent: true }).then(
    (r) => r.data,
  );

export const updateCategory = (id: number, name: string) =>
  api<{ data: AdminCategory }>(`/categories/${id}`, { method: 'PUT', body: { name } }).then((r) => r.data);

/** POST /categories or PUT /categories/{id}; the list (and the products' chips) reload after. */
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id?: number; name: string }) =>
      id === undefined ? createCategory(name) : updateCategory(id, name),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** DELETE /users/{id}: the account goes, its orders stay. */
export const deleteUser = (id: number) => api<void>(`/users/${id}`, { method: 'DELETE' });

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.users() });
      await client.invalidateQueries({ queryKey: ['admin', 'summary'] });
    },
  });
}

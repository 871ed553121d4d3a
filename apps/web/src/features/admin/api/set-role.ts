import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, User } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** PUT /users/{id} with a role: 'staff' or back to 'customer' (ADR 087). The account's sessions end. */
export const setRole = ({ id, role }: { id: number; role: Role }) =>
  api<{ user: User }>(`/users/${id}`, { method: 'PUT', body: { role } }).then((r) => r.user);

export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

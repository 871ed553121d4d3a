import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** POST /users/{id}/block or /unblock: a blocked account cannot log in and its sessions end (ADR 083). */
export const setBlocked = ({ id, blocked }: { id: number; blocked: boolean }) =>
  api<{ user: User }>(`/users/${id}/${blocked ? 'block' : 'unblock'}`, { method: 'POST' }).then(
    (r) => r.user,
  );

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

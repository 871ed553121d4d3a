import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileBody, User } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { accountKeys } from './keys.ts';

export const updateProfile = (body: ProfileBody) =>
  api<{ user: User }>('/auth/profile', { method: 'PUT', body }).then((r) => r.user);

/** Then the profile is reloaded (docs/product.md 7), and the header's name with the session. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.profile(), user);
      queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
      queryClient.invalidateQueries({ queryKey: queryKeys.session.all() });
    },
  });
}

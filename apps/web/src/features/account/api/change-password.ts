import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, ChangePasswordBody } from '@toko/shared';
import { api } from '../../../api/client.ts';

/** Other sessions end; the answer carries a new token for this one. */
export const changePassword = (body: ChangePasswordBody) =>
  api<AuthResponse>('/auth/password', { method: 'PUT', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

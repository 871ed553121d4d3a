import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@toko/shared';
import { api } from '../../../api/client.ts';

export const resetPassword = (body: ResetPasswordBody) =>
  api<{ message: string }>('/auth/reset-password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

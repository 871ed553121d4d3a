import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@toko/shared';
import { api } from '../../../api/client.ts';

export const forgotPassword = (body: ForgotPasswordBody) =>
  api<{ message: string }>('/auth/forgot-password', { method: 'POST', body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

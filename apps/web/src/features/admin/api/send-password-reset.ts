import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** POST /users/{id}/password-reset: a reset link to the user's own email (the owner never sees it). */
export const sendPasswordReset = (id: number) =>
  api<{ message: string }>(`/users/${id}/password-reset`, { method: 'POST' });

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const subscribeNewsletter = (email: string) =>
  api<{ message: string }>('/newsletter', { method: 'POST', body: { email } });

/** POST /newsletter: keeps the visitor's email for the shop's promotions. */
export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });

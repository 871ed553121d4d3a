import { useMutation } from '@tanstack/react-query';
import type { SelfCheckInput, SelfCheckResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';

export const selfCheck = (body: SelfCheckInput) =>
  api<SelfCheckResponse>('/arisan/cek', { method: 'POST', body }).then((r) => r.data);

/** A look-up, not a change: a mutation only because it is a POST (the passcode stays out of URLs). */
export const useSelfCheck = () => useMutation({ mutationFn: selfCheck });

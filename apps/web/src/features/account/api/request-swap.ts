import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MySwap } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { accountKeys } from './keys.ts';

/** POST /arisans/{id}/swap-requests: ask the member at `position` to swap turns (ADR 081). */
export const requestSwap = ({ arisanId, position }: { arisanId: number; position: number }) =>
  api<{ data: MySwap }>(`/arisans/${arisanId}/swap-requests`, { method: 'POST', body: { position } }).then(
    (r) => r.data,
  );

export function useRequestSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSwap,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.swaps() }),
  });
}

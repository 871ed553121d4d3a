import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MySwap } from '@toko/shared';
import { api } from '../../../api/client.ts';

export type SwapDecision = 'approve' | 'decline' | 'cancel';

/** POST /arisan-swaps/{id}/{approve|decline|cancel}: the asked member answers, the asking one withdraws. */
export const decideSwap = ({ swapId, decision }: { swapId: number; decision: SwapDecision }) =>
  api<{ data: MySwap }>(`/arisan-swaps/${swapId}/${decision}`, { method: 'POST' }).then((r) => r.data);

export function useDecideSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSwap,
    // An accepted swap moves the member's position, which the group cards show too: read everything again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

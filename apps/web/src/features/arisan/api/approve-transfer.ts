import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArisanTransfer } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { arisanKeys } from './keys.ts';

/** POST /arisan-transfers/{id}/approve: the money is in; the server writes the ledger row. */
export const approveTransfer = (id: number) =>
  api<{ data: ArisanTransfer }>(`/arisan-transfers/${id}/approve`, { method: 'POST' }).then((r) => r.data);

/**
 * A decision on a member's transfer (or a payment by hand, which cancels the open one): it leaves the
 * queue (and its count) and changes the group's ledger.
 */
export function useTransferDecision<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.arisanTransfers.all() }),
        client.invalidateQueries({ queryKey: arisanKeys.all() }),
      ]),
  });
}

export const useApproveTransfer = () => useTransferDecision(approveTransfer);

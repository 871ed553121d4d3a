import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArisanTransfer } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/**
 * POST /arisan-barang/{id}/transfers ('Bayar Iuran'): the transfer for what is due now, with its unique
 * code; the server answers the open one again when there is one, so a repeat makes no second transfer.
 */
export const createArisanTransfer = (groupId: number) =>
  api<{ data: ArisanTransfer }>(`/arisan-barang/${groupId}/transfers`, {
    method: 'POST',
    idempotent: true,
  }).then((r) => r.data);

export function useCreateArisanTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArisanTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.arisanBarang.mine() }),
  });
}

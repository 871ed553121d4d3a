import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArisanTransfer } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { type ProofFields, proofFormData } from '../../../api/proof-form-data.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** POST /arisan-barang/transfers/{id}/proof: the member's proof, multipart like an order's (ADR 029). */
export const uploadArisanTransferProof = ({ transferId, ...proof }: { transferId: number } & ProofFields) =>
  api<{ data: ArisanTransfer }>(`/arisan-barang/transfers/${transferId}/proof`, {
    method: 'POST',
    body: proofFormData(proof),
  }).then((r) => r.data);

export function useUploadArisanTransferProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadArisanTransferProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.arisanBarang.mine() }),
  });
}

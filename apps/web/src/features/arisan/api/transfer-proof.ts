import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArisanTransfer } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

/** GET /arisan-barang/transfers/{id}/proof: a member's uploaded proof (re-encoded JPEG) or PDF, as bytes. */
export const fetchTransferProof = (id: number, signal?: AbortSignal) =>
  api<Blob>(`/arisan-barang/transfers/${id}/proof`, { signal, responseType: 'blob' });

// Keyed by the upload time too: a proof sent again after a rejection is another file.
export const transferProofQuery = (transfer: Pick<ArisanTransfer, 'id' | 'proof'>) =>
  queryOptions({
    queryKey: arisanKeys.transferProof(transfer.id, transfer.proof?.uploaded_at ?? ''),
    queryFn: ({ signal }) => fetchTransferProof(transfer.id, signal),
    enabled: transfer.proof !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTransferProof = (transfer: Pick<ArisanTransfer, 'id' | 'proof'>) =>
  useQuery(transferProofQuery(transfer));

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /returns/{id}/refund-proof: the bank transfer's receipt (JPEG or PDF), as bytes. */
export const fetchRefundProof = (returnId: number, signal?: AbortSignal) =>
  api<Blob>(`/returns/${returnId}/refund-proof`, { signal, responseType: 'blob' });

// Read on demand ('Lihat bukti transfer'), through the cache so a second look needs no request.
export const refundProofQuery = (returnId: number) =>
  queryOptions({
    queryKey: adminKeys.refundProof(returnId),
    queryFn: ({ signal }) => fetchRefundProof(returnId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /orders/{id}/payment-proof: the uploaded photo (re-encoded JPEG) or PDF, as bytes. */
export const fetchPaymentProof = (id: number, signal?: AbortSignal) =>
  api<Blob>(`/orders/${id}/payment-proof`, { signal, responseType: 'blob' });

// Keyed by the upload time too: a replaced proof is another file, never the cached one.
export const paymentProofQuery = (order: Pick<Order, 'id' | 'proof'>) =>
  queryOptions({
    queryKey: adminKeys.paymentProof(order.id, order.proof?.uploaded_at ?? ''),
    queryFn: ({ signal }) => fetchPaymentProof(order.id, signal),
    enabled: order.proof !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePaymentProof = (order: Pick<Order, 'id' | 'proof'>) => useQuery(paymentProofQuery(order));

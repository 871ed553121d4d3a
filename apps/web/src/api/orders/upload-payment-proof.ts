import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse } from '@toko/shared';
import { api } from '../client.ts';
import { type ProofFields, proofFormData } from '../proof-form-data.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /orders/{id}/payment-proof: the photo or PDF with the sender's bank and name (multipart). */
export const uploadPaymentProof = ({ orderNumber, ...proof }: { orderNumber: string } & ProofFields) =>
  api<OrderResponse>(`/orders/${encodeURIComponent(orderNumber)}/payment-proof`, {
    method: 'POST',
    body: proofFormData(proof),
  }).then((r) => r.order);

export function useUploadPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPaymentProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
  });
}

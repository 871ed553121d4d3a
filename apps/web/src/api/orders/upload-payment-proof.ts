import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /orders/{id}/payment-proof: the photo or PDF with the sender's bank and name (multipart). */
export const uploadPaymentProof = ({
  orderNumber,
  file,
  senderBank,
  senderName,
}: {
  orderNumber: string;
  file: File;
  senderBank: string;
  senderName: string;
}) => {
  const form = new FormData();
  form.append('sender_bank', senderBank);
  form.append('sender_name', senderName);
  form.append('proof', file);
  return api<OrderResponse>(`/orders/${encodeURIComponent(orderNumber)}/payment-proof`, {
    method: 'POST',
    body: form,
  }).then((r) => r.order);
};

export function useUploadPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPaymentProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
  });
}

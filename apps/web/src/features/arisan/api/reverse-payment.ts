import type { ContributionResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

/** 'Koreksi': appends a reversal of a ledger row with the reason (decision 040). */
export const reversePayment = ({
  arisanId,
  paymentId,
  reason,
}: {
  arisanId: number;
  paymentId: number;
  reason: string;
}) =>
  api<ContributionResponse>(`/arisans/${arisanId}/contributions/${paymentId}/reverse`, {
    method: 'POST',
    body: { reason },
  }).then((r) => r.data);

export const useReversePayment = () => useArisanMutation(reversePayment);

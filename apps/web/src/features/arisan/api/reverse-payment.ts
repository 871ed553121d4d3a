import type { ContributionResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

/** 'Koreksi': appends a reversal of a ledger row with the reason (decision 040). */
export const reversePayment = ({
  arisanId,
  paymentId,
  reason,
  confirmPaidOut = false,
}: {
  arisanId: number;
  paymentId: number;
  reason: string;
  /** The admin saw that this payment's cycle was already paid out and corrects it anyway. */
  confirmPaidOut?: boolean;
}) =>
  api<ContributionResponse>(`/arisans/${arisanId}/contributions/${paymentId}/reverse`, {
    method: 'POST',
    body: confirmPaidOut ? { reason, confirm_paid_out: true } : { reason },
  }).then((r) => r.data);

export const useReversePayment = () => useArisanMutation(reversePayment);

import { useQuery } from '@tanstack/react-query';
import type { PaymentQuoteResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

/** What paying `cycles` cycles on `date` costs: the contribution and, apart, the late fee (decision 039). */
export const getPaymentQuote = (
  arisanId: number,
  memberId: number,
  cycles: number,
  date: string,
  signal?: AbortSignal,
) =>
  api<PaymentQuoteResponse>(`/arisans/${arisanId}/member/${memberId}/payment-quote`, {
    query: { cycles, payment_date: date },
    signal,
  }).then((r) => r.data);

export const usePaymentQuote = (
  arisanId: number,
  memberId: number,
  cycles: number,
  date: string,
  enabled: boolean,
) =>
  useQuery({
    queryKey: arisanKeys.paymentQuote(arisanId, memberId, cycles, date),
    queryFn: ({ signal }) => getPaymentQuote(arisanId, memberId, cycles, date, signal),
    enabled,
  });

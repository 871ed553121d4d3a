import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentInfo } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** The shop's bank accounts and the seller's WhatsApp number: the payment page and the FAQ's contact button. */
export const fetchPaymentInfo = (signal?: AbortSignal) => api<PaymentInfo>('/payment-info', { signal });

export const paymentInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.paymentInfo(),
    queryFn: ({ signal }) => fetchPaymentInfo(signal),
    // The owner may change them on 'Pengaturan Toko' (ADR 071): an open page asks again after a minute.
    staleTime: 60_000,
  });

export const usePaymentInfo = () => useQuery(paymentInfoQuery());

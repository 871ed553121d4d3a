import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentInfo } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { accountKeys } from './keys.ts';

/** The seller's WhatsApp number (the FAQ's contact button) comes with the payment details. */
export const fetchPaymentInfo = (signal?: AbortSignal) => api<PaymentInfo>('/payment-info', { signal });

export const paymentInfoQuery = () =>
  queryOptions({
    queryKey: accountKeys.paymentInfo(),
    queryFn: ({ signal }) => fetchPaymentInfo(signal),
    staleTime: 60 * 60_000,
  });

export const usePaymentInfo = () => useQuery(paymentInfoQuery());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentInfo } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { checkoutKeys } from './keys.ts';

export const fetchPaymentInfo = (signal?: AbortSignal) => api<PaymentInfo>('/payment-info', { signal });

export const paymentInfoQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentInfo(),
    queryFn: ({ signal }) => fetchPaymentInfo(signal),
    staleTime: 60 * 60_000,
  });

export const usePaymentInfo = () => useQuery(paymentInfoQuery());

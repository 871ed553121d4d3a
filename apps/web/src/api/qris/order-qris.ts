import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QrisPayment, QrisPaymentResponse } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /orders/{id}/qris: the shop's QRIS with the order's exact amount (ADR 062). A 404 (no QRIS set by
 * the owner) or 409 (no longer waiting for payment) simply leaves the page without a QR.
 */
export const fetchOrderQris = (ref: string, signal?: AbortSignal): Promise<QrisPayment> =>
  api<QrisPaymentResponse>(`/orders/${encodeURIComponent(ref)}/qris`, { signal }).then((r) => r.data);

export const orderQrisQuery = (ref: string) =>
  queryOptions({
    queryKey: queryKeys.orders.qris(ref),
    queryFn: ({ signal }) => fetchOrderQris(ref, signal),
  });

/** Asked only while the order waits for payment (`enabled`). */
export const useOrderQris = (ref: string, enabled: boolean) => useQuery({ ...orderQrisQuery(ref), enabled });

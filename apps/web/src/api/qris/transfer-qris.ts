import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QrisPayment, QrisPaymentResponse } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /arisan-barang/transfers/{transferId}/qris: 'Bayar Iuran' by QRIS for the member's open transfer (ADR 062). */
export const fetchTransferQris = (transferId: number, signal?: AbortSignal): Promise<QrisPayment> =>
  api<QrisPaymentResponse>(`/arisan-barang/transfers/${transferId}/qris`, { signal }).then((r) => r.data);

export const transferQrisQuery = (transferId: number) =>
  queryOptions({
    queryKey: queryKeys.arisanBarang.qris(transferId),
    queryFn: ({ signal }) => fetchTransferQris(transferId, signal),
  });

/** Asked only while the transfer is open (`enabled`). */
export const useTransferQris = (transferId: number, enabled: boolean) =>
  useQuery({ ...transferQrisQuery(transferId), enabled });

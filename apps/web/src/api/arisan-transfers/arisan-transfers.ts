import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArisanTransfer, ArisanTransferStatus } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /arisan-transfers?status= (admin): member transfers, oldest first ('review' = waiting for a decision). */
export const fetchArisanTransfers = (status: ArisanTransferStatus, signal?: AbortSignal) =>
  api<{ data: ArisanTransfer[] }>('/arisan-transfers', { query: { status }, signal }).then((r) => r.data);

export const arisanTransfersQuery = (status: ArisanTransferStatus = 'review') =>
  queryOptions({
    queryKey: queryKeys.arisanTransfers.list(status),
    queryFn: ({ signal }) => fetchArisanTransfers(status, signal),
  });

/** The transfers waiting for review: the 'Verifikasi Iuran' page and the count on the dashboard's rail. */
export const useArisanTransfers = (status: ArisanTransferStatus = 'review') =>
  useQuery(arisanTransfersQuery(status));

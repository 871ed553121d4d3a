import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxList, OutboxStatus } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

export interface OutboxParams {
  page: number;
  status?: OutboxStatus;
}

const LIMIT = 20;

export const fetchOutbox = (params: OutboxParams, signal?: AbortSignal) =>
  api<OutboxList>('/admin/outbox', {
    query: { page: params.page, limit: LIMIT, status: params.status },
    signal,
  });

export const outboxQuery = (params: OutboxParams) =>
  queryOptions({
    queryKey: adminKeys.outbox(params),
    queryFn: ({ signal }) => fetchOutbox(params, signal),
    placeholderData: keepPreviousData,
    // The sender works on its own timer: what was waiting a moment ago may be sent now.
    refetchInterval: 30_000,
  });

export const useOutbox = (params: OutboxParams) => useQuery(outboxQuery(params));

import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderReturn, ReturnListResponse, ReturnsQuery } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/returns: one page of returns, of one status or all ('requested' oldest first). */
export const fetchReturns = (params: ReturnsQuery, signal?: AbortSignal) =>
  api<ReturnListResponse>('/admin/returns', { query: { ...params }, signal });

export const returnsQuery = (params: ReturnsQuery) =>
  queryOptions({
    queryKey: adminKeys.returnList(params),
    queryFn: ({ signal }) => fetchReturns(params, signal),
    placeholderData: keepPreviousData,
  });

export const useReturns = (params: ReturnsQuery) => useQuery(returnsQuery(params));

/**
 * After a decision or a refund: the lists, the dashboard's figures (a refund lowers the day's sales) and
 * the order, whose page shows what was sent back.
 */
export const reloadAfterReturn = (client: QueryClient, changed: OrderReturn) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.returns() }),
    client.invalidateQueries({ queryKey: ['admin', 'summary'] }),
    client.invalidateQueries({ queryKey: adminKeys.orders() }),
    client.invalidateQueries({ queryKey: queryKeys.orders.detail(changed.order_id) }),
  ]);

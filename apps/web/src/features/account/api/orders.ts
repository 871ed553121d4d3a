import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListResponse, OrderStatus } from '@toko/shared';
import { PAGE_SIZE } from '@toko/shared/constants';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface TransactionsQuery {
  status?: OrderStatus;
  /** 'true': only orders whose proof waits for the seller; 'false': all but those (ADR 049). */
  verification?: 'true' | 'false';
  page: number;
}

/** The customer's own orders, 5 a page (docs/product.md 9). */
export const fetchOrders = (query: TransactionsQuery, signal?: AbortSignal) =>
  api<OrderListResponse>('/orders', {
    query: {
      status: query.status,
      verification: query.verification,
      page: query.page,
      limit: PAGE_SIZE.transactions,
    },
    signal,
  });

export const ordersQuery = (query: TransactionsQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: ({ signal }) => fetchOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: TransactionsQuery) => useQuery(ordersQuery(query));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListResponse, OrdersQuery } from '@toko/shared';
import { PAGE_SIZE } from '@toko/shared/constants';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

export type AdminOrdersParams = Partial<
  Pick<OrdersQuery, 'search' | 'startDate' | 'endDate' | 'status' | 'payment_status' | 'verification'>
> & {
  page: number;
};

/** The CSV export's query: the list's filters, or only the selected orders (ADR 088). */
export type OrdersExportParams = Omit<AdminOrdersParams, 'page'> & { ids?: string };

/** GET /orders/admin/all: every order, filtered, 10 a page. */
export const fetchAdminOrders = (params: AdminOrdersParams, signal?: AbortSignal) =>
  api<OrderListResponse>('/orders/admin/all', { query: { ...params, limit: PAGE_SIZE.adminOrders }, signal });

export const adminOrdersQuery = (params: AdminOrdersParams) =>
  queryOptions({
    queryKey: adminKeys.orderList(params),
    queryFn: ({ signal }) => fetchAdminOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (params: AdminOrdersParams) => useQuery(adminOrdersQuery(params));

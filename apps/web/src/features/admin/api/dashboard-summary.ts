import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary, DashboardSummaryResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

export const fetchDashboardSummary = (date: string, signal?: AbortSignal): Promise<DashboardSummary> =>
  api<DashboardSummaryResponse>('/dashboard/summary', { query: { date }, signal }).then((r) => r.data);

export const dashboardSummaryQuery = (date: string) =>
  queryOptions({
    queryKey: adminKeys.summary(date),
    queryFn: ({ signal }) => fetchDashboardSummary(date, signal),
    placeholderData: keepPreviousData,
  });

export const useDashboardSummary = (date: string) => useQuery(dashboardSummaryQuery(date));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContributionsResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const CONTRIBUTIONS_PAGE_SIZE = 10;

export const getContributions = (id: number, page: number, signal?: AbortSignal) =>
  api<ContributionsResponse>(`/arisans/${id}/contributions`, {
    query: { page, limit: CONTRIBUTIONS_PAGE_SIZE },
    signal,
  }).then((r) => r.data);

export const contributionsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: arisanKeys.contributions(id, page),
    queryFn: ({ signal }) => getContributions(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const useContributions = (id: number, page: number) => useQuery(contributionsQuery(id, page));

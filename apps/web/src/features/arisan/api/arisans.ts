import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArisanListQuery, ArisanListResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const listArisans = (query: Partial<ArisanListQuery>, signal?: AbortSignal) =>
  api<ArisanListResponse>('/arisans', { query, signal });

export const arisansQuery = (query: Partial<ArisanListQuery>) =>
  queryOptions({
    queryKey: arisanKeys.arisans(query),
    queryFn: ({ signal }) => listArisans(query, signal),
    placeholderData: keepPreviousData,
  });

export const useArisans = (query: Partial<ArisanListQuery>) => useQuery(arisansQuery(query));

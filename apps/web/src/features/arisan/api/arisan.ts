import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArisanDetailQuery, ArisanDetailResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const getArisan = (id: number, query: Partial<ArisanDetailQuery>, signal?: AbortSignal) =>
  api<ArisanDetailResponse>(`/arisans/${id}`, { query, signal }).then((r) => r.data);

export const arisanQuery = (id: number, query: Partial<ArisanDetailQuery>) =>
  queryOptions({
    queryKey: arisanKeys.arisan(id, query),
    queryFn: ({ signal }) => getArisan(id, query, signal),
    placeholderData: keepPreviousData,
  });

export const useArisan = (id: number, query: Partial<ArisanDetailQuery>) => useQuery(arisanQuery(id, query));

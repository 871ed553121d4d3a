import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyLelangGroupsResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** GET /arisan-lelang/mine: the customer's lelang arisans, their own bids, results and dividends. */
export const fetchMyLelangGroups = (signal?: AbortSignal) =>
  api<MyLelangGroupsResponse>('/arisan-lelang/mine', { signal }).then((r) => r.data);

export const myLelangGroupsQuery = () =>
  queryOptions({
    queryKey: queryKeys.arisanBarang.lelang(),
    queryFn: ({ signal }) => fetchMyLelangGroups(signal),
  });

export const useMyLelangGroups = () => useQuery(myLelangGroupsQuery());

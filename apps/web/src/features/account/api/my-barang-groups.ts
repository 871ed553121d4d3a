import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBarangGroupsResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** GET /arisan-barang/mine: 'Arisan Saya', every group the customer has joined (issue 14). */
export const fetchMyBarangGroups = (signal?: AbortSignal) =>
  api<MyBarangGroupsResponse>('/arisan-barang/mine', { signal }).then((r) => r.data);

export const myBarangGroupsQuery = () =>
  queryOptions({
    queryKey: queryKeys.arisanBarang.mine(),
    queryFn: ({ signal }) => fetchMyBarangGroups(signal),
  });

export const useMyBarangGroups = () => useQuery(myBarangGroupsQuery());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BarangGroupsResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';

/** GET /arisan-barang?product_id=: the product's arisan barang groups still taking members (issue 14). */
export const fetchBarangGroups = (productId: number, signal?: AbortSignal) =>
  api<BarangGroupsResponse>('/arisan-barang', { query: { product_id: productId }, signal }).then(
    (r) => r.data,
  );

export const barangGroupsQuery = (productId: number, userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.arisanBarang.product(productId, userId),
    queryFn: ({ signal }) => fetchBarangGroups(productId, signal),
    staleTime: 30_000,
  });

/**
 * The groups of one product, read once the session is known: the answer says whether the signed-in
 * customer has joined, so it is kept per account.
 */
export function useBarangGroups(productId: number) {
  const session = useSession();
  return useQuery({
    ...barangGroupsQuery(productId, session.user?.id ?? null),
    enabled: session.status !== 'loading',
  });
}

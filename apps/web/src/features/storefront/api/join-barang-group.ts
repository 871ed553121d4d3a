import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BarangGroup } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** POST /arisan-barang/{id}/join: takes a seat (409 with the reason: no default address, full, started). */
export const joinBarangGroup = (groupId: number) =>
  api<{ data: BarangGroup }>(`/arisan-barang/${groupId}/join`, { method: 'POST' }).then((r) => r.data);

/** Names the joins, so the product page still shows a group that the join filled and started. */
export const joinBarangGroupKey = ['arisan-barang', 'join'] as const;

/** Afterwards the product's groups and 'Arisan Saya' reload. */
export function useJoinBarangGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: joinBarangGroupKey,
    mutationFn: joinBarangGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.arisanBarang.all() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BarangGroup } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** DELETE /arisan-barang/{id}/join: gives the seat back before the group starts (409 after). */
export const leaveBarangGroup = (groupId: number) =>
  api<{ data: BarangGroup }>(`/arisan-barang/${groupId}/join`, { method: 'DELETE' }).then((r) => r.data);

export function useLeaveBarangGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveBarangGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.arisanBarang.all() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LelangBidBody, LelangBidResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** PUT /arisan-lelang/:id/cycles/:cycle/bid: the member's own sealed bid (changeable until the close). */
export const placeMyBid = ({
  arisanId,
  cycle,
  body,
}: {
  arisanId: number;
  cycle: number;
  body: LelangBidBody;
}) =>
  api<LelangBidResponse>(`/arisan-lelang/${arisanId}/cycles/${cycle}/bid`, { method: 'PUT', body }).then(
    (r) => r.data,
  );

export function usePlaceMyBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeMyBid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.arisanBarang.lelang() }),
  });
}

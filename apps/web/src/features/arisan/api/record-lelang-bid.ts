import type { LelangBidBody, LelangBidResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

/** PUT /arisans/:id/cycles/:cycle/lelang/bids/:memberId: the bid of a member without an account. */
export const recordLelangBid = ({
  arisanId,
  cycle,
  memberId,
  body,
}: {
  arisanId: number;
  cycle: number;
  memberId: number;
  body: LelangBidBody;
}) =>
  api<LelangBidResponse>(`/arisans/${arisanId}/cycles/${cycle}/lelang/bids/${memberId}`, {
    method: 'PUT',
    body,
  }).then((r) => r.data);

export const useRecordLelangBid = () => useArisanMutation(recordLelangBid);

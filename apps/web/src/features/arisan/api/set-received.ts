import type { MembershipActionResponse, ReceivedBody } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const setReceived = ({
  arisanId,
  memberId,
  body,
}: {
  arisanId: number;
  memberId: number;
  body: ReceivedBody;
}) =>
  api<MembershipActionResponse>(`/arisans/${arisanId}/member/${memberId}/received`, {
    method: 'PUT',
    body,
  }).then((r) => r.data);

export const useSetReceived = () => useArisanMutation(setReceived);

import type { RecipientResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const revokeRecipient = ({
  arisanId,
  cycle,
  reason,
}: {
  arisanId: number;
  cycle: number;
  reason: string;
}) =>
  api<RecipientResponse>(`/arisans/${arisanId}/cycles/${cycle}/recipient/revoke`, {
    method: 'POST',
    body: { reason },
  }).then((r) => r.data);

export const useRevokeRecipient = () => useArisanMutation(revokeRecipient);

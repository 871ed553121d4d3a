import type { AssignRecipientBody, RecipientResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const assignRecipient = ({
  arisanId,
  cycle,
  body,
}: {
  arisanId: number;
  cycle: number;
  body: AssignRecipientBody;
}) =>
  api<RecipientResponse>(`/arisans/${arisanId}/cycles/${cycle}/recipient`, { method: 'PUT', body }).then(
    (r) => r.data,
  );

export const useAssignRecipient = () => useArisanMutation(assignRecipient);

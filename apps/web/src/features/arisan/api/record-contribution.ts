import type { ContributionBody, ContributionResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const recordContribution = ({
  arisanId,
  memberId,
  body,
}: {
  arisanId: number;
  memberId: number;
  body: ContributionBody;
}) =>
  api<ContributionResponse>(`/arisans/${arisanId}/member/${memberId}/contribution`, {
    method: 'POST',
    body,
  }).then((r) => r.data);

export const useRecordContribution = () => useArisanMutation(recordContribution);

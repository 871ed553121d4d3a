import type { ContributionBody, ContributionResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useTransferDecision } from './approve-transfer.ts';

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

/**
 * A payment recorded by hand also cancels the member's open arisan barang transfer on the server, so
 * 'Verifikasi Iuran' and its count refresh with the arisan's lists and details.
 */
export const useRecordContribution = () => useTransferDecision(recordContribution);

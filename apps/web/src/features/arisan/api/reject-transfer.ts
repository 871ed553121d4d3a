import type { ArisanTransfer, RejectPaymentBody } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useTransferDecision } from './approve-transfer.ts';

/** POST /arisan-transfers/{id}/reject: refused with a reason the member reads; they may upload again. */
export const rejectTransfer = ({ id, body }: { id: number; body: RejectPaymentBody }) =>
  api<{ data: ArisanTransfer }>(`/arisan-transfers/${id}/reject`, { method: 'POST', body }).then(
    (r) => r.data,
  );

export const useRejectTransfer = () => useTransferDecision(rejectTransfer);

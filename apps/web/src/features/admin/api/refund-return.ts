import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReturn } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';
import { reloadAfterReturn } from './returns.ts';

/** The refund as the form gives it. */
export interface RefundInput {
  id: number;
  amount: number;
  reference: string;
  restock: boolean;
  /** A photo or PDF of the bank transfer. */
  receipt?: File;
}

/** The multipart body: every field is text (RefundFieldsSchema reads them so), then the optional receipt. */
function refundFormData({ amount, reference, restock, receipt }: RefundInput): FormData {
  const form = new FormData();
  form.append('amount', String(amount));
  form.append('reference', reference);
  form.append('restock', restock ? 'true' : 'false');
  if (receipt) form.append('receipt', receipt);
  return form;
}

/** POST /returns/{id}/refund: the money sent back for an approved return, and the units restocked or not. */
export const refundReturn = (input: RefundInput) =>
  api<{ data: OrderReturn }>(`/returns/${input.id}/refund`, {
    method: 'POST',
    body: refundFormData(input),
  }).then((r) => r.data);

export function useRefundReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundReturn,
    onSuccess: (changed) =>
      Promise.all([
        reloadAfterReturn(client, changed),
        // Restocked units are on sale again: the products list shows their stock.
        changed.refund?.restocked ? client.invalidateQueries({ queryKey: adminKeys.products() }) : null,
      ]),
  });
}

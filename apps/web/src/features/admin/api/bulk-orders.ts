import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOrderBody, BulkOrderResult } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { adminKeys } from './keys.ts';

/** POST /orders/admin/bulk: one action on the selection; the answer names the orders it skipped (ADR 088). */
export const bulkUpdateOrders = (body: BulkOrderBody): Promise<BulkOrderResult> =>
  api<{ data: BulkOrderResult }>('/orders/admin/bulk', { method: 'POST', body }).then((r) => r.data);

export function useBulkOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateOrders,
    // Some orders may have changed even when others were skipped: the lists, every open order and the
    // overview's counts are read again.
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.orders() }),
        client.invalidateQueries({ queryKey: queryKeys.orders.all() }),
        client.invalidateQueries({ queryKey: ['admin', 'summary'] }),
      ]);
    },
  });
}

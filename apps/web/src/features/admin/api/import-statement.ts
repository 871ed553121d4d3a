import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatementImportResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { adminKeys } from './keys.ts';

/** POST /payments/statements: the bank's mutation export (multipart field `file`), read and matched. */
export const importStatement = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api<StatementImportResponse>('/payments/statements', { method: 'POST', body: form }).then(
    (r) => r.data,
  );
};

export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    // Matched payments are approved: the orders lists, the shopper's order and the members' transfers change.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.all() }),
        client.invalidateQueries({ queryKey: queryKeys.orders.all() }),
        client.invalidateQueries({ queryKey: queryKeys.arisanTransfers.all() }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { adminKeys } from './keys.ts';

/** One credit line of the bank's statement, as the import read it. */
export interface StatementLine {
  line_no: number;
  /** The bank's booking date, YYYY-MM-DD. */
  date: string;
  description: string;
  /** Integer rupiah, positive (credits only). */
  amount: number;
}

/** Something being paid for: an order, or an arisan barang member's transfer. */
export interface StatementPayment {
  kind: 'order' | 'barang_transfer';
  id: number;
  reference: string;
  label: string;
  amount: number;
  state: string;
  link: string;
}

export type StatementFormat = 'bca' | 'bni' | 'mandiri' | 'mt940' | 'csv' | 'webhook';

/** What POST /payments/statements answers: what was read, matched and approved, and what is left. */
export interface StatementImport {
  format: StatementFormat;
  credits: number;
  matched: number;
  already_matched: number;
  matches: { line: StatementLine; payment: StatementPayment }[];
  unmatched: { line: StatementLine }[];
  ambiguous: { line: StatementLine; payments: StatementPayment[]; reason: 'several' | 'decided' }[];
  waiting: StatementPayment[];
}

/** POST /payments/statements: the bank's mutation export (multipart field `file`), read and matched. */
export const importStatement = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api<{ data: StatementImport }>('/payments/statements', { method: 'POST', body: form }).then(
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

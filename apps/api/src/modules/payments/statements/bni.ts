import {
  column,
  debitCreditEntry,
  mutationRows,
  requireAmount,
  requireDate,
  requiredColumn,
  type TableReader,
} from './statement-columns.ts';
import type { MutationEntry } from './statement-lines.ts';
import { cellText, unreadable } from './statement-text.ts';

// BNI's mutation exports, two layouts:
// - BNI Direct and internet banking for businesses: 'Post Date,Value Date,Branch,Journal No.,Description,
//   Debit,Credit,Balance', dates 'DD/MM/YY HH.MM.SS', a debit and a credit column ('.00' in the other);
// - internet banking and the app for persons: 'Tanggal Transaksi,Uraian Transaksi,Tipe,Nominal,Saldo',
//   the type 'Cr' or 'Db' beside one amount column.
// Both may carry lines about the account above the header and balance rows below the mutations.

export function isBniHeader(keys: string[]): boolean {
  const direct =
    keys.includes('postdate') &&
    keys.includes('debit') &&
    keys.includes('credit') &&
    (keys.includes('journalno') || keys.includes('journal') || keys.includes('branch'));
  const personal = ['tanggaltransaksi', 'uraiantransaksi', 'tipe', 'nominal'].every((k) => keys.includes(k));
  return direct || personal;
}

const CREDIT_MARK = /^(c|cr|k|kr|kredit|credit)$/i;
const DEBIT_MARK = /^(d|db|dr|debet|debit)$/i;

export function readBni(table: TableReader): MutationEntry[] {
  if (table.keys.includes('postdate')) {
    const dateAt = requiredColumn(table, 'Post Date', 'postdate');
    const textAt = requiredColumn(table, 'Description', 'description');
    const debitAt = requiredColumn(table, 'Debit', 'debit');
    const creditAt = requiredColumn(table, 'Credit', 'credit');
    return mutationRows(table).map(({ lineNo, cells }) =>
      debitCreditEntry(
        lineNo,
        requireDate(cells[dateAt], lineNo),
        cellText(cells[textAt]),
        cells[debitAt],
        cells[creditAt],
      ),
    );
  }
  const dateAt = requiredColumn(table, 'Tanggal Transaksi', 'tanggaltransaksi');
  const textAt = requiredColumn(table, 'Uraian Transaksi', 'uraiantransaksi');
  const markAt = column(table.keys, 'tipe');
  const amountAt = requiredColumn(table, 'Nominal', 'nominal');
  return mutationRows(table).map(({ lineNo, cells }) => {
    const date = requireDate(cells[dateAt], lineNo);
    const mark = cellText(cells[markAt]);
    const amount = requireAmount(cells[amountAt], lineNo);
    const description = cellText(cells[textAt]);
    if (CREDIT_MARK.test(mark))
      return { lineNo, date, description, amount: amount.rupiah, withSen: amount.withSen };
    if (DEBIT_MARK.test(mark)) return { lineNo, date, description, amount: -amount.rupiah };
    throw unreadable(lineNo, `tipe '${mark}' bukan Cr atau Db`);
  });
}

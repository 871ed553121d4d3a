import {
  column,
  debitCreditEntry,
  mutationRows,
  requireDate,
  requiredColumn,
  type TableReader,
} from './statement-columns.ts';
import type { MutationEntry } from './statement-lines.ts';
import { type CsvRecord, cellText, unreadable } from './statement-text.ts';

// Mandiri's mutation exports, two layouts:
// - Livin' and Mandiri Internet Bisnis (comma): 'Account No,Date,Val. Date,Transaction Code,Description,
//   Description,Reference No.,Debit,Credit', dates 'DD/MM/YY', the description split over two columns;
// - Kopra (semicolon): 'AccountNo;Ccy;PostDate;Remarks;AdditionalDesc;Credit Amount;Debit Amount;Close
//   Balance', dates '16 November 2026 09:34:53'.

export function isMandiriHeader(keys: string[]): boolean {
  const livin =
    keys.includes('accountno') &&
    keys.includes('valdate') &&
    keys.includes('debit') &&
    keys.includes('credit');
  const kopra = keys.includes('postdate') && keys.includes('creditamount') && keys.includes('debitamount');
  return livin || kopra;
}

interface Columns {
  dateAt: number;
  /** The description's parts, joined with a space (both layouts split it over two columns). */
  textAts: number[];
  debitAt: number;
  creditAt: number;
}

function entryOf(lineNo: number, cells: CsvRecord['cells'], at: Columns): MutationEntry {
  const description = at.textAts
    .map((i) => cellText(cells[i]))
    .filter(Boolean)
    .join(' ');
  return debitCreditEntry(
    lineNo,
    requireDate(cells[at.dateAt], lineNo),
    description,
    cells[at.debitAt],
    cells[at.creditAt],
  );
}

export function readMandiri(table: TableReader): MutationEntry[] {
  if (table.keys.includes('creditamount')) {
    const dateAt = requiredColumn(table, 'PostDate', 'postdate');
    const currencyAt = column(table.keys, 'ccy', 'currency');
    const textAts = [column(table.keys, 'remarks'), column(table.keys, 'additionaldesc')].filter(
      (i) => i >= 0,
    );
    const debitAt = requiredColumn(table, 'Debit Amount', 'debitamount');
    const creditAt = requiredColumn(table, 'Credit Amount', 'creditamount');
    return mutationRows(table).map(({ lineNo, cells }) => {
      const currency = cellText(cells[currencyAt]).toUpperCase();
      // The shop's amounts are rupiah: a line in another currency cannot pay one, and its number is not rupiah.
      if (currencyAt >= 0 && currency !== '' && currency !== 'IDR') {
        throw unreadable(lineNo, `mata uang ${currency}; hanya rekening rupiah (IDR) yang dibaca`);
      }
      return entryOf(lineNo, cells, { dateAt, textAts, debitAt, creditAt });
    });
  }
  const dateAt = requiredColumn(table, 'Date', 'date');
  const textAts = table.keys.flatMap((k, i) => (k === 'description' ? [i] : []));
  const debitAt = requiredColumn(table, 'Debit', 'debit');
  const creditAt = requiredColumn(table, 'Credit', 'credit');
  return mutationRows(table).map(({ lineNo, cells }) =>
    entryOf(lineNo, cells, { dateAt, textAts, debitAt, creditAt }),
  );
}

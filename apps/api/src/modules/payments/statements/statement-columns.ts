import type { MutationEntry } from './statement-lines.ts';
import { type CsvRecord, cellText, unreadable } from './statement-text.ts';
import { type BankAmount, parseBankAmount, parseBankDate } from './statement-values.ts';

// What the column formats (BCA, BNI, Mandiri) share: finding a column by its header, skipping the summary
// rows banks print around the mutations, and the refusals that name a line.

/** A format's table read from its header on. */
export interface TableReader {
  /** The 1-based line of the header, for messages. */
  headerLine: number;
  /** Header cells as headerKey() writes them. */
  keys: string[];
  /** The lines before the header (account, period). */
  preamble: string[];
  records: CsvRecord[];
}

/** The index of the first header cell that is one of `names`, or -1. */
export function column(keys: string[], ...names: string[]): number {
  return keys.findIndex((k) => names.includes(k));
}

/** The index of a column the format cannot do without; a refusal naming the header line otherwise. */
export function requiredColumn(table: TableReader, label: string, ...names: string[]): number {
  const i = column(table.keys, ...names);
  if (i < 0) throw unreadable(table.headerLine, `kolom '${label}' tidak ada di baris judul`);
  return i;
}

/**
 * The summary rows banks print before or after the mutations ('Saldo Awal : ...', 'Mutasi Kredit',
 * 'Opening Balance', 'Total'): read and left aside, never taken for a mutation.
 */
const SUMMARY =
  /^(saldo|mutasi (kredit|debet|debit)|opening|closing|ending|beginning|total|jumlah (kredit|debet|debit)|ledger balance|available balance)\b/i;

export function isSummaryRow(cells: string[]): boolean {
  const first = cellText(cells.find((c) => c.trim() !== ''));
  return first !== '' && SUMMARY.test(first);
}

export function isBlankRow(cells: string[]): boolean {
  return cells.every((c) => c.trim() === '' || c.trim() === "'");
}

/** The cell's date (any way banks write one), or a refusal naming the line. */
export function requireDate(cell: string | undefined, lineNo: number): string {
  const text = cellText(cell);
  if (text === '') throw unreadable(lineNo, 'tanggal kosong');
  const date = parseBankDate(text);
  if (!date) throw unreadable(lineNo, `tanggal '${text}' tidak terbaca`);
  return date;
}

/** The cell's amount, or a refusal naming the line ('' is zero: banks leave the other column empty). */
export function requireAmount(cell: string | undefined, lineNo: number, what = 'jumlah'): BankAmount {
  const text = cellText(cell);
  if (text === '' || text === '-') return { rupiah: 0, withSen: false };
  const amount = parseBankAmount(text, lineNo);
  if (!amount) throw unreadable(lineNo, `${what} '${text}' tidak terbaca`);
  return amount;
}

/** A row with a debit column and a credit column (BNI, Mandiri): one of them holds the amount. */
export function debitCreditEntry(
  lineNo: number,
  date: string,
  description: string,
  debitCell: string | undefined,
  creditCell: string | undefined,
): MutationEntry {
  const credit = requireAmount(creditCell, lineNo, 'kredit');
  const debit = requireAmount(debitCell, lineNo, 'debit');
  if (credit.rupiah > 0 || (credit.withSen && debit.rupiah === 0)) {
    return { lineNo, date, description, amount: credit.rupiah, withSen: credit.withSen };
  }
  return { lineNo, date, description, amount: -debit.rupiah };
}

/** The rows of a table that are mutations: blank and summary rows left aside. */
export function mutationRows(table: TableReader): CsvRecord[] {
  return table.records.filter((r) => !isBlankRow(r.cells) && !isSummaryRow(r.cells));
}

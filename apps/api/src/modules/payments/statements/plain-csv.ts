import type { MutationEntry } from './statement-lines.ts';
import { type CsvRecord, cellText, unreadable } from './statement-text.ts';
import { parseNumericDate, parsePlainAmount } from './statement-values.ts';

// The plain CSV for any other bank, tidied by the owner in a spreadsheet: the header
// 'tanggal,keterangan,jumlah' (a comma or, as an Indonesian spreadsheet saves it, a semicolon), the date
// as YYYY-MM-DD or DD/MM/YYYY, the amount in whole rupiah ('1.250.198' or '1250198'), positive for money in
// and negative for money out. Every row is a mutation: no summary rows are guessed at.

export const PLAIN_HEADER = ['tanggal', 'keterangan', 'jumlah'];

export function isPlainHeader(keys: string[]): boolean {
  const filled = keys.filter((k, i) => k !== '' || i < 3);
  return filled.length === 3 && PLAIN_HEADER.every((k, i) => filled[i] === k);
}

export function readPlainCsv(records: CsvRecord[]): MutationEntry[] {
  return records
    .filter((r) => r.cells.some((c) => cellText(c) !== ''))
    .map(({ lineNo, cells }) => {
      const used = cells.length - [...cells].reverse().findIndex((c) => cellText(c) !== '');
      if (used !== 3) {
        // A comma inside a description needs quotes ("...") or the columns shift.
        throw unreadable(lineNo, `perlu 3 kolom (tanggal, keterangan, jumlah), ada ${used}`);
      }
      const dateText = cellText(cells[0]);
      const date = /^\d{4}-\d{2}-\d{2}$|^\d{1,2}\/\d{1,2}\/\d{4}$/.test(dateText)
        ? parseNumericDate(dateText)
        : null;
      if (!date) {
        throw unreadable(lineNo, `tanggal '${dateText}' tidak terbaca: tulis YYYY-MM-DD atau DD/MM/YYYY`);
      }
      return {
        lineNo,
        date,
        description: cellText(cells[1]),
        amount: parsePlainAmount(cellText(cells[2]), lineNo),
      };
    });
}

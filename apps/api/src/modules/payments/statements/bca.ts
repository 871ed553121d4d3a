import {
  column,
  mutationRows,
  requireAmount,
  requiredColumn,
  type TableReader,
} from './statement-columns.ts';
import type { MutationEntry } from './statement-lines.ts';
import { cellText, unreadable } from './statement-text.ts';
import { calendarDate, parseNumericDate } from './statement-values.ts';

// BCA's mutation export (KlikBCA 'Mutasi Rekening', myBCA): a few lines about the account and the period,
// the header 'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo', one row a mutation with the date as
// 'DD/MM' (no year) or 'PEND' (booked today, not yet dated), the amount with CR or DB beside it (in its own
// column, or after the number in the same cell), then 'Saldo Awal', 'Mutasi Kredit', 'Mutasi Debet',
// 'Saldo Akhir'.

export function isBcaHeader(keys: string[]): boolean {
  return ['tanggaltransaksi', 'keterangan', 'cabang', 'jumlah'].every((k) => keys.includes(k));
}

interface Period {
  from: { year: number; month: number; date: string };
  to: { year: number; month: number; date: string };
}

/** 'Periode : 01/11/2026 - 30/11/2026' from the lines above the header. */
function readPeriod(preamble: string[]): Period | null {
  for (const line of preamble) {
    const m = /periode\W*(\d{1,2}\/\d{1,2}\/\d{4})\s*(?:-|s\.?d\.?|sampai)\s*(\d{1,2}\/\d{1,2}\/\d{4})/i.exec(
      line,
    );
    if (!m) continue;
    const from = parseNumericDate(m[1]!);
    const to = parseNumericDate(m[2]!);
    if (!from || !to) return null;
    const part = (d: string) => ({ year: Number(d.slice(0, 4)), month: Number(d.slice(5, 7)), date: d });
    return { from: part(from), to: part(to) };
  }
  return null;
}

/** 'DD/MM' in the period's year (a period over New Year puts December in the first year), or 'DD/MM/YYYY'. */
function bcaDate(text: string, period: Period | null, lineNo: number): string {
  if (/^pend$/i.test(text)) {
    // Booked today and dated at the end of the day: the period's last day is that day.
    if (!period) throw unreadable(lineNo, "tanggal 'PEND' tanpa baris Periode di atas judul kolom");
    return period.to.date;
  }
  const full = parseNumericDate(text);
  if (full) return full;
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (!m) throw unreadable(lineNo, text === '' ? 'tanggal kosong' : `tanggal '${text}' tidak terbaca`);
  if (!period)
    throw unreadable(lineNo, `tanggal ${text} tanpa tahun, dan tidak ada baris Periode di atas judul kolom`);
  const month = Number(m[2]);
  const year =
    period.from.year === period.to.year || month >= period.from.month ? period.from.year : period.to.year;
  const date = calendarDate(year, month, Number(m[1]));
  if (!date) throw unreadable(lineNo, `tanggal '${text}' tidak ada di kalender ${year}`);
  return date;
}

export function readBca(table: TableReader): MutationEntry[] {
  const period = readPeriod(table.preamble);
  const dateAt = requiredColumn(table, 'Tanggal Transaksi', 'tanggaltransaksi');
  const textAt = requiredColumn(table, 'Keterangan', 'keterangan');
  const amountAt = requiredColumn(table, 'Jumlah', 'jumlah');
  // The CR/DB column has no name; it sits right after Jumlah when the amount cell does not carry it.
  const markAt = table.keys[amountAt + 1] === '' ? amountAt + 1 : column(table.keys, 'crdb', 'dbcr');
  return mutationRows(table).map(({ lineNo, cells }) => {
    const date = bcaDate(cellText(cells[dateAt]), period, lineNo);
    const raw = cellText(cells[amountAt]);
    const suffix = /^(.*?)\s*(CR|DB)$/i.exec(raw);
    const mark = (suffix?.[2] ?? cellText(markAt >= 0 ? cells[markAt] : '')).toUpperCase();
    if (mark !== 'CR' && mark !== 'DB') throw unreadable(lineNo, `jumlah '${raw}' tanpa tanda CR atau DB`);
    const amount = requireAmount(suffix ? suffix[1] : raw, lineNo);
    const description = cellText(cells[textAt]);
    return mark === 'CR'
      ? { lineNo, date, description, amount: amount.rupiah, withSen: amount.withSen }
      : { lineNo, date, description, amount: -amount.rupiah };
  });
}

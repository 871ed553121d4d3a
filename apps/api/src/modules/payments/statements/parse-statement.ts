import { isBcaHeader, readBca } from './bca.ts';
import { isBniHeader, readBni } from './bni.ts';
import { isMandiriHeader, readMandiri } from './mandiri.ts';
import { looksLikeMt940, readMt940 } from './mt940.ts';
import { isPlainHeader, readPlainCsv } from './plain-csv.ts';
import type { TableReader } from './statement-columns.ts';
import {
  fingerprintCredits,
  type MutationEntry,
  type ParsedStatement,
  type StatementFormat,
} from './statement-lines.ts';
import {
  decodeStatement,
  delimiterOf,
  headerKey,
  readRecord,
  readRecords,
  splitLines,
  unreadable,
} from './statement-text.ts';

// A statement file in, its credits out: the format is found by the content, never by the file's name
// (docs/decisions/061-statement-matching.md). Pure: nothing here reads or writes the database.

/** How far down a bank puts its column header (below the account's name, number and period). */
const HEADER_SEARCH_LINES = 40;

type ColumnFormat = Exclude<StatementFormat, 'mt940'>;

const TABLE_FORMATS: { format: ColumnFormat; isHeader: (keys: string[]) => boolean }[] = [
  { format: 'csv', isHeader: isPlainHeader },
  { format: 'bca', isHeader: isBcaHeader },
  { format: 'mandiri', isHeader: isMandiriHeader },
  { format: 'bni', isHeader: isBniHeader },
];

const UNKNOWN =
  'format mutasi tidak dikenali. Unggah ekspor CSV mutasi BCA, BNI atau Mandiri, berkas MT940, ' +
  'atau CSV dengan judul kolom tanggal,keterangan,jumlah';

/** The first line (of the top HEADER_SEARCH_LINES) that is the column header of a known format. */
function findTable(lines: string[]): { format: ColumnFormat; table: TableReader; delimiter: string } {
  for (let i = 0; i < Math.min(lines.length, HEADER_SEARCH_LINES); i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const delimiter = delimiterOf(line);
    const { cells, next } = readRecord(lines, i, delimiter);
    const keys = cells.map(headerKey);
    const found = TABLE_FORMATS.find((f) => f.isHeader(keys));
    if (found) {
      const table = {
        headerLine: i + 1,
        keys,
        preamble: lines.slice(0, i),
        records: readRecords(lines, next, delimiter),
      };
      return { format: found.format, table, delimiter };
    }
  }
  throw unreadable(1, UNKNOWN);
}

function entriesOf(lines: string[]): { format: StatementFormat; entries: MutationEntry[] } {
  if (looksLikeMt940(lines)) return { format: 'mt940', entries: readMt940(lines) };
  const { format, table } = findTable(lines);
  switch (format) {
    case 'csv':
      return { format, entries: readPlainCsv(table.records) };
    case 'bca':
      return { format, entries: readBca(table) };
    case 'bni':
      return { format, entries: readBni(table) };
    case 'mandiri':
      return { format, entries: readMandiri(table) };
  }
}

/**
 * Reads a statement file: its format, its credit lines with their fingerprints, and the dates it covers.
 * Throws AppError STATEMENT_UNREADABLE ('Baris 7: ...') for anything it cannot read whole, or
 * PAYLOAD_TOO_LARGE past the size limit: a file is read completely or not at all.
 */
export function parseStatement(bytes: Uint8Array): ParsedStatement {
  const lines = splitLines(decodeStatement(bytes));
  const { format, entries } = entriesOf(lines);
  const credits = fingerprintCredits(entries);
  const dates = entries.map((e) => e.date).sort();
  return {
    format,
    credits,
    others: entries.length - credits.length,
    from: dates[0] ?? null,
    to: dates[dates.length - 1] ?? null,
  };
}

/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted. A text cell starting with = + - @ is
 * prefixed with ' so a spreadsheet never runs it as a formula (a member's name is user input). Numbers stay
 * numbers.
 */
export function toCsv(rows: readonly CsvRow[]): string {
  return rows.map(csvLine).join('');
}

export type CsvRow = readonly (string | number | null)[];

/** One record with its line break, for exports streamed a batch at a time. */
export function csvLine(row: CsvRow): string {
  return `${row.map(cell).join(',')}\r\n`;
}

function cell(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted. A text cell starting with = + - @ is
 * prefixed with ' so a spreadsheet never runs it as a formula (a member's name is user input). Numbers stay
 * numbers.
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (v: string | number | null) => {
    if (v === null) return '';
    if (typeof v === 'number') return String(v);
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

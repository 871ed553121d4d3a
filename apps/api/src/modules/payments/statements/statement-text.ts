import { AppError } from '../../../http/errors.ts';

// Reading a statement file as text, and the refusals every format shares (docs/decisions/061-statement-matching.md).
// A bank export is a small text file; anything else (a PDF, a workbook, a picture renamed .csv) is refused
// with what it is, before a line is read.

/** The largest statement file read (the upload limit says the same, with 413, before it gets here). */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The one refusal of an unreadable file: 422 with the line it stopped at ('Baris 7: ...'). */
export function unreadable(lineNo: number | null, text: string): AppError {
  return new AppError('STATEMENT_UNREADABLE', lineNo === null ? text : `Baris ${lineNo}: ${text}`);
}

const SAVE_AS_CSV = 'simpan atau unduh mutasi sebagai CSV (atau MT940)';

/** What a binary file is, by its first bytes, for a refusal the owner can act on. */
function binaryKind(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'PDF';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'Excel (XLSX) atau ZIP';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return 'Excel (XLS)';
  if (starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff)) return 'gambar';
  return null;
}

/** 1-based line of a byte offset (counting LF). */
function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Index of the first control character other than tab, line feed, form feed and carriage return, or -1. */
function firstControlCharacter(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || c === 0x7f) return i;
  }
  return -1;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('windows-1252');

/**
 * The file as text, or a refusal: too large, empty, a known binary kind, a NUL byte (named by its line),
 * or control characters a text export never has. Invalid UTF-8 is read as Windows-1252, which is what
 * a spreadsheet on Windows writes; a byte-order mark is dropped.
 */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes.length > STATEMENT_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Berkas mutasi maksimal ${STATEMENT_MAX_BYTES / 1024 / 1024} MB: unduh periode yang lebih pendek`,
    );
  }
  if (bytes.length === 0) throw unreadable(null, 'Berkas mutasi kosong');
  const kind = binaryKind(bytes);
  if (kind) throw unreadable(null, `Berkas ini ${kind}, bukan teks: ${SAVE_AS_CSV}`);
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    throw unreadable(lineOfByte(bytes, nul), `berkas berisi karakter NUL, bukan teks: ${SAVE_AS_CSV}`);
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = latin1.decode(bytes);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Tabs, line ends and form feeds appear in real exports; other control characters only in binary data.
  const control = firstControlCharacter(text);
  if (control >= 0) {
    const lineNo = text.slice(0, control).split('\n').length;
    throw unreadable(lineNo, `berkas berisi data biner, bukan teks: ${SAVE_AS_CSV}`);
  }
  return text;
}

/** The file's lines without their line ends (CRLF, LF or a lone CR). */
export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export interface CsvRecord {
  /** The 1-based line the record starts on. */
  lineNo: number;
  cells: string[];
}

/**
 * One record of a delimited file from `lines[index]` on: quoted cells may hold the delimiter, doubled
 * quotes and line breaks (then the record spans several lines). Returns the cells and the next index.
 */
export function readRecord(
  lines: string[],
  index: number,
  delimiter: string,
): { cells: string[]; next: number } {
  const first = lines[index] ?? '';
  // Most bank rows quote nothing, or quote cells without a delimiter inside: split them at once.
  if (!first.includes('"')) return { cells: first.split(delimiter), next: index + 1 };
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let i = index;
  let line = first;
  let pos = 0;
  for (;;) {
    if (pos >= line.length) {
      if (quoted && i + 1 < lines.length) {
        // A line break inside quotes belongs to the cell.
        i++;
        line = lines[i]!;
        pos = 0;
        cell += '\n';
        continue;
      }
      cells.push(cell);
      return { cells, next: i + 1 };
    }
    if (quoted) {
      const close = line.indexOf('"', pos);
      if (close < 0) {
        cell += line.slice(pos);
        pos = line.length;
      } else if (line[close + 1] === '"') {
        cell += `${line.slice(pos, close)}"`;
        pos = close + 2;
      } else {
        cell += line.slice(pos, close);
        quoted = false;
        pos = close + 1;
      }
      continue;
    }
    const ch = line[pos]!;
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
    pos++;
  }
}

/** Every record from `lines[from]` on, with the line each starts at. */
export function readRecords(lines: string[], from: number, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let i = from;
  while (i < lines.length) {
    const { cells, next } = readRecord(lines, i, delimiter);
    records.push({ lineNo: i + 1, cells });
    i = next;
  }
  return records;
}

/**
 * A cell as the bank meant it: trimmed, without the apostrophe spreadsheets put before numbers kept as
 * text ('0000, '05/11), runs of spaces made one.
 */
export function cellText(cell: string | undefined): string {
  let t = (cell ?? '').trim();
  if (t.startsWith("'")) t = t.slice(1).trim();
  return /\s\s|[\t\n\r\u00a0]/.test(t) ? t.replace(/\s+/g, ' ') : t;
}

/** A header cell for comparison: lower case, letters and digits only ('Journal No.' -> 'journalno'). */
export function headerKey(cell: string | undefined): string {
  return cellText(cell)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The delimiter of a header line: the one of comma, semicolon and tab it holds most. */
export function delimiterOf(line: string): string {
  const count = (d: string) => line.split(d).length - 1;
  const [best] = [',', ';', '\t'].sort((a, b) => count(b) - count(a));
  return best!;
}

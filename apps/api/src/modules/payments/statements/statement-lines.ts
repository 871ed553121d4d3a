import { createHash } from 'node:crypto';

// What every statement format is read into, and the fingerprint that recognises one mutation line in any
// later export of an overlapping period (docs/decisions/061-statement-matching.md).

export const STATEMENT_FORMATS = ['bca', 'bni', 'mandiri', 'mt940', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** One mutation line as a format reads it: money in is positive, money out negative. */
export interface MutationEntry {
  /** The 1-based line of the file the mutation starts on. */
  lineNo: number;
  /** The booking date, YYYY-MM-DD (the bank's calendar, which is the shop's: WIB). */
  date: string;
  description: string;
  /** Signed whole rupiah. */
  amount: number;
  /** Sen (cents) beside the rupiah: bank interest, never a shopper's transfer of a shop amount. */
  withSen?: boolean;
}

/** A credit line of a statement: what the import matches, answers and stores. */
export interface StatementCredit {
  line_no: number;
  date: string;
  description: string;
  /** Whole rupiah, positive. */
  amount: number;
  /** sha256 hex of the normalised date, amount, description and occurrence (see fingerprintCredits). */
  fingerprint: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  credits: StatementCredit[];
  /** Lines of money out (or reversals, or interest with sen): read and left aside. */
  others: number;
  /** The first and last booking date of the file's mutations (null when it holds none). */
  from: string | null;
  to: string | null;
}

/** The longest description kept: a bank's own field is 6 x 65 characters at most (MT940 :86:). */
const DESCRIPTION_MAX = 400;

/** A description as shown and stored: one line, single spaces, at most DESCRIPTION_MAX characters. */
export function tidyDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_MAX);
}

/**
 * The description as the fingerprint reads it: the same for every way a bank or a spreadsheet writes
 * it (case, spacing, the apostrophe or quotes a spreadsheet adds, width forms of Unicode).
 */
export function fingerprintText(description: string): string {
  return description.normalize('NFKC').toUpperCase().replace(/["']/g, '').replace(/\s+/g, ' ').trim();
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The credits of a file with their fingerprints: sha256 of date|amount|description|n, where n counts the
 * identical credits (same date, amount and description) before it in the file. Two exports of
 * overlapping periods list a day's mutations in the same order, so the same mutation gets the same
 * fingerprint in both, and two real transfers that look alike on one day still get two.
 */
export function fingerprintCredits(entries: MutationEntry[]): StatementCredit[] {
  const seen = new Map<string, number>();
  const credits: StatementCredit[] = [];
  for (const e of entries) {
    if (e.amount <= 0 || e.withSen) continue;
    const key = `${e.date}|${e.amount}|${fingerprintText(e.description)}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    credits.push({
      line_no: e.lineNo,
      date: e.date,
      description: tidyDescription(e.description),
      amount: e.amount,
      fingerprint: sha256(`${key}|${occurrence}`),
    });
  }
  return credits;
}

/** The fingerprint of a mutation a service sends with its own id: the id is what makes it one. */
export function fingerprintOfId(id: string): string {
  return sha256(`id|${id}`);
}

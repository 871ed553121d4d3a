import { parseRupiah } from '@toko/shared';
import { unreadable } from './statement-text.ts';

// Amounts and dates as the banks write them, each read into one form: integer rupiah and YYYY-MM-DD.

/** An amount read from a bank's column: whole rupiah, and whether it had sen (cents) beside them. */
export interface BankAmount {
  rupiah: number;
  /** True when the sen are not zero (bank interest, e.g. 1,234.56): no shop amount has sen. */
  withSen: boolean;
}

/**
 * A bank's amount, in either grouping: '1,250,198.00' (English, BCA, BNI, Mandiri), '1.250.198,00'
 * (Indonesian), '1250198', '1250198,00' (MT940), '.00'. A separator followed by one or two digits at the
 * end is the decimal one, every other separator groups thousands (so '1.250' and '1,250' are both 1250).
 * Null when it is not an amount; a refusal naming the line when it passes 2^53.
 */
export function parseBankAmount(text: string, lineNo: number): BankAmount | null {
  const t = text.replace(/[\s\u00a0]/g, '').replace(/^(rp\.?|idr)/i, '');
  if (!/^[\d.,]+$/.test(t)) return null;
  const decimal = /([.,])(\d{1,2})$/.exec(t);
  const whole = decimal ? t.slice(0, decimal.index) : t;
  let digits: string;
  if (/^\d*$/.test(whole)) digits = whole === '' ? '0' : whole;
  else {
    const grouped = /^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/.exec(whole);
    // One separator groups thousands and the other marks the sen: '1.250.198.00' is not an amount.
    if (!grouped || grouped[1] === decimal?.[1]) return null;
    digits = whole.replace(/[.,]/g, '');
  }
  const rupiah = Number(digits);
  if (!Number.isSafeInteger(rupiah)) throw unreadable(lineNo, `jumlah ${text.trim()} terlalu besar`);
  return { rupiah, withSen: decimal !== null && Number(decimal[2]) !== 0 };
}

/**
 * The plain CSV's amount: whole rupiah as a person types it ('1.250.198', '1250198', 'Rp 1.250.198'),
 * a minus for a debit, ',00' allowed. Sen and English grouping are refused, naming the line.
 */
export function parsePlainAmount(text: string, lineNo: number): number {
  const t = text.trim();
  const negative = /^[-\u2212]/.test(t);
  const body = t.replace(/^[-+\u2212]\s*/, '').replace(/,0{1,2}$/, '');
  const value = parseRupiah(body);
  if (value !== null) return negative ? -value : value;
  // parseRupiah refuses an amount past 2^53 like any other; say which it was.
  if (/^(rp\.?\s*)?(\d+|\d{1,3}(\.\d{3})+)$/i.test(body))
    throw unreadable(lineNo, `jumlah ${t} terlalu besar`);
  throw unreadable(
    lineNo,
    `jumlah '${t}' tidak terbaca: tulis rupiah tanpa desimal, contoh 1.250.198 atau -50.000`,
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a calendar date, or null when it does not exist (31/02). */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2999) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A two-digit year of a bank export: always this century's. */
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * 'DD/MM/YYYY', 'DD/MM/YY', 'DD-MM-YYYY' or 'YYYY-MM-DD', with or without a time after it
 * ('02/12/26 06.25.21'). Null when it is none of these or not a real date.
 */
export function parseNumericDate(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(t);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:\s+\d{1,2}[.:]\d{2}(?:[.:]\d{2})?)?$/.exec(t);
  if (!dmy) return null;
  return calendarDate(fullYear(dmy[3]!), Number(dmy[2]), Number(dmy[1]));
}

const MONTHS: Record<string, number> = {
  jan: 1,
  januari: 1,
  january: 1,
  feb: 2,
  februari: 2,
  february: 2,
  peb: 2,
  pebruari: 2,
  mar: 3,
  maret: 3,
  march: 3,
  apr: 4,
  april: 4,
  mei: 5,
  may: 5,
  jun: 6,
  juni: 6,
  june: 6,
  jul: 7,
  juli: 7,
  july: 7,
  agu: 8,
  agt: 8,
  ags: 8,
  agustus: 8,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  okt: 10,
  oktober: 10,
  oct: 10,
  october: 10,
  nov: 11,
  nopember: 11,
  november: 11,
  des: 12,
  desember: 12,
  dec: 12,
  december: 12,
};

/** '16 March 2026 09:34:53', '16 Maret 2026', '16-Mar-2026': a month written out, English or Indonesian. */
export function parseWordDate(text: string): string | null {
  const m = /^(\d{1,2})[\s-]+([A-Za-z]+)[\s-]+(\d{4})(?:\s+\d{1,2}[.:]\d{2}(?:[.:]\d{2})?)?$/.exec(
    text.trim(),
  );
  if (!m) return null;
  const month = MONTHS[m[2]!.toLowerCase()];
  return month ? calendarDate(Number(m[3]), month, Number(m[1])) : null;
}

/** A bank's date in any of the ways above. */
export function parseBankDate(text: string): string | null {
  return parseNumericDate(text) ?? parseWordDate(text);
}

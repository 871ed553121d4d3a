import { shopDateTime } from './clock.ts';

// One money formatter for the whole product: whole rupiah, Indonesian grouping.
const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** 1250000 -> 'Rp 1.250.000' (with the non-breaking space Intl puts after Rp). */
export function formatRupiah(amount: number): string {
  return rupiahFormat.format(amount);
}

// One date formatter for texts both sides write (notices, messages): a calendar date has no time, so it is
// read in UTC and never shifts a day whatever the reader's time zone.
const calendarDateFormat = new Intl.DateTimeFormat('id-ID', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-05' -> '05 November 2026' (docs/product.md section 9's 'DD MMMM YYYY'). */
export function formatCalendarDate(date: string): string {
  return calendarDateFormat.format(new Date(`${date}T00:00:00Z`));
}

/**
 * An instant on the shop's clock for a message read anywhere: '26 November 2026 - 21:30 WIB' (the spec's
 * 'DD MMMM YYYY - HH:mm', with the zone said since a mail has no page around it).
 */
export function formatShopDateTime(at: Date): string {
  const wall = shopDateTime(at);
  return `${formatCalendarDate(wall.slice(0, 10))} - ${wall.slice(11)} WIB`;
}

/** Under a money field whose text is not a whole rupiah amount. */
export const MONEY_INVALID = 'Masukkan jumlah rupiah tanpa desimal, contoh 1.250.000';

/**
 * Whole rupiah from what a person types: '1250000', '1.250.000', 'Rp 1.250.000' and 'Rp1.250.000' all
 * mean 1250000 (the dot groups thousands in Indonesian). Decimals ('1.250.000,50', '12.5'), English
 * grouping ('1,250,000') and anything else are refused with null; so is an empty text.
 */
export function parseRupiah(text: string): number | null {
  const t = text.replace(/^\s*rp\.?/i, '').replace(/[\s\u00a0]/g, '');
  if (!/^(\d+|\d{1,3}(\.\d{3})+)$/.test(t)) return null;
  const n = Number(t.replaceAll('.', ''));
  return Number.isSafeInteger(n) ? n : null;
}

/** 1250000 -> '1.250.000': the grouping a money field shows while the amount is typed. */
export function groupRupiah(amount: number): string {
  return amount.toLocaleString('id-ID', { maximumFractionDigits: 0 });
}

/** Lower-case, ASCII, hyphenated: 'Sofa Minimalis 3 Dudukan' -> 'sofa-minimalis-3-dudukan'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Pagination fields from a total, as every list answers them. */
export function buildPagination(totalItems: number, page: number, limit: number) {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return { currentPage: page, totalPages, totalItems, limit, hasNextPage: page < totalPages };
}

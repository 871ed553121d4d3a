import { shopDateTime } from './clock.ts';

/**
 * Indonesian digit grouping ('1250000' -> '1.250.000') of a whole number, written out by hand. The first
 * Intl formatter a page builds costs the browser 25-60 ms while it loads the locale's data (measured in
 * Chromium on this project's machine, ADR 095), and a storefront page shows prices from its first paint,
 * so the whole numbers every page shows need no Intl. Anything else (a fraction, past 2^53, NaN) returns
 * null and the caller asks Intl, so every answer is the one Intl gives, except -0: Intl writes '-0' (and
 * '-Rp 0'), here it is 0.
 */
function groupWhole(n: number): string | null {
  if (!Number.isSafeInteger(n)) return null;
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, '.');
  return n < 0 ? `-${grouped}` : grouped;
}

// Built on first need only: see groupWhole.
let rupiahFormat: Intl.NumberFormat | undefined;
let calendarDateFormat: Intl.DateTimeFormat | undefined;

/**
 * 1250000 -> 'Rp 1.250.000' (with the non-breaking space Intl puts after Rp): the one money formatter for
 * the whole product, whole rupiah with Indonesian grouping.
 */
export function formatRupiah(amount: number): string {
  const grouped = groupWhole(Math.abs(amount));
  if (grouped !== null) return `${amount < 0 ? '-' : ''}Rp\u00a0${grouped}`;
  rupiahFormat ??= new Intl.NumberFormat('id-ID', {
    style: 'currency',
    currency: 'IDR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return rupiahFormat.format(amount);
}

/** 1250 -> '1.250': a count or any whole number, grouped as Indonesian readers expect. */
export function formatNumber(n: number): string {
  return groupWhole(n) ?? n.toLocaleString('id-ID');
}

/**
 * '2026-11-05' -> '05 November 2026' (docs/product.md section 9's 'DD MMMM YYYY'): the one date formatter
 * for texts both sides write (notices, messages). A calendar date has no time, so it is read in UTC and
 * never shifts a day whatever the reader's time zone.
 */
export function formatCalendarDate(date: string): string {
  calendarDateFormat ??= new Intl.DateTimeFormat('id-ID', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
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
  return groupWhole(amount) ?? amount.toLocaleString('id-ID', { maximumFractionDigits: 0 });
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

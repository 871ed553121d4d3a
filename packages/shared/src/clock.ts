// The shop clock: the one home of the shop's time zone and of "today". The shop is in Indonesia, so
// "today", date filters, order numbers and arisan due dates use Western Indonesian Time (WIB) whatever
// the server's or the device's clock says.

export const SHOP_TIME_ZONE = 'Asia/Jakarta';
/** WIB is UTC+7 all year (no daylight saving since 1964), so a day starts at a fixed offset. */
export const SHOP_UTC_OFFSET = '+07:00';

/** SHOP_UTC_OFFSET in minutes (dayjs's utcOffset) and in milliseconds. */
export const SHOP_UTC_OFFSET_MINUTES = 7 * 60;
const SHOP_OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000;

/**
 * The shop's calendar date at an instant (now by default), as YYYY-MM-DD. Shifted by the fixed offset
 * rather than asked of Intl's time zone data: the same answer for WIB, and no ICU call on every overview
 * and order (~0.05 ms when its code is not in the CPU's caches).
 */
export function todayInShop(now: Date = new Date()): string {
  return new Date(now.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a shop calendar day (YYYY-MM-DD) starts. */
export function shopDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${SHOP_UTC_OFFSET}`);
}

/** An instant as the shop's wall clock, 'YYYY-MM-DD HH:mm' (WIB), for exports read by people and spreadsheets. */
export function shopDateTime(at: Date): string {
  return new Date(at.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

// The shop clock: the one home of the shop's time zone and of "today". The shop is in Indonesia, so
// "today", date filters, order numbers and arisan due dates use Western Indonesian Time (WIB) whatever
// the server's or the device's clock says.

export const SHOP_TIME_ZONE = 'Asia/Jakarta';
/** WIB is UTC+7 all year (no daylight saving since 1964), so a day starts at a fixed offset. */
export const SHOP_UTC_OFFSET = '+07:00';

const dayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar date at an instant (now by default), as YYYY-MM-DD. */
export function todayInShop(now: Date = new Date()): string {
  const parts = Object.fromEntries(dayParts.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The instant a shop calendar day (YYYY-MM-DD) starts. */
export function shopDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${SHOP_UTC_OFFSET}`);
}

/** An instant as the shop's wall clock, 'YYYY-MM-DD HH:mm' (WIB), for exports read by people and spreadsheets. */
export function shopDateTime(at: Date): string {
  const offsetMs = 7 * 3_600_000; // SHOP_UTC_OFFSET
  return new Date(at.getTime() + offsetMs).toISOString().slice(0, 16).replace('T', ' ');
}

import dayjs from 'dayjs';
import 'dayjs/locale/id';

import { SHOP_UTC_OFFSET_MINUTES } from '@toko/shared/clock';
import utc from 'dayjs/plugin/utc';

export { todayInShop } from '@toko/shared/clock';

import { formatCalendarDate as formatLongCalendarDate } from '@toko/shared/format';

export { formatRupiah } from '@toko/shared/format';

dayjs.extend(utc);
dayjs.locale('id');

/** Formats of docs/product.md section 9: 'DD MMM YYYY', 'DD MMM YYYY - HH:mm', 'DD MMMM YYYY - HH:mm', 'DD MMMM YYYY, HH:mm'. */
export function formatDate(value: string | Date, pattern = 'DD MMMM YYYY - HH:mm'): string {
  // The shop's wall clock by its fixed offset (WIB has no daylight saving), not dayjs's time zone plugin:
  // that asks Intl, and a page's first Intl formatter costs 20-60 ms (a product page's reviews, ADR 095).
  return dayjs(value).utcOffset(SHOP_UTC_OFFSET_MINUTES).format(pattern);
}

/** A calendar date (YYYY-MM-DD, no time) as '22 November 2026' (the shared formatter), or in another pattern. */
export function formatCalendarDate(value: string, pattern?: string): string {
  return pattern === undefined ? formatLongCalendarDate(value) : dayjs(value, 'YYYY-MM-DD').format(pattern);
}

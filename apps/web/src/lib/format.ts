import dayjs from 'dayjs';
import 'dayjs/locale/id';

import { SHOP_TIME_ZONE } from '@toko/shared/clock';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

export { todayInShop } from '@toko/shared/clock';

import { formatCalendarDate as formatLongCalendarDate } from '@toko/shared/format';

export { formatRupiah } from '@toko/shared/format';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('id');

/** Formats of docs/product.md section 9: 'DD MMM YYYY', 'DD MMM YYYY - HH:mm', 'DD MMMM YYYY - HH:mm', 'DD MMMM YYYY, HH:mm'. */
export function formatDate(value: string | Date, pattern = 'DD MMMM YYYY - HH:mm'): string {
  return dayjs(value).tz(SHOP_TIME_ZONE).format(pattern);
}

/** A calendar date (YYYY-MM-DD, no time) as '22 November 2026' (the shared formatter), or in another pattern. */
export function formatCalendarDate(value: string, pattern?: string): string {
  return pattern === undefined ? formatLongCalendarDate(value) : dayjs(value, 'YYYY-MM-DD').format(pattern);
}

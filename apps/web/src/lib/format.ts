import dayjs from 'dayjs';
import 'dayjs/locale/id';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

export { formatRupiah } from '@toko/shared/format';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('id');

/** The shop is in Indonesia: dates show in Western Indonesian Time whatever the device says. */
export const SHOP_TZ = 'Asia/Jakarta';

/** Formats of spec section 9: 'DD MMM YYYY', 'DD MMM YYYY - HH:mm', 'DD MMMM YYYY - HH:mm', 'DD MMMM YYYY, HH:mm'. */
export function formatDate(value: string | Date, pattern = 'DD MMMM YYYY - HH:mm'): string {
  return dayjs(value).tz(SHOP_TZ).format(pattern);
}

/** A calendar date (YYYY-MM-DD, no time) as '22 November 2026'. */
export function formatCalendarDate(value: string, pattern = 'DD MMMM YYYY'): string {
  return dayjs(value, 'YYYY-MM-DD').format(pattern);
}

/** Today's date in the shop's time zone, as YYYY-MM-DD. */
export function todayInShop(): string {
  return dayjs().tz(SHOP_TZ).format('YYYY-MM-DD');
}

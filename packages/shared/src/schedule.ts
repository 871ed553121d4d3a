import type { SavingType } from './constants.ts';

// Arisan dates are calendar dates (YYYY-MM-DD), computed in UTC so no time zone can shift a day.

function parse(date: string): { y: number; m: number; d: number } {
  const [y, m, d] = date.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
}

function format(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  const { y, m, d } = parse(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/**
 * Calendar months, keeping the start's day of month and clamping to the month's last day:
 * 31 January + 1 month is 28 (or 29) February, + 2 months is 31 March.
 */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = parse(date);
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return format(ty, tm, Math.min(d, lastDay));
}

/** The date of cycle `n` (0-based) of an arisan starting on `start`. */
export function cycleDate(start: string, savingType: SavingType, n: number): string {
  if (savingType === 'daily') return addDays(start, n);
  if (savingType === 'weekly') return addDays(start, 7 * n);
  return addMonths(start, n);
}

/** The default end date: the date of the last cycle, start + (duration - 1) cycles. */
export function defaultEndDate(start: string, savingType: SavingType, duration: number): string {
  return cycleDate(start, savingType, Math.max(0, duration - 1));
}

export const END_BEFORE_START = 'Tanggal selesai tidak boleh sebelum tanggal mulai';

/**
 * The arisan's end date, the one rule for it (shared schema, API and edit dialog): the date given, which
 * may not be before the start, or by default the date of the last cycle.
 */
export function planEndDate(plan: {
  start_date: string;
  saving_type: SavingType;
  duration: number;
  end_date?: string | undefined;
}): { end_date: string } | { error: string } {
  const end = plan.end_date ?? defaultEndDate(plan.start_date, plan.saving_type, plan.duration);
  return end < plan.start_date ? { error: END_BEFORE_START } : { end_date: end };
}

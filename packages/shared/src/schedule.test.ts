import { describe, expect, it } from 'vitest';
import { addDays, addMonths, cycleDate, defaultEndDate } from './schedule.ts';

describe('arisan schedule', () => {
  it('ends on the date of the last cycle for daily, weekly and monthly arisans', () => {
    expect(defaultEndDate('2026-11-22', 'daily', 10)).toBe('2026-12-01');
    expect(defaultEndDate('2026-11-22', 'weekly', 3)).toBe('2026-12-06');
    expect(defaultEndDate('2026-11-22', 'monthly', 4)).toBe('2027-02-22');
    expect(defaultEndDate('2026-11-22', 'monthly', 1)).toBe('2026-11-22');
  });

  it('ends a 31 January start on the right last-cycle date for each saving type', () => {
    expect(defaultEndDate('2026-01-31', 'daily', 30)).toBe('2026-03-01');
    expect(defaultEndDate('2028-01-31', 'daily', 30)).toBe('2028-02-29');
    expect(defaultEndDate('2026-01-31', 'weekly', 5)).toBe('2026-02-28');
    expect(defaultEndDate('2026-01-31', 'monthly', 2)).toBe('2026-02-28');
    expect(defaultEndDate('2028-01-31', 'monthly', 2)).toBe('2028-02-29');
    expect(defaultEndDate('2026-01-31', 'monthly', 3)).toBe('2026-03-31');
    expect(defaultEndDate('2026-01-31', 'monthly', 12)).toBe('2026-12-31');
    expect(defaultEndDate('2026-08-31', 'monthly', 2)).toBe('2026-09-30');
  });

  it('clamps month-end starts to the last day of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(cycleDate('2026-01-31', 'monthly', 2)).toBe('2026-03-31');
    expect(cycleDate('2026-01-31', 'monthly', 3)).toBe('2026-04-30');
  });

  it('crosses year ends', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(cycleDate('2026-12-30', 'daily', 3)).toBe('2027-01-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(defaultEndDate('2026-12-29', 'weekly', 2)).toBe('2027-01-05');
  });
});

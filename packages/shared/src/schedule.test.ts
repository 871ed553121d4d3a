import { describe, expect, it } from 'vitest';
import { ArisanCreateBodySchema, ArisanUpdateBodySchema } from './arisan.ts';
import { addDays, addMonths, cycleDate, defaultEndDate, END_BEFORE_START, planEndDate } from './schedule.ts';

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

describe('the end-date rule', () => {
  const plan = { start_date: '2026-11-22', saving_type: 'weekly' as const, duration: 3 };

  it('takes the date given, or the last cycle date when none is given', () => {
    expect(planEndDate({ ...plan, end_date: '2027-01-01' })).toEqual({ end_date: '2027-01-01' });
    expect(planEndDate({ ...plan, end_date: '2026-11-22' })).toEqual({ end_date: '2026-11-22' });
    expect(planEndDate(plan)).toEqual({ end_date: '2026-12-06' });
  });

  it('refuses an end before the start', () => {
    expect(planEndDate({ ...plan, end_date: '2026-11-21' })).toEqual({ error: END_BEFORE_START });
  });

  it('is what the create and edit schemas apply, under end_date', () => {
    const body = { name: 'RT 5', contribution_amount: '100.000', duration: 3, start_date: '2026-11-22' };
    expect(ArisanCreateBodySchema.parse({ ...body, saving_type: 'weekly' }).end_date).toBe('2026-12-06');
    expect(ArisanUpdateBodySchema.parse({ ...body, end_date: '2027-01-01' }).end_date).toBe('2027-01-01');
    const refused = ArisanUpdateBodySchema.safeParse({ ...body, end_date: '2026-11-01' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['end_date'], message: END_BEFORE_START }),
    ]);
  });
});

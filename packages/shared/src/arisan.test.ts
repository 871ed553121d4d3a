import { describe, expect, it } from 'vitest';
import { ArisanCreateBodySchema, ArisanUpdateBodySchema } from './arisan.ts';
import { ReceivedBodySchema } from './arisan-ledger.ts';
import { MemberBodySchema } from './arisan-members.ts';
import {
  computeArisanSummary,
  computeMemberStanding,
  countCyclesDueBy,
  countCyclesOverdue,
  percentTwoDecimals,
} from './arisan-standing.ts';
import { MONEY_INVALID } from './format.ts';

describe('arisan summary', () => {
  it('computes expected, remaining and the collection percentage exactly', () => {
    expect(
      computeArisanSummary({
        contributionAmount: 100_000,
        duration: 3,
        totalMembers: 12,
        paid: 300_000,
        lateFees: 15_000,
      }),
    ).toEqual({
      total_members: 12,
      total_contributions: 300_000,
      total_remaining: 3_300_000,
      collection_percentage: 8.33,
      // Late fees are reported apart and never count towards the contributions.
      total_late_fees: 15_000,
    });
    expect(
      computeArisanSummary({ contributionAmount: 250_000, duration: 4, totalMembers: 4, paid: 4_000_000 }),
    ).toEqual({
      total_members: 4,
      total_contributions: 4_000_000,
      total_remaining: 0,
      collection_percentage: 100,
      total_late_fees: 0,
    });
  });

  it('is 0 % when nothing is expected (no members yet)', () => {
    expect(
      computeArisanSummary({ contributionAmount: 50_000, duration: 10, totalMembers: 0, paid: 0 }),
    ).toEqual({
      total_members: 0,
      total_contributions: 0,
      total_remaining: 0,
      collection_percentage: 0,
      total_late_fees: 0,
    });
  });

  it('rounds percentages half up to two decimals without float noise', () => {
    expect(percentTwoDecimals(1, 3)).toBe(33.33);
    expect(percentTwoDecimals(2, 3)).toBe(66.67);
    expect(percentTwoDecimals(1, 8)).toBe(12.5);
    expect(percentTwoDecimals(1, 200_000)).toBe(0);
    expect(percentTwoDecimals(1, 20_000)).toBe(0.01);
    expect(percentTwoDecimals(7, 7)).toBe(100);
    // Large sums stay exact: 1 of 3 billion-rupiah cycles.
    expect(percentTwoDecimals(1_000_000_000_000, 3_000_000_000_000)).toBe(33.33);
  });
});

describe("a member's standing", () => {
  it('is unpaid with the remaining cycles and amount until every cycle is paid', () => {
    expect(
      computeMemberStanding({ contributionAmount: 50_000, duration: 4, paidCycles: 3, paidAmount: 150_000 }),
    ).toEqual({
      remaining_cycles: 1,
      remaining_amount: 50_000,
      payment_status: 'unpaid',
      payment_progress: 75,
    });
    expect(
      computeMemberStanding({ contributionAmount: 50_000, duration: 4, paidCycles: 4, paidAmount: 200_000 }),
    ).toEqual({
      remaining_cycles: 0,
      remaining_amount: 0,
      payment_status: 'paid',
      payment_progress: 100,
    });
  });
});

describe('cycles due', () => {
  it('counts the cycles whose date is on or before today', () => {
    expect(countCyclesDueBy('2026-01-31', 'monthly', 4, '2026-01-30')).toBe(0);
    expect(countCyclesDueBy('2026-01-31', 'monthly', 4, '2026-01-31')).toBe(1);
    // The second cycle of a 31 January start falls on 28 February.
    expect(countCyclesDueBy('2026-01-31', 'monthly', 4, '2026-02-28')).toBe(2);
    expect(countCyclesDueBy('2026-11-22', 'weekly', 3, '2026-12-05')).toBe(2);
    expect(countCyclesDueBy('2026-11-22', 'daily', 10, '2027-06-01')).toBe(10);
  });

  it('counts what is overdue after what was paid, and nothing before the start', () => {
    const base = { startDate: '2026-11-01', savingType: 'daily' as const, duration: 10, today: '2026-11-05' };
    expect(countCyclesOverdue({ ...base, started: true, paidCycles: 2 })).toBe(3);
    expect(countCyclesOverdue({ ...base, started: true, paidCycles: 7 })).toBe(0);
    expect(countCyclesOverdue({ ...base, started: false, paidCycles: 0 })).toBe(0);
  });
});

describe('arisan forms', () => {
  it('accepts both spellings of the create form and writes the first', () => {
    const parsed = ArisanCreateBodySchema.parse({
      name: 'RT 5',
      payment_amount: 100_000,
      payment_type: 'weekly',
      duration: 4,
      start_date: '2026-11-22',
      members_ids: [3, 1],
    });
    expect(parsed).toEqual({
      name: 'RT 5',
      contribution_amount: 100_000,
      saving_type: 'weekly',
      duration: 4,
      start_date: '2026-11-22',
      // The last cycle's date (four weeks from the start, counting the first).
      end_date: '2026-12-13',
      members_ids: [3, 1],
    });
  });

  it('ignores the derived numbers of the edit form', () => {
    const parsed = ArisanUpdateBodySchema.parse({
      name: 'RT 5',
      contribution_amount: 100_000,
      saving_type: 'monthly',
      duration: 4,
      start_date: '2026-11-22',
      end_date: '2027-02-22',
      status: 'active',
      total_saving: 1,
      total_members: 99,
    });
    expect(parsed).not.toHaveProperty('total_saving');
    expect(parsed).not.toHaveProperty('total_members');
  });

  it('normalises the member phone and passcode', () => {
    expect(MemberBodySchema.parse({ name: 'A', phone: 81234567890, passcode: ' ab12cd ' })).toMatchObject({
      phone: '6281234567890',
      passcode: 'AB12CD',
    });
    expect(MemberBodySchema.parse({ name: 'A', phone: '', passcode: '' })).toMatchObject({
      phone: null,
      passcode: undefined,
    });
  });

  it('needs a date or a flag to mark a member as received', () => {
    expect(ReceivedBodySchema.safeParse({}).success).toBe(false);
    expect(ReceivedBodySchema.safeParse({ received_date: '2026-11-22' }).success).toBe(true);
  });
});

describe('money typed the Indonesian way', () => {
  const base = { name: 'Arisan RT', duration: 10, start_date: '2026-01-05' };
  it.each([
    ['250.000', 250_000],
    ['Rp 1.250.000', 1_250_000],
    ['1250000', 1_250_000],
  ])('reads a contribution of %j as %d rupiah', (typed, amount) => {
    expect(ArisanCreateBodySchema.parse({ ...base, contribution_amount: typed }).contribution_amount).toBe(
      amount,
    );
  });

  it.each(['250.000,50', '12.5', 'dua ratus'])('refuses %j with a message for the field', (typed) => {
    const result = ArisanCreateBodySchema.safeParse({ ...base, contribution_amount: typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['contribution_amount'], message: MONEY_INVALID }),
    ]);
  });
});

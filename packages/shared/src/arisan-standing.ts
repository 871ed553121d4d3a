import type { SavingType } from './constants.ts';
import { cycleDate } from './schedule.ts';

// An arisan's numbers and a member's standing in it (docs/decisions/005-arisan-ledger.md).

// Pure maths: the same numbers on the server and in the tests, never taken from a request.

export interface ArisanSummaryInput {
  contributionAmount: number;
  duration: number;
  totalMembers: number;
  /** Sum of the ledger's amounts. */
  paid: number;
  /** Sum of the ledger's late fees, kept apart from the contributions (decision 039). */
  lateFees?: number;
}

export interface ArisanSummaryNumbers {
  total_members: number;
  total_contributions: number;
  total_remaining: number;
  collection_percentage: number;
  total_late_fees: number;
}

/** `part / whole x 100` with two decimals, exact for whole rupiah (0 when there is nothing to collect). */
export function percentTwoDecimals(part: number, whole: number): number {
  if (whole <= 0) return 0;
  // Integer arithmetic in BigInt, so 1/3 is 33.33 and never 33.329999.
  const scaled = (BigInt(Math.round(part)) * 20000n) / BigInt(Math.round(whole));
  return Number((scaled + 1n) / 2n) / 100;
}

/** docs/architecture.md section 4: expected = contribution x duration x members; remaining = expected - paid. */
export function computeArisanSummary(input: ArisanSummaryInput): ArisanSummaryNumbers {
  const expected = input.contributionAmount * input.duration * input.totalMembers;
  return {
    total_members: input.totalMembers,
    total_contributions: input.paid,
    total_remaining: Math.max(0, expected - input.paid),
    collection_percentage: percentTwoDecimals(input.paid, expected),
    total_late_fees: input.lateFees ?? 0,
  };
}

export interface MemberStandingInput {
  contributionAmount: number;
  duration: number;
  paidCycles: number;
  paidAmount: number;
}

export interface MemberStanding {
  remaining_cycles: number;
  remaining_amount: number;
  payment_status: ArisanPaymentState;
  payment_progress: number;
}

export const ARISAN_PAYMENT_STATES = ['paid', 'unpaid'] as const;
export type ArisanPaymentState = (typeof ARISAN_PAYMENT_STATES)[number];

/** One member's standing in one arisan: what is left to pay and how far along they are. */
export function computeMemberStanding(input: MemberStandingInput): MemberStanding {
  const remainingCycles = Math.max(0, input.duration - input.paidCycles);
  const expected = input.contributionAmount * input.duration;
  return {
    remaining_cycles: remainingCycles,
    remaining_amount: Math.max(0, expected - input.paidAmount),
    payment_status: remainingCycles === 0 ? 'paid' : 'unpaid',
    payment_progress: percentTwoDecimals(input.paidAmount, expected),
  };
}

/** How many cycles of the schedule fall on or before `today` (cycle n is due on `cycleDate(start, type, n)`). */
export function countCyclesDueBy(
  start: string,
  savingType: SavingType,
  duration: number,
  today: string,
): number {
  let due = 0;
  while (due < duration && cycleDate(start, savingType, due) <= today) due += 1;
  return due;
}

/**
 * Cycles a member should have paid by `today` but has not (dues are paid oldest first). Zero before the
 * arisan is started, because nothing is scheduled yet.
 */
export function countCyclesOverdue(opts: {
  started: boolean;
  startDate: string;
  savingType: SavingType;
  duration: number;
  paidCycles: number;
  today: string;
}): number {
  if (!opts.started) return 0;
  const due = countCyclesDueBy(opts.startDate, opts.savingType, opts.duration, opts.today);
  return Math.max(0, due - opts.paidCycles);
}

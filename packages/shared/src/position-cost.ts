import type { SavingType } from './constants.ts';

// What a seat in an arisan costs or earns (docs/decisions/080-position-cost.md). Member p pays the
// contribution every cycle and receives the pot at cycle p: an early seat borrows from the group and repays
// afterwards, a late seat saves first and receives later. The implied rate is the IRR of that cash flow.
// A plain money arisan charges nobody interest (every seat pays N x c and receives N x c, rate 0%); rates
// appear with a lelang (early winners give up a discount that the later seats share) or when the pot is
// worth less than what is paid in (arisan barang's shop fee).

/** Cycles in a year, for the yearly rate. */
export const CYCLES_PER_YEAR: Record<SavingType, number> = { daily: 365, weekly: 52, monthly: 12 };

export interface LelangTerms {
  /** The highest discount a winner may offer, percent of the pot. */
  capPercent: number;
  /** The organiser's share of each discount, percent of the discount. */
  commissionPercent: number;
  /** The discount expected to win each auctioned cycle, percent of the pot (capped at capPercent). */
  expectedDiscountPercent: number;
}

export interface PositionCostInput {
  /** What each member pays per cycle, rupiah. */
  contribution: number;
  /** Members, one seat and one cycle each (N). */
  members: number;
  savingType: SavingType;
  /** What the receiver gets, rupiah; N x contribution when left out (arisan barang: the goods' price). */
  potValue?: number;
  lelang?: LelangTerms;
  /** Only these positions (each IRR costs O(N) per step: a long daily arisan shows a few); all when left out. */
  positions?: number[];
}

export type PositionKind = 'pinjaman' | 'tabungan' | 'seimbang';

export interface PositionCost {
  position: number;
  /** The cycle the seat receives (cycle p goes to position p). */
  receiveCycle: number;
  /** Contributions paid over the arisan, rupiah. */
  paid: number;
  /** The pot received, after the seat's own winning discount, rupiah. */
  received: number;
  /** Expected lelang dividends received while not yet received, rupiah (0 without a lelang). */
  dividend: number;
  kind: PositionKind;
  /**
   * Effective interest per cycle, percent to two decimals: a loan's cost, a saving's return. Null when no
   * single rate describes the flow (a middle seat with a lelang may pay more than it gets at any rate).
   */
  ratePerCycle: number | null;
  /** The same compounded over a year of the arisan's cycles, percent to two decimals. */
  ratePerYear: number | null;
  /** Every cycle's net cash flow for this seat (received minus paid), rupiah, cycle 1 first. */
  flows: number[];
}

export const POSITION_KIND_LABEL: Record<PositionKind, string> = {
  pinjaman: 'pinjaman dari kelompok',
  tabungan: 'tabungan',
  seimbang: 'seimbang',
};

const npv = (flows: number[], rate: number) =>
  flows.reduce((sum, flow, i) => sum + flow / (1 + rate) ** (i + 1), 0);

// Rates tried for a sign change, densest near 0%, from -99% to +1000% per cycle.
const RATE_GRID = [
  -0.99, -0.9, -0.75, -0.5, -0.3, -0.2, -0.1, -0.05, -0.02, -0.01, -0.005, -0.001, 0, 0.001, 0.005, 0.01,
  0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10,
];

function bisect(flows: number[], lo: number, hi: number): number {
  let fLo = npv(flows, lo);
  // To 0.0001% per cycle, finer than the 0.01% shown.
  while (hi - lo > 1e-6) {
    const mid = (lo + hi) / 2;
    const fMid = npv(flows, mid);
    if (fMid === 0) return mid;
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else {
      hi = mid;
    }
  }
  return (lo + hi) / 2;
}

/**
 * The rate per cycle at which the flows' present value is zero (IRR), by bisection. A seat in the middle
 * pays both before and after it receives, so its flow changes sign twice and may have two rates (or none):
 * the one closest to 0% is the meaningful one (a plain arisan's is exactly 0%). Null when there is none.
 */
export function internalRate(flows: number[]): number | null {
  const roots: number[] = [];
  for (let i = 0; i < RATE_GRID.length; i++) {
    const a = RATE_GRID[i]!;
    const fa = npv(flows, a);
    if (fa === 0) roots.push(a);
    const b = RATE_GRID[i + 1];
    if (b !== undefined && fa !== 0) {
      const fb = npv(flows, b);
      if (fb !== 0 && Math.sign(fa) !== Math.sign(fb)) roots.push(bisect(flows, a, b));
    }
  }
  if (roots.length === 0) return null;
  return roots.reduce((best, r) => (Math.abs(r) < Math.abs(best) ? r : best));
}

const percent2 = (rate: number) => Math.round(rate * 10000) / 100;

/** The discount won at `cycle`, rupiah: the last cycle has a single bidder left, so no discount. */
function discountAt(input: Required<Pick<PositionCostInput, 'members'>> & PositionCostInput, pot: number) {
  const terms = input.lelang;
  return (cycle: number) => {
    if (!terms || cycle >= input.members) return 0;
    const percent = Math.min(Math.max(terms.expectedDiscountPercent, 0), Math.max(terms.capPercent, 0));
    return Math.round((pot * percent) / 100);
  };
}

/** Every seat's cost of an arisan's schedule, position 1 first. */
export function positionCosts(input: PositionCostInput): PositionCost[] {
  const n = input.members;
  const c = input.contribution;
  if (!Number.isInteger(n) || n < 1 || !(c > 0)) return [];
  const pot = input.potValue ?? n * c;
  const discount = discountAt(input, pot);
  const commission = Math.min(Math.max(input.lelang?.commissionPercent ?? 0, 0), 100);
  // The discount less the organiser's commission, shared by the seats not yet received after that cycle.
  const dividendAt = (cycle: number) => {
    const shared = discount(cycle) - Math.round((discount(cycle) * commission) / 100);
    return n - cycle > 0 ? Math.floor(shared / (n - cycle)) : 0;
  };
  const years = CYCLES_PER_YEAR[input.savingType];
  const wanted = input.positions?.filter((p) => Number.isInteger(p) && p >= 1 && p <= n) ?? [];
  const positions = input.positions ? [...new Set(wanted)].sort((a, b) => a - b) : null;
  return (positions ?? Array.from({ length: n }, (_, i) => i + 1)).map((p): PositionCost => {
    const received = pot - discount(p);
    let dividend = 0;
    const flows = Array.from({ length: n }, (_, j) => {
      const t = j + 1;
      const share = t < p ? dividendAt(t) : 0;
      dividend += share;
      return -c + share + (t === p ? received : 0);
    });
    const rate = internalRate(flows);
    const before = p - 1;
    const after = n - p;
    return {
      position: p,
      receiveCycle: p,
      paid: n * c,
      received,
      dividend,
      kind: before < after ? 'pinjaman' : before > after ? 'tabungan' : 'seimbang',
      ratePerCycle: rate === null ? null : percent2(rate),
      ratePerYear: rate === null ? null : percent2((1 + rate) ** years - 1),
      flows,
    };
  });
}

import { describe, expect, it } from 'vitest';
import { internalRate, positionCosts } from './position-cost.ts';

describe('positionCosts', () => {
  it('prices position 1 of 10 at Rp 100.000 monthly as an interest-free loan from the group', () => {
    const costs = positionCosts({ contribution: 100_000, members: 10, savingType: 'monthly' });
    expect(costs).toHaveLength(10);
    const first = costs[0]!;
    expect(first).toMatchObject({
      position: 1,
      receiveCycle: 1,
      paid: 1_000_000,
      received: 1_000_000,
      dividend: 0,
      kind: 'pinjaman',
      ratePerCycle: 0,
      ratePerYear: 0,
    });
    // Receives 10 x 100.000 at cycle 1 while paying its own 100.000, then repays 9 x 100.000.
    expect(first.flows).toEqual([900_000, ...Array(9).fill(-100_000)]);
    expect(costs[9]).toMatchObject({ kind: 'tabungan', ratePerCycle: 0, received: 1_000_000 });
    expect(costs[9]!.flows.at(-1)).toBe(900_000);
  });

  it('calls the middle seat of an odd group balanced and the first half loans', () => {
    const kinds = positionCosts({ contribution: 50_000, members: 5, savingType: 'weekly' }).map(
      (c) => c.kind,
    );
    expect(kinds).toEqual(['pinjaman', 'pinjaman', 'seimbang', 'tabungan', 'tabungan']);
  });

  it('prices a seat of arisan barang whose pot is the goods: the shop fee is the early seat’s interest', () => {
    // Rp 1.000.000 goods, 2 members, Rp 50.000 fee: each pays Rp 550.000 twice.
    const [first, second] = positionCosts({
      contribution: 550_000,
      members: 2,
      savingType: 'monthly',
      potValue: 1_000_000,
    });
    // Seat 1: +450.000 now, -550.000 next month: 550 / 450 - 1 = 22.22% per month.
    expect(first).toMatchObject({ paid: 1_100_000, received: 1_000_000, ratePerCycle: 22.22 });
    // (550/450)^12 - 1 = 1011.3% a year.
    expect(first!.ratePerYear).toBeCloseTo(1011.3, 0);
    // Seat 2: -550.000 now, +450.000 next month: 450 / 550 - 1 = -18.18% per month (a losing saving).
    expect(second).toMatchObject({ ratePerCycle: -18.18, kind: 'tabungan' });
  });

  it('shares each won lelang discount among the seats not yet received', () => {
    // 3 members x Rp 100.000; each auctioned cycle is won at 10% of the Rp 300.000 pot (cap 20%), no commission.
    const [p1, p2, p3] = positionCosts({
      contribution: 100_000,
      members: 3,
      savingType: 'monthly',
      lelang: { capPercent: 20, commissionPercent: 0, expectedDiscountPercent: 10 },
    });
    // Cycle 1: seat 1 takes 270.000; the 30.000 discount goes 15.000 each to seats 2 and 3.
    // Cycle 2: seat 2 takes 270.000; its 30.000 goes to seat 3. Cycle 3: seat 3 alone, no discount.
    expect(p1).toMatchObject({ received: 270_000, dividend: 0, flows: [170_000, -100_000, -100_000] });
    expect(p2).toMatchObject({ received: 270_000, dividend: 15_000, flows: [-85_000, 170_000, -100_000] });
    expect(p3).toMatchObject({ received: 300_000, dividend: 45_000, flows: [-85_000, -70_000, 200_000] });
    // Seat 1: 170 = 100x + 100x^2 with x = 1/(1+r): x = (sqrt(7.8) - 1) / 2 = 0.896424, r = 11.55%.
    expect(p1!.ratePerCycle).toBe(11.55);
    expect(p1!.ratePerYear).toBeCloseTo(271.4, 0);
    // Seat 2 pays 15.000 more than it gets whatever the rate: -85x + 170x^2 - 100x^3 has no positive root.
    expect(p2!.ratePerCycle).toBeNull();
    // Seat 3: -85 - 70x + 200x^2 = 0: x = (70 + sqrt(4900 + 68000)) / 400 = 0.850005, r = 17.65% earned.
    expect(p3!.ratePerCycle).toBe(17.65);
  });

  it('caps the expected discount and keeps the organiser’s commission out of the dividends', () => {
    const [, , p3] = positionCosts({
      contribution: 100_000,
      members: 3,
      savingType: 'daily',
      lelang: { capPercent: 10, commissionPercent: 50, expectedDiscountPercent: 40 },
    });
    // Discount capped at 10% (30.000); half goes to the organiser: 7.500 + 15.000 to seat 3.
    expect(p3!.dividend).toBe(22_500);
  });

  it('prices only the positions asked for, in order', () => {
    const costs = positionCosts({
      contribution: 10_000,
      members: 100,
      savingType: 'daily',
      positions: [100, 1, 1, 0],
    });
    expect(costs.map((c) => c.position)).toEqual([1, 100]);
    expect(costs[1]!.flows).toHaveLength(100);
  });

  it('returns nothing for a schedule without members or money', () => {
    expect(positionCosts({ contribution: 0, members: 10, savingType: 'daily' })).toEqual([]);
    expect(positionCosts({ contribution: 1000, members: 0, savingType: 'daily' })).toEqual([]);
  });
});

describe('internalRate', () => {
  it('finds a one-period loan’s rate by bisection to 0.01%', () => {
    expect(internalRate([100, -110])).toBeCloseTo(0.1, 5);
  });
  it('answers null when the flow never changes sign', () => {
    expect(internalRate([-100, -100])).toBeNull();
  });
});

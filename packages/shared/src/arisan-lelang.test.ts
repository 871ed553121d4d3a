import { describe, expect, it } from 'vitest';
import { lelangCap, lelangPot, splitLelang } from './arisan-lelang.ts';

describe('the lelang money rules', () => {
  it('caps a bid at floor(pot x cap% / 100)', () => {
    expect(lelangPot(33_333, 7)).toBe(233_331);
    expect(lelangCap(233_331, 30)).toBe(69_999);
  });

  it('splits a discount into the commission and dividends that add up to it and differ by at most 1', () => {
    for (const [discount, percent, n] of [
      [100_003, 7, 4],
      [1, 5, 3],
      [0, 7, 2],
      [999_999, 0, 9],
      [12_345, 3, 1],
    ] as const) {
      const { commission, dividends } = splitLelang(discount, percent, n);
      expect(commission).toBe(Math.floor((discount * percent) / 100));
      expect(dividends).toHaveLength(n);
      expect(commission + dividends.reduce((a, b) => a + b, 0)).toBe(discount);
      expect(Math.max(...dividends) - Math.min(...dividends)).toBeLessThanOrEqual(1);
      // The extra rupiah go to the earliest positions.
      expect(dividends).toEqual([...dividends].sort((a, b) => b - a));
    }
  });

  it('gives the remainder by position: 10 rupiah among 3 is 4, 3, 3', () => {
    expect(splitLelang(10, 0, 3)).toEqual({ commission: 0, dividends: [4, 3, 3] });
  });
});

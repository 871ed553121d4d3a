import { describe, expect, it } from 'vitest';
import { discountPercent, discountThousands } from './discount.ts';

describe('discountPercent', () => {
  it('follows the prices: 1.000.000 down to 830.000 is 17%, down to 800.000 is 20%', () => {
    expect(discountPercent(830_000, 1_000_000)).toBe(17);
    expect(discountPercent(800_000, 1_000_000)).toBe(20);
  });

  it('is null without a real reduction', () => {
    expect(discountPercent(800_000, null)).toBeNull();
    expect(discountPercent(800_000, undefined)).toBeNull();
    expect(discountPercent(800_000, 800_000)).toBeNull();
    expect(discountPercent(900_000, 800_000)).toBeNull();
  });

  it('is 100 for a free product with an original price', () => {
    expect(discountPercent(0, 500_000)).toBe(100);
  });
});

describe('discountThousands', () => {
  it('is the reduction in thousands of rupiah, rounded', () => {
    expect(discountThousands(2_400_000, 3_000_000)).toBe(600);
    expect(discountThousands(1_000_000, 1_001_600)).toBe(2);
  });

  it('is null without a real reduction', () => {
    expect(discountThousands(800_000, null)).toBeNull();
    expect(discountThousands(800_000, 800_000)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { imageUrl } from './images.ts';
import { discountPercent, discountThousands } from './pricing.ts';

describe('discount', () => {
  it('derives the percent and the thousands off from the two prices', () => {
    expect(discountPercent(750_000, 1_000_000)).toBe(25);
    expect(discountThousands(750_000, 1_000_000)).toBe(250);
    expect(discountPercent(1_990_000, 2_490_000)).toBe(20);
  });

  it('is null when there is no reduction', () => {
    for (const original of [null, undefined, 0, 500_000, 400_000]) {
      expect(discountPercent(500_000, original)).toBeNull();
      expect(discountThousands(500_000, original)).toBeNull();
    }
  });
});

describe('image URLs', () => {
  it('asks for a width at the stored quality, in the best format unless one is named', () => {
    expect(imageUrl(7, 280)).toBe('/api/images/7?w=280&q=75&f=auto');
    expect(imageUrl(7, 560, 'jpeg')).toBe('/api/images/7?w=560&q=75&f=jpeg');
  });
});

import { describe, expect, it } from 'vitest';
import { formatRating } from './rating.tsx';

describe('formatRating', () => {
  it('writes every rating the API sends (tenths from 0 to 5) as Intl writes it in Indonesian', () => {
    const intl = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let tenths = 0; tenths <= 50; tenths++) {
      const value = tenths / 10;
      expect(formatRating(value)).toBe(intl.format(value));
    }
    expect(formatRating(4.8)).toBe('4,8');
  });
});

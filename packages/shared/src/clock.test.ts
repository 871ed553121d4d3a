import { describe, expect, it } from 'vitest';
import { shopDateTime, shopDayStart, todayInShop } from './clock.ts';

describe('shop clock', () => {
  it('turns the day at midnight in Jakarta, not in UTC', () => {
    expect(todayInShop(new Date('2026-03-10T16:59:59Z'))).toBe('2026-03-10');
    expect(todayInShop(new Date('2026-03-10T17:00:00Z'))).toBe('2026-03-11');
    expect(todayInShop(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
  });

  it("agrees with the Asia/Jakarta time zone's own calendar at every hour of two years", () => {
    const jakarta = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 - 1) {
      expect(todayInShop(new Date(t))).toBe(jakarta.format(new Date(t)));
    }
  });

  it('starts a shop day at 17:00 UTC of the day before', () => {
    expect(shopDayStart('2026-03-11').toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(todayInShop(shopDayStart('2026-03-11'))).toBe('2026-03-11');
  });

  it('writes an instant as the Jakarta wall clock', () => {
    expect(shopDateTime(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23 00:30');
    expect(shopDateTime(new Date('2026-11-22T03:05:59Z'))).toBe('2026-11-22 10:05');
  });
});

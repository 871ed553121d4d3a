import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './format.ts';

/** The instant's wall clock in Asia/Jakarta as Intl's time zone data says it: what formatDate must show. */
function jakarta(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

describe('formatDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes an instant on the shop's clock (WIB), the next day when it is late evening in UTC", () => {
    expect(formatDate('2026-11-26T17:30:00Z')).toBe('27 November 2026 - 00:30');
    expect(formatDate('2026-11-26T17:30:00Z', 'DD MMM YYYY')).toBe('27 Nov 2026');
    expect(formatDate(new Date('2026-02-01T01:05:00Z'), 'DD MMMM YYYY, HH:mm')).toBe(
      '01 Februari 2026, 08:05',
    );
  });

  it('agrees with the Asia/Jakarta time zone data on instants spread over the years the shop runs', () => {
    for (let i = 0; i < 300; i++) {
      const at = new Date(Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 20 * 365 * 86_400_000));
      expect(formatDate(at, 'DD/MM/YYYY HH:mm')).toBe(jakarta(at));
    }
  });

  it('asks Intl nothing (a first Intl formatter costs a page tens of milliseconds)', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const asked = vi.spyOn(Date.prototype, 'toLocaleString');
    formatDate('2026-11-26T17:30:00Z');
    formatDate(new Date(), 'DD MMM YYYY');
    expect(built).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
  });
});

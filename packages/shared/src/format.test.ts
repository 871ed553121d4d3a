import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildPagination,
  formatCalendarDate,
  formatNumber,
  formatRupiah,
  groupRupiah,
  parseRupiah,
  slugify,
} from './format.ts';

// What Intl itself writes: the hand-written grouping must never differ from it.
const intlRupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
// Whole numbers of every length, both signs, the 2^53 edge and a spread of random ones.
const WHOLE = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  9999,
  10_000,
  99_999,
  100_000,
  999_999,
  1_000_000,
  1_250_000,
  12_345_678,
  Number.MAX_SAFE_INTEGER,
  ...Array.from({ length: 200 }, (_, i) => Math.floor(Math.random() * 10 ** (1 + (i % 15)))),
].flatMap((n) => [n, -n].filter((v) => !Object.is(v, -0)));

describe('formatRupiah', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes whole rupiah with Indonesian grouping and no decimals', () => {
    expect(formatRupiah(1250000)).toBe('Rp\u00a01.250.000');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
    expect(formatRupiah(-75_000)).toBe('-Rp\u00a075.000');
  });

  it('writes every whole amount exactly as Intl does, and leaves fractions and 2^53 and past to Intl', () => {
    for (const n of WHOLE) expect(formatRupiah(n)).toBe(intlRupiah.format(n));
    for (const n of [2.5, -2.5, 1249.4, 2 ** 53, 1e21]) expect(formatRupiah(n)).toBe(intlRupiah.format(n));
    // -0 (a discount of nothing, say) is no debt.
    expect(formatRupiah(-0)).toBe('Rp\u00a00');
  });

  it('builds no Intl formatter on import or for whole amounts, the numbers a first paint shows', async () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    const builtDate = vi.spyOn(Intl, 'DateTimeFormat');
    const asked = vi.spyOn(Number.prototype, 'toLocaleString');
    vi.resetModules();
    const fresh = await import('./format.ts');
    fresh.formatRupiah(1_250_000);
    fresh.formatNumber(1250);
    fresh.groupRupiah(99_000);
    expect(built).not.toHaveBeenCalled();
    expect(builtDate).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('formatNumber', () => {
  it('groups whole numbers as Intl does, and leaves the rest to Intl', () => {
    const intl = new Intl.NumberFormat('id-ID');
    for (const n of WHOLE) expect(formatNumber(n)).toBe(intl.format(n));
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });
});

describe('formatCalendarDate', () => {
  it("writes a calendar date as 'DD MMMM YYYY' in Indonesian, the same day in every time zone", () => {
    expect(formatCalendarDate('2026-11-05')).toBe('05 November 2026');
    expect(formatCalendarDate('2027-02-28')).toBe('28 Februari 2027');
  });
});

describe('slugify', () => {
  it('makes URL-safe slugs from Indonesian product names', () => {
    expect(slugify('Sofa Minimalis 3 Dudukan')).toBe('sofa-minimalis-3-dudukan');
    expect(slugify('  Kursi Kantor/Ergonomis (Hitam)  ')).toBe('kursi-kantor-ergonomis-hitam');
    expect(slugify('Lemari Pakaian 2 Pintu – Jati')).toBe('lemari-pakaian-2-pintu-jati');
  });
});

describe('buildPagination', () => {
  it('says whether a next page exists', () => {
    expect(buildPagination(25, 2, 12)).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalItems: 25,
      limit: 12,
      hasNextPage: true,
    });
    expect(buildPagination(0, 1, 12).hasNextPage).toBe(false);
  });
});

describe('parseRupiah', () => {
  it.each([
    ['1250000', 1_250_000],
    ['1.250.000', 1_250_000],
    ['Rp 1.250.000', 1_250_000],
    ['Rp1.250.000', 1_250_000],
    ['rp. 250.000', 250_000],
    ['Rp\u00a01.250.000', 1_250_000],
    ['250.000', 250_000],
    ['0', 0],
  ])('reads %j as %d', (text, amount) => {
    expect(parseRupiah(text)).toBe(amount);
  });

  it.each(['', '1.250.000,50', '12.5', '1,250,000', '1.25.000', 'abc', '-5000', '1e6', 'Rp'])(
    'refuses %j',
    (text) => {
      expect(parseRupiah(text)).toBeNull();
    },
  );

  it('groups an amount the Indonesian way', () => {
    expect(groupRupiah(1_250_000)).toBe('1.250.000');
    for (const n of WHOLE)
      expect(groupRupiah(n)).toBe(n.toLocaleString('id-ID', { maximumFractionDigits: 0 }));
  });
});

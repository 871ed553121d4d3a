import { describe, expect, it } from 'vitest';
import {
  buildPagination,
  formatCalendarDate,
  formatRupiah,
  groupRupiah,
  parseRupiah,
  slugify,
} from './format.ts';

describe('formatRupiah', () => {
  it('writes whole rupiah with Indonesian grouping and no decimals', () => {
    expect(formatRupiah(1250000)).toBe('Rp\u00a01.250.000');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
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
  });
});

import { describe, expect, it } from 'vitest';
import { buildPagination, formatRupiah, slugify } from './format.ts';

describe('formatRupiah', () => {
  it('writes whole rupiah with Indonesian grouping and no decimals', () => {
    expect(formatRupiah(1250000)).toBe('Rp\u00a01.250.000');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
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

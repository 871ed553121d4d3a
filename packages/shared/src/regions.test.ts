import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROVINCE,
  isValidRegion,
  listDesa,
  listKabupaten,
  listKecamatan,
  PROVINCES,
} from './regions.ts';

describe('regions', () => {
  it('covers only Jawa Timur', () => {
    expect(PROVINCES).toEqual(['Jawa Timur']);
    expect(DEFAULT_PROVINCE).toBe('Jawa Timur');
  });

  it('has exactly the five delivery kabupaten/kota', () => {
    expect([...listKabupaten('Jawa Timur')].sort()).toEqual(
      ['Bangkalan', 'Kota Surabaya', 'Pamekasan', 'Sampang', 'Sumenep'].sort(),
    );
  });

  it('has the real kecamatan counts', () => {
    expect(listKecamatan('Jawa Timur', 'Bangkalan')).toHaveLength(18);
    expect(listKecamatan('Jawa Timur', 'Kota Surabaya')).toHaveLength(31);
  });

  it('lists kecamatan and desa alphabetically', () => {
    const kecamatan = listKecamatan('Jawa Timur', 'Bangkalan');
    expect(kecamatan[0]).toBe('Arosbaya');
    expect(kecamatan).toEqual([...kecamatan].sort((a, b) => a.localeCompare(b)));
    expect(listDesa('Jawa Timur', 'Bangkalan', 'Arosbaya')).toContain('Tengket');
  });

  it('accepts a known desa under its kecamatan', () => {
    expect(
      isValidRegion({
        provinsi: 'Jawa Timur',
        kabupaten: 'Bangkalan',
        kecamatan: 'Arosbaya',
        desa: 'Tengket',
      }),
    ).toBe(true);
    expect(
      isValidRegion({
        provinsi: 'Jawa Timur',
        kabupaten: 'Kota Surabaya',
        kecamatan: 'Tegalsari',
        desa: 'Dr. Soetomo',
      }),
    ).toBe(true);
  });

  it('rejects a real desa under the wrong kecamatan or kabupaten', () => {
    // Tengket is in Arosbaya, not Kamal.
    expect(
      isValidRegion({ provinsi: 'Jawa Timur', kabupaten: 'Bangkalan', kecamatan: 'Kamal', desa: 'Tengket' }),
    ).toBe(false);
    // Galis is a kecamatan in both Bangkalan and Pamekasan; its desa must not cross over.
    const desaGalisBangkalan = listDesa('Jawa Timur', 'Bangkalan', 'Galis');
    const onlyInBangkalan = desaGalisBangkalan.find(
      (d) => !listDesa('Jawa Timur', 'Pamekasan', 'Galis').includes(d),
    );
    expect(onlyInBangkalan).toBeDefined();
    expect(
      isValidRegion({
        provinsi: 'Jawa Timur',
        kabupaten: 'Pamekasan',
        kecamatan: 'Galis',
        desa: onlyInBangkalan!,
      }),
    ).toBe(false);
  });

  it('is exact: case and spelling matter', () => {
    expect(
      isValidRegion({
        provinsi: 'Jawa Timur',
        kabupaten: 'Bangkalan',
        kecamatan: 'arosbaya',
        desa: 'Tengket',
      }),
    ).toBe(false);
    expect(
      isValidRegion({
        provinsi: 'Jawa Timur',
        kabupaten: 'Kabupaten Bangkalan',
        kecamatan: 'Arosbaya',
        desa: 'Tengket',
      }),
    ).toBe(false);
  });

  it('returns [] for unknown input', () => {
    expect(listKabupaten('Jawa Barat')).toEqual([]);
    expect(listKabupaten('')).toEqual([]);
    expect(listKecamatan('Jawa Timur', 'Malang')).toEqual([]);
    expect(listKecamatan('Jawa Barat', 'Bangkalan')).toEqual([]);
    expect(listDesa('Jawa Timur', 'Bangkalan', 'Tegalsari')).toEqual([]);
    expect(isValidRegion({ provinsi: '', kabupaten: '', kecamatan: '', desa: '' })).toBe(false);
  });

  it('returns copies that callers may mutate', () => {
    listKecamatan('Jawa Timur', 'Bangkalan').pop();
    listDesa('Jawa Timur', 'Bangkalan', 'Arosbaya').length = 0;
    expect(listKecamatan('Jawa Timur', 'Bangkalan')).toHaveLength(18);
    expect(listDesa('Jawa Timur', 'Bangkalan', 'Arosbaya')).toContain('Tengket');
  });
});

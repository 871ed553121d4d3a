import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { resolveRegionNames } from './regions.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

type Region = { code: string; name: string; label: string };
const regions = async (parent?: string) => {
  const res = await t.call({ method: 'GET', url: `/api/regions${parent ? `?parent=${parent}` : ''}` });
  return { ...res, data: (res.body?.data ?? []) as Region[] };
};

describe('GET /api/regions', () => {
  it('lists the 38 provinces of Indonesia by name, and 514 kabupaten/kota under them', async () => {
    const provinces = await regions();
    expect(provinces.status).toBe(200);
    expect(provinces.data).toHaveLength(38);
    expect(provinces.data).toContainEqual({ code: '35', name: 'Jawa Timur', label: 'Jawa Timur' });
    expect(provinces.data[0]?.name).toBe('Aceh');
    let kabupaten = 0;
    for (const p of provinces.data) kabupaten += (await regions(p.code)).data.length;
    expect(kabupaten).toBe(514);
  });

  it("shows a kabupaten as 'Kab. Malang' and a kota as 'Kota Malang', never 'Kab. Kota'", async () => {
    const jatim = (await regions('35')).data;
    expect(jatim).toContainEqual({ code: '35.07', name: 'Malang', label: 'Kab. Malang' });
    expect(jatim).toContainEqual({ code: '35.73', name: 'Kota Malang', label: 'Kota Malang' });
    expect(jatim).toContainEqual({ code: '35.78', name: 'Kota Surabaya', label: 'Kota Surabaya' });
    // The spec's five keep the names addresses carry.
    expect(jatim).toContainEqual({ code: '35.26', name: 'Bangkalan', label: 'Kab. Bangkalan' });
    expect(jatim.filter((k) => k.label.startsWith('Kab. Kota'))).toEqual([]);
    // A kota sorts by its own name, right after the kabupaten of that name.
    const labels = jatim.map((k) => k.label);
    expect(labels.indexOf('Kota Malang')).toBe(labels.indexOf('Kab. Malang') + 1);
    expect(labels[0]).toBe('Kab. Bangkalan');
    expect((await regions('31')).data.map((k) => k.name)).toContain('Kota Jakarta Pusat');
  });

  it('goes down to kecamatan and desa, sorted by name', async () => {
    const kecamatan = (await regions('33.74')).data;
    expect(kecamatan.map((k) => k.name)).toContain('Semarang Tengah');
    const names = kecamatan.map((k) => k.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const desa = (await regions('33.74.01')).data;
    expect(desa).toContainEqual({ code: '33.74.01.1001', name: 'Miroto', label: 'Miroto' });
    expect((await regions('33.74.01.1001')).data).toEqual([]);
  });

  it('answers an unknown parent 404 and a malformed one 400', async () => {
    const unknown = await regions('99.99');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Wilayah tidak ditemukan');
    const junk = await regions('abc');
    expect(junk.status).toBe(400);
    expect(junk.body.errors[0].path).toBe('parent');
  });

  it('is cacheable: Cache-Control and an ETag, and 304 for a current copy', async () => {
    const first = await regions('35');
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"regions-/);
    expect(String((await regions('33')).headers.etag)).not.toBe(etag);
    const again = await t.call({
      method: 'GET',
      url: '/api/regions?parent=35',
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.raw).toBe('');
  });
});

describe('an address by its names', () => {
  const codeOf = (provinsi: string, kabupaten: string, kecamatan: string, desa: string) => {
    try {
      return resolveRegionNames({ provinsi, kabupaten, kecamatan, desa });
    } catch (err) {
      return (err as { errors?: { path: string }[] }).errors?.[0]?.path;
    }
  };

  it('finds the spec’s names, those with an apostrophe or a dot included', () => {
    expect(codeOf('Jawa Timur', 'Bangkalan', 'Arosbaya', 'Tengket')).toMatch(/^35\.26\.05\.\d{4}$/);
    expect(codeOf('Jawa Timur', 'Kota Surabaya', 'Tegalsari', 'Dr. Soetomo')).toMatch(/^35\.78\./);
    expect(codeOf('Jawa Timur', 'Sampang', 'Pangarengan', "Apa'an")).toMatch(/^35\.27\./);
  });

  it('names the first field that is not found under the one above it', () => {
    // Tengket is in Arosbaya, not Kamal; Galis is a kecamatan of both Bangkalan and Pamekasan.
    expect(codeOf('Jawa Timur', 'Bangkalan', 'Kamal', 'Tengket')).toBe('desa');
    expect(codeOf('Jawa Timur', 'Bangkalan', 'Semarang Tengah', 'Miroto')).toBe('kecamatan');
    expect(codeOf('Jawa Timur', 'Kota Semarang', 'Semarang Tengah', 'Miroto')).toBe('kabupaten');
    expect(codeOf('Jawa', 'Kota Semarang', 'Semarang Tengah', 'Miroto')).toBe('provinsi');
    expect(codeOf('Jawa Tengah', 'Kota Semarang', 'Semarang Tengah', 'Miroto')).toBe('33.74.01.1001');
  });
});

import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Call } from './render.tsx';

// A small slice of the region data and a delivery area, answered as GET /api/regions and
// GET /api/delivery-area answer them, for the tests of the address form and 'Pengaturan Toko'.

const region = (code: string, name: string) => ({
  code,
  name,
  label: code.split('.').length === 2 && !name.startsWith('Kota ') ? `Kab. ${name}` : name,
});

export const REGIONS: Record<string, ReturnType<typeof region>[]> = {
  '': [region('33', 'Jawa Tengah'), region('35', 'Jawa Timur')],
  '33': [region('33.22', 'Semarang'), region('33.74', 'Kota Semarang')],
  '33.74': [region('33.74.01', 'Semarang Tengah'), region('33.74.02', 'Semarang Utara')],
  '33.74.01': [region('33.74.01.1001', 'Miroto'), region('33.74.01.1002', 'Brumbungan')],
  '35': [
    region('35.26', 'Bangkalan'),
    region('35.07', 'Malang'),
    region('35.73', 'Kota Malang'),
    region('35.27', 'Sampang'),
    region('35.78', 'Kota Surabaya'),
  ],
  '35.26': [region('35.26.05', 'Arosbaya'), region('35.26.01', 'Kamal')],
  '35.26.05': [region('35.26.05.2004', 'Balung'), region('35.26.05.2017', 'Tengket')],
  '35.27': [region('35.27.02', 'Camplong')],
  '35.27.02': [region('35.27.02.2001', 'Anggersek')],
  '35.78': [region('35.78.08', 'Gubeng'), region('35.78.03', 'Tegalsari')],
  '35.78.08': [region('35.78.08.1001', 'Airlangga')],
  '35.78.03': [region('35.78.03.1001', 'Dr. Soetomo')],
};

const byCode = (code: string) =>
  Object.values(REGIONS)
    .flat()
    .find((r) => r.code === code)!;

/** The spec's area, in this slice: three kabupaten of Jawa Timur. */
export const DEFAULT_AREA = { provinsi: [], kabupaten: ['35.26', '35.27', '35.78'].map(byCode) };

/** mockApi handlers for the region lists and the area (`area` as codes). */
export function regionHandlers(area: { provinsi: string[]; kabupaten: string[] } | null = null) {
  return {
    'GET /api/regions': ({ query }: Call) => ({ data: REGIONS[query.get('parent') ?? ''] ?? [] }),
    'GET /api/delivery-area': () => ({
      data: area
        ? { provinsi: area.provinsi.map(byCode), kabupaten: area.kabupaten.map(byCode) }
        : DEFAULT_AREA,
    }),
  };
}

/** Picks `option` in the labelled picker by typing part of it and clicking the match. */
export async function pickRegion(
  user: UserEvent,
  scope: HTMLElement,
  label: string,
  typed: string,
  option: string,
) {
  const box = within(scope).getByRole('combobox', { name: label });
  await user.click(box);
  await user.clear(box);
  await user.type(box, typed);
  await user.click(await within(scope).findByRole('option', { name: option }));
}

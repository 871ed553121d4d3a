import { describe, expect, it } from 'vitest';
import { COURIER_INFO, COURIERS, trackingLink } from './constants.ts';

describe('trackingLink', () => {
  it.each([
    ['jne', 'https://www.jne.co.id/tracking-package'],
    ['jnt', 'https://jet.co.id/track'],
    ['anteraja', 'https://anteraja.id/tracking'],
    ['pos', 'https://www.posindonesia.co.id/id/tracking'],
  ] as const)('links %s to its public tracking page; the resi travels by Salin', (courier, page) => {
    expect(trackingLink(courier, 'JP1234567890')).toEqual({ href: page, carriesResi: false });
  });

  it('puts the resi into the SiCepat address, trimmed and escaped', () => {
    expect(trackingLink('sicepat', ' 004123456789 ')).toEqual({
      href: 'https://www.sicepat.com/checkAwb/004123456789',
      carriesResi: true,
    });
    expect(trackingLink('sicepat', 'A/B 1')?.href).toBe('https://www.sicepat.com/checkAwb/A%2FB%201');
  });

  it('has no link for the shop’s own delivery, no courier or no resi', () => {
    expect(trackingLink('own', 'TOKO-1')).toBeNull();
    expect(trackingLink(null, 'JP1')).toBeNull();
    expect(trackingLink('jne', '  ')).toBeNull();
    expect(trackingLink('jne', null)).toBeNull();
  });

  it('sends every public page over https', () => {
    for (const c of COURIERS) {
      const page = COURIER_INFO[c].page;
      if (page === null) continue;
      expect(new URL(page).protocol).toBe('https:');
    }
  });
});

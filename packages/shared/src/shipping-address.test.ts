import { describe, expect, it } from 'vitest';
import { formatShippingAddress, shippingAddressPhone, splitShippingAddress } from './orders.ts';

// The address an order copies as text, read back apart for a packing label (ADR 088).

const written = formatShippingAddress({
  label: 'Rumah',
  recipient: 'Siti (Ibu) Rahayu',
  phone: '6281234567890',
  jalan: 'Jl. Melati No. 5, RT 01/RW 02',
  desa: 'Sukamaju',
  kecamatan: 'Cibinong',
  kabupaten: 'Bogor',
  provinsi: 'Jawa Barat',
  postal_code: '16911',
});

describe('splitShippingAddress', () => {
  it('gives the recipient and the postal address of an address the shop wrote', () => {
    expect(splitShippingAddress(written)).toEqual({
      recipient: 'Siti (Ibu) Rahayu',
      rest: expect.stringMatching(
        /^Jl\. Melati No\. 5, RT 01\/RW 02, Desa\/Kel\. Sukamaju, Kec\. Cibinong, .*16911$/,
      ),
    });
    expect(shippingAddressPhone(written)).toBe('6281234567890');
  });

  it('gives null for free text it cannot read, so the label prints the text whole', () => {
    expect(splitShippingAddress('Jl. Uji 1, Semarang')).toBeNull();
    expect(splitShippingAddress('Rumah - Uji (0812), Jl. Uji')).toBeNull();
  });
});

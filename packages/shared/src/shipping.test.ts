import { describe, expect, it } from 'vitest';
import { chargedKilograms, type ShippingLine, type ShippingZone, shippingCost, zoneFor } from './shipping.ts';

// The one rule of what shipping costs (docs/decisions/073-shipping-zones.md).

const line = (over: Partial<ShippingLine> = {}): ShippingLine => ({
  quantity: 1,
  weight_gram: 1_000,
  length_cm: null,
  width_cm: null,
  height_cm: null,
  free_shipping: false,
  ...over,
});
const zone = (over: Partial<ShippingZone> = {}): ShippingZone => ({
  name: 'Jawa Tengah',
  provinsi: ['33'],
  kabupaten: [],
  rate_type: 'flat',
  rate: 20_000,
  free_threshold: null,
  ...over,
});

describe('shippingCost', () => {
  it('is 0 without a zone', () => {
    expect(shippingCost(null, [line()], 100_000)).toBe(0);
  });
  it('charges a flat rate once per order, whatever the weight', () => {
    expect(shippingCost(zone(), [line({ quantity: 3, weight_gram: 40_000 })], 100_000)).toBe(20_000);
  });
  it('charges per started kilogram of the larger of actual and volumetric weight', () => {
    const perKg = zone({ rate_type: 'per_kg', rate: 5_000 });
    // 1,001 g is 2 kg.
    expect(shippingCost(perKg, [line({ weight_gram: 1_001 })], 1)).toBe(10_000);
    // 100 x 50 x 60 cm = 300,000 cm3 / 6000 = 50 kg volumetric, beating 12 kg actual; twice.
    const sofa = line({ quantity: 2, weight_gram: 12_000, length_cm: 100, width_cm: 50, height_cm: 60 });
    expect(shippingCost(perKg, [sofa], 1)).toBe(100 * 5_000);
    // A heavy small thing: the actual weight wins.
    const iron = line({ weight_gram: 7_500, length_cm: 10, width_cm: 10, height_cm: 10 });
    expect(shippingCost(perKg, [iron], 1)).toBe(8 * 5_000);
  });
  it('sums the lines before rounding up', () => {
    expect(chargedKilograms([line({ weight_gram: 400 }), line({ weight_gram: 500 })])).toBe(1);
    // 10 x 10 x 10 / 6 = 166.67 g volumetric, three units: 500 g, still 1 kg.
    expect(
      chargedKilograms([line({ quantity: 3, weight_gram: 1, length_cm: 10, width_cm: 10, height_cm: 10 })]),
    ).toBe(1);
  });
  it('counts a unit without a weight as one kilogram, and uses the volume only with all three sizes', () => {
    expect(chargedKilograms([line({ quantity: 2, weight_gram: null })])).toBe(2);
    expect(chargedKilograms([line({ weight_gram: 100, length_cm: 100, width_cm: 100 })])).toBe(1);
  });
  it('ships free at or above the threshold, and charges just below it', () => {
    const z = zone({ free_threshold: 500_000 });
    expect(shippingCost(z, [line()], 500_000)).toBe(0);
    expect(shippingCost(z, [line()], 499_999)).toBe(20_000);
  });
  it('leaves GRATIS ONGKIR products out; an order of only those ships free', () => {
    const perKg = zone({ rate_type: 'per_kg', rate: 5_000 });
    const free = line({ weight_gram: 30_000, free_shipping: true });
    expect(shippingCost(perKg, [free, line({ weight_gram: 2_000 })], 1)).toBe(10_000);
    expect(shippingCost(perKg, [free], 1)).toBe(0);
    expect(shippingCost(zone(), [free], 1)).toBe(0);
    expect(shippingCost(zone(), [free, line()], 1)).toBe(20_000);
  });
});

describe('zoneFor', () => {
  const province = zone({ name: 'Jawa Tengah' });
  const semarang = zone({ name: 'Kota Semarang', provinsi: [], kabupaten: ['33.74'] });
  it('picks the kabupaten zone over the province zone, in any order', () => {
    expect(zoneFor([province, semarang], { provinsi: '33', kabupaten: '33.74' })?.name).toBe('Kota Semarang');
    expect(zoneFor([semarang, province], { provinsi: '33', kabupaten: '33.74' })?.name).toBe('Kota Semarang');
    expect(zoneFor([province, semarang], { provinsi: '33', kabupaten: '33.01' })?.name).toBe('Jawa Tengah');
  });
  it('answers null outside every zone', () => {
    expect(zoneFor([province, semarang], { provinsi: '35', kabupaten: '35.07' })).toBeNull();
  });
});

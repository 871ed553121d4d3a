import { z } from 'zod';
import { MONEY_LIMITS, text } from './common.ts';
import { formatNumber, formatRupiah } from './format.ts';
import { RegionCodeSchema, RegionSchema } from './regions.ts';

// Shipping cost by destination and size (docs/decisions/073-shipping-zones.md). The owner sets zones
// (sets of kabupaten/kota or provinces) with a rate; the server prices every cart and order with the
// one rule below, and the cart only shows what it answered. No zone for an address: shipping is 0.

export const SHIPPING_RATE_TYPES = ['flat', 'per_kg'] as const;
export const ShippingRateTypeSchema = z.enum(SHIPPING_RATE_TYPES, {
  error: 'Jenis tarif harus flat atau per_kg',
});
export type ShippingRateType = z.infer<typeof ShippingRateTypeSchema>;

export const SHIPPING_RATE_LABEL: Record<ShippingRateType, string> = {
  flat: 'Tarif tetap per pesanan',
  per_kg: 'Per kg',
};

/** The sizes a product may carry, and their maxima: a sofa fits, a typo of three zeros does not. */
export const PRODUCT_SIZE_LIMITS = {
  weight_gram: 1_000_000,
  length_cm: 1_000,
  width_cm: 1_000,
  height_cm: 1_000,
} as const;
export type ProductSizeField = keyof typeof PRODUCT_SIZE_LIMITS;

/** What a unit without a weight counts as: one kilogram, so a forgotten weight never ships free. */
export const DEFAULT_WEIGHT_GRAM = 1_000;
/** Volumetric weight is L x W x H / 6000 kg, i.e. L x W x H / 6 gram. */
export const VOLUMETRIC_DIVISOR_CM3_PER_KG = 6_000;

export const MAX_SHIPPING_ZONES = 100;

export const SHIPPING_TEXT = {
  saved: 'Ongkos kirim berhasil disimpan',
  nameRequired: 'Nama zona wajib diisi',
  nameTooLong: 'Nama zona maksimal 60 karakter',
  nameTaken: (name: string) => `Nama zona ${name} dipakai lebih dari sekali`,
  regionsRequired: 'Pilih minimal satu provinsi atau kabupaten/kota untuk zona ini',
  rateInvalid: 'Tarif harus bilangan bulat rupiah, minimal Rp 0',
  rateTooHigh: `Tarif maksimal ${formatRupiah(MONEY_LIMITS.price)}`,
  thresholdInvalid:
    'Batas gratis ongkir harus bilangan bulat rupiah, minimal Rp 1 (kosongkan bila tidak ada)',
  tooManyZones: `Paling banyak ${MAX_SHIPPING_ZONES} zona`,
  inTwoZones: (label: string, a: string, b: string) => `${label} ada di dua zona: ${a} dan ${b}`,
  outsideArea: (label: string) => `${label} di luar area pengiriman toko`,
  addressOutsideArea: 'Alamat ini di luar area pengiriman kami; pilih atau ubah alamat lain',
  sizeInvalid: (label: string, max: number) =>
    `${label} harus bilangan bulat 1-${formatNumber(max)} (kosongkan bila tidak diketahui)`,
} as const;

const rupiah = (message: string, min: number) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(MONEY_LIMITS.price, SHIPPING_TEXT.rateTooHigh);

/** One zone as the owner sends it: regions by Kemendagri code. */
export const ShippingZoneInputSchema = z.strictObject({
  name: text({ error: SHIPPING_TEXT.nameRequired })
    .trim()
    .min(1, SHIPPING_TEXT.nameRequired)
    .max(60, SHIPPING_TEXT.nameTooLong),
  provinsi: z.array(RegionCodeSchema).max(38).default([]),
  kabupaten: z.array(RegionCodeSchema).max(514).default([]),
  rate_type: ShippingRateTypeSchema,
  /** Rupiah per order ('flat') or per started kilogram ('per_kg'). */
  rate: rupiah(SHIPPING_TEXT.rateInvalid, 0),
  /** Subtotal at or above this ships free; null: never free by amount. */
  free_threshold: rupiah(SHIPPING_TEXT.thresholdInvalid, 1).nullable().default(null),
});
export type ShippingZoneInput = z.output<typeof ShippingZoneInputSchema>;

/** PUT /settings/shipping-zones: the whole list at once (an empty list: shipping is free everywhere). */
export const ShippingZonesBodySchema = z.strictObject({
  zones: z.array(ShippingZoneInputSchema).max(MAX_SHIPPING_ZONES, SHIPPING_TEXT.tooManyZones),
});
export type ShippingZonesBody = z.output<typeof ShippingZonesBodySchema>;

/** A zone as stored and priced: codes only. */
export interface ShippingZone {
  name: string;
  provinsi: string[];
  kabupaten: string[];
  rate_type: ShippingRateType;
  rate: number;
  free_threshold: number | null;
}

/** A zone as the owner's page reads it: the regions with their names. */
export const ShippingZoneSchema = z.object({
  name: z.string(),
  provinsi: z.array(RegionSchema),
  kabupaten: z.array(RegionSchema),
  rate_type: ShippingRateTypeSchema,
  rate: z.number().int(),
  free_threshold: z.number().int().nullable(),
});
export type ShippingZoneView = z.infer<typeof ShippingZoneSchema>;

// ---- the rule ------------------------------------------------------------------------------------

/** What the rule needs of a cart or order line. */
export interface ShippingLine {
  quantity: number;
  weight_gram: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  /** 'GRATIS ONGKIR': the product ships free, so it adds no weight and alone costs nothing. */
  free_shipping: boolean;
}

/**
 * The order total from which shipping is free to every address the shop delivers to, so the home page
 * promises only what holds everywhere: 0 without zones (all free) or when every zone is free; the
 * largest threshold when each zone has one; null when some zone always charges.
 */
export function freeShippingFrom(zones: Pick<ShippingZone, 'rate' | 'free_threshold'>[]): number | null {
  let from = 0;
  for (const zone of zones) {
    if (zone.rate === 0) continue;
    if (zone.free_threshold === null) return null;
    from = Math.max(from, zone.free_threshold);
  }
  return from;
}

/**
 * The zone that prices a destination: a zone naming its kabupaten/kota beats a zone naming its province;
 * null when no zone covers it. Saving refuses a region in two zones, so at most one zone matches per level.
 */
export function zoneFor<Z extends Pick<ShippingZone, 'provinsi' | 'kabupaten'>>(
  zones: readonly Z[],
  destination: { provinsi: string; kabupaten: string },
): Z | null {
  return (
    zones.find((z) => z.kabupaten.includes(destination.kabupaten)) ??
    zones.find((z) => z.provinsi.includes(destination.provinsi)) ??
    null
  );
}

/**
 * The weight a line is charged for, in sixths of a gram so the volumetric weight (L x W x H / 6 gram)
 * stays a whole number: the larger of the actual and the volumetric weight, times the quantity. A unit
 * without a weight counts DEFAULT_WEIGHT_GRAM; the volumetric weight needs all three sizes.
 */
function chargedSixthGrams(line: ShippingLine): number {
  const actual = 6 * (line.weight_gram ?? DEFAULT_WEIGHT_GRAM);
  const volumetric =
    line.length_cm && line.width_cm && line.height_cm ? line.length_cm * line.width_cm * line.height_cm : 0;
  return line.quantity * Math.max(actual, volumetric);
}

/** The kilograms a per-kg rate charges: every started kilogram of the lines that do not ship free. */
export function chargedKilograms(lines: readonly ShippingLine[]): number {
  const sixths = lines.filter((l) => !l.free_shipping).reduce((sum, l) => sum + chargedSixthGrams(l), 0);
  return Math.ceil(sixths / (6 * 1_000));
}

/**
 * The shipping cost of an order in whole rupiah. No zone: 0. A subtotal at or above the zone's
 * free_threshold: 0. Lines of 'GRATIS ONGKIR' products are left out; an order of only such lines costs
 * 0. 'flat' charges its rate once per order; 'per_kg' charges its rate per started kilogram of the rest
 * (chargedKilograms: 1,001 g is 2 kg). The product is exact: kilograms are whole and the rate is at most
 * MONEY_LIMITS.price, and the caller refuses a total past MONEY_LIMITS.orderTotal.
 */
export function shippingCost(
  zone: ShippingZone | null,
  lines: readonly ShippingLine[],
  subtotal: number,
): number {
  if (!zone) return 0;
  if (zone.free_threshold !== null && subtotal >= zone.free_threshold) return 0;
  const charged = lines.filter((l) => !l.free_shipping && l.quantity > 0);
  if (charged.length === 0) return 0;
  return zone.rate_type === 'flat' ? zone.rate : chargedKilograms(charged) * zone.rate;
}

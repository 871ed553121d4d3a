import { z } from 'zod';
import { text } from './common.ts';

// Regions of Indonesia (provinsi > kabupaten/kota > kecamatan > desa/kelurahan) by Kemendagri code. The
// data lives on the server (apps/api/src/modules/regions) and reaches the web per parent through
// GET /api/regions?parent=, so no page ships the whole country (docs/decisions/071-shop-settings-and-delivery-area.md).

/** The province a new address starts with, and the one an address without `provinsi` gets (the spec's). */
export const DEFAULT_PROVINCE = 'Jawa Timur';

/**
 * A fresh shop delivers to the spec's five: Bangkalan, Sampang, Pamekasan, Sumenep and Kota Surabaya,
 * all in Jawa Timur (35). The owner changes it on 'Pengaturan Toko'.
 */
export const DEFAULT_DELIVERY_AREA = {
  provinsi: [] as string[],
  kabupaten: ['35.26', '35.27', '35.28', '35.29', '35.78'],
};

/** 35, 35.26, 35.26.01 or 35.26.01.2001. */
export const REGION_CODE = /^\d{2}(\.\d{2}(\.\d{2}(\.\d{4})?)?)?$/;

export const RegionCodeSchema = text({ error: 'Kode wilayah tidak valid' })
  .trim()
  .regex(REGION_CODE, 'Kode wilayah tidak valid');

/**
 * 'Kab. Malang' and 'Kota Malang': an address names a kabupaten as the spec does ('Bangkalan'), a kota
 * with its 'Kota'; this is how either is shown, never 'Kab. Kota Surabaya'.
 */
export function kabupatenLabel(name: string): string {
  return name.startsWith('Kota ') ? name : `Kab. ${name}`;
}

export const RegionSchema = z.object({
  code: z.string(),
  /** What an address carries in its field ('Bangkalan', 'Kota Surabaya', 'Airlangga'). */
  name: z.string(),
  /** What a person reads in a list ('Kab. Bangkalan', 'Kota Surabaya'); the name for every other level. */
  label: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;

export const RegionQuerySchema = z.object({
  /** A region's code; none lists the provinces. */
  parent: RegionCodeSchema.optional(),
});
export type RegionQuery = z.infer<typeof RegionQuerySchema>;

export const RegionListSchema = z.object({ data: z.array(RegionSchema) });
export type RegionList = z.infer<typeof RegionListSchema>;

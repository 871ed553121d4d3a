import { z } from 'zod';
import { PhoneSchema } from './auth.ts';
import { RupiahSchema, text } from './common.ts';
import { parseQris, QrisError } from './qris.ts';
import { RegionCodeSchema, RegionSchema } from './regions.ts';
import { MAX_RETURN_WINDOW_DAYS } from './returns.ts';
import { ShippingZoneSchema } from './shipping.ts';

// 'Pengaturan Toko' (docs/decisions/071-shop-settings-and-delivery-area.md): the shop's contact, the bank
// accounts of the payment page, the seller's WhatsApp, the QRIS and the delivery area, kept in the
// database and audited field by field. The environment (BANK_ACCOUNT_*, SELLER_WHATSAPP, QRIS_PAYLOAD)
// gives the values until the owner saves one.

/** The fields the owner edits, with the names 'Riwayat Perubahan' shows. */
export const SETTINGS_FIELD_LABEL = {
  shop_name: 'Nama Toko',
  shop_email: 'Email Toko',
  shop_phone: 'Telepon Toko',
  shop_address: 'Alamat Toko',
  bank_holder: 'Nama Pemilik Rekening',
  bank_bca: 'Rekening BCA',
  bank_bni: 'Rekening BNI',
  bank_mandiri: 'Rekening Mandiri',
  seller_whatsapp: 'WhatsApp Penjual',
  delivery_area: 'Area Pengiriman',
  shipping_zones: 'Ongkos Kirim',
  qris_payload: 'QRIS',
  return_window_days: 'Batas Pengembalian (hari)',
} as const;
export type SettingsField = keyof typeof SETTINGS_FIELD_LABEL;
export const SETTINGS_FIELDS = Object.keys(SETTINGS_FIELD_LABEL) as [SettingsField, ...SettingsField[]];

export const SETTINGS_TEXT = {
  saved: 'Pengaturan toko berhasil disimpan',
  saveFailed: 'Gagal menyimpan pengaturan toko',
  areaSaved: 'Area pengiriman berhasil disimpan',
  nothingToSave: 'Tidak ada pengaturan yang diubah',
  badAccount: 'Nomor rekening harus 6-20 angka',
  unknownRegion: (code: string) => `Kode wilayah ${code} tidak dikenal`,
  notProvince: (code: string) => `${code} bukan kode provinsi`,
  notKabupaten: (code: string) => `${code} bukan kode kabupaten/kota`,
  emptyArea: 'Pilih minimal satu provinsi atau kabupaten/kota',
  qrisCrc:
    'Kode pemeriksa QRIS (CRC) tidak cocok: salin teks QRIS persis seperti dari penyedia, tanpa terpotong',
  qrisInvalid: 'Teks ini bukan QRIS yang dapat dipakai: salin teks QRIS statis dari penyedia pembayaran',
  qrisTooLong: 'Teks QRIS paling panjang 512 karakter',
} as const;

/**
 * The owner's printed (static) QRIS as text, checked as the start-up check of QRIS_PAYLOAD checks it
 * (ADR 062): a payload whose CRC or layout is wrong would draw a code no app pays. '' takes QRIS off.
 * Multi-line: a pasted code often ends in a line break, which trim takes off; one inside stays an error.
 */
const QrisPayloadSchema = text({ multiline: true })
  .trim()
  .max(512, { error: SETTINGS_TEXT.qrisTooLong, abort: true })
  .superRefine((payload, ctx) => {
    if (payload === '') return;
    try {
      parseQris(payload);
    } catch (err) {
      if (!(err instanceof QrisError)) throw err;
      ctx.addIssue({
        code: 'custom',
        message: err.kind === 'crc' ? SETTINGS_TEXT.qrisCrc : SETTINGS_TEXT.qrisInvalid,
      });
    }
  });

const account = text()
  .trim()
  .regex(/^\d{6,20}$/, SETTINGS_TEXT.badAccount);
const required = (field: SettingsField, max: number) =>
  text()
    .trim()
    .min(1, `${SETTINGS_FIELD_LABEL[field]} wajib diisi`)
    .max(max, `${SETTINGS_FIELD_LABEL[field]} terlalu panjang`);

/** PUT /settings: any of the contact, bank and WhatsApp fields; the rest stays as it is. */
export const SettingsBodySchema = z.strictObject({
  shop_name: required('shop_name', 100).optional(),
  // Contact lines may be left empty: the shop then shows none.
  shop_email: z
    .union([
      z.literal(''),
      text()
        .trim()
        .max(254)
        .pipe(z.email({ error: 'Email toko tidak valid' })),
    ])
    .optional(),
  shop_phone: z.union([z.literal(''), PhoneSchema]).optional(),
  shop_address: text({ multiline: true }).trim().max(300, 'Alamat toko terlalu panjang').optional(),
  bank_holder: required('bank_holder', 100).optional(),
  bank_bca: account.optional(),
  bank_bni: account.optional(),
  bank_mandiri: account.optional(),
  seller_whatsapp: PhoneSchema.optional(),
  qris_payload: QrisPayloadSchema.optional(),
  /** Days after delivery a customer may ask for a return; 0 takes returns off (ADR 089). */
  return_window_days: z
    .number({ error: 'Batas pengembalian harus angka hari' })
    .int('Batas pengembalian harus angka hari')
    .min(0, 'Batas pengembalian minimal 0 hari')
    .max(MAX_RETURN_WINDOW_DAYS, `Batas pengembalian paling lama ${MAX_RETURN_WINDOW_DAYS} hari`)
    .optional(),
});
export type SettingsBody = z.infer<typeof SettingsBodySchema>;

/** PUT /settings/delivery-area: Kemendagri codes; a province enables every kabupaten/kota in it. */
export const DeliveryAreaBodySchema = z.strictObject({
  provinsi: z.array(RegionCodeSchema).max(38).default([]),
  kabupaten: z.array(RegionCodeSchema).max(514).default([]),
});
export type DeliveryAreaBody = z.infer<typeof DeliveryAreaBodySchema>;

export const DeliveryAreaSchema = z.object({
  provinsi: z.array(RegionSchema),
  kabupaten: z.array(RegionSchema),
});
export type DeliveryArea = z.infer<typeof DeliveryAreaSchema>;

/** GET /delivery-area (public): the area, and from what total shipping is free everywhere in it. */
export const PublicDeliveryAreaSchema = DeliveryAreaSchema.extend({
  /** 0: always free; null: some zone always charges (freeShippingFrom, ADR 073). */
  free_shipping_from: RupiahSchema.nullable(),
});
export type PublicDeliveryArea = z.infer<typeof PublicDeliveryAreaSchema>;

export const DeliveryAreaResponseSchema = z.object({ data: PublicDeliveryAreaSchema });

export const ShopSettingsSchema = z.object({
  shop_name: z.string(),
  shop_email: z.string(),
  shop_phone: z.string(),
  shop_address: z.string(),
  bank_holder: z.string(),
  bank_bca: z.string(),
  bank_bni: z.string(),
  bank_mandiri: z.string(),
  seller_whatsapp: z.string(),
  delivery_area: DeliveryAreaSchema,
  /** 'Ongkos Kirim' (ADR 073): none means shipping is free everywhere, as the spec's shop was. */
  shipping_zones: z.array(ShippingZoneSchema),
  /** The static QRIS the payment pages turn into one per amount; '' when the shop takes no QRIS. */
  qris_payload: z.string(),
  return_window_days: z.number().int(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

export const ShopSettingsResponseSchema = z.object({ data: ShopSettingsSchema });

export const SettingChangeSchema = z.object({
  id: z.number().int(),
  field: z.enum(SETTINGS_FIELDS),
  old_value: z.string(),
  new_value: z.string(),
  /** Who saved it ('Admin Toko'), null when that account is gone. */
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});
export type SettingChange = z.infer<typeof SettingChangeSchema>;

export const SettingChangesResponseSchema = z.object({ data: z.array(SettingChangeSchema) });

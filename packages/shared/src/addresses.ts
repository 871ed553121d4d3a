import { z } from 'zod';
import { PhoneSchema } from './auth.ts';
import { idSchema, text } from './common.ts';
import { PHONE_INVALID } from './phone.ts';
import { DEFAULT_PROVINCE } from './regions.ts';

// Shipping addresses (docs/product.md 2.7 and 3; docs/architecture.md section 4).

export const AddressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  recipient: z.string(),
  phone: z.string(),
  provinsi: z.string(),
  kabupaten: z.string(),
  kecamatan: z.string(),
  desa: z.string(),
  jalan: z.string(),
  postal_code: z.string(),
  is_default: z.boolean(),
  /** In the spec's data, never used. */
  pinLocation: z.null(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressParamsSchema = z.object({ id: idSchema() });

export const AddressListResponseSchema = z.object({ addresses: z.array(AddressSchema) });
export const AddressResponseSchema = z.object({ address: AddressSchema });

/** The form's labels, used in its validation messages. */
export const ADDRESS_FIELD_LABEL = {
  label: 'Label Alamat',
  recipient: 'Nama Penerima',
  phone: 'No. Telepon',
  provinsi: 'Provinsi',
  kabupaten: 'Kabupaten',
  kecamatan: 'Kecamatan',
  desa: 'Desa/Kelurahan',
  jalan: 'Jalan/Alamat',
  postal_code: 'Kode Pos',
} as const;

const required = (field: keyof typeof ADDRESS_FIELD_LABEL, max: number) => {
  const message = `${ADDRESS_FIELD_LABEL[field]} wajib diisi`;
  return text({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${ADDRESS_FIELD_LABEL[field]} terlalu panjang`);
};

export const ADDRESS_TEXT = {
  badPhone: PHONE_INVALID,
  badPostalCode: 'Kode Pos harus 5 angka',
} as const;

const fields = {
  label: required('label', 50),
  recipient: required('recipient', 100),
  // Stored as 62... like every phone (phone.ts).
  phone: required('phone', 30).pipe(PhoneSchema),
  provinsi: required('provinsi', 100),
  kabupaten: required('kabupaten', 100),
  kecamatan: required('kecamatan', 100),
  desa: required('desa', 100),
  jalan: required('jalan', 300),
  postal_code: required('postal_code', 10).regex(/^\d{5}$/, ADDRESS_TEXT.badPostalCode),
  is_default: z.boolean().optional(),
};

// The spec shows the postal code as both `postal_code` and `postalCode`; the first wins (docs/architecture.md section 3).
const acceptPostalCodeAlias = (value: unknown) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    const { postalCode, ...rest } = v;
    return rest.postal_code === undefined && postalCode !== undefined
      ? { ...rest, postal_code: postalCode }
      : rest;
  }
  return value;
};

/**
 * POST /shipping-address: the whole form; the province defaults to Jawa Timur. The server checks that the
 * region exists and lies in the delivery area (the region data lives there, ADR 071).
 */
export const AddressBodySchema = z.preprocess(
  acceptPostalCodeAlias,
  z.object({ ...fields, provinsi: fields.provinsi.default(DEFAULT_PROVINCE) }),
);
export type AddressBody = z.infer<typeof AddressBodySchema>;

/**
 * PUT /shipping-address/{id}: any of the form's fields (the full form, or `{ is_default: true }`); the
 * region of the merged result is checked by the server.
 */
export const AddressUpdateBodySchema = z.preprocess(acceptPostalCodeAlias, z.object(fields).partial());
export type AddressUpdateBody = z.infer<typeof AddressUpdateBodySchema>;

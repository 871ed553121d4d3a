import { z } from 'zod';
import { idSchema, MONEY_LIMITS, RupiahSchema, text } from './common.ts';

// The names and the choice, without zod: the product page imports them alone (variant-names.ts).
export { findVariant, variantLabel } from './variant-names.ts';

// Product variants (docs/decisions/090-product-variants.md): a product may have up to three options
// ('Warna': Abu, Krem; 'Ukuran': 2 dudukan, 3 dudukan) and each combination of their values its own SKU,
// price, stock and picture. A product without options is the spec's product, unchanged.

export const VARIANT_LIMITS = { options: 3, values: 20, variants: 100, stock: 1_000_000_000 } as const;

export const VARIANT_TEXT = {
  optionName: 'Nama opsi wajib diisi (maksimal 30 karakter)',
  optionValue: 'Nilai opsi wajib diisi (maksimal 40 karakter)',
  tooManyOptions: `Maksimal ${VARIANT_LIMITS.options} opsi`,
  noValues: 'Setiap opsi perlu minimal satu nilai',
  tooManyValues: `Maksimal ${VARIANT_LIMITS.values} nilai per opsi`,
  duplicateOption: 'Nama opsi tidak boleh sama',
  duplicateValue: 'Nilai dalam satu opsi tidak boleh sama',
  noVariants: 'Tambahkan minimal satu varian untuk opsi ini',
  variantsWithoutOptions: 'Varian memerlukan opsi',
  tooManyVariants: `Maksimal ${VARIANT_LIMITS.variants} varian`,
  wrongValues: 'Nilai varian harus satu nilai dari setiap opsi, sesuai urutannya',
  duplicateVariant: 'Kombinasi varian tidak boleh sama',
  duplicateSku: 'SKU tidak boleh sama',
  sku: 'SKU maksimal 40 karakter, tanpa spasi',
  price: 'Harga varian harus bilangan bulat rupiah, 0 atau lebih',
  priceTooHigh: 'Harga maksimal Rp 1.000.000.000',
  stock: 'Stok varian harus bilangan bulat, 0 atau lebih',
  /** The cart and checkout, when a product has options and none was chosen. */
  chooseVariant: 'Pilih varian produk terlebih dahulu',
  unknownVariant: 'Varian tidak ditemukan untuk produk ini',
  skuTaken: (sku: string) => `SKU ${sku} sudah dipakai produk lain`,
  imageNotOfProduct: 'Gambar varian harus salah satu gambar produk ini',
} as const;

const optionName = text({ error: VARIANT_TEXT.optionName })
  .trim()
  .min(1, VARIANT_TEXT.optionName)
  .max(30, VARIANT_TEXT.optionName);
const optionValue = text({ error: VARIANT_TEXT.optionValue })
  .trim()
  .min(1, VARIANT_TEXT.optionValue)
  .max(40, VARIANT_TEXT.optionValue);

export const ProductOptionSchema = z.object({
  name: optionName,
  values: z
    .array(optionValue)
    .min(1, VARIANT_TEXT.noValues)
    .max(VARIANT_LIMITS.values, VARIANT_TEXT.tooManyValues),
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

export const VariantInputSchema = z.object({
  option_values: z.array(optionValue).max(VARIANT_LIMITS.options, VARIANT_TEXT.wrongValues),
  sku: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text({ error: VARIANT_TEXT.sku })
      .trim()
      .max(40, VARIANT_TEXT.sku)
      .regex(/^\S+$/, VARIANT_TEXT.sku)
      .nullable()
      .optional()
      .default(null),
  ),
  price: z
    .number({ error: VARIANT_TEXT.price })
    .int(VARIANT_TEXT.price)
    .min(0, VARIANT_TEXT.price)
    .max(MONEY_LIMITS.price, VARIANT_TEXT.priceTooHigh),
  stock: z
    .number({ error: VARIANT_TEXT.stock })
    .int(VARIANT_TEXT.stock)
    .min(0, VARIANT_TEXT.stock)
    .max(VARIANT_LIMITS.stock, VARIANT_TEXT.stock),
  image_id: idSchema('Gambar tidak valid').nullable().optional().default(null),
});
export type VariantInput = z.infer<typeof VariantInputSchema>;

const lower = (s: string) => s.toLocaleLowerCase('id-ID');
const hasDuplicates = (values: string[]) => new Set(values).size !== values.length;

/**
 * PUT /products/{id}/variants: the product's whole set of options and variants. Sending no options makes
 * it a product without variants again (its price and stock are then the owner's to set).
 */
export const PutVariantsBodySchema = z
  .object({
    options: z.array(ProductOptionSchema).max(VARIANT_LIMITS.options, VARIANT_TEXT.tooManyOptions),
    variants: z.array(VariantInputSchema).max(VARIANT_LIMITS.variants, VARIANT_TEXT.tooManyVariants),
  })
  .superRefine((body, ctx) => {
    const { options, variants } = body;
    if (hasDuplicates(options.map((o) => lower(o.name))))
      ctx.addIssue({ code: 'custom', path: ['options'], message: VARIANT_TEXT.duplicateOption });
    options.forEach((o, i) => {
      if (hasDuplicates(o.values.map(lower)))
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'values'],
          message: VARIANT_TEXT.duplicateValue,
        });
    });
    if (options.length === 0 && variants.length > 0)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: VARIANT_TEXT.variantsWithoutOptions });
    if (options.length > 0 && variants.length === 0)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: VARIANT_TEXT.noVariants });
    const combinations = new Set<string>();
    const skus = new Set<string>();
    variants.forEach((v, i) => {
      const fits =
        v.option_values.length === options.length &&
        v.option_values.every((value, k) => options[k]?.values.includes(value));
      if (!fits)
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'option_values'],
          message: VARIANT_TEXT.wrongValues,
        });
      const key = JSON.stringify(v.option_values);
      if (combinations.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'option_values'],
          message: VARIANT_TEXT.duplicateVariant,
        });
      combinations.add(key);
      if (v.sku) {
        if (skus.has(lower(v.sku)))
          ctx.addIssue({ code: 'custom', path: ['variants', i, 'sku'], message: VARIANT_TEXT.duplicateSku });
        skus.add(lower(v.sku));
      }
    });
  });
export type PutVariantsBody = z.infer<typeof PutVariantsBodySchema>;

/** One variant as the shop shows it. */
export const ProductVariantSchema = z.object({
  id: z.number().int(),
  /** One value per option, in the product's option order. */
  option_values: z.array(z.string()),
  /** The values joined for a person: 'Abu / 3 dudukan'. */
  label: z.string(),
  sku: z.string().nullable(),
  price: RupiahSchema,
  stock: z.number().int(),
  /** Its own picture (one of the product's uploaded images), or null: the product's pictures. */
  image_id: z.number().int().nullable(),
  image_url: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

/** The options and variants of one product (the answer of PUT /products/{id}/variants too). */
export const ProductVariantsSchema = z.object({
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(ProductVariantSchema),
});
export type ProductVariants = z.infer<typeof ProductVariantsSchema>;
export const ProductVariantsResponseSchema = z.object({ data: ProductVariantsSchema });

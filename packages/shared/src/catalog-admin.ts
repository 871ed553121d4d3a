import { z } from 'zod';
import { ProductCardSchema, ProductListQuerySchema, ProductSchema } from './catalog.ts';
import { idSchema, KeysetPaginationSchema, MAX_ROW_ID, MONEY_LIMITS, text } from './common.ts';
import { parseRupiah } from './format.ts';
import { PRODUCT_SIZE_LIMITS, type ProductSizeField, SHIPPING_TEXT } from './shipping.ts';

// Admin writes to the catalog: categories, product types and products (docs/product.md 2.8, 5 and 7).

/** Product images: at most 5 MB each (checked by the server's upload limits) and 8 per product. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_PRODUCT_IMAGES = 8;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const PRODUCT_FORM_TEXT = {
  nameRequired: 'Nama produk wajib diisi',
  priceInvalid: 'Harga harus bilangan bulat rupiah, 0 atau lebih',
  originalPriceInvalid: 'Harga asli harus bilangan bulat rupiah, 0 atau lebih',
  priceTooHigh: 'Harga maksimal Rp 1.000.000.000',
  stockInvalid: 'Stok harus bilangan bulat, 0 atau lebih',
  maxPurchaseInvalid: 'Maks. pembelian harus bilangan bulat, minimal 1 (kosongkan untuk otomatis)',
  categoryRequired: 'Pilih kategori',
  attributeIncomplete: 'Setiap atribut perlu judul dan nilai',
  colorInvalid: 'Warna harus berformat seperti #a1b2c3',
  urlInvalid: 'URL gambar utama harus diawali http:// atau https://',
  statusInvalid: 'Status produk harus Aktif, Draf atau Arsip',
  lowStockInvalid: 'Batas stok menipis harus bilangan bulat, 0 atau lebih',
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  discarded: 'Changes discarded',
  confirmDelete: 'Are you sure you want to delete this product?',
} as const;

// ---- product status and low stock (ADR 085) ------------------------------------------------------

/**
 * Where a product stands: only 'active' ones are in the shop (lists, search, sitemap, carts and arisan
 * barang offers); 'draft' is being prepared, 'archived' is no longer sold. Past orders keep all three.
 */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES);
export const PRODUCT_STATUS_LABEL: Record<ProductStatus, string> = {
  active: 'Aktif',
  draft: 'Draf',
  archived: 'Arsip',
};
/** A product runs low under this many units unless the owner sets its own (the spec's Low Stock rule). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
/** A stock is a whole count up to a billion; so is the threshold it is compared with. */
export const MAX_STOCK = 1_000_000_000;

// ---- categories and product types --------------------------------------------------------------

const name = (what: string) =>
  text({ error: `${what} wajib diisi` })
    .trim()
    .min(1, `${what} wajib diisi`)
    .max(60, `${what} maksimal 60 karakter`);

/** POST/PUT /categories: the name is trimmed and must not be empty (docs/product.md 5). */
export const CategoryBodySchema = z.strictObject({ name: name('Nama kategori') });
export type CategoryBody = z.infer<typeof CategoryBodySchema>;

export const AdminCategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryResponseSchema = z.object({ data: AdminCategorySchema });

/**
 * DELETE /categories/{id}: a category that still holds products is deleted only with `move_to`, the
 * category its products move to (ADR 052); without it the answer is 409 CATEGORY_NOT_EMPTY with the count.
 */
export const DeleteCategoryQuerySchema = z.strictObject({
  move_to: idSchema('Kategori tujuan tidak valid').optional(),
});
export type DeleteCategoryQuery = z.infer<typeof DeleteCategoryQuerySchema>;

export const ProductTypeBodySchema = z.strictObject({ name: name('Nama jenis produk') });
export type ProductTypeBody = z.infer<typeof ProductTypeBodySchema>;

export const ProductTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type ProductType = z.infer<typeof ProductTypeSchema>;
export const ProductTypeResponseSchema = z.object({ data: ProductTypeSchema });
/** A short list, answered whole. */
export const ProductTypeListResponseSchema = z.object({ data: z.array(ProductTypeSchema) });

// ---- products ----------------------------------------------------------------------------------

export const ProductAttributeInputSchema = z.object({
  title: text({ error: PRODUCT_FORM_TEXT.attributeIncomplete })
    .trim()
    .min(1, PRODUCT_FORM_TEXT.attributeIncomplete)
    .max(60),
  value: text({ error: PRODUCT_FORM_TEXT.attributeIncomplete })
    .trim()
    .min(1, PRODUCT_FORM_TEXT.attributeIncomplete)
    .max(200),
  color: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z.string().regex(/^#[0-9a-fA-F]{6}$/, PRODUCT_FORM_TEXT.colorInvalid),
    ])
    .optional()
    .transform((v) => v ?? null),
});
export type ProductAttributeInput = z.input<typeof ProductAttributeInputSchema>;

// Multipart fields arrive as text. A field left out keeps its value on update; an empty optional field
// clears it. These helpers accept text or numbers so the web form can check its values with them too.
const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (typeof v === 'string' ? Number(v.trim()) : v);

// Prices read Indonesian grouping ('1.250.000', 'Rp 1.250.000'); stock is a plain count.
const toRupiah = (v: unknown) => (typeof v === 'string' ? (parseRupiah(v) ?? v) : v);

const requiredWhole = (message: string, max: number, read = toNumber, maxMessage = message) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : read(v)),
    z.number({ error: message }).int(message).min(0, message).max(max, maxMessage),
  );

const optionalWhole = (message: string, max: number, read = toNumber, maxMessage = message) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : isBlank(v) ? null : read(v)),
    z.number({ error: message }).int(message).min(0, message).max(max, maxMessage).nullable().optional(),
  );

/** The product's size fields and what the form calls them. */
export const PRODUCT_SIZE_LABEL: Record<ProductSizeField, string> = {
  weight_gram: 'Berat (gram)',
  length_cm: 'Panjang (cm)',
  width_cm: 'Lebar (cm)',
  height_cm: 'Tinggi (cm)',
};

const size = (field: ProductSizeField) => {
  const message = SHIPPING_TEXT.sizeInvalid(PRODUCT_SIZE_LABEL[field], PRODUCT_SIZE_LIMITS[field]);
  return z.preprocess(
    (v) => (v === undefined ? undefined : isBlank(v) ? null : toNumber(v)),
    z
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(PRODUCT_SIZE_LIMITS[field], message)
      .nullable()
      .optional(),
  );
};

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : isBlank(v) ? null : typeof v === 'string' ? v.trim() : v),
    text({ multiline: true }).max(max).nullable().optional(),
  );

const flag = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v,
  z.boolean({ error: 'Isi true atau false' }).optional(),
);

const json = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/**
 * The fields of POST /products (multipart, docs/product.md 7). `attributes` is a JSON list of
 * `{ title, value, color? }`; `deleteImages` (update only) a JSON list of image ids. Unknown fields such
 * as `sold`, `rating`, `hidden_at` or `discount` (derived from
 * the prices on every read) are refused.
 */
export const ProductFieldsSchema = z.strictObject({
  name: text({ error: PRODUCT_FORM_TEXT.nameRequired })
    .trim()
    .min(1, PRODUCT_FORM_TEXT.nameRequired)
    .max(200, 'Nama produk maksimal 200 karakter'),
  description: optionalText(10_000),
  price: requiredWhole(
    PRODUCT_FORM_TEXT.priceInvalid,
    MONEY_LIMITS.price,
    toRupiah,
    PRODUCT_FORM_TEXT.priceTooHigh,
  ),
  original_price: optionalWhole(
    PRODUCT_FORM_TEXT.originalPriceInvalid,
    MONEY_LIMITS.price,
    toRupiah,
    PRODUCT_FORM_TEXT.priceTooHigh,
  ),
  stock: requiredWhole(PRODUCT_FORM_TEXT.stockInvalid, MAX_STOCK),
  // Left out: a new product is active (as before statuses existed); an edit keeps its status.
  status: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.enum(PRODUCT_STATUSES, { error: PRODUCT_FORM_TEXT.statusInvalid }).optional(),
  ),
  // Blank: the default of 10 on a new product; 0 never warns.
  low_stock_threshold: z.preprocess(
    (v) => (isBlank(v) ? undefined : toNumber(v)),
    z
      .number({ error: PRODUCT_FORM_TEXT.lowStockInvalid })
      .int(PRODUCT_FORM_TEXT.lowStockInvalid)
      .min(0, PRODUCT_FORM_TEXT.lowStockInvalid)
      .max(MAX_STOCK, PRODUCT_FORM_TEXT.lowStockInvalid)
      .optional(),
  ),
  // Blank: automatic, 20% of the stock (ADR 051).
  max_purchase: z.preprocess(
    (v) => (v === undefined ? undefined : isBlank(v) ? null : toNumber(v)),
    z
      .number({ error: PRODUCT_FORM_TEXT.maxPurchaseInvalid })
      .int(PRODUCT_FORM_TEXT.maxPurchaseInvalid)
      .min(1, PRODUCT_FORM_TEXT.maxPurchaseInvalid)
      .max(MONEY_LIMITS.quantity, PRODUCT_FORM_TEXT.maxPurchaseInvalid)
      .nullable()
      .optional(),
  ),
  // Blank: not known; a unit then counts one kilogram for shipping (ADR 073).
  weight_gram: size('weight_gram'),
  length_cm: size('length_cm'),
  width_cm: size('width_cm'),
  height_cm: size('height_cm'),
  category_id: z.preprocess(
    (v) => (isBlank(v) ? undefined : toNumber(v)),
    idSchema(PRODUCT_FORM_TEXT.categoryRequired),
  ),
  product_type_id: optionalWhole('Jenis produk tidak valid', MAX_ROW_ID),
  thumbnail_url: z.preprocess(
    (v) => (v === undefined ? undefined : isBlank(v) ? null : typeof v === 'string' ? v.trim() : v),
    text()
      .max(2000)
      .regex(/^https?:\/\/\S+$/i, PRODUCT_FORM_TEXT.urlInvalid)
      .nullable()
      .optional(),
  ),
  badge: optionalText(30),
  info_text: optionalText(200),
  label: flag,
  free_shipping: flag,
  attributes: z
    .preprocess(
      json,
      z.array(ProductAttributeInputSchema, { error: 'attributes harus berupa daftar JSON' }).max(50),
    )
    .optional(),
  deleteImages: z
    .preprocess(
      json,
      z.array(idSchema(), { error: 'deleteImages harus berupa daftar JSON berisi id gambar' }).max(100),
    )
    .optional(),
});
export type ProductFields = z.output<typeof ProductFieldsSchema>;
export type ProductFieldsInput = z.input<typeof ProductFieldsSchema>;

/** PUT /products/{id}: the same fields, every one optional (left out means unchanged). */
export const ProductUpdateFieldsSchema = ProductFieldsSchema.partial();
export type ProductUpdateFields = z.output<typeof ProductUpdateFieldsSchema>;

// ---- the owner's view of products (ADR 085) ----------------------------------------------------

const adminFields = {
  status: ProductStatusSchema,
  /** 'Stok menipis' when the stock is under this (0: never). */
  low_stock_threshold: z.number().int(),
};

/** A product as the dashboard lists it: the card, its status and its low-stock threshold. */
export const AdminProductCardSchema = ProductCardSchema.extend(adminFields);
export type AdminProductCard = z.infer<typeof AdminProductCardSchema>;

/** A product as the dashboard edits it (GET /admin/products/{slug} and the answers of the writes). */
export const AdminProductSchema = ProductSchema.extend(adminFields);
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductResponseSchema = z.object({ data: AdminProductSchema });

/**
 * GET /admin/products: the storefront's listing query, plus `status` (default active) and
 * `low_stock=1` (only products under their threshold).
 */
export const AdminProductListQuerySchema = ProductListQuerySchema.safeExtend({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PRODUCT_STATUSES, { error: PRODUCT_FORM_TEXT.statusInvalid }).default('active'),
  ),
  low_stock: z.preprocess(
    (v) => (v === '' || v === '0' ? undefined : v),
    z
      .literal('1', { error: 'Filter stok menipis hanya boleh 1' })
      .transform(() => true as const)
      .optional(),
  ),
});
export type AdminProductListParams = z.output<typeof AdminProductListQuerySchema>;

export const AdminProductListResponseSchema = z.object({
  data: z.array(AdminProductCardSchema),
  pagination: KeysetPaginationSchema,
});
export type AdminProductListResponse = z.infer<typeof AdminProductListResponseSchema>;

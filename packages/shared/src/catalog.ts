import { z } from 'zod';
import {
  KeysetPaginationSchema,
  limitParam,
  MONEY_LIMITS,
  PaginationSchema,
  pageParam,
  RupiahSchema,
  rupiahFromText,
  searchText,
  text,
} from './common.ts';
import { PAGE_SIZE } from './constants.ts';
import { formatRupiah, MONEY_INVALID } from './format.ts';
import { IMAGE_REQUEST_FORMATS } from './images.ts';
import { ProductVariantSchema, ProductVariantsSchema } from './variants.ts';

// The storefront's reading side of the catalog (docs/product.md 2.3-2.5, 3 and 7; docs/architecture.md section 3).
// The product type schemas live with the admin's writes in catalog-admin.ts.

export const PRODUCT_SORT_FIELDS = ['name', 'price', 'createdAt', 'sold'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A cursor is a short opaque token; anything longer is not one of ours. */
export const CURSOR_MAX_LENGTH = 400;

/** The filter's own messages (each 400 names its field in `errors`). */
export const PRODUCT_FILTER_TEXT = {
  price: MONEY_INVALID,
  priceTooHigh: `Harga paling tinggi ${formatRupiah(MONEY_LIMITS.price)}`,
  priceRange: 'Harga minimal tidak boleh lebih dari harga maksimal',
  stock: 'Filter stok hanya boleh 1',
  rating: 'Rating minimal harus angka 0 sampai 5',
} as const;

/**
 * A price bound: digits or Indonesian grouping. No product costs more than MONEY_LIMITS.price, so a
 * bigger bound (2^53 and beyond included) is refused rather than rounded.
 */
const priceFilter = () =>
  z.preprocess(
    rupiahFromText,
    z
      .number({ error: PRODUCT_FILTER_TEXT.price })
      .int(PRODUCT_FILTER_TEXT.price)
      .min(0, PRODUCT_FILTER_TEXT.price)
      .max(MONEY_LIMITS.price, PRODUCT_FILTER_TEXT.priceTooHigh)
      .optional(),
  );

/** `in_stock=1` (or absent / empty / 0: no filter). */
const flagFilter = () =>
  z.preprocess(
    (v) => (v === '' || v === '0' ? undefined : v),
    z
      .literal('1', { error: PRODUCT_FILTER_TEXT.stock })
      .transform(() => 1 as const)
      .optional(),
  );

const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/**
 * GET /products. `limit` defaults to 12 and is capped at 48 (a bigger number answers 48 per page);
 * `sortOrder` defaults to ascending; with a search and no `sortBy` the closest names come first.
 */
export const ProductListQuerySchema = z
  .object({
    page: pageParam,
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(PAGE_SIZE.storefront)
      .transform((n) => Math.min(n, PAGE_SIZE.storefrontMax)),
    categoryName: text().trim().max(100).optional(),
    sortBy: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PRODUCT_SORT_FIELDS).optional()),
    sortOrder: z.preprocess((v) => (v === '' ? undefined : lowerCase(v)), z.enum(SORT_ORDERS).optional()),
    search: searchText()
      .optional()
      .transform((v) => v || undefined),
    /**
     * The `nextCursor` of the previous page (same filters and sort): the next page is read from where that
     * one ended (keyset), as fast at the thousandth page as at the first. `page` is ignored with it.
     */
    cursor: z.string().max(CURSOR_MAX_LENGTH).optional(),
    /** Price range, whole rupiah, both ends included ('1.250.000' is read as 1250000). ADR 076. */
    min_price: priceFilter(),
    max_price: priceFilter(),
    /** `1`: only products with stock. */
    in_stock: flagFilter(),
    /** Rating at least this (the shop offers 4+). */
    min_rating: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number({ error: PRODUCT_FILTER_TEXT.rating })
        .min(0, PRODUCT_FILTER_TEXT.rating)
        .max(5, PRODUCT_FILTER_TEXT.rating)
        .optional(),
    ),
  })
  .superRefine((q, ctx) => {
    if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price)
      ctx.addIssue({ code: 'custom', path: ['min_price'], message: PRODUCT_FILTER_TEXT.priceRange });
  });
/** What a client sends (every field optional). */
export interface ProductListQuery {
  page?: number;
  cursor?: string;
  limit?: number;
  categoryName?: string;
  sortBy?: ProductSortField;
  sortOrder?: SortOrder;
  search?: string;
  min_price?: number;
  max_price?: number;
  in_stock?: 1;
  min_rating?: number;
}
export type ProductListParams = z.output<typeof ProductListQuerySchema>;

export const ProductCategoryRefSchema = z.object({ name: z.string(), slug: z.string() });

/** What a product card needs (docs/product.md 2.4): ribbons, badge, prices and the link. */
export const ProductCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  price: RupiahSchema,
  original_price: RupiahSchema.nullable(),
  stock: z.number().int(),
  category_id: z.number().int().nullable(),
  category: ProductCategoryRefSchema.nullable(),
  category_name: z.string().nullable(),
  /** The first uploaded image at 280 px, or the product's own image URL, or null. */
  thumbnail_url: z.string().nullable(),
  /** The first uploaded image, so the web can build a srcset; null when there is none. */
  image_id: z.number().int().nullable(),
  badge: z.string().nullable(),
  info_text: z.string().nullable(),
  /** Percent 0-100. */
  discount: z.number().int().nullable(),
  /** In thousands of rupiah ('+ Diskon {n}K'). */
  discount_amount: z.number().int().nullable(),
  sold: z.number().int(),
  /** The best-seller flag (TERLARIS). */
  label: z.boolean(),
  free_shipping: z.boolean(),
  rating: z.number(),
  review_count: z.number().int(),
  /** Sold in variants (ADR 090): the card shows 'mulai' before the lowest price. */
  has_variants: z.boolean(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ProductImageSchema = z.object({ id: z.number().int(), image_url: z.string() });
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductAttributeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  value: z.string(),
  color: z.string().nullable(),
});
export type ProductAttribute = z.infer<typeof ProductAttributeSchema>;

/** The full product (docs/product.md section 3) as GET /products/{slug} answers it. */
export const ProductSchema = ProductCardSchema.extend({
  description: z.string(),
  product_type_id: z.number().int().nullable(),
  /** The product's own main image URL as the admin typed it (thumbnail_url prefers uploads). */
  main_image_url: z.string().nullable(),
  /** 'Maks. pembelian' as the owner set it; null: automatic (ADR 051). */
  max_purchase: z.number().int().nullable(),
  /** Sizes for the shipping cost (ADR 073); null: not known. */
  weight_gram: z.number().int().nullable(),
  length_cm: z.number().int().nullable(),
  width_cm: z.number().int().nullable(),
  height_cm: z.number().int().nullable(),
  /** The units one shopper may hold in unpaid orders now: `purchaseLimit(stock, max_purchase)`. */
  purchase_limit: z.number().int(),
  images: z.array(ProductImageSchema),
  attributes: z.array(ProductAttributeSchema),
  /** The product's options and its variants still sold (ADR 090); both empty without options. */
  options: ProductVariantsSchema.shape.options,
  variants: z.array(ProductVariantSchema),
  related_products: z.array(ProductCardSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListResponseSchema = z.object({
  data: z.array(ProductCardSchema),
  pagination: KeysetPaginationSchema,
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductResponseSchema = z.object({ data: ProductSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

/** A slug, or a product's exact name (docs/product.md 7: GET /products/{name}). */
export const ProductSlugParamsSchema = z.object({ slug: text().trim().min(1).max(300) });

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Products a shopper can see in it (hidden products are not counted). */
  product_count: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryListQuerySchema = z.object({ page: pageParam, limit: limitParam(100, 100) });

export const CategoryListResponseSchema = z.object({
  data: z.array(CategorySchema),
  pagination: PaginationSchema,
});
export type CategoryListResponse = z.infer<typeof CategoryListResponseSchema>;

export const CategoryResponseSchema = z.object({ data: CategorySchema });

// ---- product images (GET /api/images/{id}) ------------------------------------------------------

/**
 * `w` is the wanted width in CSS pixels times the device ratio (the nearest stored variant answers),
 * `q` the quality (variants are stored at 75; other values are accepted and answered with those),
 * `f` a format or `auto` (the best one the browser's Accept header allows).
 */
export const ImageQuerySchema = z.object({
  w: z.coerce.number().int().min(1).max(4000).default(280),
  q: z.coerce.number().int().min(1).max(100).default(75),
  f: z.preprocess(
    (v) => (typeof v === 'string' ? (v.toLowerCase() === 'jpg' ? 'jpeg' : v.toLowerCase()) : v),
    z.enum(IMAGE_REQUEST_FORMATS).default('auto'),
  ),
});
export type ImageQuery = z.infer<typeof ImageQuerySchema>;

/** GET /products/suggest: what the header search box offers while a shopper types. */
export const SUGGEST_MAX = 8;
export const SuggestQuerySchema = z.object({
  q: searchText().optional().default(''),
});
export const ProductSuggestionSchema = z.object({
  name: z.string(),
  slug: z.string(),
  category_slug: z.string().nullable(),
});
export type ProductSuggestion = z.infer<typeof ProductSuggestionSchema>;
export const SuggestResponseSchema = z.object({ data: z.array(ProductSuggestionSchema) });
export type SuggestResponse = z.infer<typeof SuggestResponseSchema>;

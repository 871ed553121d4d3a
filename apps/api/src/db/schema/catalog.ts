import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Money is whole rupiah in a bigint, read as a JS number (safe far beyond any shop's totals). */
export const rupiah = (name: string) => bigint(name, { mode: 'number' });

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_key').on(t.slug),
  ],
);

export const productTypes = pgTable(
  'product_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_types_name_key').on(sql`lower(${t.name})`)],
);

/** The key a listing sorts by: names compare in byte order, without case (same on every server locale). */
export const nameSortKey = (name: AnyPgColumn) => sql`lower(${name}) collate "C"`;

function sortIndexes(
  t: {
    name: AnyPgColumn;
    price: AnyPgColumn;
    createdAt: AnyPgColumn;
    sold: AnyPgColumn;
    id: AnyPgColumn;
    hiddenAt: AnyPgColumn;
  },
  prefix: string,
  lead: AnyPgColumn[],
) {
  const visibleOnly = sql`${t.hiddenAt} is null`;
  const on = (...keys: (AnyPgColumn | SQL)[]) =>
    [...lead, ...keys] as [AnyPgColumn | SQL, ...(AnyPgColumn | SQL)[]];
  return [
    index(`${prefix}_name_idx`)
      .on(...on(nameSortKey(t.name), t.id))
      .where(visibleOnly),
    index(`${prefix}_price_idx`)
      .on(...on(t.price, t.id))
      .where(visibleOnly),
    index(`${prefix}_created_idx`)
      .on(...on(t.createdAt, t.id))
      .where(visibleOnly),
    index(`${prefix}_sold_idx`)
      .on(...on(t.sold, t.id))
      .where(visibleOnly),
  ];
}

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
    price: rupiah('price').notNull(),
    originalPrice: rupiah('original_price'),
    stock: integer().notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    productTypeId: integer('product_type_id').references(() => productTypes.id, { onDelete: 'set null' }),
    /** Optional external main image URL (the admin form's "main image URL"); uploaded images win. */
    thumbnailUrl: text('thumbnail_url'),
    badge: text(),
    infoText: text('info_text'),
    sold: integer().notNull().default(0),
    label: boolean().notNull().default(false),
    freeShipping: boolean('free_shipping').notNull().default(false),
    rating: real().notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * 'Maks. pembelian': the most units one shopper may hold in unpaid orders, set by the owner; null
     * means 20% of the stock (at least 1). Never above that share either (ADR 051).
     */
    maxPurchase: integer('max_purchase'),
    /** Sizes for the shipping cost (ADR 073); null: not known (a unit then counts one kilogram). */
    weightGram: integer('weight_gram'),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    /**
     * When the product left the shop (or, for a draft, that it never entered it): set exactly when the
     * status is not 'active'. Every storefront read filters on it, so its partial indexes serve them all.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * 'active', 'draft' or 'archived' as the owner sets it (ADR 085); 'deleted' when a product that orders
     * reference is deleted: gone from the dashboard too, its orders intact.
     */
    status: text().notNull().default('active'),
    /** 'Stok menipis' on the dashboard when the stock is under this; 0 never warns (ADR 085). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    /**
     * The product's options in their order ('Warna': Abu, Krem; 'Ukuran': 2 / 3 dudukan), ADR 090. Empty:
     * a product without variants, as the spec has it. With options, price is the lowest active variant's,
     * stock and sold the sums of its variants: kept so in the transaction that moves a variant.
     */
    options: jsonb().$type<ProductOption[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    // One index per storefront sort, with id as the tiebreak and only the products a shopper can see,
    // so a page (and a keyset cursor's next page) is an index range, never a sort of every match.
    // The category-first twins answer a category page the same way. See ADR 023.
    ...sortIndexes(t, 'products_sort', []),
    ...sortIndexes(t, 'products_cat_sort', [t.categoryId]),
    // GET /products/{name}: the spec's URLs carry names, looked up without case.
    index('products_name_lookup_idx').on(sql`lower(${t.name})`),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_original_price_check', sql`${t.originalPrice} is null or ${t.originalPrice} >= 0`),
    check('products_sold_check', sql`${t.sold} >= 0`),
    check('products_status_check', sql`${t.status} in ('active', 'draft', 'archived', 'deleted')`),
    check('products_status_hidden_check', sql`(${t.status} = 'active') = (${t.hiddenAt} is null)`),
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} between 0 and 1000000000`),
    // The dashboard's 'Stok menipis' count and filter: only the few products under their threshold.
    index('products_low_stock_idx')
      .on(t.id)
      .where(sql`${t.hiddenAt} is null and ${t.stock} < ${t.lowStockThreshold}`),
    // The dashboard's Draf and Arsip lists, newest first.
    index('products_unlisted_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.status} in ('draft', 'archived')`),
    check('products_max_purchase_check', sql`${t.maxPurchase} is null or ${t.maxPurchase} >= 1`),
    check(
      'products_sizes_check',
      sql`coalesce(${t.weightGram}, 1) between 1 and 1000000 and coalesce(${t.lengthCm}, 1) between 1 and 1000 and coalesce(${t.widthCm}, 1) between 1 and 1000 and coalesce(${t.heightCm}, 1) between 1 and 1000`,
    ),
  ],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    title: text().notNull(),
    value: text().notNull(),
    color: text(),
  },
  (t) => [index('product_attributes_product_idx').on(t.productId, t.position)],
);

/** One option of a product and its values, in the order the shop shows them (ADR 090). */
export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * One combination of a product's option values, sold as its own SKU with its own price, stock and
 * picture (ADR 090). A variant that orders or an arisan barang reference is never deleted: leaving the
 * product's set marks it removed (out of the shop and of the product's sums), its history intact.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    /** One value per option of the product, in the product's option order. */
    optionValues: text('option_values').array().notNull(),
    sku: text(),
    price: rupiah('price').notNull(),
    stock: integer().notNull().default(0),
    sold: integer().notNull().default(0),
    imageId: integer('image_id').references(() => productImages.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_combination_key')
      .on(t.productId, t.optionValues)
      .where(sql`${t.removedAt} is null`),
    uniqueIndex('product_variants_sku_key')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null and ${t.removedAt} is null`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_price_check', sql`${t.price} >= 0`),
    check('product_variants_sold_check', sql`${t.sold} >= 0`),
  ],
);

/** One uploaded picture of a product. The bytes live in image_variants, made once when stored. */
export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    width: integer().notNull(),
    format: text().notNull(),
    bytes: bytea('bytes').notNull(),
    etag: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.width, t.format] }),
    check('image_variants_format_check', sql`${t.format} in ('avif', 'webp', 'jpeg')`),
  ],
);

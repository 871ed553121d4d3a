import type { AdminProductCard, ProductCard } from '@toko/shared';
import { discountPercent, discountThousands, type ProductStatus, productPictureUrl } from '@toko/shared';
import { eq, isNull, ne, sql } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import { firstImageIdSql } from '../../db/sql.ts';

// A product as a card (lists, search, related products): its columns, read in the same query as the
// product, and the wire object made from them.

/** Which products a read sees: the shop's own (active) unless the owner asks for more (ADR 085). */
export interface VisibilityOptions {
  /** A list of the products of this status (the dashboard's Draf and Arsip); default active. */
  status?: ProductStatus;
  /** One product as the owner edits it: any status but deleted. */
  owner?: boolean;
}

/** A listing of drafts or archived products: out of the shop, so neither its indexes nor its counters. */
export const isUnlisted = (opts: VisibilityOptions) => opts.status !== undefined && opts.status !== 'active';

export const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.price,
  originalPrice: products.originalPrice,
  stock: products.stock,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  thumbnailUrl: products.thumbnailUrl,
  imageId: firstImageIdSql,
  badge: products.badge,
  infoText: products.infoText,
  sold: products.sold,
  label: products.label,
  freeShipping: products.freeShipping,
  rating: products.rating,
  reviewCount: products.reviewCount,
  status: products.status,
  lowStockThreshold: products.lowStockThreshold,
  hasVariants: sql<boolean>`jsonb_array_length(${products.options}) > 0`,
};

export type CardRow = {
  id: number;
  name: string;
  slug: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  categoryId: number | null;
  categoryName: string | null;
  categorySlug: string | null;
  thumbnailUrl: string | null;
  imageId: number | null;
  badge: string | null;
  infoText: string | null;
  sold: number;
  label: boolean;
  freeShipping: boolean;
  rating: number;
  reviewCount: number;
  status: string;
  lowStockThreshold: number;
  hasVariants: boolean;
};

export function toCard(row: CardRow): ProductCard {
  const category =
    row.categoryName !== null && row.categorySlug !== null
      ? { name: row.categoryName, slug: row.categorySlug }
      : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: row.price,
    original_price: row.originalPrice,
    stock: row.stock,
    category_id: row.categoryId,
    category,
    category_name: category?.name ?? null,
    thumbnail_url: productPictureUrl(row.imageId, row.thumbnailUrl, 280),
    image_id: row.imageId,
    badge: row.badge,
    info_text: row.infoText,
    // Derived from the prices on every read, never stored (a stored copy went stale on a price edit).
    discount: discountPercent(row.price, row.originalPrice),
    discount_amount: discountThousands(row.price, row.originalPrice),
    sold: row.sold,
    label: row.label,
    free_shipping: row.freeShipping,
    rating: Math.round(row.rating * 10) / 10,
    review_count: row.reviewCount,
    has_variants: row.hasVariants,
  };
}

/** The card as the dashboard lists it: with its status and low-stock threshold (ADR 085). */
export function toAdminCard(row: CardRow): AdminProductCard {
  return {
    ...toCard(row),
    // A listing never holds a deleted product (visible() leaves them out).
    status: row.status as ProductStatus,
    low_stock_threshold: row.lowStockThreshold,
  };
}

export const visible = (opts: VisibilityOptions) =>
  opts.owner
    ? ne(products.status, 'deleted')
    : isUnlisted(opts)
      ? eq(products.status, opts.status!)
      : isNull(products.hiddenAt);

import type { ProductCard } from '@toko/shared';
import { discountPercent, discountThousands, productPictureUrl } from '@toko/shared';
import { isNull } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import { firstImageIdSql } from '../../db/sql.ts';

// A product as a card (lists, search, related products): its columns, read in the same query as the
// product, and the wire object made from them.

export interface VisibilityOptions {
  /** Products hidden because orders reference them are left out unless this is true (admin only). */
  includeHidden?: boolean;
}

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
  };
}

export const visible = (opts: VisibilityOptions) =>
  opts.includeHidden ? undefined : isNull(products.hiddenAt);

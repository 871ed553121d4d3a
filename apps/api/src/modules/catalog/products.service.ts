import type { AdminProduct, Product, ProductAttribute, ProductStatus } from '@toko/shared';
import { imageUrl, purchaseLimit } from '@toko/shared';
import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared, writtenLimit } from '../../db/prepared.ts';
import {
  categories,
  productAttributes,
  productImages,
  products,
  productVariants,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { cardColumns, toCard, type VisibilityOptions, visible } from './product-cards.ts';
import { type VariantJson, variantFromJson } from './product-variants.service.ts';

// The product page's reads: the product by slug, name or id with its pictures, attributes and related
// products. The owner's view (getAdminProduct) adds the status and the low-stock threshold.

const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan';
const RELATED_LIMIT = 8;

/** The product page's reads, each prepared once: the product's other products of its category. */
async function relatedProducts(db: Db, product: { id: number; categoryId: number | null }) {
  if (product.categoryId === null) return [];
  const rows = await prepared(db, 'product:related', () =>
    db
      .select(cardColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          isNull(products.hiddenAt),
          eq(products.categoryId, sql.placeholder('category')),
          ne(products.id, sql.placeholder('id')),
        ),
      )
      .orderBy(desc(products.sold), asc(products.id))
      .limit(writtenLimit(RELATED_LIMIT)),
  ).execute({ category: product.categoryId, id: product.id });
  return rows.map(toCard);
}

/**
 * The product's pictures, attributes and variants in its own row's statement (#31: the product page in
 * as few reads as it can): each a small aggregate over its index, read with the row.
 */
const imagesJson = sql<number[]>`coalesce((select json_agg(i.id order by i.position, i.id)
  from ${productImages} i where i.product_id = ${products.id}), '[]'::json)`;
const attributesJson = sql<ProductAttribute[]>`coalesce((select json_agg(json_build_object(
    'id', a.id, 'title', a.title, 'value', a.value, 'color', a.color) order by a.position, a.id)
  from ${productAttributes} a where a.product_id = ${products.id}), '[]'::json)`;
const variantsJson = sql<VariantJson[]>`coalesce((select json_agg(json_build_object(
    'id', v.id, 'option_values', v.option_values, 'sku', v.sku, 'price', v.price, 'stock', v.stock,
    'image_id', v.image_id) order by v.position, v.id)
  from ${productVariants} v where v.product_id = ${products.id} and v.removed_at is null), '[]'::json)`;

/** The product row (with its card's columns) found by slug or name (`key`), or by `id`. */
function findProductRow(db: Db, by: 'key' | 'id', opts: VisibilityOptions) {
  return prepared(db, `product:${by}:${!!opts.owner}`, () => {
    const key = sql.placeholder('key');
    return (
      db
        .select({
          ...cardColumns,
          description: products.description,
          productTypeId: products.productTypeId,
          maxPurchase: products.maxPurchase,
          options: products.options,
          images: imagesJson,
          attributes: attributesJson,
          variants: variantsJson,
          weightGram: products.weightGram,
          lengthCm: products.lengthCm,
          widthCm: products.widthCm,
          heightCm: products.heightCm,
          createdAt: products.createdAt,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(
          and(
            visible(opts),
            by === 'id'
              ? eq(products.id, sql.placeholder('id'))
              : or(eq(products.slug, key), sql`lower(${products.name}) = lower(${key})`),
          ),
        )
        // A slug wins over another product's name that reads the same.
        .orderBy(...(by === 'key' ? [sql`(${products.slug} = ${key}) desc`] : []), asc(products.id))
        .limit(1)
    );
  });
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof findProductRow>['execute']>>[number];

async function toProduct(db: Db, row: ProductRow) {
  // The related products are a listing of their own (a sort index of the category): the one other read.
  const related = await relatedProducts(db, row);
  const product: Product = {
    ...toCard(row),
    description: row.description,
    product_type_id: row.productTypeId,
    main_image_url: row.thumbnailUrl,
    max_purchase: row.maxPurchase,
    weight_gram: row.weightGram,
    length_cm: row.lengthCm,
    width_cm: row.widthCm,
    height_cm: row.heightCm,
    purchase_limit: purchaseLimit(row.stock, row.maxPurchase),
    images: row.images.map((id) => ({ id, image_url: imageUrl(id, 560) })),
    attributes: row.attributes,
    options: row.options,
    variants: row.variants.map(variantFromJson),
    related_products: related,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return product;
}

/**
 * GET /products/{slug}: the full product by its slug, or by its exact name (case-insensitive, as the
 * spec's URLs used names), if it is in the shop. Throws NOT_FOUND.
 */
export async function getProductBySlugOrName(db: Db, slugOrName: string): Promise<Product> {
  const key = slugOrName.trim();
  if (!key || key.includes('\u0000')) throw AppError.notFound(PRODUCT_NOT_FOUND);
  const [row] = await findProductRow(db, 'key', {}).execute({ key });
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return toProduct(db, row);
}

/**
 * A product as the owner edits it (ADR 085): any status but deleted, with its status and low-stock
 * threshold; by slug or exact name, or by id. Throws NOT_FOUND.
 */
export async function getAdminProduct(db: Db, find: { key: string } | { id: number }): Promise<AdminProduct> {
  const key = 'key' in find ? find.key.trim() : '';
  if ('key' in find && (!key || key.includes('\u0000'))) throw AppError.notFound(PRODUCT_NOT_FOUND);
  const [row] =
    'key' in find
      ? await findProductRow(db, 'key', { owner: true }).execute({ key })
      : await findProductRow(db, 'id', { owner: true }).execute({ id: find.id });
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return {
    ...(await toProduct(db, row)),
    status: row.status as ProductStatus,
    low_stock_threshold: row.lowStockThreshold,
  };
}

/** The id of a product a shopper can see, by slug or exact name (as GET /products/{slug}). Throws NOT_FOUND. */
export async function findVisibleProductId(db: Db, slugOrName: string): Promise<number> {
  const key = slugOrName.trim();
  if (!key) throw AppError.notFound(PRODUCT_NOT_FOUND);
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(visible({}), or(eq(products.slug, key), sql`lower(${products.name}) = lower(${key})`)))
    // A slug wins over another product's name that reads the same.
    .orderBy(sql`(${products.slug} = ${key}) desc`, asc(products.id))
    .limit(1);
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return row.id;
}

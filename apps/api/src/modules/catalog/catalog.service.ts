import type {
  Category,
  Product,
  ProductCard,
  ProductListParams,
  ProductListResponse,
  ProductType,
} from '@toko/shared';
import {
  buildPagination,
  discountPercent,
  discountThousands,
  imageUrl,
  productPictureUrl,
} from '@toko/shared';
import { and, asc, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  productAttributes,
  productImages,
  products,
  productTypes,
} from '../../db/schema/index.ts';
import { firstImageIdSql, likeContaining } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

// The storefront's reading side of the catalog. The admin's writes (catalog-admin.*) answer with the
// same wire objects through getProductById / getProductBySlugOrName.

export const PRODUCT_NOT_FOUND = 'Product not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const RELATED_LIMIT = 8;
/** At most this many words of a search are matched (each one must match). */
const SEARCH_MAX_WORDS = 6;

export interface VisibilityOptions {
  /** Products hidden because orders reference them are left out unless this is true (admin only). */
  includeHidden?: boolean;
}

const cardColumns = {
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

type CardRow = {
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

function toCard(row: CardRow): ProductCard {
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

const visible = (opts: VisibilityOptions) => (opts.includeHidden ? undefined : isNull(products.hiddenAt));

/** Lower-case words of a search, without control characters (PostgreSQL refuses NUL in text). */
export function searchWords(search: string): string[] {
  const clean = search
    .replace(/\p{Cc}/gu, ' ')
    .toLowerCase()
    .trim();
  return [...new Set(clean.split(/\s+/).filter(Boolean))].slice(0, SEARCH_MAX_WORDS);
}

/**
 * Every word must be in the name, as a substring or as a close (typo-tolerant) word: `<%` is pg_trgm's
 * word similarity, and both it and the LIKE use the trigram index on lower(name).
 */
function searchCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (w) => sql`(lower(${products.name}) like ${likeContaining(w)} or ${w} <% lower(${products.name}))`,
    ),
  );
}

function categoryCondition(categoryName: string | undefined): SQL | undefined {
  if (!categoryName) return undefined;
  const wanted = categoryName.toLowerCase();
  return or(sql`lower(${categories.name}) = ${wanted}`, eq(categories.slug, wanted));
}

function orderBy(params: ProductListParams, words: string[]): SQL[] {
  const dir = params.sortOrder === 'desc' ? desc : asc;
  // Byte order, the same on PGlite and any server locale; names are compared without case.
  const byName = sql`lower(${products.name}) collate "C"`;
  const tieBreak = asc(products.id);
  if (!params.sortBy && words.length > 0) {
    const query = words.join(' ');
    return [sql`word_similarity(${query}, lower(${products.name})) desc`, asc(byName), tieBreak];
  }
  switch (params.sortBy ?? 'name') {
    case 'price':
      return [dir(products.price), tieBreak];
    case 'createdAt':
      return [dir(products.createdAt), tieBreak];
    case 'sold':
      return [dir(products.sold), tieBreak];
    default:
      return [dir(byName), tieBreak];
  }
}

/**
 * GET /products: one page of product cards in one query (the first image and the total come with
 * each row: a sub-select and a window count), never a query per product.
 */
export async function listProducts(
  db: Db,
  params: ProductListParams,
  opts: VisibilityOptions = {},
): Promise<ProductListResponse> {
  const words = searchWords(params.search ?? '');
  const where = and(visible(opts), categoryCondition(params.categoryName), searchCondition(words));
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderBy(params, words))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page the window count has no row to ride on: count on its own.
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where);
    total = row?.n ?? 0;
  }
  return { data: rows.map(toCard), pagination: buildPagination(total, params.page, params.limit) };
}

async function relatedProducts(db: Db, product: { id: number; categoryId: number | null }) {
  if (product.categoryId === null) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        isNull(products.hiddenAt),
        eq(products.categoryId, product.categoryId),
        ne(products.id, product.id),
      ),
    )
    .orderBy(desc(products.sold), asc(products.id))
    .limit(RELATED_LIMIT);
  return rows.map(toCard);
}

async function findProductRow(db: Db, where: SQL, preferSlug?: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: products.description,
      productTypeId: products.productTypeId,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...(preferSlug ? [sql`(${products.slug} = ${preferSlug}) desc`] : []), asc(products.id))
    .limit(1);
  return row ?? null;
}

async function toProduct(db: Db, row: NonNullable<Awaited<ReturnType<typeof findProductRow>>>) {
  const [images, attributes, related] = await Promise.all([
    db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({
        id: productAttributes.id,
        title: productAttributes.title,
        value: productAttributes.value,
        color: productAttributes.color,
      })
      .from(productAttributes)
      .where(eq(productAttributes.productId, row.id))
      .orderBy(asc(productAttributes.position), asc(productAttributes.id)),
    relatedProducts(db, row),
  ]);
  const product: Product = {
    ...toCard(row),
    description: row.description,
    product_type_id: row.productTypeId,
    main_image_url: row.thumbnailUrl,
    images: images.map((img) => ({ id: img.id, image_url: imageUrl(img.id, 560) })),
    attributes,
    related_products: related,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return product;
}

/**
 * GET /products/{slug}: the full product by its slug, or by its exact name (case-insensitive, as the
 * spec's URLs used names). Throws NOT_FOUND 'Product not found'.
 */
export async function getProductBySlugOrName(
  db: Db,
  slugOrName: string,
  opts: VisibilityOptions = {},
): Promise<Product> {
  const key = slugOrName.trim();
  if (!key || key.includes('\u0000')) throw AppError.notFound(PRODUCT_NOT_FOUND);
  const row = await findProductRow(
    db,
    and(visible(opts), or(eq(products.slug, key), sql`lower(${products.name}) = lower(${key})`))!,
    key,
  );
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return toProduct(db, row);
}

/** The full product by id (the admin's answers after a write). Throws NOT_FOUND 'Product not found'. */
export async function getProductById(db: Db, id: number, opts: VisibilityOptions = {}): Promise<Product> {
  const row = await findProductRow(db, and(visible(opts), eq(products.id, id))!);
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return toProduct(db, row);
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  // Only what a shopper can see is counted.
  product_count: sql<number>`count(${products.id}) filter (where ${products.hiddenAt} is null)`.mapWith(
    Number,
  ),
};

/** GET /categories: every category with its count of visible products, in the order they were made. */
export async function listCategories(db: Db, params: { page: number; limit: number }) {
  const rows = await db
    .select({ ...categoryColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.id))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(categories);
    total = row?.n ?? 0;
  }
  const data: Category[] = rows.map(({ total: _total, ...c }) => c);
  return { data, pagination: buildPagination(total, params.page, params.limit) };
}

/** GET /categories/{id}. Throws NOT_FOUND 'Category not found'. */
export async function getCategory(db: Db, id: number): Promise<Category> {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(eq(categories.id, id))
    .groupBy(categories.id);
  if (!row) throw AppError.notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** The category with this slug or name (case-insensitive), or null. */
export async function findCategoryBySlug(db: Db, slugOrName: string) {
  const wanted = slugOrName.trim().toLowerCase();
  const [row] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, wanted), sql`lower(${categories.name}) = ${wanted}`))
    .limit(1);
  return row ?? null;
}

/** GET /product-types: a short list, by name. */
export async function listProductTypes(db: Db): Promise<ProductType[]> {
  return db
    .select({ id: productTypes.id, name: productTypes.name })
    .from(productTypes)
    .orderBy(asc(productTypes.name), asc(productTypes.id));
}

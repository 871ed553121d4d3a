import {
  type Favorite,
  type FavoriteListParams,
  type FavoriteListResponse,
  productPictureUrl,
} from '@toko/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, favorites, products } from '../../db/schema/index.ts';
import { firstImageIdSql } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

// A customer's favourites (ADR 076). Whose list is read or changed comes only from the caller's user id,
// which the routes take from the token. A hidden product (deleted while orders name it) is left out of the
// list and cannot be saved; a deleted one takes its rows with it.

const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan';
const BAD_CURSOR = 'Cursor tidak berlaku untuk daftar ini';

/** Saves a product as a favourite; saving it again changes nothing (the first time is kept). */
export async function addFavorite(db: Db, userId: number, productId: number): Promise<void> {
  // One statement: the product is checked and the row written together, so a product deleted meanwhile
  // is a 404, never a foreign-key error.
  const inserted = await db
    .insert(favorites)
    .select(
      db
        .select({
          userId: sql<number>`${userId}::integer`.as('user_id'),
          productId: products.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.hiddenAt))),
    )
    .onConflictDoNothing()
    .returning({ productId: favorites.productId });
  if (inserted.length > 0) return;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.hiddenAt)));
  if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
}

/** Removes a favourite; removing one that is not there changes nothing. */
export async function removeFavorite(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

/** The cursor: the last row's created_at as PostgreSQL writes it (microseconds kept) and its product id. */
const encodeCursor = (at: string, productId: number) =>
  Buffer.from(JSON.stringify([at, productId])).toString('base64url');

function decodeCursor(token: string): [string, number] {
  try {
    const v = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)$/.test(v[0]) &&
      Number.isSafeInteger(v[1]) &&
      v[1] >= 1 &&
      v[1] <= 2_147_483_647
    )
      return [v[0], v[1]];
  } catch {
    // falls through to the 400 below
  }
  throw AppError.validation(BAD_CURSOR, [{ path: 'cursor', message: BAD_CURSOR }]);
}

/**
 * The customer's favourites, newest first, each with the product's price and stock now. A page is a
 * range of favorites_user_created_idx after the cursor. `product_ids` narrows the list to those products
 * (a listing page asks once which of its cards are favourites).
 */
export async function listFavorites(
  db: Db,
  userId: number,
  params: FavoriteListParams,
): Promise<FavoriteListResponse> {
  const after = params.cursor ? decodeCursor(params.cursor) : undefined;
  const rows = await db
    .select({
      productId: favorites.productId,
      addedAt: favorites.createdAt,
      addedAtText: sql<string>`${favorites.createdAt}::text`,
      name: products.name,
      slug: products.slug,
      categorySlug: categories.slug,
      thumbnailUrl: products.thumbnailUrl,
      imageId: firstImageIdSql,
      price: products.price,
      originalPrice: products.originalPrice,
      stock: products.stock,
    })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(favorites.userId, userId),
        isNull(products.hiddenAt),
        params.product_ids ? inArray(favorites.productId, params.product_ids) : undefined,
        after
          ? sql`(${favorites.createdAt}, ${favorites.productId}) < (${after[0]}::timestamptz, ${after[1]}::integer)`
          : undefined,
      ),
    )
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(params.limit + 1);
  const more = rows.length > params.limit;
  const page = more ? rows.slice(0, params.limit) : rows;
  const last = page.at(-1);
  const data: Favorite[] = page.map((r) => ({
    product_id: r.productId,
    name: r.name,
    slug: r.slug,
    category_slug: r.categorySlug,
    thumbnail_url: productPictureUrl(r.imageId, r.thumbnailUrl, 280),
    image_id: r.imageId,
    price: r.price,
    original_price: r.originalPrice,
    stock: r.stock,
    added_at: r.addedAt.toISOString(),
  }));
  return {
    data,
    pagination: {
      limit: params.limit,
      hasNextPage: more,
      nextCursor: more && last ? encodeCursor(last.addedAtText, last.productId) : null,
    },
  };
}

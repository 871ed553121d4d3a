import {
  buildPagination,
  firstName,
  type ProductReviewsResponse,
  REVIEW_LIMITS,
  REVIEW_TEXT,
  type Review,
  type ReviewableItem,
  type ReviewFields,
} from '@toko/shared';
import { and, desc, eq, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { orderItems, orders, products, reviewPhotos, reviews, users } from '../../db/schema/index.ts';
import { countAll } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { findVisibleProductId } from '../catalog/index.ts';
import { encodeReviewPhoto } from '../images/index.ts';

// Verified reviews (docs/decisions/074-verified-reviews.md): a customer reviews an item of their own
// delivered order once; the product page lists the visible ones. The product's rating and review count
// are derived by a trigger (migration 0030) in the same transaction as every write here.

type ReviewRow = typeof reviews.$inferSelect;

/** The photos of the given reviews, in their order. */
export async function photosOf(db: Db, reviewIds: number[]): Promise<Map<number, { id: number }[]>> {
  const out = new Map<number, { id: number }[]>();
  if (!reviewIds.length) return out;
  const rows = await db
    .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(reviewPhotos.reviewId, reviewPhotos.position);
  for (const r of rows) out.set(r.reviewId, [...(out.get(r.reviewId) ?? []), { id: r.id }]);
  return out;
}

export const toReview = (row: ReviewRow, photos: { id: number }[]): Review => ({
  id: row.id,
  rating: row.rating,
  text: row.text,
  reviewer_name: row.reviewerName,
  photos,
  reply: row.reply,
  replied_at: row.repliedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** The customer's item of a delivered order, or the refusal a shopper reads (another's item is a 404). */
async function checkReviewable(db: Db, customerId: number, orderItemId: number) {
  const [item] = await db
    .select({ productId: orderItems.productId, status: orders.status, reviewed: reviews.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(and(eq(orderItems.id, orderItemId), eq(orders.userId, customerId)));
  if (!item) throw AppError.notFound(REVIEW_TEXT.itemNotFound);
  if (item.status !== 'delivered') throw AppError.conflict(REVIEW_TEXT.notDelivered);
  if (item.reviewed !== null) throw AppError.conflict(REVIEW_TEXT.alreadyReviewed);
  return item;
}

/**
 * Writes a review of an item of the customer's delivered order, with up to three photos. Every refusal
 * comes before the photos are decoded, and the check is made again inside the transaction with the
 * product's row held, so two reviews of one item at once write one.
 */
export async function createReview(
  db: Db,
  customerId: number,
  fields: ReviewFields,
  files: Buffer[],
): Promise<Review & { order_item_id: number; product_id: number }> {
  if (files.length > REVIEW_LIMITS.photosMax) {
    throw AppError.validation(REVIEW_TEXT.tooManyPhotos, [
      { path: 'photos', message: REVIEW_TEXT.tooManyPhotos },
    ]);
  }
  const { productId } = await checkReviewable(db, customerId, fields.order_item_id);
  const photos: Awaited<ReturnType<typeof encodeReviewPhoto>>[] = [];
  for (const file of files) photos.push(await encodeReviewPhoto(file));
  const [user] = await db.select({ fullname: users.fullname }).from(users).where(eq(users.id, customerId));
  try {
    const row = await db.transaction(async (tx) => {
      const product = tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      await (lockTaken('reviews.product') ? product.for('no key update') : product);
      await checkReviewable(tx, customerId, fields.order_item_id);
      await insideLock('reviews.product');
      const [inserted] = await tx
        .insert(reviews)
        .values({
          orderItemId: fields.order_item_id,
          productId,
          userId: customerId,
          reviewerName: firstName(user?.fullname ?? ''),
          rating: fields.rating,
          text: fields.text ?? null,
        })
        .returning();
      if (photos.length) {
        await tx
          .insert(reviewPhotos)
          .values(photos.map((p, position) => ({ reviewId: inserted!.id, position, ...p })));
      }
      return inserted!;
    });
    const stored = (await photosOf(db, [row.id])).get(row.id) ?? [];
    return { ...toReview(row, stored), order_item_id: row.orderItemId, product_id: row.productId };
  } catch (err) {
    // The unique index is the last word should two writes of one item ever meet without the lock.
    if (isUniqueViolation(err, 'reviews_order_item_key'))
      throw AppError.conflict(REVIEW_TEXT.alreadyReviewed);
    throw err;
  }
}

// ---- the product page's list (keyset: newest first, id as the tiebreak) ----------------------------

interface ReviewCursor {
  /** The filters it was made for. */
  f: string;
  p: number;
  /** created_at as PostgreSQL wrote it (microseconds kept), and the id. */
  c: string;
  i: number;
}

const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)$/;
const BAD_CURSOR = 'Cursor tidak berlaku untuk daftar ini';

function decodeReviewCursor(token: string, filters: string): ReviewCursor {
  let c: Partial<ReviewCursor> | null = null;
  try {
    c = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    c = null;
  }
  if (
    !c ||
    c.f !== filters ||
    !Number.isInteger(c.p) ||
    (c.p ?? 0) < 1 ||
    typeof c.c !== 'string' ||
    !TIMESTAMP.test(c.c) ||
    !Number.isInteger(c.i)
  ) {
    throw AppError.validation(BAD_CURSOR, [{ path: 'cursor', message: BAD_CURSOR }]);
  }
  return c as ReviewCursor;
}

/** GET /products/{slug}/reviews: a product's visible reviews, newest first, by stars and with photos. */
export async function listProductReviews(
  db: Db,
  slug: string,
  query: { rating?: number; with_photos?: boolean; limit: number; cursor?: string },
): Promise<ProductReviewsResponse> {
  const productId = await findVisibleProductId(db, slug);
  const filters = `${query.rating ?? ''}|${query.with_photos ? 1 : ''}`;
  const cursor = query.cursor ? decodeReviewCursor(query.cursor, filters) : null;
  const where: SQL[] = [eq(reviews.productId, productId), isNull(reviews.hiddenAt)];
  if (query.rating) where.push(eq(reviews.rating, query.rating));
  if (query.with_photos) {
    where.push(sql`exists (select 1 from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id})`);
  }
  const [total] = await db
    .select({ n: countAll() })
    .from(reviews)
    .where(and(...where));
  const page = cursor ? cursor.p + 1 : 1;
  if (cursor)
    where.push(sql`(${reviews.createdAt}, ${reviews.id}) < (${cursor.c}::timestamptz, ${cursor.i})`);
  const rows = await db
    .select({ review: reviews, key: sql<string>`${reviews.createdAt}::text` })
    .from(reviews)
    .where(and(...where))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit + 1);
  const shown = rows.slice(0, query.limit);
  const photos = await photosOf(
    db,
    shown.map((r) => r.review.id),
  );
  const last = shown.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? Buffer.from(
          JSON.stringify({ f: filters, p: page, c: last.key, i: last.review.id } satisfies ReviewCursor),
        ).toString('base64url')
      : null;
  return {
    data: shown.map((r) => toReview(r.review, photos.get(r.review.id) ?? [])),
    pagination: { ...buildPagination(total?.n ?? 0, page, query.limit), nextCursor },
  };
}

/** The customer's items of delivered orders not reviewed yet (of one order when asked), newest first. */
export async function listReviewable(
  db: Db,
  customerId: number,
  orderId?: number,
): Promise<ReviewableItem[]> {
  return db
    .select({
      order_item_id: orderItems.id,
      order_id: orders.id,
      order_number: orders.orderNumber,
      product_name: orderItems.productName,
      product_slug: products.slug,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orders.userId, customerId),
        eq(orders.status, 'delivered'),
        orderId === undefined ? undefined : eq(orders.id, orderId),
        notExists(db.select({ one: sql`1` }).from(reviews).where(eq(reviews.orderItemId, orderItems.id))),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orderItems.id))
    .limit(100);
}

/** A photo of a visible review (a hidden review's photos are gone with it). Throws NOT_FOUND. */
export async function getReviewPhoto(db: Db, id: number, size: 'thumb' | 'large'): Promise<Buffer> {
  const [row] = await db
    .select({ bytes: size === 'large' ? reviewPhotos.large : reviewPhotos.thumb })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(and(eq(reviewPhotos.id, id), isNull(reviews.hiddenAt)));
  if (!row) throw AppError.notFound(REVIEW_TEXT.photoNotFound);
  return row.bytes;
}

import {
  type AdminReview,
  type AdminReviewListResponse,
  type AdminReviewsQuerySchema,
  buildPagination,
  REVIEW_TEXT,
} from '@toko/shared';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { orderItems, orders, products, reviews } from '../../db/schema/index.ts';
import { countAll, offsetOf } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { photosOf, toReview } from './reviews.service.ts';

// The owner's side of reviews ('Ulasan' in the dashboard, docs/decisions/074-verified-reviews.md): every
// review with its product and order, one reply each, and hiding with a reason that is kept.

type Query = z.output<typeof AdminReviewsQuerySchema>;

const adminColumns = {
  review: reviews,
  product: { id: products.id, name: products.name, slug: products.slug },
  orderNumber: orders.orderNumber,
};

type AdminRow = {
  review: typeof reviews.$inferSelect;
  product: { id: number; name: string; slug: string };
  orderNumber: string;
};

function toAdminReview(row: AdminRow, photos: { id: number }[]): AdminReview {
  return {
    ...toReview(row.review, photos),
    product: row.product,
    order_number: row.orderNumber,
    hidden_at: row.review.hiddenAt?.toISOString() ?? null,
    hidden_reason: row.review.hiddenReason,
  };
}

const adminRows = (db: Db) =>
  db
    .select(adminColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId));

/** Newest first; all, only visible or only hidden, and by stars. */
export async function listAdminReviews(db: Db, query: Query): Promise<AdminReviewListResponse> {
  const where: SQL[] = [];
  if (query.visibility === 'visible') where.push(isNull(reviews.hiddenAt));
  if (query.visibility === 'hidden') where.push(isNotNull(reviews.hiddenAt));
  if (query.rating) where.push(eq(reviews.rating, query.rating));
  const [total] = await db
    .select({ n: countAll() })
    .from(reviews)
    .where(and(...where));
  const rows = await adminRows(db)
    .where(and(...where))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const photos = await photosOf(
    db,
    rows.map((r) => r.review.id),
  );
  return {
    data: rows.map((r) => toAdminReview(r, photos.get(r.review.id) ?? [])),
    pagination: buildPagination(total?.n ?? 0, query.page, query.limit),
  };
}

async function getAdminReview(db: Db, id: number): Promise<AdminReview> {
  const [row] = await adminRows(db).where(eq(reviews.id, id));
  if (!row) throw AppError.notFound(REVIEW_TEXT.reviewNotFound);
  return toAdminReview(row, (await photosOf(db, [id])).get(id) ?? []);
}

/** The owner's one reply: a second is refused (409), the first is never overwritten. */
export async function replyToReview(db: Db, id: number, reply: string): Promise<AdminReview> {
  const done = await db
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!done.length) {
    await getAdminReview(db, id);
    throw AppError.conflict(REVIEW_TEXT.alreadyReplied);
  }
  return getAdminReview(db, id);
}

/**
 * Hides a review with the owner's reason (kept, with who and when): it leaves the product page, its photos
 * stop being served and the product's figures are derived again without it, in one transaction.
 */
export async function hideReview(db: Db, adminId: number, id: number, reason: string): Promise<AdminReview> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ productId: reviews.productId, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(eq(reviews.id, id));
    if (!found) throw AppError.notFound(REVIEW_TEXT.reviewNotFound);
    const product = tx.select({ id: products.id }).from(products).where(eq(products.id, found.productId));
    await (lockTaken('reviews.product') ? product.for('no key update') : product);
    await insideLock('reviews.product');
    const done = await tx
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: adminId })
      .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
      .returning({ id: reviews.id });
    if (!done.length) throw AppError.conflict(REVIEW_TEXT.alreadyHidden);
  });
  return getAdminReview(db, id);
}

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, products } from './catalog.ts';
import { orderItems } from './orders.ts';
import { users } from './users.ts';

// Verified reviews ('Ulasan', docs/decisions/074-verified-reviews.md): one per order item of a delivered
// order. products.rating and products.review_count are not written by any service: a trigger
// (migration 0030) derives them from the visible rows after every insert, hide or delete.

export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A deleted customer's review stays (its first name was copied): the link is cut.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reviewer's first name only, copied when written: the product page never shows more. */
    reviewerName: text('reviewer_name').notNull(),
    rating: integer().notNull(),
    text: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by the owner: gone from the product page and its figures, kept with the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's one reply. */
    reply: text(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_order_item_key').on(t.orderItemId),
    // The product page's pages, newest first, all stars or one (keyset on created_at, id).
    index('reviews_product_visible_idx').on(t.productId, t.createdAt, t.id).where(sql`${t.hiddenAt} is null`),
    index('reviews_product_rating_idx')
      .on(t.productId, t.rating, t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_created_idx').on(t.createdAt, t.id),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_text_check', sql`${t.text} is null or char_length(${t.text}) between 1 and 1000`),
    check('reviews_hidden_check', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    check('reviews_reply_check', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
  ],
);

/**
 * A review's photo, re-encoded when stored (no uploaded bytes are ever served): a small JPEG for the list
 * and a larger one to open. Served only while its review is visible.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    thumb: bytea('thumb').notNull(),
    large: bytea('large').notNull(),
  },
  (t) => [
    uniqueIndex('review_photos_review_position_key').on(t.reviewId, t.position),
    check('review_photos_position_check', sql`${t.position} between 0 and 2`),
  ],
);

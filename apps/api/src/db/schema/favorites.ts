import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './users.ts';

/**
 * A customer's favourites ('Favorit', ADR 076): one row per customer and product, so saving twice is the
 * same row. A deleted product takes its rows with it; a hidden one is left out when read.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The list, newest first, is a range of this index (keyset on created_at, product_id).
    index('favorites_user_created_idx').on(t.userId, t.createdAt, t.productId),
    // A product's delete cascades through this.
    index('favorites_product_idx').on(t.productId),
  ],
);

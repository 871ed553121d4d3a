import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog.ts';
import { users } from './users.ts';

/** One cart per customer, kept on the server. */
export const carts = pgTable(
  'carts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_key').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant chosen on the product page; null for a product without options (ADR 090). */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product and variant; a product without options has one line (null variant).
    unique('cart_items_cart_product_variant_key').on(t.cartId, t.productId, t.variantId).nullsNotDistinct(),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

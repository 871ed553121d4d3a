import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Counts the shop reads on every overview and listing, kept up to date by triggers in the same
 * transaction as the change (migration 0007): 'products', 'products:<category id|none>', 'customers',
 * 'orders', 'orders:pending', 'arisans:active'. Reading them is a handful of rows at any size.
 */
export const shopCounters = pgTable('shop_counters', {
  name: text().primaryKey(),
  n: bigint({ mode: 'number' }).notNull().default(0),
});

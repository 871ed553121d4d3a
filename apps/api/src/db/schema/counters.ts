import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, pgView, text } from 'drizzle-orm/pg-core';

/**
 * Counts the shop reads on every overview and listing, kept up to date by triggers in the same
 * transaction as the change (migration 0007): 'products', 'products:<category id|none>', 'customers',
 * 'orders', 'orders:pending', 'arisans:active', 'sales:<day>'. Reading them is a handful of rows at any
 * size. Read them through shopCounterTotals: the triggers write into shopCounterDeltas (ADR 092).
 */
export const shopCounters = pgTable('shop_counters', {
  name: text().primaryKey(),
  n: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * What the triggers add to a counter, one row per change, never updated: a change inserts and waits for
 * no one, where an update of the counter's one row held it until commit and made every checkout of the
 * shop wait for the one before (ADR 092). A job folds them into shop_counters (db/counters.ts).
 */
export const shopCounterDeltas = pgTable(
  'shop_counter_deltas',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    name: text().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('shop_counter_deltas_name_idx').on(t.name)],
);

/** Each counter's value: its folded row plus the deltas not folded yet. */
export const shopCounterTotals = pgView('shop_counter_totals', {
  name: text().notNull(),
  n: bigint({ mode: 'number' }).notNull(),
}).as(
  sql`select name, sum(n)::bigint as n from (
    select name, n from shop_counters union all select name, n from shop_counter_deltas
  ) c group by name`,
);

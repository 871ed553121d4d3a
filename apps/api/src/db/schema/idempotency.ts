import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to a create request sent with an `Idempotency-Key` (http/idempotency.ts). The primary
 * key is what makes two parallel requests with one key do the work once: the second insert waits for the
 * first transaction and then finds its stored answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // No foreign key on purpose: its key-share lock on the user row would deadlock two creates of one
    // customer that both lock that row next (addresses do). Rows go after a day whoever they belong to.
    userId: integer('user_id').notNull(),
    /** Method and route pattern, e.g. 'POST /api/shipping-address'. */
    route: text().notNull(),
    key: text().notNull(),
    /** Hash of the URL and body: the same key sent with a different request is refused. */
    fingerprint: text().notNull(),
    // Written in the same transaction as the claim, so only a claim still in flight has them null.
    statusCode: integer('status_code'),
    response: jsonb(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.route, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

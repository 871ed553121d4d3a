import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-client request limit's counters (http/rate-limits.ts), in the database so every API process
 * behind a load balancer counts the same requests (ADR 069). One row per limited route and client; a row
 * whose window has ended counts as empty and is deleted within a minute. The migration makes the table
 * UNLOGGED (drizzle's schema cannot say so): a count skips the write-ahead log and its flush, 5x cheaper
 * on PostgreSQL (bench/request-limit.ts), and a crash forgets at most a minute of counts.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    /** The route pattern and the client, e.g. 'POST /api/auth/login 203.0.113.7'. */
    key: text().primaryKey(),
    hits: integer().notNull(),
    /** When this window ends; the next request after it starts a new one. */
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_counts_resets_at_idx').on(t.resetsAt)],
);

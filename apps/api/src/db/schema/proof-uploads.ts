import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per proof-of-transfer upload an account started (orders and arisan barang transfers alike), so
 * the flood limit holds across API processes (http/proof-upload-limit.ts). Rows older than the limit's
 * window are deleted as new ones are written.
 */
export const proofUploadAttempts = pgTable(
  'proof_upload_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: the claim already holds the user row, and the rows are gone within the hour.
    userId: integer('user_id').notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proof_upload_attempts_user_at_idx').on(t.userId, t.at),
    index('proof_upload_attempts_at_idx').on(t.at),
  ],
);

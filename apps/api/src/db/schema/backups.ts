import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled backup (BACKUP_DIR, docs/decisions/068-backups.md): the start of the period it
 * covers is the primary key, so of several API processes on one database only the one whose insert
 * lands writes that period's file. A failed run deletes its row and the next round tries again.
 */
export const backupRuns = pgTable('backup_runs', {
  periodStart: timestamp('period_start', { withTimezone: true }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The file's name in BACKUP_DIR once it is written; null while it is being written. */
  file: text(),
});

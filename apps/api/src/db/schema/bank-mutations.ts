import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { rupiah } from './catalog.ts';
import { users } from './users.ts';

/**
 * Every credit line of a bank statement or a mutation service the shop has read, once
 * (docs/decisions/061-statement-matching.md): the fingerprint is the line's identity across exports of
 * overlapping periods (or the service's own id), so a line read again approves nothing twice. Each row
 * says what the line did: paid one payment ('matched', with the payment), fit none ('unmatched'), fit
 * several ('several') or only a decided one ('decided'); the last three are the owner's to look at.
 * Append-only, like the payment decisions it explains: a trigger refuses UPDATE and DELETE except the
 * importer link a deleted account clears. No foreign key to the payment: the record outlives it.
 */
export const bankMutations = pgTable(
  'bank_mutations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** sha256 hex: of date|amount|description|occurrence in the file, or of the service's id. */
    fingerprint: text().notNull().unique(),
    /** 'statement' (an uploaded export) or 'webhook' (a mutation service). */
    source: text().notNull(),
    /** 'bca', 'bni', 'mandiri', 'mt940', 'csv' or 'webhook'. */
    format: text().notNull(),
    /** The mutation service's id of the line, when it sent one. */
    externalId: text('external_id'),
    /** The line of the file (or the position in the webhook's list), 1-based. */
    lineNo: integer('line_no').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amount: rupiah('amount').notNull(),
    description: text().notNull(),
    outcome: text().notNull(),
    /** The payment the line paid ('order' or 'barang_transfer'), when it matched. */
    paymentKind: text('payment_kind'),
    paymentId: integer('payment_id'),
    /** The admin who uploaded the statement; null for a webhook or a deleted account. */
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_mutations_payment_idx').on(t.paymentKind, t.paymentId),
    check('bank_mutations_source_check', sql`${t.source} in ('statement', 'webhook')`),
    check(
      'bank_mutations_format_check',
      sql`${t.format} in ('bca', 'bni', 'mandiri', 'mt940', 'csv', 'webhook')`,
    ),
    check(
      'bank_mutations_outcome_check',
      sql`${t.outcome} in ('matched', 'unmatched', 'several', 'decided')`,
    ),
    check('bank_mutations_amount_check', sql`${t.amount} > 0`),
    check(
      'bank_mutations_payment_check',
      sql`(${t.outcome} = 'matched') = (${t.paymentId} is not null) and (${t.paymentId} is null) = (${t.paymentKind} is null)
        and (${t.paymentKind} is null or ${t.paymentKind} in ('order', 'barang_transfer'))`,
    ),
  ],
);

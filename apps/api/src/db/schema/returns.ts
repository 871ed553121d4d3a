import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, rupiah } from './catalog.ts';
import { orderItems, orders } from './orders.ts';
import { users } from './users.ts';

/**
 * 'Pengembalian' (docs/decisions/089-returns-and-refunds.md): a customer asks to send back items of a
 * delivered order; the owner approves or rejects it, and an approved one ends with its refund.
 * 'requested' -> 'approved' | 'rejected'; 'approved' -> 'refunded'. One open return per order.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text().notNull().default('requested'),
    reason: text().notNull(),
    /** The owner's word on the decision (required when rejecting: the customer reads why). */
    ownerNote: text('owner_note'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'order_returns_status_check',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'refunded')`,
    ),
    check('order_returns_decided_check', sql`(${t.status} = 'requested') = (${t.decidedAt} is null)`),
    check('order_returns_rejected_note_check', sql`${t.status} <> 'rejected' or ${t.ownerNote} is not null`),
    // The rule "one open return per order", for every API process at once.
    uniqueIndex('order_returns_open_idx').on(t.orderId).where(sql`${t.status} in ('requested', 'approved')`),
    index('order_returns_status_idx').on(t.status, t.requestedAt, t.id),
  ],
);

/** The items and how many of each go back. */
export const orderReturnItems = pgTable(
  'order_return_items',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    check('order_return_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The customer's photos of the items (re-encoded JPEG, no EXIF), 1 to 3 a return. */
export const orderReturnPhotos = pgTable('order_return_photos', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  returnId: integer('return_id')
    .notNull()
    .references(() => orderReturns.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * Money sent back to a customer: append-only (a trigger refuses UPDATE and DELETE, except the actor link
 * a deleted account clears), at most one per return, and a trigger subtracts it from the order day's sales.
 * The total refunded of an order never passes what it paid (checked under the order's lock).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    returnId: integer('return_id')
      .notNull()
      .unique()
      .references(() => orderReturns.id),
    amount: rupiah('amount').notNull(),
    /** The bank transfer's reference (berita/nomor referensi) the owner copies from the bank. */
    reference: text().notNull(),
    /** The transfer receipt (re-encoded JPEG or a checked PDF), when the owner attaches one. */
    proofBytes: bytea('proof_bytes'),
    proofContentType: text('proof_content_type'),
    /** Whether the returned units went back into stock with the refund. */
    restocked: boolean().notNull().default(false),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
    check(
      'order_refunds_proof_check',
      sql`(${t.proofBytes} is null) = (${t.proofContentType} is null) and (${t.proofContentType} is null or ${t.proofContentType} in ('image/jpeg', 'application/pdf'))`,
    ),
    index('order_refunds_order_idx').on(t.orderId),
  ],
);

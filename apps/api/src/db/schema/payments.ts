import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { arisanTransfers } from './arisan.ts';
import { rupiah } from './catalog.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * The amounts the shop is waiting to see on its bank statement, one row per open payment: a waiting order
 * (`pending`, with a unique code) or an open arisan member transfer. The primary key is the rule "no two
 * open payments share an amount" across both tables and every API process. Triggers on orders and
 * arisan_transfers keep it (migration 0019): a row comes with the payment and goes when it is paid,
 * cancelled or approved. Nothing else writes it (docs/decisions/050-unique-transfer-amounts.md).
 */
export const openPaymentAmounts = pgTable(
  'open_payment_amounts',
  {
    amount: rupiah('amount').primaryKey(),
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    arisanTransferId: integer('arisan_transfer_id')
      .unique()
      .references(() => arisanTransfers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('open_payment_amounts_one_payable', sql`num_nonnulls(${t.orderId}, ${t.arisanTransferId}) = 1`),
  ],
);

/**
 * Append-only history of every decision on a payment (docs/decisions/060-one-payments-module.md): an order
 * or an arisan barang member transfer approved or rejected, by whom, from which source ('manual': the
 * owner's button; 'statement': a line of an imported bank statement; 'webhook': a mutation service) and
 * with which evidence (the statement line). No foreign key to the payable: the record outlives it, like
 * arisan_audit. A trigger refuses every UPDATE and DELETE except the actor link a deleted account clears.
 */
export const paymentDecisions = pgTable(
  'payment_decisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 'order' (orders.id) or 'barang_transfer' (arisan_transfers.id). */
    kind: text().notNull(),
    payableId: integer('payable_id').notNull(),
    /** 'approve' or 'reject'. */
    action: text().notNull(),
    source: text().notNull(),
    /** What proved the payment, e.g. the bank statement's line; null for a decision by eye. */
    evidence: text(),
    /** Why a payment was rejected (the payer sees it). */
    reason: text(),
    /** The amount the payment asked for when it was decided (integer rupiah). */
    amount: rupiah('amount').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_decisions_payable_idx').on(t.kind, t.payableId, t.decidedAt),
    check('payment_decisions_kind_check', sql`${t.kind} in ('order', 'barang_transfer')`),
    check('payment_decisions_action_check', sql`${t.action} in ('approve', 'reject')`),
    check('payment_decisions_source_check', sql`${t.source} in ('manual', 'statement', 'webhook')`),
    check('payment_decisions_reason_check', sql`(${t.action} = 'reject') = (${t.reason} is not null)`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { arisanTransfers } from './arisan.ts';
import { rupiah } from './catalog.ts';
import { orders } from './orders.ts';

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

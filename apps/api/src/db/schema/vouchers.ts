import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rupiah } from './catalog.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

// Vouchers ('Kode Voucher', docs/decisions/072-vouchers.md). How often one has been used is not a number
// of its own: it is the count of voucher_uses not given back, so a cancelled order's use comes back by
// marking its row, once.

export const vouchers = pgTable(
  'vouchers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** In capitals: codes are compared without case. */
    code: text().notNull(),
    type: text().notNull(),
    /** Percent 1-100, rupiah off for 'fixed', 0 for 'free_shipping'. */
    value: rupiah('value').notNull().default(0),
    minPurchase: rupiah('min_purchase').notNull().default(0),
    maxDiscount: rupiah('max_discount'),
    /** Null: no limit. */
    quota: integer(),
    perCustomer: integer('per_customer'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean().notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_code_key').on(t.code),
    index('vouchers_created_idx').on(t.createdAt, t.id),
    check('vouchers_code_check', sql`${t.code} = upper(${t.code})`),
    check('vouchers_type_check', sql`${t.type} in ('percent', 'fixed', 'free_shipping')`),
    check(
      'vouchers_value_check',
      sql`(${t.type} = 'percent' and ${t.value} between 1 and 100) or (${t.type} = 'fixed' and ${t.value} >= 1) or (${t.type} = 'free_shipping' and ${t.value} = 0)`,
    ),
    check(
      'vouchers_limits_check',
      sql`${t.minPurchase} >= 0 and (${t.maxDiscount} is null or ${t.maxDiscount} >= 0) and (${t.quota} is null or ${t.quota} >= 1) and (${t.perCustomer} is null or ${t.perCustomer} >= 1)`,
    ),
    check(
      'vouchers_dates_check',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/** One order's use of a voucher; given back (given_back_at set, once) when the order is cancelled or expires. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The code as it read when the order was made (the owner may rename the voucher later). */
    code: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    givenBackAt: timestamp('given_back_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_uses_order_key').on(t.orderId),
    // The quota and per-customer counts read live uses only.
    index('voucher_uses_live_idx').on(t.voucherId, t.userId).where(sql`${t.givenBackAt} is null`),
    index('voucher_uses_voucher_idx').on(t.voucherId, t.createdAt),
  ],
);

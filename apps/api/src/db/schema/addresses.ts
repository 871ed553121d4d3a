import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    recipient: text().notNull(),
    phone: text().notNull(),
    provinsi: text().notNull(),
    kabupaten: text().notNull(),
    kecamatan: text().notNull(),
    desa: text().notNull(),
    jalan: text().notNull(),
    postalCode: text('postal_code').notNull(),
    /**
     * The desa's Kemendagri code (35.26.01.2001): its kecamatan, kabupaten and provinsi are its prefixes,
     * so shipping zones match an address by code (docs/decisions/071-shop-settings-and-delivery-area.md).
     * Null on addresses saved before codes were kept; their names still find it.
     */
    desaCode: text('desa_code'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipping_addresses_user_idx').on(t.userId),
    // At most one default address per customer, whatever races happen.
    uniqueIndex('shipping_addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * 'Pengaturan Toko' (docs/decisions/071-shop-settings-and-delivery-area.md): one row per field the owner
 * has saved. A field without a row takes its value from the environment (BANK_ACCOUNT_*, SELLER_WHATSAPP)
 * or the spec's default, so a fresh shop behaves as before and the database wins once the owner saves.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text().primaryKey(),
  /** The value as JSON text, written and read by the settings service (one shape for both drivers). */
  value: text().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'Riwayat Perubahan': who changed which field when, from what to what (as the owner reads them). */
export const shopSettingChanges = pgTable(
  'shop_setting_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    field: text().notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    // An admin account deleted later leaves its changes in the history.
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_setting_changes_changed_at_idx').on(t.changedAt, t.id)],
);

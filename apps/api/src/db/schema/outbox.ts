import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { contributionDues } from './arisan.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Every message the shop sends, written in the transaction of the event that causes it and sent later by
 * whichever API process claims it first (docs/decisions/064-outbox-channels.md). `channel` is 'email'
 * today; a WhatsApp sender will read rows of its own channel from this same table. `next_attempt_at` is
 * when a pending row may be tried again (docs/decisions/065-outbox-retry-policy.md).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text().notNull().default('email'),
    kind: text().notNull(),
    // A deleted account's messages stay for the owner's record.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('email')`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    // What the sender asks for: due pending rows, oldest first.
    index('outbox_due_idx').on(t.channel, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_created_at_idx').on(t.createdAt, t.id),
    // The overview counts failed sends on every load.
    index('outbox_failed_idx').on(t.id).where(sql`${t.status} = 'failed'`),
    index('outbox_user_idx').on(t.userId),
  ],
);

/**
 * The customer's 'Notifikasi' bell: the same events as the mails, kept for the shop's own header, read
 * or not. Written beside the outbox row, in the same transaction.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** The page it is about, a path of the shop ('/account/transactions/12'). */
    path: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('user_notifications_user_idx').on(t.userId, t.id),
    index('user_notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A customer's choice per kind of message: a row with email false turns that kind's mails off. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    email: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Orders whose 'deadline in 3 hours' reminder was written: the primary key lets exactly one of several
 * processes write it, once.
 */
export const paymentReminders = pgTable('payment_reminders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Arisan dues whose 'due tomorrow' reminder was written: one per due, whichever process writes it. */
export const arisanDueReminders = pgTable('arisan_due_reminders', {
  dueId: integer('due_id')
    .primaryKey()
    .references(() => contributionDues.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

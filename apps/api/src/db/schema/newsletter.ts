import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Emails left in the home page's newsletter box, for the owner's promotions. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`)],
);

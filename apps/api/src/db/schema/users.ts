import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fullname: text().notNull(),
    // Stored lower-cased so the unique index is case-insensitive in effect.
    email: text().notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    role: text().notNull().default('customer'),
    /** In every token; raised by logout, password change and role change, which ends older tokens. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('admin', 'customer')`),
  ],
);

/**
 * Failed logins per (account, client address), kept in the database so every API process shares the
 * limit (ADR 053). An address is locked after its own failures; the account's failures over all addresses
 * slow down only the addresses that failed, so a stranger cannot lock the owner out. A row is removed by a
 * successful login from its address, or once its last failure is older than LOGIN_LIMIT.forgetAfterSeconds
 * (guesses at many addresses must not grow the table for ever).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text().notNull(),
    /** The client's address as loginAddressKey writes it (an IPv6 client by its /64). */
    address: text().notNull(),
    failures: integer().notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.address] }),
    index('login_failures_last_failed_at_idx').on(t.lastFailedAt),
  ],
);

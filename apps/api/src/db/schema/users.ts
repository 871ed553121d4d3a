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
    /** Set by the owner: the account cannot log in (its tokens ended with a version raise). ADR 083. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('admin', 'staff', 'customer')`),
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

/**
 * A password reset link: only the SHA-256 of its token is kept, so a copy of the database opens no
 * account. Single use (`used_at`), valid until `expires_at`.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Reset requests per client address, kept in the database so the limit holds across API processes (as
 * login failures do, ADR 053). Rows older than the window are deleted as new ones are written.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    address: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_requests_address_at_idx').on(t.address, t.at)],
);

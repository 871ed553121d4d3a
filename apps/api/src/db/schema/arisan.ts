import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rupiah } from './catalog.ts';
import { users } from './users.ts';

export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('locations_name_key').on(sql`lower(${t.name})`)],
);

export const members = pgTable(
  'members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    passcode: text().notNull(),
    /** Normalised to 62... */
    phone: text(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    address: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_passcode_key').on(t.passcode),
    index('members_location_idx').on(t.locationId),
    index('members_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const arisans = pgTable(
  'arisans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    savingType: text('saving_type').notNull().default('daily'),
    duration: integer().notNull(),
    contributionAmount: rupiah('contribution_amount').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text().notNull().default('inactive'),
    /** Set instead of deleting when the arisan has payments: money records are never lost. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arisans_status_idx').on(t.status),
    index('arisans_saving_type_idx').on(t.savingType),
    index('arisans_created_at_idx').on(t.createdAt),
    check('arisans_saving_type_check', sql`${t.savingType} in ('daily', 'weekly', 'monthly')`),
    check('arisans_status_check', sql`${t.status} in ('active', 'inactive', 'completed')`),
    check('arisans_duration_check', sql`${t.duration} >= 1`),
    check('arisans_contribution_check', sql`${t.contributionAmount} > 0`),
    check('arisans_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const arisanMemberships = pgTable(
  'arisan_memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    arisanId: integer('arisan_id')
      .notNull()
      .references(() => arisans.id, { onDelete: 'restrict' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
    hasReceived: boolean('has_received').notNull().default(false),
    receivedDate: date('received_date', { mode: 'string' }),
    /** Cycles paid so far; a trigger keeps it equal to the ledger and never above the arisan's duration. */
    paidCycles: integer('paid_cycles').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('arisan_memberships_position_key').on(t.arisanId, t.position),
    uniqueIndex('arisan_memberships_member_key').on(t.arisanId, t.memberId),
    index('arisan_memberships_member_idx').on(t.memberId),
    check('arisan_memberships_position_check', sql`${t.position} >= 1`),
    check('arisan_memberships_paid_cycles_check', sql`${t.paidCycles} >= 0`),
  ],
);

/** A member's schedule: one due per cycle, made by 'Mulai Arisan'. */
export const contributionDues = pgTable(
  'contribution_dues',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => arisanMemberships.id, { onDelete: 'cascade' }),
    cycle: integer().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: rupiah('amount').notNull(),
    paymentId: integer('payment_id').references(() => contributionPayments.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('contribution_dues_cycle_key').on(t.membershipId, t.cycle),
    check('contribution_dues_cycle_check', sql`${t.cycle} >= 1`),
    check('contribution_dues_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** The append-only ledger: rows are only ever inserted (a trigger refuses UPDATE and DELETE). */
export const contributionPayments = pgTable(
  'contribution_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => arisanMemberships.id, { onDelete: 'restrict' }),
    arisanId: integer('arisan_id')
      .notNull()
      .references(() => arisans.id, { onDelete: 'restrict' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    amount: rupiah('amount').notNull(),
    cycles: integer().notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contribution_payments_membership_idx').on(t.membershipId),
    index('contribution_payments_arisan_idx').on(t.arisanId, t.recordedAt),
    check('contribution_payments_amount_check', sql`${t.amount} > 0`),
    check('contribution_payments_cycles_check', sql`${t.cycles} >= 1`),
  ],
);

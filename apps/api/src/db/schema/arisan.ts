import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, products, productVariants, rupiah } from './catalog.ts';
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
    /**
     * The customer account this member record belongs to (arisan barang members always have one; the
     * spec's members added by the admin may not). One member record per account.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_passcode_key').on(t.passcode),
    uniqueIndex('members_user_key').on(t.userId).where(sql`${t.userId} is not null`),
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
    /** Fixed rupiah per cycle paid after its due date; 0 = no late fee. */
    lateFee: rupiah('late_fee').notNull().default(0),
    /**
     * The lowest on-time share (whole percent) a member needs to take an early position (the first half);
     * null = no minimum. docs/decisions/079-payment-reliability.md.
     */
    earlyMinOnTimePercent: integer('early_min_on_time_percent'),
    /**
     * 'uang': the spec's arisan (money pot, members added by the admin). 'barang': customers save together
     * for a product; each cycle's recipient gets the goods as an order (ADR 042).
     */
    kind: text().notNull().default('uang'),
    /** Arisan barang: the product every member receives. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    /** Arisan barang of a product with options: the one variant every member receives (ADR 090). */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'restrict' }),
    /** Arisan barang: the product's price locked when the group was created. */
    itemPrice: rupiah('item_price'),
    /** Arisan barang: the shop's fee per member per cycle, added to the contribution. */
    adminFee: rupiah('admin_fee').notNull().default(0),
    /** Arisan barang: start (reserve stock, make the schedule) as soon as the last seat is taken. */
    startWhenFull: boolean('start_when_full').notNull().default(false),
    /**
     * Arisan barang: units taken from the product's stock at the start and not yet given to a recipient's
     * order. Start sets it to the member count; each recipient's order takes one (a cancelled one gives it back).
     */
    unitsReserved: integer('units_reserved').notNull().default(0),
    /** Arisan barang: why the last attempt to start failed (not enough stock, product hidden), for the admin. */
    startError: text('start_error'),
    /**
     * How each cycle's recipient is chosen: 'kocok' (the verifiable draw), 'urut' (the receiving order of
     * the positions) or 'lelang' (sealed bids of a discount, money arisan only; ADR 077).
     */
    recipientRule: text('recipient_rule').notNull().default('kocok'),
    /** Only members paid up to the cycle may win a draw or a lelang (ADR 078); off: all not yet received. */
    drawPaidUpOnly: boolean('draw_paid_up_only').notNull().default(true),
    /** Lelang: the highest discount a bid may offer, as % of the pot (ADR 077). */
    lelangCapPercent: integer('lelang_cap_percent').notNull().default(30),
    /** Lelang: the organiser's commission, as % of the winning discount (at most 7, ADR 077). */
    lelangCommissionPercent: integer('lelang_commission_percent').notNull().default(0),
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
    check('arisans_late_fee_check', sql`${t.lateFee} >= 0`),
    check(
      'arisans_early_min_check',
      sql`${t.earlyMinOnTimePercent} is null or ${t.earlyMinOnTimePercent} between 0 and 100`,
    ),
    check('arisans_kind_check', sql`${t.kind} in ('uang', 'barang')`),
    check('arisans_admin_fee_check', sql`${t.adminFee} >= 0`),
    check('arisans_units_reserved_check', sql`${t.unitsReserved} >= 0`),
    // The group's arithmetic is the database's rule: N members (2-24), a product and its locked price, and
    // contribution = ceil(price / N) + fee, so every member's N payments cover the goods.
    check(
      'arisans_barang_check',
      sql`${t.kind} = 'uang' or (${t.productId} is not null and ${t.itemPrice} > 0 and ${t.duration} between 2 and 24 and ${t.contributionAmount} = (${t.itemPrice} + ${t.duration} - 1) / ${t.duration} + ${t.adminFee})`,
    ),
    index('arisans_product_idx').on(t.productId).where(sql`${t.productId} is not null`),
    check('arisans_recipient_rule_check', sql`${t.recipientRule} in ('kocok', 'urut', 'lelang')`),
    check('arisans_lelang_kind_check', sql`${t.recipientRule} <> 'lelang' or ${t.kind} = 'uang'`),
    check('arisans_lelang_cap_check', sql`${t.lelangCapPercent} between 1 and 50`),
    check('arisans_lelang_commission_check', sql`${t.lelangCommissionPercent} between 0 and 7`),
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
    /**
     * Cycles paid so far, written only by the ledger's trigger (a hand edit is refused, the arisan_cycle_rules migration), never
     * above the arisan's duration. Who received the pot lives in arisan_recipients.
     */
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
    // The dues a payment paid: read by a correction (the ledger's trigger frees them) and by the ledger's
    // 'paid_out_cycles' warning, one probe per row.
    index('contribution_dues_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
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
    /** Late fees paid with this payment, kept apart from the contribution (`amount`). */
    lateFee: rupiah('late_fee').notNull().default(0),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    /**
     * Set on a correction: this row reverses that payment (negative amount, cycles and late fee), at most
     * once (unique index). The ledger stays append-only; see docs/decisions/040-payment-corrections.md.
     */
    reversesPaymentId: integer('reverses_payment_id').references((): AnyPgColumn => contributionPayments.id, {
      onDelete: 'restrict',
    }),
    /** Why a correction was made (only on reversal rows). */
    reason: text(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contribution_payments_membership_idx').on(t.membershipId),
    index('contribution_payments_arisan_idx').on(t.arisanId, t.recordedAt),
    uniqueIndex('contribution_payments_reversal_key')
      .on(t.reversesPaymentId)
      .where(sql`${t.reversesPaymentId} is not null`),
    check(
      'contribution_payments_kind_check',
      sql`(${t.reversesPaymentId} is null and ${t.reason} is null and ${t.amount} > 0 and ${t.cycles} >= 1 and ${t.lateFee} >= 0) or (${t.reversesPaymentId} is not null and ${t.reason} is not null and ${t.amount} < 0 and ${t.cycles} <= -1 and ${t.lateFee} <= 0)`,
    ),
  ],
);

/**
 * A draw (undian) for one cycle. The commitment (sha256 of the seed) is published when the draw is
 * prepared; the seed stays secret until the draw runs, then it is revealed with the eligible list so anyone
 * can recompute the winner with `drawWinner` (packages/shared). See docs/decisions/032-verifiable-draw.md.
 */
export const arisanDraws = pgTable(
  'arisan_draws',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    arisanId: integer('arisan_id')
      .notNull()
      .references(() => arisans.id, { onDelete: 'restrict' }),
    cycle: integer().notNull(),
    seed: text().notNull(),
    commitment: text().notNull(),
    eligibleMemberIds: jsonb('eligible_member_ids').$type<number[]>(),
    winnerMemberId: integer('winner_member_id').references(() => members.id, { onDelete: 'restrict' }),
    /** Who could not win and why, written with the result (ADR 078). */
    excluded: jsonb().$type<{ member_id: number; reason: string }[]>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    index('arisan_draws_arisan_idx').on(t.arisanId, t.cycle),
    // One open (committed, not yet drawn) draw per cycle.
    uniqueIndex('arisan_draws_open_key').on(t.arisanId, t.cycle).where(sql`${t.drawnAt} is null`),
    check('arisan_draws_cycle_check', sql`${t.cycle} >= 1`),
  ],
);

/**
 * Who receives the pot of a cycle. A correction revokes the row (revoked_at, by whom, why) and a new row is
 * written; rows are never deleted or otherwise changed (trigger in the arisan_cycle_rules migration). The partial unique
 * indexes make "one recipient per cycle" and "each membership receives once" the database's rule.
 */
export const arisanRecipients = pgTable(
  'arisan_recipients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    arisanId: integer('arisan_id')
      .notNull()
      .references(() => arisans.id, { onDelete: 'restrict' }),
    cycle: integer().notNull(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => arisanMemberships.id, { onDelete: 'restrict' }),
    method: text().notNull(),
    drawId: integer('draw_id').references(() => arisanDraws.id, { onDelete: 'restrict' }),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('arisan_recipients_cycle_key').on(t.arisanId, t.cycle).where(sql`${t.revokedAt} is null`),
    uniqueIndex('arisan_recipients_membership_key').on(t.membershipId).where(sql`${t.revokedAt} is null`),
    check('arisan_recipients_cycle_check', sql`${t.cycle} >= 1`),
    check('arisan_recipients_method_check', sql`${t.method} in ('manual', 'draw', 'lelang')`),
  ],
);

/** Money handed to a cycle's recipient. Append-only like the ledger. */
export const arisanPayouts = pgTable(
  'arisan_payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    arisanId: integer('arisan_id')
      .notNull()
      .references(() => arisans.id, { onDelete: 'restrict' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => arisanRecipients.id, { onDelete: 'restrict' }),
    cycle: integer().notNull(),
    amount: rupiah('amount').notNull(),
    paidDate: date('paid_date', { mode: 'string' }).notNull(),
    method: text().notNull(),
    /** The proof photo, re-encoded to JPEG by sharp (never the uploaded bytes). */
    proofJpeg: bytea('proof_jpeg'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arisan_payouts_arisan_idx').on(t.arisanId, t.cycle),
    check('arisan_payouts_amount_check', sql`${t.amount} > 0`),
    check('arisan_payouts_method_check', sql`${t.method} in ('cash', 'transfer')`),
  ],
);

/**
 * A member of an arisan barang pays their due cycles by bank transfer, like an order: a unique code makes
 * the amount recognisable, the member uploads a proof, an admin approves (which writes the ledger row) or
 * rejects with a reason (the member uploads again). ADR 042.
 */
export const arisanTransfers = pgTable(
  'arisan_transfers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    arisanId: integer('arisan_id')
      .notNull()
      .references(() => arisans.id, { onDelete: 'restrict' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => arisanMemberships.id, { onDelete: 'restrict' }),
    /** Cycles this transfer pays (oldest unpaid first). */
    cycles: integer().notNull(),
    /** Contribution x cycles plus any late fees: what the ledger records on approval. */
    amount: rupiah('amount').notNull(),
    lateFee: rupiah('late_fee').notNull().default(0),
    /** 1-999 (up to 9999 when needed), added to the amount; the total is unique among open payments. */
    uniqueCode: integer('unique_code').notNull(),
    /** amount + unique code: what the member transfers. */
    totalAmount: rupiah('total_amount').notNull(),
    /** 'pending' (waiting for the transfer), 'review' (proof uploaded), 'rejected', 'approved', 'cancelled'. */
    status: text().notNull().default('pending'),
    proofBytes: bytea('proof_bytes'),
    proofContentType: text('proof_content_type'),
    senderBank: text('sender_bank'),
    senderName: text('sender_name'),
    proofUploadedAt: timestamp('proof_uploaded_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The ledger row written on approval. */
    paymentId: integer('payment_id').references(() => contributionPayments.id, { onDelete: 'restrict' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arisan_transfers_arisan_idx').on(t.arisanId, t.createdAt),
    index('arisan_transfers_status_idx').on(t.status, t.createdAt),
    // One open transfer per membership (open amounts are unique through open_payment_amounts).
    uniqueIndex('arisan_transfers_open_key')
      .on(t.membershipId)
      .where(sql`${t.status} in ('pending', 'review', 'rejected')`),
    uniqueIndex('arisan_transfers_payment_key').on(t.paymentId),
    check('arisan_transfers_cycles_check', sql`${t.cycles} >= 1`),
    check('arisan_transfers_amount_check', sql`${t.amount} > 0 and ${t.lateFee} >= 0`),
    check('arisan_transfers_code_check', sql`${t.uniqueCode} between 1 and 9999`),
    check('arisan_transfers_total_check', sql`${t.totalAmount} = ${t.amount} + ${t.uniqueCode}`),
    check(
      'arisan_transfers_status_check',
      sql`${t.status} in ('pending', 'review', 'rejected', 'approved', 'cancelled')`,
    ),
    check(
      'arisan_transfers_proof_check',
      sql`${t.proofContentType} is null or ${t.proofContentType} in ('image/jpeg', 'application/pdf')`,
    ),
    check('arisan_transfers_approved_check', sql`(${t.status} = 'approved') = (${t.paymentId} is not null)`),
  ],
);

/** Append-only history of every change to an arisan and what hangs off it (who, when, before, after). */
export const arisanAudit = pgTable(
  'arisan_audit',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    arisanId: integer('arisan_id').notNull(),
    entity: text().notNull(),
    entityId: integer('entity_id'),
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('arisan_audit_arisan_idx').on(t.arisanId, t.at)],
);

/** Failed and successful passcode look-ups, per IP and per passcode, so every API process shares the limit. */
export const arisanLookupAttempts = pgTable(
  'arisan_lookup_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ip: text().notNull(),
    passcode: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arisan_lookup_attempts_ip_idx').on(t.ip, t.at),
    index('arisan_lookup_attempts_passcode_idx').on(t.passcode, t.at),
  ],
);

/**
 * The lelang of one cycle (ADR 077): opened with a closing time and a commitment (sha256 of a secret seed,
 * as a draw's) that breaks ties; closed once, when the winner, the discount and who was excluded are
 * written and the seed revealed.
 */
export const arisanLelangs = pgTable(
  'arisan_lelangs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    arisanId: integer('arisan_id')
      .notNull()
      .references(() => arisans.id, { onDelete: 'restrict' }),
    cycle: integer().notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    seed: text().notNull(),
    commitment: text().notNull(),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who could win at the close (member ids ascending) and who could not, with why. */
    eligibleMemberIds: jsonb('eligible_member_ids').$type<number[]>(),
    excluded: jsonb().$type<{ member_id: number; reason: string }[]>(),
    /** The members the draw ran over: the tied highest bidders, or every eligible member without bids. */
    drawMemberIds: jsonb('draw_member_ids').$type<number[]>(),
    winnerMemberId: integer('winner_member_id').references(() => members.id, { onDelete: 'restrict' }),
    discount: rupiah('discount'),
    commission: rupiah('commission'),
  },
  (t) => [
    uniqueIndex('arisan_lelangs_cycle_key').on(t.arisanId, t.cycle),
    check('arisan_lelangs_cycle_check', sql`${t.cycle} >= 1`),
    check(
      'arisan_lelangs_money_check',
      sql`${t.discount} >= 0 and ${t.commission} >= 0 and ${t.commission} <= ${t.discount}`,
    ),
    check(
      'arisan_lelangs_closed_check',
      sql`(${t.closedAt} is null) = (${t.winnerMemberId} is null) and (${t.closedAt} is null) = (${t.discount} is null)`,
    ),
  ],
);

/** One sealed bid per member and lelang; changed until the close (every change is in the history). */
export const arisanLelangBids = pgTable(
  'arisan_lelang_bids',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lelangId: integer('lelang_id')
      .notNull()
      .references(() => arisanLelangs.id, { onDelete: 'restrict' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => arisanMemberships.id, { onDelete: 'restrict' }),
    amount: rupiah('amount').notNull(),
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('arisan_lelang_bids_member_key').on(t.lelangId, t.membershipId),
    check('arisan_lelang_bids_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * How a closed lelang's discount left the pot (ADR 077): the organiser's commission (membership null) and
 * each dividend to a member who had not received. Append-only like the payouts.
 */
export const arisanLelangShares = pgTable(
  'arisan_lelang_shares',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lelangId: integer('lelang_id')
      .notNull()
      .references(() => arisanLelangs.id, { onDelete: 'restrict' }),
    arisanId: integer('arisan_id')
      .notNull()
      .references(() => arisans.id, { onDelete: 'restrict' }),
    cycle: integer().notNull(),
    membershipId: integer('membership_id').references(() => arisanMemberships.id, { onDelete: 'restrict' }),
    kind: text().notNull(),
    amount: rupiah('amount').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arisan_lelang_shares_arisan_idx').on(t.arisanId, t.cycle),
    uniqueIndex('arisan_lelang_shares_member_key').on(t.lelangId, t.membershipId),
    check('arisan_lelang_shares_amount_check', sql`${t.amount} >= 0`),
    check(
      'arisan_lelang_shares_kind_check',
      sql`(${t.kind} = 'commission' and ${t.membershipId} is null) or (${t.kind} = 'dividend' and ${t.membershipId} is not null)`,
    ),
  ],
);

/**
 * Turn swaps (ADR 081): two memberships of one arisan exchange positions (the receiving order). Recorded
 * 'done' by the organiser, or asked by a member ('pending') and answered by the other ('done',
 * 'declined') or withdrawn ('cancelled'). The positions at the time of asking are kept: an answer is
 * refused when either has moved since.
 */
export const arisanSwaps = pgTable(
  'arisan_swaps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    arisanId: integer('arisan_id')
      .notNull()
      .references(() => arisans.id, { onDelete: 'restrict' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => arisanMemberships.id, { onDelete: 'cascade' }),
    otherMembershipId: integer('other_membership_id')
      .notNull()
      .references(() => arisanMemberships.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    otherPosition: integer('other_position').notNull(),
    status: text().notNull(),
    /** The member's account that asked; null when the organiser recorded it. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('arisan_swaps_arisan_idx').on(t.arisanId, t.createdAt),
    index('arisan_swaps_other_idx').on(t.otherMembershipId),
    // A member has at most one open request of their own.
    uniqueIndex('arisan_swaps_open_key').on(t.membershipId).where(sql`${t.status} = 'pending'`),
    check('arisan_swaps_status_check', sql`${t.status} in ('pending', 'done', 'declined', 'cancelled')`),
    check('arisan_swaps_pair_check', sql`${t.membershipId} <> ${t.otherMembershipId}`),
    check('arisan_swaps_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { arisans } from './arisan.ts';
import { bytea, products, productVariants, rupiah } from './catalog.ts';
import { users } from './users.ts';

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: text('order_number').notNull(),
    // A deleted customer's orders stay: the link is cut, the copied name and email remain.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    subtotal: rupiah('subtotal').notNull(),
    shippingCost: rupiah('shipping_cost').notNull().default(0),
    discount: rupiah('discount').notNull().default(0),
    totalAmount: rupiah('total_amount').notNull(),
    paymentMethod: text('payment_method').notNull(),
    status: text().notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** The address copied as text when the order was made (spec: shipping_address is text). */
    shippingAddress: text('shipping_address').notNull(),
    trackingNumber: text('tracking_number'),
    /** The bank the customer said they transferred to (confirm-payment). */
    paymentBank: text('payment_bank'),
    /** True while the order holds its stock; flipped once on cancel so stock is released exactly once. */
    stockReserved: boolean('stock_reserved').notNull().default(true),
    /**
     * Added to the total so the transfer matches this order: 1-999, or up to 9999 when every 3-digit code
     * of this total is taken. The total is unique among open payments (open_payment_amounts).
     */
    uniqueCode: integer('unique_code').notNull().default(0),
    /** The transfer is expected by then; the expiry job cancels the order after it plus a grace period. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** Set once when the customer confirms the transfer; cleared when an admin rejects the proof. */
    paymentConfirmedAt: timestamp('payment_confirmed_at', { withTimezone: true }),
    /** Why the admin rejected the proof of transfer (shown to the customer). */
    paymentRejectionReason: text('payment_rejection_reason'),
    /** 'INV/2026/11/000123', given when the payment is marked paid. */
    invoiceNumber: text('invoice_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why the order was cancelled ('Waktu pembayaran habis' when it expired). */
    cancelReason: text('cancel_reason'),
    courier: text(),
    /**
     * Set on an arisan barang recipient's order (price 0, paid by the group's contributions): which
     * group and which cycle's goods it delivers.
     */
    arisanId: integer('arisan_id').references(() => arisans.id, { onDelete: 'restrict' }),
    arisanCycle: integer('arisan_cycle'),
    /**
     * The client's network when the order was placed (an IPv4 address, or an IPv6 /64): new accounts
     * ordering from one network share one purchase limit per product (ADR 051). Null for older orders.
     */
    clientNetwork: text('client_network'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // (created_at, id): the overview's latest orders of a day come out of the index in their order (newest,
    // then highest id) with no sort step.
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    // The expiry job's claim: waiting orders by deadline.
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`status = 'pending'`),
    // The purchase limits read the unpaid orders of one network (ADR 051).
    index('orders_pending_network_idx').on(t.clientNetwork).where(sql`status = 'pending'`),
    // 0 only for orders made before unique codes existed.
    // One live order per arisan cycle (a cancelled one may be replaced when the recipient is corrected).
    uniqueIndex('orders_arisan_cycle_key')
      .on(t.arisanId, t.arisanCycle)
      .where(sql`${t.arisanId} is not null and ${t.status} <> 'cancelled'`),
    check('orders_arisan_check', sql`(${t.arisanId} is null) = (${t.arisanCycle} is null)`),
    check('orders_unique_code_check', sql`${t.uniqueCode} between 0 and 9999`),
    check(
      'orders_courier_check',
      sql`${t.courier} is null or ${t.courier} in ('jne', 'jnt', 'sicepat', 'anteraja', 'pos', 'own')`,
    ),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('pending', 'paid', 'failed')`),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.shippingCost} >= 0 and ${t.discount} >= 0 and ${t.totalAmount} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Products that orders reference are hidden, never deleted, so this link holds.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    /** The variant bought, and its name and SKU as they were then (ADR 090); null without options. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'restrict' }),
    variantLabel: text('variant_label'),
    sku: text(),
    price: rupiah('price').notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    // Whether a variant leaving its product's set may be deleted or only marked removed.
    index('order_items_variant_idx').on(t.variantId).where(sql`${t.variantId} is not null`),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
    check('order_items_price_check', sql`${t.price} >= 0`),
  ],
);

/** The customer's proof of transfer, one per order (a new upload replaces it until an admin decides). */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Re-encoded JPEG (no EXIF) or the PDF as uploaded (checked by its magic bytes). */
    bytes: bytea('bytes').notNull(),
    contentType: text('content_type').notNull(),
    senderBank: text('sender_bank').notNull(),
    senderName: text('sender_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The owner's own deadline to decide (upload + ORDER_REVIEW_HOURS): past it the order is flagged
     * 'Terlambat diperiksa', never cancelled (docs/decisions/049-proof-under-review.md).
     */
    reviewDueAt: timestamp('review_due_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_proofs_content_type_check', sql`${t.contentType} in ('image/jpeg', 'application/pdf')`),
  ],
);

/** Every change of an order's status or payment status, with who made it and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    paymentStatus: text('payment_status').notNull(),
    notes: text(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** The shop's internal notes on an order (never shown to the customer); only ever inserted. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.createdAt),
    check('order_notes_body_check', sql`length(${t.body}) between 1 and 1000`),
  ],
);

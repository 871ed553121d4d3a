import { z } from 'zod';
import { idSchema, listResponse, pageParam, RupiahSchema, searchText, text } from './common.ts';
import { BANKS, COURIERS, ORDER_STATUSES, PAYMENT_STATUSES } from './constants.ts';
import { PaymentEvidenceSchema } from './payment-statements.ts';
import { kabupatenLabel } from './regions.ts';

// Orders: the wire contract of docs/architecture.md section 3 and docs/decisions/004-order-lifecycle.md.

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const BankSchema = z.enum(BANKS);
export const CourierSchema = z.enum(COURIERS);
/** 'system' is the expiry job. */
export const ACTOR_ROLES = ['customer', 'admin', 'staff', 'system'] as const;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** Unit price copied when the order was made. */
  price: RupiahSchema,
  quantity: z.number().int(),
  /** price x quantity */
  subtotal: RupiahSchema,
  /** The variant bought, named as it was then (ADR 090); null without options. */
  variant_id: z.number().int().nullable(),
  variant_label: z.string().nullable(),
  sku: z.string().nullable(),
  product: z.object({
    /** The name copied when the order was made. */
    name: z.string(),
    slug: z.string(),
    category_slug: z.string().nullable(),
    image_url: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
  }),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const StatusHistoryEntrySchema = z.object({
  status: OrderStatusSchema,
  payment_status: PaymentStatusSchema,
  /** ISO date-time */
  timestamp: z.string(),
  notes: z.string().nullable(),
  actor_role: z.enum(ACTOR_ROLES),
  /** Who did it (an admin's or the customer's name); null for the expiry job or a deleted user. */
  actor_name: z.string().nullable(),
});
export type StatusHistoryEntry = z.infer<typeof StatusHistoryEntrySchema>;

/** A proof of transfer as the lists show it (the file itself is fetched on its own); orders and member transfers. */
export const ProofSummarySchema = z.object({
  sender_bank: z.string(),
  sender_name: z.string(),
  content_type: z.enum(['image/jpeg', 'application/pdf']),
  uploaded_at: z.string(),
});
export type ProofSummary = z.infer<typeof ProofSummarySchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  /** ISO date-time */
  createdAt: z.string(),
  user_id: z.number().int().nullable(),
  /** The customer's name and email copied when the order was made. */
  user: z.object({ fullname: z.string(), email: z.string() }).nullable(),
  /**
   * The number to reach the customer on (62...): their profile phone, else the recipient's phone in the
   * copied address; null when neither is known (the admin's WhatsApp button is then hidden).
   */
  customer_phone: z.string().nullable(),
  total_amount: RupiahSchema,
  subtotal: RupiahSchema,
  shipping_cost: RupiahSchema,
  discount: RupiahSchema,
  /** The voucher code the order used ('Diskon'), as typed at checkout in capitals; null without one. */
  voucher_code: z.string().nullable(),
  payment_method: z.string(),
  status: OrderStatusSchema,
  payment_status: PaymentStatusSchema,
  /** The address copied as text: 'label - recipient (phone), jalan, Desa/Kel. ..., Kec. ..., Kab. ..., provinsi, kode pos'. */
  shipping_address: z.string(),
  tracking_number: z.string().nullable(),
  /** The bank the customer said they transferred to (confirm-payment). */
  payment_bank: BankSchema.nullable(),
  /** 1-999 (up to 9999 when a total's 3-digit codes are taken), in total_amount ('Kode Unik'); 0 on old orders. */
  unique_code: z.number().int(),
  /** ISO date-time by which the transfer is expected; null on old orders. */
  payment_due_at: z.string().nullable(),
  /** When the customer confirmed the transfer (accepted once until an admin rejects it). */
  payment_confirmed_at: z.string().nullable(),
  /** Why the admin rejected the last proof of transfer (the customer may upload again). */
  payment_rejection_reason: z.string().nullable(),
  /** 'INV/2026/11/000123', given when the payment is marked paid. */
  invoice_number: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Why the order was cancelled ('Waktu pembayaran habis' when it expired). */
  cancel_reason: z.string().nullable(),
  courier: CourierSchema.nullable(),
  /** The proof of transfer the customer uploaded, if any (the file is at /orders/{id}/proof). */
  proof: ProofSummarySchema.nullable(),
  /**
   * While a proof waits for the owner (the order then never expires): the owner's deadline to decide,
   * and whether it has passed ('Terlambat diperiksa'). Null and false otherwise (ADR 049).
   */
  review_due_at: z.string().nullable(),
  review_overdue: z.boolean(),
  items: z.array(OrderItemSchema),
  /** Oldest first. */
  status_history: z.array(StatusHistoryEntrySchema),
  /**
   * Set on an arisan barang recipient's order (paid by the group, total 0): which group and cycle's goods
   * it delivers (docs/decisions/042-arisan-barang.md); null on every other order.
   */
  arisan: z.object({ id: z.number().int(), name: z.string(), cycle: z.number().int() }).nullable(),
  /**
   * The admin's view of one order (GET /orders/{id}): how its payment was proven ('statement' with the
   * bank's line, 'webhook', or 'manual'); null until approved. Not sent to the customer nor in lists.
   */
  payment_evidence: PaymentEvidenceSchema.nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ order: OrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

export const OrderListResponseSchema = listResponse(OrderSchema);
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

/** `{id}` in /orders/{id}: the numeric id, or the order number (the payment page's URL carries it). */
export const OrderRefParamsSchema = z.object({
  id: text()
    .trim()
    .regex(/^(\d{1,12}|ORD-\d{8}-[0-9A-Z]{5})$/, 'Pesanan tidak ditemukan'),
});
export type OrderRefParams = z.infer<typeof OrderRefParamsSchema>;

// The spec's default is 'Cash'; a bank-transfer order records `bank_transfer` whatever is sent (docs/architecture.md section 5).
export const CreateOrderBodySchema = z.strictObject({
  shipping_address_id: idSchema('Pilih alamat pengiriman'),
  payment_method: text().max(50).optional().default('Cash'),
  /** A voucher code ('Kode Voucher'); the server recomputes the discount (ADR 072). */
  voucher_code: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    text().trim().max(60).optional(),
  ),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** At most this many orders in one bulk action or one selection (one form, one print run). */
export const MAX_BULK_ORDERS = 100;
const ORDER_ID_LIST_ERROR = `Pilih 1 sampai ${MAX_BULK_ORDERS} pesanan`;
/** '12,15,20' -> [12, 15, 20]: positive ids that fit the table's integer, no repeats. */
const orderIdList = () =>
  text()
    .max(1300, ORDER_ID_LIST_ERROR)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Daftar pesanan tidak valid')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().min(1).max(2_147_483_647, 'Daftar pesanan tidak valid'))
        .min(1)
        .max(MAX_BULK_ORDERS, ORDER_ID_LIST_ERROR),
    );
const dateParam = z.preprocess(emptyToUndefined, z.iso.date('Tanggal harus berformat YYYY-MM-DD').optional());

/**
 * GET /orders (a customer's own; an admin's call sees every order) and GET /orders/admin/all.
 * `status` '' means all (docs/product.md 9: the transaction filter's 'all' tab has the empty key).
 */
export const OrdersQuerySchema = z.strictObject({
  page: pageParam,
  /** Default: 5 for a customer's transactions, 10 for the admin list (docs/product.md 9). */
  limit: z.coerce.number().int().min(1).max(100).optional(),
  status: z.preprocess(emptyToUndefined, OrderStatusSchema.optional()),
  payment_status: z.preprocess(emptyToUndefined, PaymentStatusSchema.optional()),
  /** Order number, customer name or email; case-insensitive. */
  search: z.preprocess(emptyToUndefined, searchText().optional()),
  /** Asia/Jakarta calendar days, both inclusive. */
  startDate: dateParam,
  endDate: dateParam,
  /**
   * 'true': 'Perlu Verifikasi' (admin) or the shopper's 'Menunggu Verifikasi', waiting orders with a proof of
   * transfer, oldest first; 'false': every order but those (the shopper's 'Menunggu Pembayaran').
   */
  verification: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /** Only these orders (the owner's selection, ADR 088): numeric ids, comma-separated, at most 100. */
  ids: z.preprocess(emptyToUndefined, orderIdList().optional()),
});
export type OrdersQuery = z.infer<typeof OrdersQuerySchema>;

/** GET /orders/admin/export.csv: the admin list's filters, every matching order (no pages). */
export const OrdersExportQuerySchema = OrdersQuerySchema.omit({ page: true, limit: true });
export type OrdersExportQuery = z.infer<typeof OrdersExportQuerySchema>;

/** PUT /orders/{id}/status (admin). */
export const UpdateOrderStatusBodySchema = z
  .strictObject({
    status: OrderStatusSchema.optional(),
    payment_status: PaymentStatusSchema.optional(),
    tracking_number: text().trim().max(100).nullable().optional(),
    courier: CourierSchema.nullable().optional(),
    notes: text({ multiline: true }).trim().max(500).optional(),
  })
  .refine(
    (b) =>
      b.status !== undefined ||
      b.payment_status !== undefined ||
      b.tracking_number !== undefined ||
      b.courier !== undefined,
    { message: 'Isi status, status pembayaran, kurir, atau Nomor Resi' },
  );
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBodySchema>;

/**
 * POST /orders/admin/bulk (ADR 088): one action on the selected orders. 'process' approves the payment of
 * waiting orders (they start packing), 'ship' sends each with its own courier and Nomor Resi, 'deliver'
 * marks shipped orders arrived. Each order still follows the transition table on its own.
 */
export const BULK_ORDER_ACTIONS = ['process', 'ship', 'deliver'] as const;
export const BulkOrderActionSchema = z.enum(BULK_ORDER_ACTIONS);
export type BulkOrderAction = z.infer<typeof BulkOrderActionSchema>;

export const BulkOrderRowSchema = z.strictObject({
  id: idSchema('Pesanan tidak ditemukan'),
  courier: CourierSchema.optional(),
  tracking_number: text().trim().max(100).optional(),
});
export type BulkOrderRow = z.infer<typeof BulkOrderRowSchema>;

export const BulkOrderBodySchema = z
  .strictObject({
    action: BulkOrderActionSchema,
    orders: z
      .array(BulkOrderRowSchema)
      .min(1, ORDER_ID_LIST_ERROR)
      .max(MAX_BULK_ORDERS, ORDER_ID_LIST_ERROR)
      .refine(
        (rows) => new Set(rows.map((r) => r.id)).size === rows.length,
        'Pesanan yang sama dipilih dua kali',
      ),
  })
  .superRefine((body, ctx) => {
    // Shipping needs both for every row (one form, docs/product.md 2.8's rule for one order); a form
    // with one row missing changes nothing, and the errors point at the rows.
    if (body.action !== 'ship') return;
    body.orders.forEach((row, i) => {
      if (!row.courier)
        ctx.addIssue({ code: 'custom', path: ['orders', i, 'courier'], message: 'Pilih kurir' });
      if (!row.tracking_number) {
        ctx.addIssue({ code: 'custom', path: ['orders', i, 'tracking_number'], message: 'Isi Nomor Resi' });
      }
    });
  });
export type BulkOrderBody = z.infer<typeof BulkOrderBodySchema>;

export const BulkOrderResultSchema = z.object({
  /** Orders now in the action's state (also those that already were: a retried action is harmless). */
  done: z.array(z.object({ id: z.number().int(), order_number: z.string() })),
  /** Orders left as they were, each with the reason in the shop's words. */
  skipped: z.array(
    z.object({ id: z.number().int(), order_number: z.string().nullable(), reason: z.string() }),
  ),
});
export type BulkOrderResult = z.infer<typeof BulkOrderResultSchema>;
export const BulkOrderResponseSchema = z.object({ data: BulkOrderResultSchema });

/** The text fields of POST /orders/{id}/payment-proof (multipart, with the photo or PDF as its file). */
export const PaymentProofFieldsSchema = z.strictObject({
  sender_bank: text().trim().min(2, 'Isi nama bank pengirim').max(50),
  sender_name: text().trim().min(2, 'Isi nama pemilik rekening pengirim').max(100),
});
export type PaymentProofFields = z.infer<typeof PaymentProofFieldsSchema>;

/**
 * An order's proof also names the shop's account the shopper transferred to (the bank picked on the
 * payment page), kept with the order like 'Konfirmasi Pembayaran' keeps it; older clients leave it out.
 */
export const OrderProofFieldsSchema = PaymentProofFieldsSchema.extend({ bank: BankSchema.optional() });
export type OrderProofFields = z.infer<typeof OrderProofFieldsSchema>;

/** POST /orders/{id}/reject-payment (admin): the reason the shopper sees. */
export const RejectPaymentBodySchema = z.strictObject({
  reason: text().trim().min(3, 'Tulis alasan penolakan').max(300),
});
export type RejectPaymentBody = z.infer<typeof RejectPaymentBodySchema>;

/** POST /orders/{id}/confirm-payment: the customer says the transfer is made. */
export const ConfirmPaymentBodySchema = z.strictObject({ bank: BankSchema });
export type ConfirmPaymentBody = z.infer<typeof ConfirmPaymentBodySchema>;

/** GET /payment-info: the shop's bank accounts and WhatsApp number for the payment page. */
export const PaymentInfoSchema = z.object({
  holder: z.string(),
  accounts: z.object({ BCA: z.string(), BNI: z.string(), Mandiri: z.string() }),
  sellerWhatsapp: z.string(),
});
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;

/** The history note of "Selesaikan Pesanan": the customer confirmed a delivered order arrived. */
export const ORDER_RECEIVED_NOTE = 'Pesanan diterima pelanggan';

/** True once the customer has confirmed receipt (the button is then hidden). */
export const isReceivedByCustomer = (order: Pick<Order, 'status_history'>) =>
  order.status_history.some((h) => h.actor_role === 'customer' && h.notes === ORDER_RECEIVED_NOTE);

/**
 * 'label - recipient (phone), jalan, Desa/Kel. desa, Kec. kecamatan, Kab. kabupaten, provinsi, kode pos' (docs/product.md 2.6);
 * a kota reads 'Kota Surabaya', not 'Kab. Kota Surabaya'.
 */
export function formatShippingAddress(a: {
  label: string;
  recipient: string;
  phone: string;
  jalan: string;
  desa: string;
  kecamatan: string;
  kabupaten: string;
  provinsi: string;
  postal_code: string;
}): string {
  return `${a.label} - ${a.recipient} (${a.phone}), ${a.jalan}, Desa/Kel. ${a.desa}, Kec. ${a.kecamatan}, ${kabupatenLabel(a.kabupaten)}, ${a.provinsi}, ${a.postal_code}`;
}

/** The recipient's phone (62...) in an address written by formatShippingAddress, or null. */
export function shippingAddressPhone(address: string): string | null {
  return /^.*? - .*?\((62\d{7,13})\),/.exec(address)?.[1] ?? null;
}

/**
 * The recipient and the postal address of an address written by formatShippingAddress (a packing label
 * prints them apart); null when it is not in that form (an old order's free text).
 */
export function splitShippingAddress(address: string): { recipient: string; rest: string } | null {
  const match = /^.*? - (.+?)\s*\(62\d{7,13}\),\s*(.+)$/s.exec(address);
  return match ? { recipient: match[1]!, rest: match[2]! } : null;
}

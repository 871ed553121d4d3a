import { z } from 'zod';
import { idSchema, listResponse, pageParam, RupiahSchema, text } from './common.ts';

// 'Pengembalian' (docs/decisions/089-returns-and-refunds.md): a customer sends back items of a delivered
// order within the owner's window; the owner approves or rejects, and an approved return ends with the
// refund (amount, the bank transfer's reference, optionally its receipt) and, if chosen, the units restocked.

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export const ReturnStatusSchema = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof ReturnStatusSchema>;

export const RETURN_STATUS_LABEL: Record<ReturnStatus, string> = {
  requested: 'Diajukan',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  refunded: 'Dana dikembalikan',
};

/** Days after delivery a customer may ask, when the owner has not set it ('Pengaturan Toko'). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
export const MAX_RETURN_WINDOW_DAYS = 60;
export const MAX_RETURN_PHOTOS = 3;

export const RETURN_TEXT = {
  notDelivered: 'Pengembalian hanya bisa diajukan untuk pesanan yang sudah sampai',
  windowClosed: (days: number) =>
    days === 0
      ? 'Toko tidak menerima pengembalian'
      : `Batas pengajuan pengembalian sudah lewat (${days} hari setelah pesanan sampai)`,
  alreadyOpen: 'Pesanan ini sudah punya pengajuan pengembalian yang sedang diproses',
  tooMany: (name: string, left: number) =>
    left === 0
      ? `${name} sudah dikembalikan seluruhnya`
      : `${name} hanya bisa dikembalikan paling banyak ${left}`,
  notInOrder: 'Barang yang dipilih tidak ada di pesanan ini',
  photos: `Lampirkan 1 sampai ${MAX_RETURN_PHOTOS} foto barang`,
  notFound: 'Pengembalian tidak ditemukan',
  notRequested: 'Pengajuan ini sudah diputuskan',
  notApproved: 'Dana hanya bisa dikembalikan untuk pengajuan yang disetujui',
  overRefund: (left: string) => `Jumlah pengembalian dana melebihi sisa yang dibayar pembeli (${left})`,
} as const;

/** The multipart fields of POST /orders/{id}/returns; the photos are its files. */
export const ReturnRequestFieldsSchema = z.strictObject({
  reason: text({ multiline: true })
    .trim()
    .min(10, 'Ceritakan alasan pengembalian (minimal 10 huruf)')
    .max(1000),
  /** JSON text: [{ "order_item_id": 5, "quantity": 1 }, ...] (a form field carries text). */
  items: text()
    .max(4000)
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Pilih barang yang dikembalikan' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          z.strictObject({
            order_item_id: idSchema('Barang yang dipilih tidak ada di pesanan ini'),
            quantity: z.number().int('Jumlah harus bilangan bulat').min(1, 'Jumlah minimal 1').max(10_000),
          }),
        )
        .min(1, 'Pilih barang yang dikembalikan')
        .max(100)
        .refine(
          (rows) => new Set(rows.map((r) => r.order_item_id)).size === rows.length,
          'Barang yang sama dipilih dua kali',
        ),
    ),
});
export type ReturnRequestFields = z.infer<typeof ReturnRequestFieldsSchema>;

export const ReturnItemSchema = z.object({
  order_item_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** The unit price paid, to size the refund. */
  price: RupiahSchema,
});

export const RefundSchema = z.object({
  amount: RupiahSchema,
  reference: z.string(),
  has_proof: z.boolean(),
  restocked: z.boolean(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const OrderReturnSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  customer: z.object({ fullname: z.string(), email: z.string() }).nullable(),
  status: ReturnStatusSchema,
  reason: z.string(),
  owner_note: z.string().nullable(),
  items: z.array(ReturnItemSchema),
  /** The photos' ids: GET /returns/{id}/photos/{photoId}. */
  photo_ids: z.array(z.number().int()),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  refund: RefundSchema.nullable(),
  /** What the order paid minus what earlier refunds sent back: the most this return may refund. */
  refundable: RupiahSchema,
});
export type OrderReturn = z.infer<typeof OrderReturnSchema>;

export const OrderReturnResponseSchema = z.object({ data: OrderReturnSchema });
export const OrderReturnListSchema = z.object({ data: z.array(OrderReturnSchema) });

/** Whether and until when the customer may ask (the order page's 'Ajukan Pengembalian'). */
export const ReturnEligibilitySchema = z.object({
  window_days: z.number().int(),
  /** ISO time the window closes, null when the order has not arrived or returns are off. */
  open_until: z.string().nullable(),
  can_request: z.boolean(),
  /** Units per order item still returnable. */
  returnable: z.array(z.object({ order_item_id: z.number().int(), quantity: z.number().int() })),
});
export type ReturnEligibility = z.infer<typeof ReturnEligibilitySchema>;
export const OrderReturnsResponseSchema = z.object({
  data: z.array(OrderReturnSchema),
  eligibility: ReturnEligibilitySchema,
});
export type OrderReturnsResponse = z.infer<typeof OrderReturnsResponseSchema>;

export const ReturnsQuerySchema = z.strictObject({
  page: pageParam,
  status: z.preprocess((v) => (v === '' ? undefined : v), ReturnStatusSchema.optional()),
});
export type ReturnsQuery = z.infer<typeof ReturnsQuerySchema>;
export const ReturnListResponseSchema = listResponse(OrderReturnSchema);
export type ReturnListResponse = z.infer<typeof ReturnListResponseSchema>;

export const ReturnDecisionBodySchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject'], { error: 'Pilih setujui atau tolak' }),
    /** The owner's word to the customer: optional when approving, the reason when rejecting. */
    note: text({ multiline: true }).trim().max(500).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'reject' && (body.note ?? '').length < 5) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Tulis alasan penolakan untuk pembeli' });
    }
  });
export type ReturnDecisionBody = z.infer<typeof ReturnDecisionBodySchema>;

/** The multipart fields of POST /returns/{id}/refund; the transfer receipt is its optional file. */
export const RefundFieldsSchema = z.strictObject({
  amount: text()
    .trim()
    .regex(/^\d{1,15}$/, 'Jumlah pengembalian dana harus angka rupiah')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Jumlah pengembalian dana minimal Rp 1').max(Number.MAX_SAFE_INTEGER)),
  reference: text().trim().min(3, 'Isi nomor referensi transfer').max(100),
  restock: z.enum(['true', 'false']).default('false'),
});
export type RefundFields = z.infer<typeof RefundFieldsSchema>;

export const ReturnParamsSchema = z.object({ id: idSchema(RETURN_TEXT.notFound) });
export const ReturnPhotoParamsSchema = z.object({
  id: idSchema(RETURN_TEXT.notFound),
  photoId: idSchema('Foto tidak ditemukan'),
});

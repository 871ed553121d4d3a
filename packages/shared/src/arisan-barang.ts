import { z } from 'zod';
import { SavingTypeSchema } from './arisan.ts';
import { IsoDateSchema, idSchema, MONEY_LIMITS, rupiahFromText } from './common.ts';
import { MONEY_INVALID } from './format.ts';
import { CourierSchema, OrderStatusSchema, ProofSummarySchema } from './orders.ts';
import { PaymentEvidenceSchema } from './payment-statements.ts';

// Arisan barang: customers save together for a product; each cycle one member receives the goods as an
// order paid by the group. The wire contract of issue 14; decisions in docs/decisions/042-arisan-barang.md.

/** A group has 2 to 24 members; each pays N cycles, and each cycle one member receives the product. */
export const BARANG_MIN_MEMBERS = 2;
export const BARANG_MAX_MEMBERS = 24;

// ---------------------------------------------------------------------------------------------------------
// Pure maths: one home for the group's arithmetic (the database checks the same rule, arisans_barang_check).

/** Contribution per member per cycle: the locked price divided by N, rounded up to the rupiah, plus the fee. */
export function barangContribution(itemPrice: number, members: number, adminFee: number): number {
  return Math.ceil(itemPrice / members) + adminFee;
}

export interface BarangArithmetic {
  /** ceil(price / N) */
  share: number;
  admin_fee: number;
  contribution: number;
  /** contribution x N: what one member pays over the whole group. */
  per_member_total: number;
  /** contribution x N x N: what all members pay over all cycles. */
  group_total: number;
  /** share x N - price: the rounding the members pay above the price (under N rupiah). */
  rounding: number;
}

/** The numbers the admin's form shows ('the page shows the arithmetic') and the API answers with. */
export function barangArithmetic(itemPrice: number, members: number, adminFee: number): BarangArithmetic {
  const share = Math.ceil(itemPrice / members);
  const contribution = share + adminFee;
  return {
    share,
    admin_fee: adminFee,
    contribution,
    per_member_total: contribution * members,
    group_total: contribution * members * members,
    rounding: share * members - itemPrice,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Admin: 'Buat Arisan Barang' (POST /arisans/barang)

const adminFee = z.preprocess(
  (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? 0 : rupiahFromText(v)),
  z
    .number({ error: MONEY_INVALID })
    .int(MONEY_INVALID)
    .min(0, 'Biaya admin tidak boleh negatif')
    .max(MONEY_LIMITS.contribution, 'Biaya admin paling banyak Rp 100.000.000'),
);

export const CreateBarangBodySchema = z
  .strictObject({
    product_id: idSchema('Pilih produk'),
    /** The one variant every member receives, for a product with options (ADR 090). */
    variant_id: idSchema('Pilih varian').optional(),
    /** N: members, cycles and units. */
    members: z
      .number({ error: 'Jumlah anggota 2 sampai 24' })
      .int('Jumlah anggota 2 sampai 24')
      .min(BARANG_MIN_MEMBERS, 'Jumlah anggota 2 sampai 24')
      .max(BARANG_MAX_MEMBERS, 'Jumlah anggota 2 sampai 24'),
    saving_type: SavingTypeSchema,
    /** The first cycle's date; required unless the group starts when full. */
    start_date: IsoDateSchema.optional(),
    start_when_full: z.boolean().default(false),
    admin_fee: adminFee,
    /** Defaults to 'Arisan <product name> (N orang)'. */
    name: z.string().trim().min(1).max(100).optional(),
  })
  .refine((v) => v.start_when_full || v.start_date !== undefined, {
    path: ['start_date'],
    message: "Isi tanggal mulai atau pilih 'Mulai saat penuh'",
  });
export type CreateBarangBody = z.output<typeof CreateBarangBodySchema>;
export type CreateBarangInput = z.input<typeof CreateBarangBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// A group as the product page and the account area see it

export const BARANG_GROUP_STATES = ['open', 'full', 'running', 'completed'] as const;
export const BarangGroupStateSchema = z.enum(BARANG_GROUP_STATES);
export type BarangGroupState = z.infer<typeof BarangGroupStateSchema>;

export const BarangGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image_url: z.string().nullable(),
  }),
  /** The variant every member receives ('Abu / 3 dudukan'); null for a product without options. */
  variant_label: z.string().nullable(),
  /** 'open' (seats left, not started), 'full' (waiting for the start), 'running', 'completed'. */
  state: BarangGroupStateSchema,
  saving_type: SavingTypeSchema,
  /** N */
  members: z.number().int(),
  /** Seats taken ('7 dari 10 anggota'). */
  members_joined: z.number().int(),
  item_price: z.number().int(),
  admin_fee: z.number().int(),
  contribution_amount: z.number().int(),
  /** Rupiah added for each cycle paid after its date (ADR 039); 0 when the organiser set none. */
  late_fee: z.number().int(),
  start_date: z.string().nullable(),
  start_when_full: z.boolean(),
  /** Whether the signed-in customer is a member (false when signed out). */
  joined: z.boolean(),
});
export type BarangGroup = z.infer<typeof BarangGroupSchema>;

/** GET /arisan-barang?product_id= (public): the product's groups still taking members. */
export const BarangGroupsQuerySchema = z.object({
  product_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const BarangGroupsResponseSchema = z.object({ data: z.array(BarangGroupSchema) });
export type BarangGroupsResponse = z.infer<typeof BarangGroupsResponseSchema>;
export const BarangGroupResponseSchema = z.object({ data: BarangGroupSchema });

// ---------------------------------------------------------------------------------------------------------
// Member transfers: the same unique-amount transfer and proof as orders, verified by an admin.

export const ARISAN_TRANSFER_STATUSES = ['pending', 'review', 'rejected', 'approved', 'cancelled'] as const;
export const ArisanTransferStatusSchema = z.enum(ARISAN_TRANSFER_STATUSES);
export type ArisanTransferStatus = z.infer<typeof ArisanTransferStatusSchema>;

export const ArisanTransferSchema = z.object({
  id: z.number().int(),
  arisan_id: z.number().int(),
  arisan_name: z.string(),
  membership_id: z.number().int(),
  member_name: z.string(),
  /** Cycles this transfer pays, oldest unpaid first (first_cycle .. first_cycle + cycles - 1). */
  first_cycle: z.number().int(),
  cycles: z.number().int(),
  amount: z.number().int(),
  late_fee: z.number().int(),
  unique_code: z.number().int(),
  /** What to transfer: amount + unique code. */
  total_amount: z.number().int(),
  status: ArisanTransferStatusSchema,
  proof: ProofSummarySchema.nullable(),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The admin's list: how an approved transfer was proven (see the order's payment_evidence). */
  payment_evidence: PaymentEvidenceSchema.nullable().optional(),
});
export type ArisanTransfer = z.infer<typeof ArisanTransferSchema>;
export const ArisanTransferResponseSchema = z.object({ data: ArisanTransferSchema });
export const ArisanTransferListResponseSchema = z.object({ data: z.array(ArisanTransferSchema) });

/** POST /arisan-barang/{id}/transfers: pay the cycles due now (default) or a given number ahead. */
export const CreateArisanTransferBodySchema = z.strictObject({
  cycles: z.number().int().min(1).max(BARANG_MAX_MEMBERS).optional(),
});
export type CreateArisanTransferBody = z.infer<typeof CreateArisanTransferBodySchema>;

/** GET /arisan-transfers?status= (admin): 'review' by default, oldest first. */
export const ArisanTransfersQuerySchema = z.strictObject({
  status: ArisanTransferStatusSchema.default('review'),
});

export const TransferParamsSchema = z.object({ transferId: idSchema() });

// ---------------------------------------------------------------------------------------------------------
// 'Arisan Saya' (GET /arisan-barang/mine)

/** The order of the goods a recipient receives, as the member and the admin see it. */
export const BarangOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: OrderStatusSchema,
  courier: CourierSchema.nullable(),
  tracking_number: z.string().nullable(),
});
export type BarangOrder = z.infer<typeof BarangOrderSchema>;

export const BarangDrawSchema = z.object({
  cycle: z.number().int(),
  /** sha256(seed), published before the draw. */
  commitment: z.string(),
  /** Revealed when drawn (null before). */
  seed: z.string().nullable(),
  eligible_member_ids: z.array(z.number().int()).nullable(),
  winner_member_id: z.number().int().nullable(),
  winner_name: z.string().nullable(),
  drawn_at: z.string().nullable(),
});

export const BARANG_NOTICE_KINDS = ['started', 'payment_due', 'your_turn', 'rejected'] as const;
export const BarangNoticeSchema = z.object({
  kind: z.enum(BARANG_NOTICE_KINDS),
  /** Indonesian text shown in the account area. */
  text: z.string(),
});
export type BarangNotice = z.infer<typeof BarangNoticeSchema>;

export const MyBarangCycleSchema = z.object({
  cycle: z.number().int(),
  due_date: z.string(),
  amount: z.number().int(),
  paid: z.boolean(),
  /** Who received this cycle's goods (name only), null before the draw. */
  recipient_name: z.string().nullable(),
  draw: BarangDrawSchema.nullable(),
});

export const MyBarangGroupSchema = BarangGroupSchema.extend({
  member_id: z.number().int(),
  membership_id: z.number().int(),
  paid_cycles: z.number().int(),
  /** Cycles whose date has come and are unpaid. */
  cycles_due: z.number().int(),
  /** Contribution x cycles_due plus late fees: what to pay now (0 when nothing is due). */
  amount_due: z.number().int(),
  /** contribution x N - paid */
  amount_owed: z.number().int(),
  schedule: z.array(MyBarangCycleSchema),
  /** The open transfer (waiting, in review or rejected), if any. */
  open_transfer: ArisanTransferSchema.nullable(),
  /** The cycle in which this member receives the goods (null before their draw). */
  receiving_cycle: z.number().int().nullable(),
  order: BarangOrderSchema.nullable(),
  notices: z.array(BarangNoticeSchema),
});
export type MyBarangGroup = z.infer<typeof MyBarangGroupSchema>;
export const MyBarangGroupsResponseSchema = z.object({ data: z.array(MyBarangGroupSchema) });
export type MyBarangGroupsResponse = z.infer<typeof MyBarangGroupsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Admin: the group's members (GET /arisans/{id}/barang) and the money at risk (GET /arisans/barang/at-risk)

export const BarangMemberRowSchema = z.object({
  member_id: z.number().int(),
  membership_id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  /** 62..., for the WhatsApp link; null when unknown. */
  phone: z.string().nullable(),
  position: z.number().int(),
  paid_cycles: z.number().int(),
  paid_amount: z.number().int(),
  owed_amount: z.number().int(),
  cycles_overdue: z.number().int(),
  received_cycle: z.number().int().nullable(),
  order: BarangOrderSchema.nullable(),
  /** Received the goods and now behind with payments ('menunggak setelah menerima'). */
  behind_after_receiving: z.boolean(),
});
export type BarangMemberRow = z.infer<typeof BarangMemberRowSchema>;

export const BarangDetailSchema = z.object({
  group: BarangGroupSchema,
  arithmetic: z.object({
    share: z.number().int(),
    admin_fee: z.number().int(),
    contribution: z.number().int(),
    per_member_total: z.number().int(),
    group_total: z.number().int(),
    rounding: z.number().int(),
  }),
  units_reserved: z.number().int(),
  start_error: z.string().nullable(),
  members: z.array(BarangMemberRowSchema),
});
export type BarangDetail = z.infer<typeof BarangDetailSchema>;
export const BarangDetailResponseSchema = z.object({ data: BarangDetailSchema });

export const BarangAtRiskSchema = z.object({
  /** Members flagged 'menunggak setelah menerima' across all groups. */
  members: z.number().int(),
  /** What those members still owe: contribution x (N - paid cycles), summed. */
  amount: z.number().int(),
  groups: z.array(
    z.object({
      arisan_id: z.number().int(),
      name: z.string(),
      members: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type BarangAtRisk = z.infer<typeof BarangAtRiskSchema>;
export const BarangAtRiskResponseSchema = z.object({ data: BarangAtRiskSchema });

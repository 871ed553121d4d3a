import { z } from 'zod';
import { ArisanDetailSchema } from './arisan.ts';
import { ContributionSchema } from './arisan-ledger.ts';
import { ExcludedMemberSchema, LelangShareSchema } from './arisan-lelang.ts';
import { IsoDateSchema, limitParam, PaginationSchema, pageParam, rupiahFromText } from './common.ts';
import { MONEY_INVALID } from './format.ts';

// Arisan cycles: the schedule, who receives each cycle's pot (by hand or by a verifiable draw), payouts.
// docs/decisions/031-034.

const reasonText = z
  .string({ error: 'Alasan koreksi wajib diisi' })
  .trim()
  .min(3, 'Alasan koreksi wajib diisi')
  .max(300)
  .refine((v) => !/[\p{Cc}]/u.test(v), 'Alasan tidak boleh berisi karakter kontrol');

export const RECIPIENT_METHODS = ['manual', 'draw', 'lelang'] as const;
export const RecipientMethodSchema = z.enum(RECIPIENT_METHODS);

export const CycleRecipientSchema = z.object({
  id: z.number().int(),
  cycle: z.number().int(),
  membership_id: z.number().int(),
  member_id: z.number().int(),
  name: z.string(),
  method: RecipientMethodSchema,
  draw_id: z.number().int().nullable(),
  received_date: z.string(),
  recorded_at: z.string(),
});
export type CycleRecipient = z.infer<typeof CycleRecipientSchema>;

export const ScheduleCycleSchema = z.object({
  cycle: z.number().int(),
  due_date: z.string(),
  /** The cycle's date is on or before today (WIB): its dues are due and it may get a recipient. */
  has_come: z.boolean(),
  is_current: z.boolean(),
  /** Dues of this cycle (one per member) and how many are paid. */
  dues_count: z.number().int(),
  paid_count: z.number().int(),
  due_amount: z.number().int(),
  paid_amount: z.number().int(),
  /** Late fees paid for this cycle's dues (apart from paid_amount). */
  late_fees_paid: z.number().int(),
  /** Dues of this cycle paid after their date. */
  late_count: z.number().int(),
  recipient: CycleRecipientSchema.nullable(),
  /**
   * The member whose position is this cycle (the agreed receiving order, which turn swaps change): who
   * receives when the organiser follows the order. Null when no member holds that position.
   */
  turn: z.object({ member_id: z.number().int(), name: z.string() }).nullable(),
  paid_out: z.number().int(),
});
export type ScheduleCycle = z.infer<typeof ScheduleCycleSchema>;

/**
 * How much a cycle's payout exceeds the contributions still recorded for it (0 when it does not): a
 * correction made after the pot was handed over leaves the recipient holding money the group no longer
 * shows as collected, and the report flags it.
 */
export function payoutShortfall(cycle: Pick<ScheduleCycle, 'paid_out' | 'paid_amount'>): number {
  return Math.max(0, cycle.paid_out - cycle.paid_amount);
}

export const ArisanScheduleSchema = z.object({
  /** The latest cycle whose date has come (0 before the first one). */
  current_cycle: z.number().int(),
  cycles: z.array(ScheduleCycleSchema),
});
export type ArisanSchedule = z.infer<typeof ArisanScheduleSchema>;
export const ArisanScheduleResponseSchema = z.object({ data: ArisanScheduleSchema });
export type ArisanScheduleResponse = z.infer<typeof ArisanScheduleResponseSchema>;

export const CycleParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  cycle: z.coerce.number().int().positive().max(10_000),
});
export type CycleParams = z.infer<typeof CycleParamsSchema>;

/** Hand assignment of a cycle's recipient (the order agreed at the start). */
export const AssignRecipientBodySchema = z.strictObject({
  member_id: z.number({ error: 'Pilih member penerima' }).int().positive(),
  received_date: IsoDateSchema.optional(),
});
export type AssignRecipientBody = z.infer<typeof AssignRecipientBodySchema>;

/** A wrong payment is corrected by an appended reversal with a reason (decision 040). */
export const ReversePaymentBodySchema = z.strictObject({
  reason: reasonText,
  /** Required when the payment paid a cycle whose pot is already paid out (the dialog's warning). */
  confirm_paid_out: z.literal(true).optional(),
});
export type ReversePaymentBody = z.infer<typeof ReversePaymentBodySchema>;
export const PaymentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  paymentId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Undo is a recorded correction with a reason, never an overwrite. */
export const RevokeRecipientBodySchema = z.strictObject({ reason: reasonText });
export type RevokeRecipientBody = z.infer<typeof RevokeRecipientBodySchema>;

export const RecipientResponseSchema = z.object({ success: z.literal(true), data: CycleRecipientSchema });
export type RecipientResponse = z.infer<typeof RecipientResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// The draw (undian), see draw.ts for the function.

export const DrawSchema = z.object({
  id: z.number().int(),
  cycle: z.number().int(),
  commitment: z.string(),
  /** Revealed only once drawn. */
  seed: z.string().nullable(),
  eligible_member_ids: z.array(z.number().int()).nullable(),
  eligible: z.array(z.object({ member_id: z.number().int(), name: z.string() })),
  winner_member_id: z.number().int().nullable(),
  winner_name: z.string().nullable(),
  /** Who could not win and why (ADR 078); empty until drawn. */
  excluded: z.array(ExcludedMemberSchema),
  created_at: z.string(),
  drawn_at: z.string().nullable(),
});
export type Draw = z.infer<typeof DrawSchema>;
export const DrawResponseSchema = z.object({ success: z.literal(true), data: DrawSchema });
export type DrawResponse = z.infer<typeof DrawResponseSchema>;
export const DrawListResponseSchema = z.object({ data: z.array(DrawSchema) });
export type DrawListResponse = z.infer<typeof DrawListResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// History ('Riwayat Perubahan')

export const AUDIT_ENTITIES = [
  'arisan',
  'membership',
  'recipient',
  'draw',
  'payout',
  'payment',
  // A member's transfer of an arisan barang (ADR 042): approved, rejected or cancelled by an admin.
  'transfer',
  // Two members exchanging turns (ADR 081).
  'swap',
  // A cycle's lelang (ADR 077): opened, a bid placed or changed, closed.
  'lelang',
] as const;
export const ArisanAuditEntrySchema = z.object({
  id: z.number().int(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.number().int().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  actor_name: z.string().nullable(),
  at: z.string(),
});
export type ArisanAuditEntry = z.infer<typeof ArisanAuditEntrySchema>;
export const ArisanAuditResponseSchema = z.object({
  data: z.array(ArisanAuditEntrySchema),
  pagination: PaginationSchema,
  /** The names of the members (by member id) and memberships (by membership id) the page mentions. */
  names: z.object({
    members: z.record(z.string(), z.string()),
    memberships: z.record(z.string(), z.string()),
  }),
});
export type ArisanAuditResponse = z.infer<typeof ArisanAuditResponseSchema>;
export const ArisanAuditQuerySchema = z.object({ page: pageParam, limit: limitParam(50, 200) });
export type ArisanAuditQuery = z.infer<typeof ArisanAuditQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Payouts: the pot handed to a cycle's recipient.

export const PAYOUT_METHODS = ['cash', 'transfer'] as const;
export const PayoutMethodSchema = z.enum(PAYOUT_METHODS);
export const PAYOUT_METHOD_LABEL: Record<(typeof PAYOUT_METHODS)[number], string> = {
  cash: 'Tunai',
  transfer: 'Transfer',
};
/** An arisan pot is at most this many rupiah: bounded so no total can leave the safe integers. */
export const MAX_PAYOUT = 100_000_000_000;

/** The multipart fields of a payout (text, as forms send them); the proof photo is the optional file. */
export const PayoutFieldsSchema = z.strictObject({
  // Typed as on the payout form: '1.250.000', 'Rp 1.250.000' and '1250000' are the same amount.
  amount: z.preprocess(
    rupiahFromText,
    z
      .number({ error: MONEY_INVALID })
      .int(MONEY_INVALID)
      .positive('Jumlah harus lebih dari 0')
      .max(MAX_PAYOUT, 'Jumlah paling banyak Rp 100.000.000.000')
      .optional(),
  ),
  paid_date: IsoDateSchema,
  method: PayoutMethodSchema,
});
export type PayoutFields = z.output<typeof PayoutFieldsSchema>;

export const PayoutSchema = z.object({
  id: z.number().int(),
  cycle: z.number().int(),
  recipient_id: z.number().int(),
  member_id: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  paid_date: z.string(),
  method: PayoutMethodSchema,
  has_proof: z.boolean(),
  recorded_by: z.string().nullable(),
  recorded_at: z.string(),
});
export type Payout = z.infer<typeof PayoutSchema>;
export const PayoutResponseSchema = z.object({ success: z.literal(true), data: PayoutSchema });
export const PayoutListResponseSchema = z.object({
  data: z.object({
    payouts: z.array(PayoutSchema),
    /** Contributions paid in, paid out to recipients, and the pot the organiser still holds. */
    total_contributions: z.number().int(),
    total_paid_out: z.number().int(),
    /** Lelang commissions and dividends, money that left the pot at each close (ADR 077). */
    total_lelang_shares: z.number().int(),
    pot_held: z.number().int(),
  }),
});
export type PayoutListResponse = z.infer<typeof PayoutListResponseSchema>;
export const PayoutParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  payoutId: z.coerce.number().int().positive().max(2_147_483_647),
});

// ---------------------------------------------------------------------------------------------------------
// Member self-check ('/arisan/cek'): passcode + last 4 phone digits, no account.

export const SelfCheckBodySchema = z.strictObject({
  passcode: z
    .string({ error: 'Passcode wajib diisi' })
    .trim()
    .min(4, 'Passcode wajib diisi')
    .max(20, 'Passcode terlalu panjang')
    .regex(/^[A-Za-z0-9]+$/, 'Passcode hanya huruf dan angka')
    .transform((v) => v.toUpperCase()),
  phone_last4: z
    .string({ error: 'Isi 4 angka terakhir nomor HP' })
    .regex(/^\d{4}$/, 'Isi 4 angka terakhir nomor HP'),
});
export type SelfCheckBody = z.output<typeof SelfCheckBodySchema>;
export type SelfCheckInput = z.input<typeof SelfCheckBodySchema>;

/** What a member may see of their own standing: nothing of other members but the draw proofs. */
export const SelfCheckArisanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  saving_type: z.enum(['daily', 'weekly', 'monthly']),
  contribution_amount: z.number().int(),
  duration: z.number().int(),
  paid_cycles: z.number().int(),
  due_cycles: z.number().int(),
  due_amount: z.number().int(),
  /** Late fee per late cycle, and what is owed on top of due_amount if paid today. */
  late_fee: z.number().int(),
  due_late_fee: z.number().int(),
  remaining_cycles: z.number().int(),
  next_due_date: z.string().nullable(),
  receiving: z
    .object({ cycle: z.number().int(), received_date: z.string(), method: RecipientMethodSchema })
    .nullable(),
  draws: z.array(DrawSchema),
});
export type SelfCheckArisan = z.infer<typeof SelfCheckArisanSchema>;
export const SelfCheckResponseSchema = z.object({
  data: z.object({ name: z.string(), arisans: z.array(SelfCheckArisanSchema) }),
});
export type SelfCheckResponse = z.infer<typeof SelfCheckResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// The printable report (A4) of one arisan: everything a member could ask about, with totals that add up.

export const ArisanReportSchema = z.object({
  /** The arisan, its summary and every member (not one page). */
  detail: ArisanDetailSchema,
  schedule: ArisanScheduleSchema,
  payouts: z.array(PayoutSchema),
  /** Reversal rows of the ledger (decision 040). */
  corrections: z.array(ContributionSchema),
  totals: z.object({
    /** The ledger's sum of contributions (reversals included) and of late fees. */
    contributions: z.number().int(),
    late_fees: z.number().int(),
    paid_out: z.number().int(),
    /** Lelang money that left the pot at each close (ADR 077). */
    commissions: z.number().int(),
    dividends: z.number().int(),
    /** contributions - paid_out - commissions - dividends. */
    pot_held: z.number().int(),
  }),
  /** Each closed lelang: the winner, the discount and how it was shared (ADR 077). */
  lelang: z.array(
    z.object({
      cycle: z.number().int(),
      winner_name: z.string(),
      pot: z.number().int(),
      discount: z.number().int(),
      commission: z.number().int(),
      dividends: z.number().int(),
      payout_amount: z.number().int(),
      shares: z.array(LelangShareSchema),
    }),
  ),
  generated_at: z.string(),
});
export type ArisanReport = z.infer<typeof ArisanReportSchema>;
export const ArisanReportResponseSchema = z.object({ data: ArisanReportSchema });
export type ArisanReportResponse = z.infer<typeof ArisanReportResponseSchema>;

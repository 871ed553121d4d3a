import { z } from 'zod';
import {
  LelangCapPercentSchema,
  LelangCommissionPercentSchema,
  RecipientRuleSchema,
} from './arisan-lelang.ts';
import { EarlyMinimumSchema } from './arisan-reliability.ts';
import {
  IsoDateSchema,
  idSchema,
  limitParam,
  MONEY_LIMITS,
  PaginationSchema,
  pageParam,
  rupiahFromText,
  searchText,
  text,
} from './common.ts';
import { ARISAN_STATUSES, PAGE_SIZE, SAVING_TYPES, type SavingType } from './constants.ts';
import { MONEY_INVALID } from './format.ts';
import { planEndDate } from './schedule.ts';

// Arisan (rotating savings group): the arisan itself. Its people are arisan-members.ts, its money
// arisan-ledger.ts, its numbers arisan-standing.ts.
// docs/product.md sections 2.8, 3, 4, 5, 7; docs/architecture.md sections 3 and 4; docs/decisions/005-arisan-ledger.md.

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

export const SavingTypeSchema = z.enum(SAVING_TYPES);
export const ARISAN_KINDS = ['uang', 'barang'] as const;
export type ArisanKind = (typeof ARISAN_KINDS)[number];
export const ArisanStatusSchema = z.enum(ARISAN_STATUSES);

const id = idSchema();
const searchParam = searchText().optional();
/** Query strings: an empty value means "no filter". */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const ARISAN_TEXT = {
  locationNameRequired: 'Nama lokasi wajib diisi',
  memberNameRequired: 'Nama member wajib diisi',
  passcodeFormat: 'Passcode harus 4-20 huruf atau angka',
  arisanNameRequired: 'Nama arisan wajib diisi',
  contributionRequired: 'Jumlah kontribusi wajib diisi',
  durationMin: 'Durasi minimal 1 putaran',
  positionMin: 'Posisi minimal 1',
  cyclesMin: 'Jumlah putaran minimal 1',
  receivedEmpty: 'Isi tanggal terima atau status terima',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Arisans

export const ArisanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ArisanStatusSchema,
  saving_type: SavingTypeSchema,
  duration: z.number().int(),
  contribution_amount: z.number().int(),
  /** Fixed rupiah per cycle paid after its due date (0 = none), decision 039. */
  late_fee: z.number().int(),
  /** The on-time share (percent) a member needs for an early position, null = none (decision 079). */
  early_min_on_time_percent: z.number().int().nullable(),
  /** Money paid in so far (the ledger's sum); also readable as total_amount in the spec. */
  total_saving: z.number().int(),
  total_members: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  /** 'Mulai Arisan' has run (or the arisan was set active): every member has a schedule of dues. */
  started: z.boolean(),
  /** Set when an arisan with payments was deleted: shown read-only, never in lists. */
  archived_at: z.string().nullable(),
  /** 'uang' (the spec's money pot) or 'barang' (customers save for a product, issue 14). */
  kind: z.enum(ARISAN_KINDS),
  /** Arisan barang: the product every member receives; null for 'uang'. */
  product_id: z.number().int().nullable(),
  /** 'kocok', 'urut' or 'lelang' (ADR 077). */
  recipient_rule: RecipientRuleSchema,
  /** Only members paid up to the cycle may win a draw or a lelang (ADR 078). */
  draw_paid_up_only: z.boolean(),
  lelang_cap_percent: z.number().int(),
  lelang_commission_percent: z.number().int(),
});
export type Arisan = z.infer<typeof ArisanSchema>;

// Typed text such as '250.000' is 250 ribu, never Rp 250 (format.ts reads Indonesian grouping).
const rupiahPerCycle = z.preprocess(
  rupiahFromText,
  z
    .number({
      error: (iss) => (iss.input === undefined ? ARISAN_TEXT.contributionRequired : MONEY_INVALID),
    })
    .int(MONEY_INVALID)
    .positive('Jumlah kontribusi harus lebih dari 0')
    .max(MONEY_LIMITS.contribution, 'Jumlah kontribusi paling banyak Rp 100.000.000'),
);
// A late fee is money per cycle like the contribution, bounded the same way; 0 (or empty) means none.
const lateFeePerCycle = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? 0 : rupiahFromText(v)),
  z
    .number({ error: MONEY_INVALID })
    .int(MONEY_INVALID)
    .min(0, 'Denda tidak boleh negatif')
    .max(MONEY_LIMITS.contribution, 'Denda paling banyak Rp 100.000.000'),
);
const duration = z
  .number({ error: ARISAN_TEXT.durationMin })
  .int(ARISAN_TEXT.durationMin)
  .min(1, ARISAN_TEXT.durationMin)
  .max(MONEY_LIMITS.arisanCycles, 'Durasi paling banyak 1000 putaran');
const arisanName = text({ error: ARISAN_TEXT.arisanNameRequired })
  .trim()
  .min(1, ARISAN_TEXT.arisanNameRequired)
  .max(100);

// docs/architecture.md section 3: contribution_amount (payment_amount), saving_type (payment_type): both accepted,
// the first written.
const arisanFields = {
  name: arisanName,
  contribution_amount: rupiahPerCycle.optional(),
  payment_amount: rupiahPerCycle.optional(),
  saving_type: SavingTypeSchema.optional(),
  payment_type: SavingTypeSchema.optional(),
  duration,
  start_date: IsoDateSchema,
  end_date: IsoDateSchema.optional(),
  late_fee: lateFeePerCycle.optional(),
  // Undefined on an edit keeps what the arisan has; a new arisan takes the defaults (ADR 077, 078).
  recipient_rule: RecipientRuleSchema.optional(),
  draw_paid_up_only: z.boolean({ error: 'Pilih ya atau tidak' }).optional(),
  lelang_cap_percent: LelangCapPercentSchema.optional(),
  lelang_commission_percent: LelangCommissionPercentSchema.optional(),
  early_min_on_time_percent: EarlyMinimumSchema.optional(),
};

interface ArisanFieldsIn {
  name: string;
  contribution_amount?: number | undefined;
  payment_amount?: number | undefined;
  saving_type?: SavingType | undefined;
  payment_type?: SavingType | undefined;
  duration: number;
  start_date: string;
  end_date?: string | undefined;
  late_fee?: number | undefined;
  recipient_rule?: z.infer<typeof RecipientRuleSchema> | undefined;
  draw_paid_up_only?: boolean | undefined;
  lelang_cap_percent?: number | undefined;
  lelang_commission_percent?: number | undefined;
  early_min_on_time_percent?: number | null | undefined;
}

function canonicalFields(v: ArisanFieldsIn, ctx: z.RefinementCtx) {
  const contribution = v.contribution_amount ?? v.payment_amount;
  if (contribution === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['contribution_amount'],
      message: ARISAN_TEXT.contributionRequired,
    });
  }
  // docs/product.md 4: the default saving type is daily.
  const savingType = v.saving_type ?? v.payment_type ?? ('daily' as SavingType);
  const plan = planEndDate({ ...v, saving_type: savingType });
  if ('error' in plan) ctx.addIssue({ code: 'custom', path: ['end_date'], message: plan.error });
  return {
    name: v.name,
    contribution_amount: contribution ?? 0,
    saving_type: savingType,
    duration: v.duration,
    start_date: v.start_date,
    /** Always set: the date given or the last cycle's. */
    end_date: 'error' in plan ? v.start_date : plan.end_date,
    /** Undefined on an edit keeps the arisan's fee; a new arisan starts at 0. */
    late_fee: v.late_fee,
    recipient_rule: v.recipient_rule,
    draw_paid_up_only: v.draw_paid_up_only,
    lelang_cap_percent: v.lelang_cap_percent,
    lelang_commission_percent: v.lelang_commission_percent,
    /** Undefined on an edit keeps the arisan's minimum; a new arisan starts without one. */
    early_min_on_time_percent: v.early_min_on_time_percent,
  };
}

/** The spec's create form: name, payment_amount, payment_type, duration, start_date, members_ids. */
export const ArisanCreateBodySchema = z
  .object({
    ...arisanFields,
    /** Joined in this order as positions 1..n. */
    members_ids: z
      .array(id)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'Member tidak boleh dipilih dua kali')
      .default([]),
  })
  .transform((v, ctx) => ({ ...canonicalFields(v, ctx), members_ids: v.members_ids }));
export type ArisanCreateBody = z.output<typeof ArisanCreateBodySchema>;
export type ArisanCreateInput = z.input<typeof ArisanCreateBodySchema>;

/**
 * The spec's edit form. total_saving (total_amount) and total_members are accepted and ignored: they are
 * computed from the ledger and the memberships.
 */
export const ArisanUpdateBodySchema = z
  .object({
    ...arisanFields,
    status: ArisanStatusSchema.optional(),
    total_saving: z.number().optional(),
    total_amount: z.number().optional(),
    total_members: z.number().optional(),
  })
  .transform((v, ctx) => ({ ...canonicalFields(v, ctx), status: v.status }));
export type ArisanUpdateBody = z.output<typeof ArisanUpdateBodySchema>;
export type ArisanUpdateInput = z.input<typeof ArisanUpdateBodySchema>;

export const ArisanListQuerySchema = z.object({
  search: searchParam,
  page: pageParam,
  limit: limitParam(PAGE_SIZE.arisans),
  saving_type: z.preprocess(emptyToUndefined, SavingTypeSchema.optional()),
  status: z.preprocess(emptyToUndefined, ArisanStatusSchema.optional()),
});
export type ArisanListQuery = z.infer<typeof ArisanListQuerySchema>;

export const ArisanListResponseSchema = z.object({
  data: z.array(ArisanSchema),
  pagination: PaginationSchema,
});
export type ArisanListResponse = z.infer<typeof ArisanListResponseSchema>;

export const ArisanSummarySchema = z.object({
  total_members: z.number().int(),
  total_contributions: z.number().int(),
  total_remaining: z.number().int(),
  collection_percentage: z.number(),
  /** Late fees paid, not part of total_contributions. */
  total_late_fees: z.number().int(),
});
export type ArisanSummary = z.infer<typeof ArisanSummarySchema>;

/** A row of the arisan detail's member table. */
export const ArisanMemberRowSchema = z.object({
  /** The membership id. */
  id: z.number().int(),
  member_id: z.number().int(),
  name: z.string(),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  phone: z.string().nullable(),
  passcode: z.string(),
  position: z.number().int(),
  total_paid_contribution: z.number().int(),
  total_paid_cycles: z.number().int(),
  remaining_cycles: z.number().int(),
  received_date: z.string().nullable(),
  has_received: z.boolean(),
  due_cycles: z.number().int(),
  due_amount: z.number().int(),
  /** The late fee owed on top of due_amount if paid today (cycles dated before today). */
  due_late_fee: z.number().int(),
});
export type ArisanMemberRow = z.infer<typeof ArisanMemberRowSchema>;

export const ArisanDetailQuerySchema = z.object({
  search: searchParam,
  page: pageParam,
  limit: limitParam(PAGE_SIZE.members),
});
export type ArisanDetailQuery = z.infer<typeof ArisanDetailQuerySchema>;

export const ArisanDetailSchema = z.object({
  arisan: ArisanSchema,
  summary: ArisanSummarySchema,
  members: z.array(ArisanMemberRowSchema),
  pagination: PaginationSchema,
});
export type ArisanDetail = z.infer<typeof ArisanDetailSchema>;
export const ArisanDetailResponseSchema = z.object({ data: ArisanDetailSchema });
export type ArisanDetailResponse = z.infer<typeof ArisanDetailResponseSchema>;
export const ArisanResponseSchema = z.object({ data: ArisanSchema });
export type ArisanResponse = z.infer<typeof ArisanResponseSchema>;

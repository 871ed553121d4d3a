import { z } from 'zod';
import { PhoneSchema } from './auth.ts';
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
import { cycleDate, planEndDate } from './schedule.ts';

// Arisan (rotating savings group): locations, members, arisans, memberships and the contribution ledger.
// Spec sections 2.8, 3, 4, 5, 7; DESIGN.md sections 3 and 4; docs/decisions/005-arisan-ledger.md.

// ---------------------------------------------------------------------------------------------------------
// Pure maths: the same numbers on the server and in the tests, never taken from a request.

export interface ArisanSummaryInput {
  contributionAmount: number;
  duration: number;
  totalMembers: number;
  /** Sum of the ledger's amounts. */
  paid: number;
  /** Sum of the ledger's late fees, kept apart from the contributions (decision 039). */
  lateFees?: number;
}

export interface ArisanSummaryNumbers {
  total_members: number;
  total_contributions: number;
  total_remaining: number;
  collection_percentage: number;
  total_late_fees: number;
}

/** `part / whole x 100` with two decimals, exact for whole rupiah (0 when there is nothing to collect). */
export function percentTwoDecimals(part: number, whole: number): number {
  if (whole <= 0) return 0;
  // Integer arithmetic in BigInt, so 1/3 is 33.33 and never 33.329999.
  const scaled = (BigInt(Math.round(part)) * 20000n) / BigInt(Math.round(whole));
  return Number((scaled + 1n) / 2n) / 100;
}

/** DESIGN.md section 4: expected = contribution x duration x members; remaining = expected - paid. */
export function computeArisanSummary(input: ArisanSummaryInput): ArisanSummaryNumbers {
  const expected = input.contributionAmount * input.duration * input.totalMembers;
  return {
    total_members: input.totalMembers,
    total_contributions: input.paid,
    total_remaining: Math.max(0, expected - input.paid),
    collection_percentage: percentTwoDecimals(input.paid, expected),
    total_late_fees: input.lateFees ?? 0,
  };
}

export interface MemberStandingInput {
  contributionAmount: number;
  duration: number;
  paidCycles: number;
  paidAmount: number;
}

export interface MemberStanding {
  remaining_cycles: number;
  remaining_amount: number;
  payment_status: ArisanPaymentState;
  payment_progress: number;
}

export const ARISAN_PAYMENT_STATES = ['paid', 'unpaid'] as const;
export type ArisanPaymentState = (typeof ARISAN_PAYMENT_STATES)[number];

/** One member's standing in one arisan: what is left to pay and how far along they are. */
export function computeMemberStanding(input: MemberStandingInput): MemberStanding {
  const remainingCycles = Math.max(0, input.duration - input.paidCycles);
  const expected = input.contributionAmount * input.duration;
  return {
    remaining_cycles: remainingCycles,
    remaining_amount: Math.max(0, expected - input.paidAmount),
    payment_status: remainingCycles === 0 ? 'paid' : 'unpaid',
    payment_progress: percentTwoDecimals(input.paidAmount, expected),
  };
}

/** How many cycles of the schedule fall on or before `today` (cycle n is due on `cycleDate(start, type, n)`). */
export function countCyclesDueBy(
  start: string,
  savingType: SavingType,
  duration: number,
  today: string,
): number {
  let due = 0;
  while (due < duration && cycleDate(start, savingType, due) <= today) due += 1;
  return due;
}

/**
 * Cycles a member should have paid by `today` but has not (dues are paid oldest first). Zero before the
 * arisan is started, because nothing is scheduled yet.
 */
export function countCyclesOverdue(opts: {
  started: boolean;
  startDate: string;
  savingType: SavingType;
  duration: number;
  paidCycles: number;
  today: string;
}): number {
  if (!opts.started) return 0;
  const due = countCyclesDueBy(opts.startDate, opts.savingType, opts.duration, opts.today);
  return Math.max(0, due - opts.paidCycles);
}

/** Passcodes are generated from letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const PASSCODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PASSCODE_LENGTH = 6;

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
// Locations

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  member_count: z.number().int(),
});
export type Location = z.infer<typeof LocationSchema>;

export const LocationBodySchema = z.object({
  name: text({ error: ARISAN_TEXT.locationNameRequired })
    .trim()
    .min(1, ARISAN_TEXT.locationNameRequired)
    .max(100, 'Nama lokasi paling banyak 100 karakter'),
});
export type LocationBody = z.infer<typeof LocationBodySchema>;

export const LocationListQuerySchema = z.object({
  search: searchParam,
  page: pageParam,
  limit: limitParam(PAGE_SIZE.locations),
});
export type LocationListQuery = z.infer<typeof LocationListQuerySchema>;

export const LocationListResponseSchema = z.object({
  data: z.array(LocationSchema),
  pagination: PaginationSchema,
});
export type LocationListResponse = z.infer<typeof LocationListResponseSchema>;
export const LocationResponseSchema = z.object({ data: LocationSchema });

// ---------------------------------------------------------------------------------------------------------
// Members

export const MemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  passcode: z.string(),
  phone: z.string().nullable(),
  location_id: z.number().int().nullable(),
  location: z.object({ name: z.string() }).nullable(),
  address: z.string().nullable(),
  arisan_count: z.number().int(),
});
export type Member = z.infer<typeof MemberSchema>;

/** One of a member's arisans, with where they stand in it. */
export const MemberMembershipSchema = z.object({
  id: z.number().int(),
  arisan_id: z.number().int(),
  arisan: z.object({
    id: z.number().int(),
    name: z.string(),
    contribution_amount: z.number().int(),
    late_fee: z.number().int(),
    cycles: z.number().int(),
    /** The next unpaid due date, or null when everything is paid (or nothing is scheduled yet). */
    payment_date: z.string().nullable(),
    saving_type: SavingTypeSchema,
    status: ArisanStatusSchema,
    start_date: z.string(),
    started: z.boolean(),
    archived: z.boolean(),
  }),
  total_paid_contribution: z.number().int(),
  total_paid_cycles: z.number().int(),
  received_date: z.string().nullable(),
  has_received: z.boolean(),
  position: z.number().int(),
  remaining_amount: z.number().int(),
  remaining_cycles: z.number().int(),
  payment_status: z.enum(ARISAN_PAYMENT_STATES),
  payment_progress: z.number(),
  /** Cycles due by today and not paid: what a reminder asks for. */
  due_cycles: z.number().int(),
  due_amount: z.number().int(),
});
export type MemberMembership = z.infer<typeof MemberMembershipSchema>;

export const MemberDetailSchema = MemberSchema.extend({ arisans: z.array(MemberMembershipSchema) });
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

// The member form's phone is a number input (spec 5): a number or digits both work; empty means none.
const memberPhone = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v === '' ? null : v),
  PhoneSchema.nullable().optional(),
);
const passcode = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,20}$/, ARISAN_TEXT.passcodeFormat)
    .optional(),
);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text({ multiline: true }).trim().max(max).nullable().optional(),
  );

export const MemberBodySchema = z.object({
  name: text({ error: ARISAN_TEXT.memberNameRequired })
    .trim()
    .min(1, ARISAN_TEXT.memberNameRequired)
    .max(100),
  /** Generated when not given. */
  passcode,
  phone: memberPhone,
  location_id: id.nullable().optional(),
  address: optionalText(300),
});
export type MemberBody = z.infer<typeof MemberBodySchema>;
export type MemberBodyInput = z.input<typeof MemberBodySchema>;

export const MemberListQuerySchema = z.object({
  search: searchParam,
  location_id: z.preprocess(emptyToUndefined, idSchema().optional()),
  /** Only members not yet in this arisan (the picker of 'Tambah Member'). */
  not_in_arisan: z.preprocess(emptyToUndefined, idSchema().optional()),
  page: pageParam,
  limit: limitParam(PAGE_SIZE.members),
});
export type MemberListQuery = z.infer<typeof MemberListQuerySchema>;

export const MemberListResponseSchema = z.object({
  data: z.array(MemberSchema),
  pagination: PaginationSchema,
});
export type MemberListResponse = z.infer<typeof MemberListResponseSchema>;
export const MemberResponseSchema = z.object({ data: MemberSchema });
export const MemberDetailResponseSchema = z.object({ data: MemberDetailSchema });
export type MemberDetailResponse = z.infer<typeof MemberDetailResponseSchema>;

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

// DESIGN.md section 3: contribution_amount (payment_amount), saving_type (payment_type): both accepted,
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
  // Spec 4: the default saving type is daily.
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

// ---------------------------------------------------------------------------------------------------------
// Memberships and money

export const ArisanMembershipSchema = z.object({
  id: z.number().int(),
  arisan_id: z.number().int(),
  member_id: z.number().int(),
  position: z.number().int(),
  has_received: z.boolean(),
  received_date: z.string().nullable(),
  total_paid_cycles: z.number().int(),
});
export type ArisanMembership = z.infer<typeof ArisanMembershipSchema>;

export const AddArisanMemberBodySchema = z.object({
  arisan_id: id,
  member_id: idSchema('Member wajib dipilih'),
  position: z
    .number({ error: ARISAN_TEXT.positionMin })
    .int(ARISAN_TEXT.positionMin)
    .min(1, ARISAN_TEXT.positionMin)
    // Positions are unique per arisan, so this also caps its members (MONEY_LIMITS).
    .max(MONEY_LIMITS.arisanMembers, 'Posisi paling banyak 1000'),
});
export type AddArisanMemberBody = z.infer<typeof AddArisanMemberBodySchema>;

export const ArisanMemberParamsSchema = z.object({
  id: idSchema(),
  memberId: idSchema(),
});
export type ArisanMemberParams = z.infer<typeof ArisanMemberParamsSchema>;

/** Spec 4: the dialog sends only changed fields. A date alone marks the member as received. */
export const ReceivedBodySchema = z
  .object({
    received_date: IsoDateSchema.nullable().optional(),
    isReceived: z.boolean().optional(),
  })
  .refine((v) => v.received_date !== undefined || v.isReceived !== undefined, ARISAN_TEXT.receivedEmpty);
export type ReceivedBody = z.infer<typeof ReceivedBodySchema>;

/** A payment: amount must be contribution x cycles (checked by the server and the database). */
export const ContributionBodySchema = z.strictObject({
  amount: z.preprocess(
    rupiahFromText,
    z
      .number({ error: MONEY_INVALID })
      .int(MONEY_INVALID)
      .positive('Jumlah harus lebih dari 0')
      .max(MONEY_LIMITS.contribution * MONEY_LIMITS.arisanCycles, 'Jumlah terlalu besar'),
  ),
  cycles: z
    .number({ error: ARISAN_TEXT.cyclesMin })
    .int(ARISAN_TEXT.cyclesMin)
    .min(1, ARISAN_TEXT.cyclesMin)
    .max(1000),
  payment_date: IsoDateSchema,
  /**
   * The late fee the admin was shown; when sent it must equal the server's (like the amount). Left out,
   * the server records the fee due.
   */
  late_fee: z
    .number({ error: MONEY_INVALID })
    .int(MONEY_INVALID)
    .min(0)
    .max(MONEY_LIMITS.contribution * MONEY_LIMITS.arisanCycles)
    .optional(),
});
export type ContributionBody = z.infer<typeof ContributionBodySchema>;

/** One ledger row, with who recorded it and when. */
export const ContributionSchema = z.object({
  id: z.number().int(),
  membership_id: z.number().int(),
  arisan_id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  /** Negative on a correction (reversal) row, like cycles and late_fee. */
  amount: z.number().int(),
  cycles: z.number().int(),
  late_fee: z.number().int(),
  payment_date: z.string(),
  /** On a correction: the payment it reverses, and why. */
  reverses_payment_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** On a payment that was corrected: the reversal row's id. */
  reversed_by_payment_id: z.number().int().nullable(),
  recorded_by: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  recorded_at: z.string(),
});
export type Contribution = z.infer<typeof ContributionSchema>;

/** What a payment of `cycles` cycles on `payment_date` costs: the contribution and, apart, the late fee. */
export const PaymentQuoteQuerySchema = z.object({
  cycles: z.coerce.number().int().min(1).max(1000),
  payment_date: IsoDateSchema,
});
export type PaymentQuoteQuery = z.infer<typeof PaymentQuoteQuerySchema>;
export const PaymentQuoteSchema = z.object({
  cycles: z.number().int(),
  amount: z.number().int(),
  late_cycles: z.number().int(),
  late_fee_per_cycle: z.number().int(),
  late_fee: z.number().int(),
});
export type PaymentQuote = z.infer<typeof PaymentQuoteSchema>;
export const PaymentQuoteResponseSchema = z.object({ data: PaymentQuoteSchema });
export type PaymentQuoteResponse = z.infer<typeof PaymentQuoteResponseSchema>;

export const ContributionListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(50, 200),
});
export type ContributionListQuery = z.infer<typeof ContributionListQuerySchema>;

export const ContributionsResponseSchema = z.object({
  data: z.object({
    summary: ArisanSummarySchema,
    contributions: z.array(ContributionSchema),
    pagination: PaginationSchema,
  }),
});
export type ContributionsResponse = z.infer<typeof ContributionsResponseSchema>;

/** Arisan money actions answer `{ success: true, data }` (DESIGN.md section 3). */
export function arisanSuccessResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const MembershipActionResponseSchema = arisanSuccessResponse(ArisanMembershipSchema);
export type MembershipActionResponse = z.infer<typeof MembershipActionResponseSchema>;

export const RemoveArisanMemberResponseSchema = arisanSuccessResponse(
  z.object({ arisan_id: z.number().int(), member_id: z.number().int() }),
);

export const InitializeResponseSchema = arisanSuccessResponse(
  z.object({ arisan_id: z.number().int(), status: ArisanStatusSchema, dues_created: z.number().int() }),
);
export type InitializeResponse = z.infer<typeof InitializeResponseSchema>;

export const ContributionResponseSchema = arisanSuccessResponse(
  z.object({
    payment: ContributionSchema,
    membership: z.object({
      id: z.number().int(),
      total_paid_cycles: z.number().int(),
      total_paid_contribution: z.number().int(),
      remaining_cycles: z.number().int(),
      remaining_amount: z.number().int(),
    }),
  }),
);
export type ContributionResponse = z.infer<typeof ContributionResponseSchema>;

export const DeleteArisanResponseSchema = arisanSuccessResponse(
  z.object({ id: z.number().int(), archived: z.boolean() }),
);
export type DeleteArisanResponse = z.infer<typeof DeleteArisanResponseSchema>;

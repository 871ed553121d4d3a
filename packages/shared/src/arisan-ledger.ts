import { z } from 'zod';
import { ARISAN_TEXT, ArisanStatusSchema, ArisanSummarySchema } from './arisan.ts';
import {
  IsoDateSchema,
  idSchema,
  limitParam,
  MONEY_LIMITS,
  PaginationSchema,
  pageParam,
  rupiahFromText,
} from './common.ts';
import { MONEY_INVALID } from './format.ts';

// An arisan's memberships and its contribution ledger: joining, receiving, paying and the payment quote
// (docs/decisions/005-arisan-ledger.md, 039).

const id = idSchema();

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

/** docs/product.md 4: the dialog sends only changed fields. A date alone marks the member as received. */
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
  /**
   * Cycles this payment paid whose pot has already been handed to the recipient: correcting it leaves
   * that payout above what was collected for the cycle, so 'Koreksi' warns and asks to confirm.
   */
  paid_out_cycles: z.array(z.number().int()),
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

/** Arisan money actions answer `{ success: true, data }` (docs/architecture.md section 3). */
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

import { z } from 'zod';
import { MONEY_LIMITS, rupiahFromText } from './common.ts';
import { MONEY_INVALID } from './format.ts';

// How an arisan picks each cycle's recipient, and the lelang (sealed bids of a discount on the pot):
// docs/decisions/077-arisan-lelang.md and 078-draw-eligibility.md.

export const RECIPIENT_RULES = ['kocok', 'urut', 'lelang'] as const;
export type RecipientRule = (typeof RECIPIENT_RULES)[number];
export const RecipientRuleSchema = z.enum(RECIPIENT_RULES, {
  error: 'Pilih cara menentukan penerima',
});
export const RECIPIENT_RULE_LABELS: Record<RecipientRule, string> = {
  kocok: 'Kocok (undian)',
  urut: 'Urut (sesuai posisi)',
  lelang: 'Lelang',
};

/** The bounds the database checks too (chit fund law caps the organiser's commission at 7%). */
export const LELANG_LIMITS = { capMin: 1, capMax: 50, commissionMin: 0, commissionMax: 7 } as const;

export const LelangCapPercentSchema = z
  .number({ error: 'Batas potongan harus berupa angka' })
  .int('Batas potongan harus bilangan bulat')
  .min(LELANG_LIMITS.capMin, 'Batas potongan minimal 1%')
  .max(LELANG_LIMITS.capMax, 'Batas potongan paling banyak 50%');
export const LelangCommissionPercentSchema = z
  .number({ error: 'Komisi harus berupa angka' })
  .int('Komisi harus bilangan bulat')
  .min(LELANG_LIMITS.commissionMin, 'Komisi tidak boleh negatif')
  .max(LELANG_LIMITS.commissionMax, 'Komisi paling banyak 7% dari potongan');

/** The pot of one cycle: every member's contribution. */
export const lelangPot = (contribution: number, memberCount: number) => contribution * memberCount;

/** The highest discount a bid may offer: floor(pot x cap% / 100). */
export const lelangCap = (pot: number, capPercent: number) => Math.floor((pot * capPercent) / 100);

/**
 * How a winning discount leaves the pot: the organiser's commission = floor(discount x commission% / 100),
 * the rest shared among `sharers` (the members who had not received, other than the winner, in position
 * order) by largest remainder to the rupiah: everyone gets floor(rest / n), and the first (rest mod n)
 * by position one rupiah more (their remainders are equal, so position breaks the tie).
 */
export function splitLelang(
  discount: number,
  commissionPercent: number,
  sharers: number,
): { commission: number; dividends: number[] } {
  const commission = Math.floor((discount * commissionPercent) / 100);
  const rest = discount - commission;
  if (sharers === 0) return { commission, dividends: [] };
  const base = Math.floor(rest / sharers);
  const extra = rest - base * sharers;
  return { commission, dividends: Array.from({ length: sharers }, (_, i) => base + (i < extra ? 1 : 0)) };
}

// ---------------------------------------------------------------------------------------------------------
// Requests

export const LelangOpenBodySchema = z
  .object({
    closes_at: z.iso.datetime({ offset: true, error: 'Waktu tutup lelang tidak sah' }),
  })
  .strict();
export type LelangOpenBody = z.infer<typeof LelangOpenBodySchema>;

/** A bid: the discount in rupiah the member accepts on the pot (0 up to the cap, checked by the server). */
export const LelangBidBodySchema = z
  .object({
    amount: z.preprocess(
      rupiahFromText,
      z
        .number({ error: 'Jumlah potongan wajib diisi' })
        .int(MONEY_INVALID)
        .min(0, 'Potongan tidak boleh negatif')
        .max(MONEY_LIMITS.contribution * 1000, 'Potongan terlalu besar'),
    ),
  })
  .strict();
export type LelangBidBody = z.infer<typeof LelangBidBodySchema>;
export type LelangBidInput = z.input<typeof LelangBidBodySchema>;

export const LelangMemberParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  cycle: z.coerce.number().int().positive(),
  memberId: z.coerce.number().int().positive(),
});

// ---------------------------------------------------------------------------------------------------------
// Responses

export const ExcludedMemberSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  /** 'Belum lunas sampai putaran N' or 'Sudah menerima'. */
  reason: z.string(),
});
export type ExcludedMember = z.infer<typeof ExcludedMemberSchema>;

export const LelangShareSchema = z.object({
  /** Null for the organiser's commission. */
  member_id: z.number().int().nullable(),
  name: z.string().nullable(),
  kind: z.enum(['commission', 'dividend']),
  amount: z.number().int(),
});
export type LelangShare = z.infer<typeof LelangShareSchema>;

export const LelangBidSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
});
export type LelangBid = z.infer<typeof LelangBidSchema>;

/** A cycle's lelang as the organiser sees it: the bids stay sealed (only their count) until the close. */
export const LelangSchema = z.object({
  id: z.number().int(),
  cycle: z.number().int(),
  pot: z.number().int(),
  cap: z.number().int(),
  closes_at: z.string(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  commitment: z.string(),
  /** Revealed at the close. */
  seed: z.string().nullable(),
  bid_count: z.number().int(),
  /** Empty until the close. */
  bids: z.array(LelangBidSchema),
  /** Members who may bid now (before the close) or who could win (at the close). */
  eligible: z.array(z.object({ member_id: z.number().int(), name: z.string(), has_account: z.boolean() })),
  excluded: z.array(ExcludedMemberSchema),
  /** The members the tie-breaking draw ran over (null when one bid was highest). */
  draw_member_ids: z.array(z.number().int()).nullable(),
  winner_member_id: z.number().int().nullable(),
  winner_name: z.string().nullable(),
  discount: z.number().int().nullable(),
  commission: z.number().int().nullable(),
  /** pot - discount: what the winner receives (the payout's default and its ceiling). */
  payout_amount: z.number().int().nullable(),
  shares: z.array(LelangShareSchema),
});
export type Lelang = z.infer<typeof LelangSchema>;
export const LelangResponseSchema = z.object({ success: z.literal(true), data: LelangSchema });
export const LelangListResponseSchema = z.object({ data: z.array(LelangSchema) });
export type LelangListResponse = z.infer<typeof LelangListResponseSchema>;

/** One lelang as a member sees it in 'Arisan Saya': their own bid, never another's before the close. */
export const MyLelangCycleSchema = z.object({
  cycle: z.number().int(),
  pot: z.number().int(),
  cap: z.number().int(),
  closes_at: z.string(),
  closed: z.boolean(),
  /** The member may bid now (open, before the closing time, eligible, not yet received). */
  can_bid: z.boolean(),
  /** Why not, when the lelang is open but the member cannot bid. */
  cannot_bid_reason: z.string().nullable(),
  my_bid: z.number().int().nullable(),
  commitment: z.string(),
  seed: z.string().nullable(),
  draw_member_ids: z.array(z.number().int()).nullable(),
  winner_member_id: z.number().int().nullable(),
  winner_name: z.string().nullable(),
  discount: z.number().int().nullable(),
  i_won: z.boolean(),
  my_dividend: z.number().int().nullable(),
});
export type MyLelangCycle = z.infer<typeof MyLelangCycleSchema>;

export const MyLelangGroupSchema = z.object({
  arisan_id: z.number().int(),
  name: z.string(),
  member_id: z.number().int(),
  contribution_amount: z.number().int(),
  lelang_cap_percent: z.number().int(),
  /** Dividends received from every closed lelang of the group. */
  total_dividends: z.number().int(),
  cycles: z.array(MyLelangCycleSchema),
});
export type MyLelangGroup = z.infer<typeof MyLelangGroupSchema>;
export const MyLelangGroupsResponseSchema = z.object({ data: z.array(MyLelangGroupSchema) });
export type MyLelangGroupsResponse = z.infer<typeof MyLelangGroupsResponseSchema>;

export const LelangBidResultSchema = z.object({ cycle: z.number().int(), amount: z.number().int() });
export const LelangBidResponseSchema = z.object({ success: z.literal(true), data: LelangBidResultSchema });
export type LelangBidResponse = z.infer<typeof LelangBidResponseSchema>;

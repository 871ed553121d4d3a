import { z } from 'zod';

// 'Catatan Pembayaran': how a member has paid across every arisan they joined (docs/decisions/079).
// The counts come from the database (one query per page of members); the share and the early-position
// rule are written once here so the server's 409 and the screen's badge always agree.

export const ReliabilityCountsSchema = z.object({
  /** Dues paid on or before their date. */
  on_time: z.number().int(),
  /** Dues paid after their date. */
  late: z.number().int(),
  /** Dues whose date has passed (today in WIB) and that are still unpaid, in arisans not archived. */
  missed: z.number().int(),
  /** Reversal rows written against this member's payments. */
  corrections: z.number().int(),
});
export type ReliabilityCounts = z.infer<typeof ReliabilityCountsSchema>;

export const ReliabilitySummarySchema = ReliabilityCountsSchema.extend({
  /** Whole percent of settled-or-missed dues paid on time (rounded down); null with no history yet. */
  on_time_percent: z.number().int().nullable(),
});
export type ReliabilitySummary = z.infer<typeof ReliabilitySummarySchema>;

export const ReliabilityGroupSchema = ReliabilitySummarySchema.extend({
  arisan_id: z.number().int(),
  arisan_name: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
});
export type ReliabilityGroup = z.infer<typeof ReliabilityGroupSchema>;

export const MemberReliabilitySchema = ReliabilitySummarySchema.extend({
  groups: z.array(ReliabilityGroupSchema),
});
export type MemberReliability = z.infer<typeof MemberReliabilitySchema>;

/** Dues that count towards the share: paid (on time or late) or missed. Future unpaid dues do not. */
export const reliabilityHistory = (c: Pick<ReliabilityCounts, 'on_time' | 'late' | 'missed'>): number =>
  c.on_time + c.late + c.missed;

/**
 * The on-time share in whole percent, rounded down so a member shown at 80% really is at least 80%; null
 * when there is no history to judge.
 */
export function onTimePercent(c: Pick<ReliabilityCounts, 'on_time' | 'late' | 'missed'>): number | null {
  const total = reliabilityHistory(c);
  return total === 0 ? null : Math.floor((c.on_time * 100) / total);
}

export const summarizeReliability = (c: ReliabilityCounts): ReliabilitySummary => ({
  ...c,
  on_time_percent: onTimePercent(c),
});

export const NO_HISTORY_LABEL = 'Belum ada riwayat';

/** 'Tepat waktu 92%' or 'Belum ada riwayat'. */
export const reliabilityLabel = (percent: number | null): string =>
  percent === null ? NO_HISTORY_LABEL : `Tepat waktu ${percent}%`;

// ---------------------------------------------------------------------------------------------------------
// Early positions (docs/decisions/079)

/**
 * The early positions of an arisan of `duration` cycles: the first half, rounded down (1..floor(N/2)).
 * Position p pays p - 1 cycles before receiving and N - p after; it is a loan from the group exactly when it
 * owes more afterwards than it paid before, which is p <= floor(N / 2). The middle seat of an odd N is not
 * early.
 */
export const earlyPositionCount = (duration: number): number => Math.floor(duration / 2);
export const isEarlyPosition = (position: number, duration: number): boolean =>
  position >= 1 && position <= earlyPositionCount(duration);

/**
 * Why a member may not take an early position, or null when they may. A member without any history does
 * not meet a minimum (decision 079: an early seat is the group's money lent out; trust is earned first).
 */
export function earlyPositionRefusal(opts: {
  memberName: string;
  position: number;
  duration: number;
  minimumPercent: number | null;
  onTimePercent: number | null;
}): string | null {
  const { memberName, position, duration, minimumPercent } = opts;
  if (minimumPercent === null || !isEarlyPosition(position, duration)) return null;
  const early = earlyPositionCount(duration);
  const range = early === 1 ? 'posisi 1' : `posisi 1-${early}`;
  if (opts.onTimePercent === null) {
    return `Posisi ${position} adalah posisi awal (${range}) yang mensyaratkan tepat waktu minimal ${minimumPercent}%: ${memberName} belum punya riwayat pembayaran`;
  }
  if (opts.onTimePercent >= minimumPercent) return null;
  return `Posisi ${position} adalah posisi awal (${range}) yang mensyaratkan tepat waktu minimal ${minimumPercent}%: ${memberName} baru tepat waktu ${opts.onTimePercent}%`;
}

/** The arisan setting: a whole percent 0-100, or null (empty) for no minimum. */
export const EarlyMinimumSchema = z.preprocess(
  (v) => (v === '' || (typeof v === 'number' && Number.isNaN(v)) ? null : v),
  z
    .number({ error: 'Minimal tepat waktu harus angka 0-100' })
    .int('Minimal tepat waktu harus bilangan bulat')
    .min(0, 'Minimal tepat waktu paling kecil 0%')
    .max(100, 'Minimal tepat waktu paling besar 100%')
    .nullable(),
);

import type { ArisanReport } from '@toko/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributionPayments } from '../../db/schema/index.ts';
import { getArisanDetail } from './arisans.service.ts';
import { selectContributions } from './contributions.service.ts';
import { getSchedule } from './dues.service.ts';
import { listLelangs } from './lelang.service.ts';
import { listPayouts } from './payouts.service.ts';

// The printable per-arisan report: the same queries as the detail page, the schedule and the payouts,
// so its numbers are the API's numbers; the totals are the ledger's and the payouts' sums.

const sumOf = (rows: { amount: number }[]) => rows.reduce((sum, r) => sum + r.amount, 0);

/** Far above any real group (positions stop at 1000), so the report lists every member. */
const ALL_MEMBERS = 1000;

export async function getArisanReport(db: Db, arisanId: number): Promise<ArisanReport> {
  const detail = await getArisanDetail(db, arisanId, { page: 1, limit: ALL_MEMBERS });
  const [schedule, payouts, lelangs, corrections] = await Promise.all([
    getSchedule(db, arisanId),
    listPayouts(db, arisanId),
    listLelangs(db, arisanId),
    selectContributions(
      db,
      and(eq(contributionPayments.arisanId, arisanId), isNotNull(contributionPayments.reversesPaymentId))!,
    ),
  ]);
  const closed = lelangs.filter((l) => l.closed_at !== null);
  const shares = closed.flatMap((l) => l.shares);
  return {
    detail,
    schedule,
    payouts: payouts.payouts,
    corrections: corrections.reverse(),
    lelang: closed.map((l) => ({
      cycle: l.cycle,
      winner_name: l.winner_name ?? '-',
      pot: l.pot,
      discount: l.discount ?? 0,
      commission: l.commission ?? 0,
      dividends: sumOf(l.shares.filter((s) => s.kind === 'dividend')),
      payout_amount: l.payout_amount ?? l.pot,
      shares: l.shares,
    })),
    totals: {
      contributions: payouts.total_contributions,
      late_fees: detail.summary.total_late_fees,
      paid_out: payouts.total_paid_out,
      commissions: sumOf(shares.filter((s) => s.kind === 'commission')),
      dividends: sumOf(shares.filter((s) => s.kind === 'dividend')),
      pot_held: payouts.pot_held,
    },
    generated_at: new Date().toISOString(),
  };
}

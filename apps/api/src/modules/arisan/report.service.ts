import type { ArisanReport } from '@toko/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributionPayments } from '../../db/schema/index.ts';
import { getArisanDetail } from './arisans.service.ts';
import { selectContributions } from './contributions.service.ts';
import { getSchedule } from './dues.service.ts';
import { listPayouts } from './payouts.service.ts';

// The printable per-arisan report: the same queries as the detail page, the schedule and the payouts,
// so its numbers are the API's numbers; the totals are the ledger's and the payouts' sums.

/** Far above any real group (positions stop at 1000), so the report lists every member. */
const ALL_MEMBERS = 1000;

export async function getArisanReport(db: Db, arisanId: number): Promise<ArisanReport> {
  const detail = await getArisanDetail(db, arisanId, { page: 1, limit: ALL_MEMBERS });
  const [schedule, payouts, corrections] = await Promise.all([
    getSchedule(db, arisanId),
    listPayouts(db, arisanId),
    selectContributions(
      db,
      and(eq(contributionPayments.arisanId, arisanId), isNotNull(contributionPayments.reversesPaymentId))!,
    ),
  ]);
  return {
    detail,
    schedule,
    payouts: payouts.payouts,
    corrections: corrections.reverse(),
    totals: {
      contributions: payouts.total_contributions,
      late_fees: detail.summary.total_late_fees,
      paid_out: payouts.total_paid_out,
      pot_held: payouts.pot_held,
    },
    generated_at: new Date().toISOString(),
  };
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startRepeatingJob } from '../repeating-job.ts';
import type { Db } from './client.ts';
import { shopCounterDeltas, shopCounters } from './schema/index.ts';

// The shop's counters (schema/counters.ts): triggers insert what each change adds into
// shop_counter_deltas, readers sum through shop_counter_totals, and this job folds the deltas into the
// counters' rows now and then, so a read stays a handful of rows (docs/decisions/092-flash-sale.md).

/** How often a process folds; a read sums at most what the shop changed in that time. */
const FOLD_EVERY_MS = 30_000;
/** Rows folded per statement at most (a backlog after a long stop is folded over several runs). */
const FOLD_BATCH = 50_000;

/**
 * Moves the oldest deltas into their counters in one statement: a reader sees them either as deltas or
 * in the counters, never both nor neither. Two processes folding at once never count a delta twice: the
 * second skips the rows the first deleted. Answers the number of deltas folded.
 */
export async function foldCounterDeltas(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with moved as (
      delete from ${shopCounterDeltas}
      where ${shopCounterDeltas.id} in (
        select ${shopCounterDeltas.id} from ${shopCounterDeltas} order by ${shopCounterDeltas.id} limit ${FOLD_BATCH})
      returning ${shopCounterDeltas.name} as name, ${shopCounterDeltas.n} as n
    ), folded as (
      -- In name order, as every fold takes the counters' rows: two folds never deadlock.
      insert into ${shopCounters} (name, n)
      select name, sum(n) from moved group by name order by name
      on conflict (name) do update set n = ${shopCounters.n} + excluded.n
    )
    select count(*)::int as n from moved`);
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(row?.n ?? 0);
}

/** Folds in this process at start and every FOLD_EVERY_MS (housekeeping: the count is not logged). */
export function startCounterFolding(app: FastifyInstance, db: Db): void {
  startRepeatingJob(app, 'counter folding', FOLD_EVERY_MS, async () => {
    await foldCounterDeltas(db);
    return 0;
  });
}

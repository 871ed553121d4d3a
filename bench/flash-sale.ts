/**
 * A flash sale on PostgreSQL (BENCH_DATABASE_URL; skipped without it, as a single-connection PGlite
 * cannot show transactions overlapping): 1,000 buyers, separate accounts each with one unit in the cart
 * and from a network of their own, check out for 100 units, their requests spread over 3 seconds.
 *
 * Fails unless exactly 100 orders succeed, the 900 others get a clean 409, nothing answers 5xx and the
 * stock ends at 0. Prints the checkout's throughput, latencies and when the last unit went beside the same
 * buyers reading their carts on the same schedule (the comparator), and whether the p95 met the goal of
 * 1 s (ADR 092). A first round warms the process up and is left out.
 */
import { pathToFileURL } from 'node:url';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { scratchPostgres } from './support/databases.ts';
import { rushOnDatabase } from './support/rush.ts';

const plan = {
  name: 'flash-sale',
  buyers: Number(process.env.BENCH_BUYERS ?? 1000),
  units: Number(process.env.BENCH_UNITS ?? 100),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  spreadMs: Number(process.env.BENCH_SPREAD_MS ?? 3000),
  warmUp: true,
};
const P95_GOAL_MS = 1000;

export default async function run(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('flash-sale: BENCH_DATABASE_URL not set, skipped (the sale is measured on PostgreSQL)');
    return;
  }
  const scratch = await scratchPostgres(url);
  const database = openPostgres(scratch.url);
  try {
    const { rush } = await rushOnDatabase('PostgreSQL', database, plan);
    const verdict = rush.p95 < P95_GOAL_MS ? 'met' : 'NOT met';
    console.log(
      `flash-sale [PostgreSQL]: checkout p95 ${rush.p95.toFixed(0)} ms against the goal of ${P95_GOAL_MS} ms: ${verdict}`,
    );
  } finally {
    await database.close();
    await scratch.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

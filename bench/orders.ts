/**
 * Order creation under a rush: 50 buyers, each with one unit in the cart, race for a product with 20
 * units (POST /api/orders/create, all at once, in process). On PGlite and, when BENCH_DATABASE_URL names
 * a PostgreSQL server, on a throw-away database there (where the 50 transactions really overlap on a
 * pool of 10 connections).
 *
 * Prints per round how many orders succeeded (must be exactly 20, the stock then 0, else the bench fails)
 * and the throughput of the rush against the comparator in the same run: the same 50 buyers reading
 * their carts (GET /api/cart) all at once. bench/flash-sale.ts is the same rush at a flash sale's size.
 */
import { pathToFileURL } from 'node:url';
import { onEachDatabase } from './support/databases.ts';
import { rushOnDatabase } from './support/rush.ts';

const plan = {
  name: 'orders',
  buyers: 50,
  units: 20,
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  spreadMs: 0,
};

export default async function run(): Promise<void> {
  await onEachDatabase('orders', async (label, database) => {
    await rushOnDatabase(label, database, plan);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

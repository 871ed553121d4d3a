import { addDays, shopDayStart, todayInShop } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { TestContext } from '../../../../test/app.ts';
import { multipart } from '../../../../test/multipart.ts';
import { bankMutations, orders, paymentDecisions } from '../../../db/schema/index.ts';
import { waitingOrder } from '../../orders/orders.fixtures.ts';

// Test helpers for 'Impor Mutasi' (tests only, docs/decisions/055-module-boundaries.md).

const HOUR = 3_600_000;

/** The shop date `days` from today (negative: in the past). */
export const day = (days: number) => addDays(todayInShop(), days);

/** A plain CSV statement ('tanggal,keterangan,jumlah') of these lines. */
export function plainCsv(lines: [date: string, description: string, amount: number][]): string {
  return `tanggal,keterangan,jumlah\n${lines.map(([d, text, amount]) => `${d},"${text}",${amount}`).join('\n')}\n`;
}

/** POST /api/payments/statements with one file (an admin's upload unless a token is given). */
export async function uploadStatement(t: TestContext, content: string | Buffer, token?: string) {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const { body, headers } = await multipart({ file: { bytes, filename: 'mutasi.csv', type: 'text/csv' } });
  return t.call({
    method: 'POST',
    url: '/api/payments/statements',
    token: token ?? (await t.adminToken()),
    body,
    headers,
  });
}

/**
 * A waiting order whose amount to transfer is `amount`, created at 10:00 of the shop day `createdOn` with
 * its deadline `hours` later (its window for a credit: that day .. deadline + MATCH_GRACE_HOURS).
 */
export async function orderWaitingFor(t: TestContext, amount: number, createdOn = day(0), hours = 24) {
  const { order, customer } = await waitingOrder(t);
  const created = new Date(shopDayStart(createdOn).getTime() + 10 * HOUR);
  await t.db
    .update(orders)
    .set({
      totalAmount: amount,
      createdAt: created,
      paymentDueAt: new Date(created.getTime() + hours * HOUR),
    })
    .where(eq(orders.id, order.id));
  return { id: order.id as number, number: order.order_number as string, customer };
}

export async function orderRow(t: TestContext, id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export const decisionsOf = (t: TestContext, kind: 'order' | 'barang_transfer', id: number) =>
  t.db
    .select({
      source: paymentDecisions.source,
      action: paymentDecisions.action,
      evidence: paymentDecisions.evidence,
    })
    .from(paymentDecisions)
    .where(and(eq(paymentDecisions.kind, kind), eq(paymentDecisions.payableId, id)))
    .orderBy(paymentDecisions.id);

export async function mutationCount(t: TestContext): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(bankMutations);
  return row!.n;
}

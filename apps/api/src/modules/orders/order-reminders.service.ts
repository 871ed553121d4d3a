import { and, eq, gt, isNotNull, isNull, lte, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentReminders } from '../../db/schema/index.ts';
import { hasProof } from '../payments/index.ts';
import { enqueuePaymentReminder } from './order-notices.ts';

/** How long before the deadline a shopper who has not paid is reminded (issue 24: 'deadline in 3 hours'). */
export const REMINDER_LEAD_MS = 3 * 3_600_000;

/**
 * Writes the reminder of every order whose deadline is less than 3 hours away and that still waits for a
 * transfer without a proof: the row in payment_reminders and the message in one transaction. The primary
 * key keeps it to one reminder per order, whichever process runs this and however often.
 */
export async function remindDueOrders(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .insert(paymentReminders)
      .select(
        tx
          .select({ orderId: orders.id, createdAt: sql`now()`.as('created_at') })
          .from(orders)
          .where(
            and(
              eq(orders.status, 'pending'),
              sql`${orders.paymentStatus} <> 'paid'`,
              isNotNull(orders.userId),
              isNull(orders.arisanId),
              gt(orders.paymentDueAt, sql`now()`),
              lte(orders.paymentDueAt, sql`now() + ${REMINDER_LEAD_MS} * interval '1 millisecond'`),
              not(hasProof),
            ),
          )
          .limit(500),
      )
      .onConflictDoNothing()
      .returning({ orderId: paymentReminders.orderId });
    for (const { orderId } of due) await enqueuePaymentReminder(tx, orderId);
    return due.length;
  });
}

import { EXPIRED_REASON } from '@toko/shared';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { ordersExpired } from '../../metrics.ts';
import { hasProof } from '../payments/index.ts';
import { applyChange } from './order-changes.service.ts';

// The expiry of unpaid orders (docs/decisions/028-payment-deadline-and-expiry.md); an order whose proof of
// transfer waits for the owner never expires (docs/decisions/049-proof-under-review.md).

/** Test-only pause between claiming rows and changing them, to prove the claim's lock matters. */
export interface ExpiryHooks {
  afterClaim?: (orderIds: number[]) => Promise<void>;
}

/**
 * Cancels orders still unpaid, without a proof waiting for the owner, after their deadline plus the grace period, with reason 'Waktu
 * pembayaran habis', their stock returned and the history written, in batches. Rows are claimed with
 * FOR UPDATE SKIP LOCKED: several processes running this at once each take different orders, and an
 * order an admin is approving at that moment is skipped (and re-checked on the next run).
 */
export async function expireOverdueOrders(
  db: Db,
  graceMs: number,
  options: { batch?: number; hooks?: ExpiryHooks } = {},
): Promise<number> {
  const batch = options.batch ?? 100;
  let expired = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            sql`${orders.paymentStatus} <> 'paid'`,
            sql`${orders.paymentDueAt} < now() - ${graceMs} * interval '1 millisecond'`,
            // A proof waiting for the owner stops the clock, however long the owner takes (ADR 049).
            not(hasProof),
          ),
        )
        .orderBy(asc(orders.paymentDueAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      await options.hooks?.afterClaim?.(claimed.map((o) => o.id));
      for (const order of claimed) {
        await applyChange(
          tx,
          order,
          { status: 'cancelled', cancelReason: EXPIRED_REASON },
          { id: null, role: 'system' },
          `${EXPIRED_REASON}; stok dikembalikan`,
        );
      }
      return claimed.length;
    });
    expired += done;
    ordersExpired.inc(done);
    if (done < batch) return expired;
  }
}

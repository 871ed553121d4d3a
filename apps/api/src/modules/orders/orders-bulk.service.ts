import type {
  BulkOrderAction,
  BulkOrderBody,
  BulkOrderResult,
  UpdateOrderStatusBody,
  User,
} from '@toko/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { updateOrderStatus } from './order-changes.service.ts';
import { ORDER_NOT_FOUND } from './orders.service.ts';

type Actor = Pick<User, 'id' | 'role'>;

/** What each bulk action asks of one order: the same change the order's own dialog sends. */
const CHANGE: Record<BulkOrderAction, UpdateOrderStatusBody> = {
  // Marking the payment paid is the approval, and an approved order is packed ('Diproses').
  process: { status: 'processing', payment_status: 'paid' },
  ship: { status: 'shipped' },
  deliver: { status: 'delivered' },
};

/**
 * One action on the owner's selection (ADR 088). Each order changes in its own transaction through
 * `updateOrderStatus`, so each follows the transition table and writes its own history entry and
 * customer notice; an order the table refuses is skipped with the reason, and the others go on.
 * A fault that is not the shop's answer (the database gone) stops the run: what was done stays done,
 * and sending the same action again is harmless (an order already there is not changed twice).
 */
export async function applyBulkOrderAction(
  db: Db,
  actor: Actor,
  body: BulkOrderBody,
): Promise<BulkOrderResult> {
  const ids = body.orders.map((row) => row.id);
  const numbers = new Map(
    (
      await db
        .select({ id: orders.id, number: orders.orderNumber })
        .from(orders)
        .where(inArray(orders.id, ids))
    ).map((o) => [o.id, o.number]),
  );
  const result: BulkOrderResult = { done: [], skipped: [] };
  for (const row of body.orders) {
    const orderNumber = numbers.get(row.id);
    if (orderNumber === undefined) {
      result.skipped.push({ id: row.id, order_number: null, reason: ORDER_NOT_FOUND });
      continue;
    }
    const change: UpdateOrderStatusBody = { ...CHANGE[body.action] };
    if (body.action === 'ship')
      Object.assign(change, { courier: row.courier, tracking_number: row.tracking_number });
    try {
      await updateOrderStatus(db, actor, String(row.id), change);
      result.done.push({ id: row.id, order_number: orderNumber });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.skipped.push({ id: row.id, order_number: orderNumber, reason: err.message });
    }
  }
  return result;
}

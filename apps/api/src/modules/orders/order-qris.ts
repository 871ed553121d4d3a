import type { QrisPayment, User } from '@toko/shared';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { qrisPayment, requireQris } from '../../http/qris-payment.ts';
import { ORDER_NOT_FOUND, orderRef } from './orders.service.ts';

export const ORDER_NOT_WAITING_FOR_QRIS = 'Pesanan ini tidak sedang menunggu pembayaran';

/**
 * The QRIS of the customer's own order while it waits for payment ('Menunggu Pembayaran'), for its total
 * with the unique code, so a scan pays exactly what a transfer would (ADR 062). Someone else's order is
 * a 404 like every order route; a paid, failed or cancelled one a 409.
 */
export async function getOrderQris(
  db: Db,
  customer: Pick<User, 'id' | 'role'>,
  ref: string,
  staticPayload: string | null,
): Promise<QrisPayment> {
  const payload = requireQris(staticPayload);
  const [order] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, total: orders.totalAmount })
    .from(orders)
    .where(orderRef(customer, ref));
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  if (order.status !== 'pending' || order.paymentStatus !== 'pending' || order.total < 1) {
    throw AppError.conflict(ORDER_NOT_WAITING_FOR_QRIS);
  }
  return qrisPayment(payload, order.total);
}

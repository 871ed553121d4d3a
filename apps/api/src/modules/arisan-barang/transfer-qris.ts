import type { QrisPayment, User } from '@toko/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { qrisPayment, requireQris } from '../../http/qris-payment.ts';
import { assertTransferVisible, getTransfer, OPEN_TRANSFER_STATUSES } from './transfer-reads.ts';

export const TRANSFER_NOT_WAITING_FOR_QRIS = 'Transfer ini tidak sedang menunggu pembayaran';

/**
 * 'Bayar Iuran' by QRIS: the member's own open transfer (waiting, in review or rejected, the states in
 * which they may still send money and a proof) for its amount with the unique code (ADR 062). Someone
 * else's transfer is a 404; an approved or cancelled one a 409.
 */
export async function getTransferQris(
  db: Db,
  customer: Pick<User, 'id'>,
  transferId: number,
  staticPayload: string | null,
): Promise<QrisPayment> {
  const payload = requireQris(staticPayload);
  await assertTransferVisible(db, { id: customer.id, role: 'customer' }, transferId);
  const transfer = await getTransfer(db, transferId);
  if (!(OPEN_TRANSFER_STATUSES as readonly string[]).includes(transfer.status) || transfer.total_amount < 1) {
    throw AppError.conflict(TRANSFER_NOT_WAITING_FOR_QRIS);
  }
  return qrisPayment(payload, transfer.total_amount);
}

import {
  formatRupiah,
  type OrderReturn,
  OUTBOX_KIND_LABEL,
  type OutboxKind,
  RETURN_TEXT,
  type RefundFields,
  type ReturnDecisionBody,
  type User,
} from '@toko/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { orderItems, orderRefunds, orderReturnItems, orderReturns, orders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { enqueueMessage, renderMessage } from '../notifications/index.ts';
import { restockUnits } from '../orders/index.ts';
import type { Proof } from '../payments/index.ts';
import { getReturn, refundableOf } from './returns.service.ts';

// The owner's side of 'Pengembalian' (docs/decisions/089-returns-and-refunds.md): approve or reject a
// request, then record the refund of an approved one. Each step locks the return's row, writes once, and
// tells the customer in the same transaction (outbox).

type Actor = Pick<User, 'id' | 'role'>;
type ReturnRow = typeof orderReturns.$inferSelect;

async function lockReturn(tx: Db, id: number): Promise<ReturnRow> {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
  if (!row) throw AppError.notFound(RETURN_TEXT.notFound);
  return row;
}

/** The customer's mail and bell line for a step of their return. */
async function tellCustomer(tx: Db, returnRow: ReturnRow, kind: OutboxKind, paragraphs: string[]) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, returnRow.orderId));
  if (!order) return;
  const message = renderMessage({
    subject: `${OUTBOX_KIND_LABEL[kind]}: pesanan ${order.orderNumber}`,
    name: order.customerName,
    blocks: paragraphs.map((p) => ({ p: p.replace('{order}', order.orderNumber) })),
    link: { label: 'Lihat pesanan', path: `/account/transactions/${order.id}` },
  });
  await enqueueMessage(tx, {
    kind,
    userId: order.userId,
    recipient: order.customerEmail,
    ...message,
    notice: { title: OUTBOX_KIND_LABEL[kind], body: message.lead, path: message.path },
  });
}

/** 'Setujui' or 'Tolak' a request, once (a decided request answers 409). */
export async function decideReturn(
  db: Db,
  owner: Actor,
  id: number,
  body: ReturnDecisionBody,
): Promise<OrderReturn> {
  await db.transaction(async (tx) => {
    const row = await lockReturn(tx, id);
    if (row.status !== 'requested') throw AppError.conflict(RETURN_TEXT.notRequested);
    const status = body.decision === 'approve' ? 'approved' : 'rejected';
    const note = body.note || null;
    await tx
      .update(orderReturns)
      .set({ status, ownerNote: note, decidedAt: new Date(), decidedBy: owner.id })
      .where(eq(orderReturns.id, id));
    await tellCustomer(
      tx,
      row,
      status === 'approved' ? 'return_approved' : 'return_rejected',
      status === 'approved'
        ? [
            'Pengajuan pengembalian untuk pesanan {order} kami setujui.',
            ...(note ? [`Catatan dari toko: ${note}`] : []),
            'Dana dikembalikan ke rekeningmu setelah barang kami terima; kabarnya menyusul.',
          ]
        : ['Pengajuan pengembalian untuk pesanan {order} belum bisa kami terima.', `Alasan: ${note}`],
    );
  });
  return getReturn(db, owner, id);
}

/**
 * Records the refund of an approved return: the amount (at most what the order paid minus earlier
 * refunds), the transfer's reference, its receipt if given; puts the units back in stock when asked.
 * The refund row is written once (unique per return, append-only) and the overview's sales drop with it.
 */
export async function refundReturn(
  db: Db,
  owner: Actor,
  id: number,
  fields: RefundFields,
  receipt: Pick<Proof, 'bytes' | 'contentType'> | null,
): Promise<OrderReturn> {
  try {
    await db.transaction(async (tx) => {
      const row = await lockReturn(tx, id);
      if (row.status !== 'approved') throw AppError.conflict(RETURN_TEXT.notApproved);
      // The order too: its refunds are summed and added to under one lock.
      const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
      const left = await refundableOf(tx, order!);
      if (fields.amount > left) {
        const message = RETURN_TEXT.overRefund(formatRupiah(left));
        throw AppError.validation(message, [{ path: 'amount', message }]);
      }
      const restock = fields.restock === 'true';
      await tx.insert(orderRefunds).values({
        orderId: row.orderId,
        returnId: id,
        amount: fields.amount,
        reference: fields.reference,
        proofBytes: receipt?.bytes ?? null,
        proofContentType: receipt?.contentType ?? null,
        restocked: restock,
        actorId: owner.id,
      });
      await tx.update(orderReturns).set({ status: 'refunded' }).where(eq(orderReturns.id, id));
      if (restock) {
        const lines = await tx
          .select({
            productId: orderItems.productId,
            variantId: orderItems.variantId,
            quantity: orderReturnItems.quantity,
          })
          .from(orderReturnItems)
          .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
          .where(eq(orderReturnItems.returnId, id));
        await restockUnits(tx, lines);
      }
      await tellCustomer(tx, row, 'return_refunded', [
        `Dana ${formatRupiah(fields.amount)} untuk pengembalian pesanan {order} sudah kami transfer.`,
        `Nomor referensi transfer: ${fields.reference}`,
      ]);
    });
  } catch (err) {
    // Two 'Catat Pengembalian Dana' at once: the second meets the first's row.
    if (isUniqueViolation(err, 'order_refunds_return_id_unique'))
      throw AppError.conflict(RETURN_TEXT.notApproved);
    throw err;
  }
  return getReturn(db, owner, id);
}

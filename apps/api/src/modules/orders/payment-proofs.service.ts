import type { Order, OrderProofFields, User } from '@toko/shared';
import type { Db } from '../../db/client.ts';
import type { StoredProof } from '../../http/proof-file.ts';
import { proofFileOf, readProof, rejectPayment, storeProof } from '../payments/index.ts';
import { applyChange, assertConfirmable, lockOrder } from './order-changes.service.ts';
import { getOrder } from './orders.service.ts';

// An order's proof of transfer (docs/decisions/029-proof-of-transfer.md): the customer's photo or PDF is
// the payment confirmation; an admin approves it (payment paid) or rejects it with a reason. The file
// itself is the payments module's (read, stored and served there, docs/decisions/060-one-payments-module.md);
// this file decides who may send or read it and what the order's history says.

type Actor = Pick<User, 'id' | 'role'>;

/** The owner's time to decide a proof, and the shopper's least time to pay again after a rejection (README). */
export interface ReviewSettings {
  reviewMs: number;
  retryMs: number;
}

/**
 * Stores (or replaces) the proof while the order waits for its transfer and before its deadline. From now
 * on the order waits for the owner and never expires; the owner's own deadline starts (ADR 049).
 */
export async function uploadPaymentProof(
  db: Db,
  customer: Actor,
  ref: string,
  { fields, files }: { fields: OrderProofFields; files: Buffer[] },
  settings: Pick<ReviewSettings, 'reviewMs'>,
): Promise<Order> {
  const proof = await readProof(fields, files);
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, customer, ref);
    // A replacement is allowed until the admin decides, so only an earlier confirmation without a proof
    // (the bank-only confirm-payment) or one with a proof counts as "already confirmed" here.
    assertConfirmable({ ...order, paymentConfirmedAt: null });
    await storeProof(tx, { kind: 'order', id: order.id }, proof, settings.reviewMs);
    await applyChange(
      tx,
      order,
      {
        paymentConfirmedAt: new Date(),
        paymentRejectionReason: null,
        // The shop's account the shopper picked; one picked before stays when the form names none.
        ...(fields.bank ? { paymentBank: fields.bank } : {}),
      },
      customer,
      `Bukti transfer diunggah (${fields.sender_bank} a.n. ${fields.sender_name})`,
    );
    return order.id;
  });
  return getOrder(db, customer, String(id));
}

/** The proof file, for its customer and for admins (anyone else: 404); none until one is uploaded. */
export async function findPaymentProofFile(
  db: Db,
  actor: Actor,
  ref: string,
): Promise<StoredProof | undefined> {
  const order = await getOrder(db, actor, ref);
  return proofFileOf(db, { kind: 'order', id: order.id });
}

/**
 * The admin rejects the proof with a reason the customer sees: the payments module's verb with source
 * 'manual' (what it does to the order is order-payable.ts). (Approval is marking the payment paid,
 * PUT /orders/{id}/status.)
 */
export async function rejectPaymentProof(
  db: Db,
  admin: Actor,
  ref: string,
  reason: string,
  settings: Pick<ReviewSettings, 'retryMs'>,
): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    // The order is named by id or number; the verb takes its id.
    const order = await lockOrder(tx, admin, ref);
    await rejectPayment(
      tx,
      { kind: 'order', id: order.id },
      { actorId: admin.id, source: 'manual', reason, retryMs: settings.retryMs },
    );
    return order.id;
  });
  return getOrder(db, admin, String(id));
}

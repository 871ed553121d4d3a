import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import { paymentDecisions, users } from '../../db/schema/index.ts';
import { barangTestContext } from '../arisan-barang/barang.fixtures.ts';
import { barangGroupForPayments } from '../arisan-barang/transfers.fixtures.ts';
import type { PaymentRef } from './index.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A test app with arisan barang's helpers, and what the payments tests do on both kinds of payment. */
export async function paymentsTestContext() {
  const b = await barangTestContext();
  const t = b.t;
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));

  /** A PDF proof sent with the sender's bank and name to an order's or a member transfer's proof URL. */
  const proofOf = async (token: string, url: string) => {
    const { body, headers } = await multipart({
      sender_bank: 'BCA',
      sender_name: 'Budi Santoso',
      proof: { bytes: PDF, filename: 'bukti.pdf', type: 'application/pdf' },
    });
    return t.call({ method: 'POST', url, token, body, headers });
  };

  /** A member's open transfer for the cycle due today (no proof yet). */
  async function openTransfer() {
    const group = await barangGroupForPayments(b);
    const member = group.members[0]!;
    const res = await t.call({
      method: 'POST',
      url: `/api/arisan-barang/${group.arisan.id}/transfers`,
      token: member.token,
    });
    expect(res.status, res.raw).toBe(201);
    return { group, member, transfer: res.body.data as { id: number; total_amount: number } };
  }

  /** The payment's rows in payment_decisions, oldest first. */
  const decisionsOf = (ref: PaymentRef) =>
    t.db
      .select()
      .from(paymentDecisions)
      .where(and(eq(paymentDecisions.kind, ref.kind), eq(paymentDecisions.payableId, ref.id)))
      .orderBy(paymentDecisions.id);

  const inTx = <T>(run: (tx: typeof t.db) => Promise<T>) => t.db.transaction((tx) => run(tx));

  return { b, t, adminId: admin!.id, proofOf, openTransfer, decisionsOf, inTx };
}

/** What a promise rejected with (null when it resolved). */
export const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

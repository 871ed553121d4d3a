import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import {
  arisanTransfers,
  contributionPayments,
  orderStatusHistory,
  orders,
  paymentDecisions,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { barangTestContext } from '../arisan-barang/barang.fixtures.ts';
import { barangGroupForPayments } from '../arisan-barang/transfers.fixtures.ts';
import { waitingOrder } from '../orders/orders.fixtures.ts';
import {
  approvePayment,
  MATCH_GRACE_HOURS,
  openPaymentsBetween,
  type PaymentRef,
  paymentsWithAmounts,
  rejectPayment,
} from './index.ts';

// The payments module's contract (docs/decisions/060-one-payments-module.md): both kinds of payment read
// as one list, and the two verbs, with their source and evidence in the append-only history.

let b: Awaited<ReturnType<typeof barangTestContext>>;
let t: TestContext;
let adminId: number;
beforeAll(async () => {
  b = await barangTestContext();
  t = b.t;
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  adminId = admin!.id;
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const around = () => ({ from: new Date(Date.now() - HOUR), to: new Date(Date.now() + HOUR) });

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

const decisionsOf = (ref: PaymentRef) =>
  t.db
    .select()
    .from(paymentDecisions)
    .where(and(eq(paymentDecisions.kind, ref.kind), eq(paymentDecisions.payableId, ref.id)))
    .orderBy(paymentDecisions.id);

const inTx = <T>(run: (tx: typeof t.db) => Promise<T>) => t.db.transaction((tx) => run(tx));

const conflictOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('payments read as one list', () => {
  it('finds orders and member transfers by amount, with label, state and link (paymentsWithAmounts)', async () => {
    const { order } = await waitingOrder(t);
    const { group, member, transfer } = await openTransfer();
    const { from, to } = around();
    const found = await paymentsWithAmounts(t.db, [order.total_amount, transfer.total_amount, 7], from, to);
    expect(found).toEqual([
      {
        kind: 'order',
        id: order.id,
        reference: order.order_number,
        label: `Pesanan ${order.order_number} · ${order.user.fullname}`,
        amount: order.total_amount,
        createdAt: expect.any(Date),
        deadline: new Date(order.payment_due_at),
        open: true,
        state: 'pending',
        link: `/dashboard/orders?order=${order.id}`,
      },
      {
        kind: 'barang_transfer',
        id: transfer.id,
        reference: `IURAN-${transfer.id}`,
        label: `${member.user.fullname} · ${group.arisan.name}`,
        amount: transfer.total_amount,
        createdAt: expect.any(Date),
        deadline: null,
        open: true,
        state: 'pending',
        link: '/dashboard/verifikasi-iuran',
      },
    ]);
    // Outside the creation window nothing is found; no amounts, no query.
    expect(await paymentsWithAmounts(t.db, [order.total_amount], new Date(0), new Date(HOUR))).toEqual([]);
    expect(await paymentsWithAmounts(t.db, [], from, to)).toEqual([]);
  });

  it('lists open payments whose window (created .. deadline + grace) overlaps the period (openPaymentsBetween)', async () => {
    const { order } = await waitingOrder(t);
    const { transfer } = await openTransfer();
    const { from, to } = around();
    const ids = async (f: Date, until: Date) =>
      (await openPaymentsBetween(t.db, f, until)).map((p) => `${p.kind}:${p.id}`);
    expect(await ids(from, to)).toEqual(
      expect.arrayContaining([`order:${order.id}`, `barang_transfer:${transfer.id}`]),
    );
    // A period that ends before the payments were made holds neither.
    expect(await ids(new Date(0), new Date(Date.now() - HOUR))).not.toContain(`order:${order.id}`);
    // The deadline passed more than the grace before the period: the order no longer waits in it.
    await t.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - (MATCH_GRACE_HOURS + 2) * HOUR) })
      .where(eq(orders.id, order.id));
    expect(await ids(new Date(Date.now() - HOUR), to)).not.toContain(`order:${order.id}`);
    // ... but a period reaching back into the grace still holds it.
    expect(await ids(new Date(Date.now() - (MATCH_GRACE_HOURS + 1) * HOUR), to)).toContain(
      `order:${order.id}`,
    );
  });
});

describe('approvePayment', () => {
  it("approves an order from a statement line: paid, packed, invoiced, the line in the order's history", async () => {
    const { order } = await waitingOrder(t);
    const ref: PaymentRef = { kind: 'order', id: order.id };
    const line = `BCA 2026-11-20 TRSF E-BANKING CR Rp ${order.total_amount}`;
    await inTx((tx) => approvePayment(tx, ref, { actorId: adminId, source: 'statement', evidence: line }));

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(row!.invoiceNumber).toMatch(/^INV\//);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id);
    expect(history.at(-1)).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      notes: `Pembayaran cocok dengan mutasi rekening: ${line}`,
      actorId: adminId,
      actorRole: 'admin',
    });
    expect(await decisionsOf(ref)).toEqual([
      expect.objectContaining({
        action: 'approve',
        source: 'statement',
        evidence: line,
        reason: null,
        amount: order.total_amount,
        actorId: adminId,
      }),
    ]);
    const found = await paymentsWithAmounts(t.db, [order.total_amount], around().from, around().to);
    expect(found.find((p) => p.id === order.id)).toMatchObject({ open: false, state: 'paid' });

    // Decided: a second approval is refused and changes nothing.
    const again = await conflictOf(
      inTx((tx) => approvePayment(tx, ref, { actorId: null, source: 'webhook', evidence: line })),
    );
    expect(again).toBeInstanceOf(AppError);
    expect(again).toMatchObject({ code: 'CONFLICT', message: 'Pembayaran pesanan ini sudah diputuskan' });
    expect(await decisionsOf(ref)).toHaveLength(1);
  });

  it('approves a member transfer without a proof from a mutation service: one ledger row, nobody clicked', async () => {
    const { member, transfer } = await openTransfer();
    const ref: PaymentRef = { kind: 'barang_transfer', id: transfer.id };
    await inTx((tx) =>
      approvePayment(tx, ref, { actorId: null, source: 'webhook', evidence: 'mutasi #881' }),
    );
    const [row] = await t.db.select().from(arisanTransfers).where(eq(arisanTransfers.id, transfer.id));
    expect(row).toMatchObject({ status: 'approved', decidedBy: null });
    const ledger = await t.db
      .select()
      .from(contributionPayments)
      .where(eq(contributionPayments.membershipId, member.membershipId));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ id: row!.paymentId, recordedBy: null, cycles: 1 });
    expect(await decisionsOf(ref)).toEqual([
      expect.objectContaining({
        action: 'approve',
        source: 'webhook',
        evidence: 'mutasi #881',
        amount: transfer.total_amount,
        actorId: null,
      }),
    ]);
    const again = await conflictOf(
      inTx((tx) => approvePayment(tx, ref, { actorId: adminId, source: 'statement' })),
    );
    expect(again).toMatchObject({ code: 'CONFLICT', message: 'Transfer ini sudah disetujui' });
    expect(
      await t.db
        .select()
        .from(contributionPayments)
        .where(eq(contributionPayments.membershipId, member.membershipId)),
    ).toHaveLength(1);
  });

  it('refuses a cancelled order and leaves it as it was', async () => {
    const { customer, order } = await waitingOrder(t);
    const cancel = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      token: customer.token,
    });
    expect(cancel.status).toBe(200);
    const ref: PaymentRef = { kind: 'order', id: order.id };
    const refused = await conflictOf(
      inTx((tx) => approvePayment(tx, ref, { actorId: null, source: 'statement' })),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', invoiceNumber: null });
    expect(await decisionsOf(ref)).toEqual([]);
  });
});

describe('the manual decisions go through the verbs', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const proofOf = async (token: string, url: string) => {
    const { body, headers } = await multipart({
      sender_bank: 'BCA',
      sender_name: 'Budi Santoso',
      proof: { bytes: PDF, filename: 'bukti.pdf', type: 'application/pdf' },
    });
    return t.call({ method: 'POST', url, token, body, headers });
  };

  it("records the owner's approval of an order and rejection of its proof as source 'manual'", async () => {
    const admin = b.adminToken;
    const { customer, order } = await waitingOrder(t);
    const up = await proofOf(customer.token, `/api/orders/${order.id}/payment-proof`);
    expect(up.status, up.raw).toBe(200);
    const rejected = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/reject-payment`,
      token: admin,
      body: { reason: 'Nominal tidak sesuai' },
    });
    expect(rejected.status, rejected.raw).toBe(200);
    const paid = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      token: admin,
      body: { payment_status: 'paid' },
    });
    expect(paid.status, paid.raw).toBe(200);
    expect(paid.body.order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(paid.body.order.status_history.at(-1).notes).toBe(
      'Status pesanan: Dikemas; Status pembayaran: Dibayar',
    );
    expect(await decisionsOf({ kind: 'order', id: order.id })).toEqual([
      expect.objectContaining({
        action: 'reject',
        source: 'manual',
        reason: 'Nominal tidak sesuai',
        actorId: adminId,
      }),
      expect.objectContaining({ action: 'approve', source: 'manual', evidence: null, actorId: adminId }),
    ]);
  });

  it("records the owner's decisions on member transfers as source 'manual'", async () => {
    const admin = b.adminToken;
    const { member, transfer } = await openTransfer();
    const url = `/api/arisan-barang/transfers/${transfer.id}/proof`;
    expect((await proofOf(member.token, url)).status).toBe(200);
    const rejected = await t.call({
      method: 'POST',
      url: `/api/arisan-transfers/${transfer.id}/reject`,
      token: admin,
      body: { reason: 'Bukti buram' },
    });
    expect(rejected.status, rejected.raw).toBe(200);
    expect((await proofOf(member.token, url)).status).toBe(200);
    const approved = await t.call({
      method: 'POST',
      url: `/api/arisan-transfers/${transfer.id}/approve`,
      token: admin,
    });
    expect(approved.status, approved.raw).toBe(200);
    expect(await decisionsOf({ kind: 'barang_transfer', id: transfer.id })).toEqual([
      expect.objectContaining({ action: 'reject', source: 'manual', reason: 'Bukti buram' }),
      expect.objectContaining({ action: 'approve', source: 'manual', amount: transfer.total_amount }),
    ]);
  });

  it('rejects through the verb only what waits for a decision', async () => {
    const { transfer } = await openTransfer();
    const refused = await conflictOf(
      inTx((tx) =>
        rejectPayment(
          tx,
          { kind: 'barang_transfer', id: transfer.id },
          { actorId: adminId, source: 'manual', reason: 'x' },
        ),
      ),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('payment_decisions is append-only', () => {
  it('refuses UPDATE and DELETE, but lets a deleted account clear its link', async () => {
    const { order } = await waitingOrder(t);
    const second = await t.registerCustomer();
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.user.id));
    await inTx((tx) =>
      approvePayment(tx, { kind: 'order', id: order.id }, { actorId: second.user.id, source: 'statement' }),
    );
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'done',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(sql`update payment_decisions set source = 'manual' where payable_id = ${order.id}`),
    ).toMatch(/append-only/);
    expect(await refusal(sql`delete from payment_decisions where payable_id = ${order.id}`)).toMatch(
      /append-only/,
    );
    await t.db.delete(users).where(eq(users.id, second.user.id));
    expect(await decisionsOf({ kind: 'order', id: order.id })).toEqual([
      expect.objectContaining({ source: 'statement', actorId: null }),
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arisanTransfers, contributionPayments, orderStatusHistory, orders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { waitingOrder } from '../orders/orders.fixtures.ts';
import {
  approvePayment,
  MATCH_GRACE_HOURS,
  openPaymentsBetween,
  type PaymentRef,
  paymentsInReview,
  paymentsWithAmounts,
} from './index.ts';
import { failureOf, paymentsTestContext } from './payments.fixtures.ts';

// The payments module's contract (docs/decisions/060-one-payments-module.md): both kinds of payment read
// as one list, and the verb that approves, with its source and evidence in the history.

let p: Awaited<ReturnType<typeof paymentsTestContext>>;
let t: (typeof p)['t'];
beforeAll(async () => {
  p = await paymentsTestContext();
  t = p.t;
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const around = () => ({ from: new Date(Date.now() - HOUR), to: new Date(Date.now() + HOUR) });

describe('payments read as one list', () => {
  it('finds orders and member transfers by amount, with label, state and link (paymentsWithAmounts)', async () => {
    const { order } = await waitingOrder(t);
    const { group, member, transfer } = await p.openTransfer();
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
    const { transfer } = await p.openTransfer();
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

  it('holds both kinds of proof waiting for the owner in one review queue, until decided (paymentsInReview)', async () => {
    const { customer, order } = await waitingOrder(t);
    const { member, transfer } = await p.openTransfer();
    const queued = async () => (await paymentsInReview(t.db)).map((p) => `${p.kind}:${p.id}`);
    expect(await queued()).not.toContain(`order:${order.id}`);
    expect((await p.proofOf(customer.token, `/api/orders/${order.id}/payment-proof`)).status).toBe(200);
    expect((await p.proofOf(member.token, `/api/arisan-barang/transfers/${transfer.id}/proof`)).status).toBe(
      200,
    );
    const inReview = await paymentsInReview(t.db);
    expect(inReview.find((p) => p.id === order.id && p.kind === 'order')).toMatchObject({
      state: 'review',
      deadline: null,
    });
    expect(await queued()).toEqual(
      expect.arrayContaining([`order:${order.id}`, `barang_transfer:${transfer.id}`]),
    );
    await p.inTx((tx) =>
      approvePayment(tx, { kind: 'order', id: order.id }, { actorId: p.adminId, source: 'manual' }),
    );
    expect(await queued()).not.toContain(`order:${order.id}`);
    expect(await queued()).toContain(`barang_transfer:${transfer.id}`);
  });
});

describe('approvePayment', () => {
  it("approves an order from a statement line: paid, packed, invoiced, the line in the order's history", async () => {
    const { order } = await waitingOrder(t);
    const ref: PaymentRef = { kind: 'order', id: order.id };
    const line = `BCA 2026-11-20 TRSF E-BANKING CR Rp ${order.total_amount}`;
    await p.inTx((tx) =>
      approvePayment(tx, ref, { actorId: p.adminId, source: 'statement', evidence: line }),
    );

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
      actorId: p.adminId,
      actorRole: 'admin',
    });
    expect(await p.decisionsOf(ref)).toEqual([
      expect.objectContaining({
        action: 'approve',
        source: 'statement',
        evidence: line,
        reason: null,
        amount: order.total_amount,
        actorId: p.adminId,
      }),
    ]);
    const found = await paymentsWithAmounts(t.db, [order.total_amount], around().from, around().to);
    expect(found.find((p) => p.id === order.id)).toMatchObject({ open: false, state: 'paid' });

    // Decided: a second approval is refused and changes nothing.
    const again = await failureOf(
      p.inTx((tx) => approvePayment(tx, ref, { actorId: null, source: 'webhook', evidence: line })),
    );
    expect(again).toBeInstanceOf(AppError);
    expect(again).toMatchObject({ code: 'CONFLICT', message: 'Pembayaran pesanan ini sudah diputuskan' });
    expect(await p.decisionsOf(ref)).toHaveLength(1);
  });

  it('approves a member transfer without a proof from a mutation service: one ledger row, nobody clicked', async () => {
    const { member, transfer } = await p.openTransfer();
    const ref: PaymentRef = { kind: 'barang_transfer', id: transfer.id };
    await p.inTx((tx) =>
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
    expect(await p.decisionsOf(ref)).toEqual([
      expect.objectContaining({
        action: 'approve',
        source: 'webhook',
        evidence: 'mutasi #881',
        amount: transfer.total_amount,
        actorId: null,
      }),
    ]);
    const again = await failureOf(
      p.inTx((tx) => approvePayment(tx, ref, { actorId: p.adminId, source: 'statement' })),
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
    const refused = await failureOf(
      p.inTx((tx) => approvePayment(tx, ref, { actorId: null, source: 'statement' })),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', invoiceNumber: null });
    expect(await p.decisionsOf(ref)).toEqual([]);
  });
});

import { formatShippingAddress, todayInShop } from '@toko/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import {
  arisanRecipients,
  arisans,
  orderStatusHistory,
  orders,
  shippingAddresses,
} from '../../db/schema/index.ts';
import { expireOverdueOrders } from '../orders/index.ts';
import { productStock, VALID_ADDRESS } from '../orders/orders.fixtures.ts';
import { type BarangGroupOptions, barangTestContext, groupRow } from './barang.fixtures.ts';

let b: Awaited<ReturnType<typeof barangTestContext>>;
beforeAll(async () => {
  b = await barangTestContext();
});
afterAll(() => b.t.close());

const today = todayInShop();

/** A started group whose first cycle is due today (so its recipient can be recorded now). */
const startedGroup = (opts: BarangGroupOptions) => b.startedGroup({ startDate: today, ...opts });
type Group = Awaited<ReturnType<typeof startedGroup>>;

/** Every member pays the first cycle by hand (the ledger), so all may be drawn. */
async function payCycle1(group: Group) {
  for (const c of group.customers) {
    const res = await b.admin('POST', `/api/arisans/${group.arisan.id}/member/${c.memberId}/contribution`, {
      amount: group.arisan.contribution_amount,
      cycles: 1,
      payment_date: today,
    });
    expect(res.status, res.raw).toBe(201);
  }
}

const assign = (arisanId: number, cycle: number, memberId: number) =>
  b.admin('PUT', `/api/arisans/${arisanId}/cycles/${cycle}/recipient`, { member_id: memberId });
const revoke = (arisanId: number, cycle: number) =>
  b.admin('POST', `/api/arisans/${arisanId}/cycles/${cycle}/recipient/revoke`, { reason: 'Salah pilih' });

async function ordersOf(arisanId: number) {
  return b.t.db.select().from(orders).where(eq(orders.arisanId, arisanId)).orderBy(orders.id);
}

async function liveRecipients(arisanId: number) {
  return b.t.db
    .select()
    .from(arisanRecipients)
    .where(and(eq(arisanRecipients.arisanId, arisanId), isNull(arisanRecipients.revokedAt)));
}

describe("the recipient's order", () => {
  it('is made by the draw: the product at the locked price, total 0, paid and packing, to the default address', async () => {
    const group = await startedGroup({ members: 3, price: 1_000_000 });
    await payCycle1(group);
    const stockBefore = await productStock(b.t.db, group.product.id);
    expect((await b.admin('POST', `/api/arisans/${group.arisan.id}/cycles/1/draw`)).status).toBe(200);
    const drawn = await b.admin('POST', `/api/arisans/${group.arisan.id}/cycles/1/draw/run`);
    expect(drawn.status, drawn.raw).toBe(200);
    const winner = group.customers.find((c) => c.memberId === drawn.body.data.winner_member_id)!;

    const [row] = await ordersOf(group.arisan.id);
    expect(row).toMatchObject({
      userId: winner.user.id,
      customerName: winner.user.fullname,
      customerEmail: winner.user.email,
      subtotal: 0,
      totalAmount: 0,
      status: 'processing',
      paymentStatus: 'paid',
      paymentMethod: 'arisan_barang',
      uniqueCode: 0,
      paymentDueAt: null,
      stockReserved: false,
      arisanCycle: 1,
      shippingAddress: formatShippingAddress(VALID_ADDRESS),
    });
    expect(row!.paidAt).not.toBeNull();
    expect(row!.invoiceNumber).toMatch(new RegExp(`^INV/\\d{4}/\\d{2}/${String(row!.id).padStart(6, '0')}$`));

    // The winner sees it among their orders, with the group and cycle on it.
    const mine = await b.t.call({ method: 'GET', url: `/api/orders/${row!.id}`, token: winner.token });
    expect(mine.status, mine.raw).toBe(200);
    expect(mine.body.order).toMatchObject({
      total_amount: 0,
      payment_method: 'arisan_barang',
      arisan: { id: group.arisan.id, name: group.arisan.name, cycle: 1 },
      items: [{ product_id: group.product.id, price: 1_000_000, quantity: 1, subtotal: 1_000_000 }],
      status_history: [
        {
          status: 'processing',
          payment_status: 'paid',
          notes: 'Pesanan arisan barang putaran 1',
          actor_role: 'admin',
        },
      ],
    });
    // Another member of the group does not.
    const other = group.customers.find((c) => c !== winner)!;
    expect(
      (await b.t.call({ method: 'GET', url: `/api/orders/${row!.id}`, token: other.token })).status,
    ).toBe(404);

    // One unit left the group's reserve; the shelf did not move.
    expect((await groupRow(b.t, group.arisan.id)).unitsReserved).toBe(2);
    expect(await productStock(b.t.db, group.product.id)).toEqual(stockBefore);
  });

  it("is made by a hand assignment too and shows in the member's order list", async () => {
    const group = await startedGroup({ members: 2 });
    const [first] = group.customers;
    const res = await assign(group.arisan.id, 1, first!.memberId);
    expect(res.status, res.raw).toBe(200);
    const list = await b.t.call({ method: 'GET', url: '/api/orders', token: first!.token });
    expect(list.status, list.raw).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ arisan: { id: group.arisan.id, cycle: 1 }, total_amount: 0 });
    expect((await groupRow(b.t, group.arisan.id)).unitsReserved).toBe(1);
  });

  it('refuses the recipient (409, nothing recorded) when the member has no default address anymore', async () => {
    const group = await startedGroup({ members: 2 });
    const [first] = group.customers;
    await b.t.db.delete(shippingAddresses).where(eq(shippingAddresses.userId, first!.user.id));
    const res = await assign(group.arisan.id, 1, first!.memberId);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/belum punya alamat utama/);
    expect(await liveRecipients(group.arisan.id)).toHaveLength(0);
    expect(await ordersOf(group.arisan.id)).toHaveLength(0);
    expect((await groupRow(b.t, group.arisan.id)).unitsReserved).toBe(2);
  });

  it('refuses the recipient when the group holds no unit (not started with its stock)', async () => {
    const group = await startedGroup({ members: 2 });
    await b.t.db.update(arisans).set({ unitsReserved: 0 }).where(eq(arisans.id, group.arisan.id));
    const res = await assign(group.arisan.id, 1, group.customers[0]!.memberId);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Tidak ada unit tersisa/);
    expect(await liveRecipients(group.arisan.id)).toHaveLength(0);
    expect(await ordersOf(group.arisan.id)).toHaveLength(0);
  });

  it('is cancelled when the recipient is revoked (the unit goes back), and a new recipient gets a new one', async () => {
    const group = await startedGroup({ members: 2 });
    const [first, second] = group.customers;
    expect((await assign(group.arisan.id, 1, first!.memberId)).status).toBe(200);
    const undone = await revoke(group.arisan.id, 1);
    expect(undone.status, undone.raw).toBe(200);
    const [cancelled] = await ordersOf(group.arisan.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Penerima arisan dikoreksi' });
    expect((await groupRow(b.t, group.arisan.id)).unitsReserved).toBe(2);

    expect((await assign(group.arisan.id, 1, second!.memberId)).status).toBe(200);
    const all = await ordersOf(group.arisan.id);
    expect(all.map((o) => [o.userId, o.status])).toEqual([
      [first!.user.id, 'cancelled'],
      [second!.user.id, 'processing'],
    ]);
    expect((await groupRow(b.t, group.arisan.id)).unitsReserved).toBe(1);
  });

  it("keeps the order when only the received date is corrected ('Set Tanggal Terima')", async () => {
    const group = await startedGroup({ members: 2 });
    const [first] = group.customers;
    const url = `/api/arisans/${group.arisan.id}/member/${first!.memberId}/received`;
    expect((await b.admin('PUT', url, { received_date: '2026-01-05' })).status).toBe(200);
    const corrected = await b.admin('PUT', url, { received_date: '2026-01-06' });
    expect(corrected.status, corrected.raw).toBe(200);
    const all = await ordersOf(group.arisan.id);
    expect(all.map((o) => o.status)).toEqual(['processing']);
    expect((await groupRow(b.t, group.arisan.id)).unitsReserved).toBe(1);
  });

  it('follows the normal shipping flow; once shipped the recipient can no longer be revoked', async () => {
    const group = await startedGroup({ members: 2 });
    const [first] = group.customers;
    expect((await assign(group.arisan.id, 1, first!.memberId)).status).toBe(200);
    const [order] = await ordersOf(group.arisan.id);
    const status = (body: unknown) => b.admin('PUT', `/api/orders/${order!.id}/status`, body);

    const shipped = await status({ status: 'shipped', courier: 'jne', tracking_number: 'CGK0001122334' });
    expect(shipped.status, shipped.raw).toBe(200);
    expect(shipped.body.order).toMatchObject({
      status: 'shipped',
      courier: 'jne',
      tracking_number: 'CGK0001122334',
    });

    const refused = await revoke(group.arisan.id, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/sudah dikirim/);
    expect(await liveRecipients(group.arisan.id)).toHaveLength(1);

    expect((await status({ status: 'delivered' })).status).toBe(200);
    const done = await b.t.call({
      method: 'PUT',
      url: `/api/orders/${order!.id}/complete`,
      token: first!.token,
    });
    expect(done.status, done.raw).toBe(200);
    expect(done.body.order).toMatchObject({ status: 'delivered', tracking_number: 'CGK0001122334' });
    expect((await revoke(group.arisan.id, 1)).status).toBe(409);
  });

  it('cannot be cancelled by the customer nor alone by an admin, and the expiry job leaves it and the stock alone', async () => {
    const group = await startedGroup({ members: 2 });
    const [first] = group.customers;
    expect((await assign(group.arisan.id, 1, first!.memberId)).status).toBe(200);
    const [order] = await ordersOf(group.arisan.id);
    const stock = await productStock(b.t.db, group.product.id);

    const byCustomer = await b.t.call({
      method: 'PUT',
      url: `/api/orders/${order!.id}/cancel`,
      token: first!.token,
    });
    expect(byCustomer.status).toBe(409);
    const byAdmin = await b.admin('PUT', `/api/orders/${order!.id}/cancel`);
    expect(byAdmin.status).toBe(409);
    expect(byAdmin.body.message).toMatch(/batalkan penerima putarannya/);
    const viaStatus = await b.admin('PUT', `/api/orders/${order!.id}/status`, { status: 'cancelled' });
    expect(viaStatus.status).toBe(409);
    await expireOverdueOrders(b.t.db, 0);

    const [after] = await ordersOf(group.arisan.id);
    expect(after).toMatchObject({ status: 'processing', paymentStatus: 'paid', stockReserved: false });
    expect(await productStock(b.t.db, group.product.id)).toEqual(stock);
    const history = await b.t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order!.id));
    expect(history).toHaveLength(1);
  });

  it('has no cash payout: the payout endpoint answers 409 for a barang group', async () => {
    const group = await startedGroup({ members: 2 });
    await payCycle1(group);
    expect((await assign(group.arisan.id, 1, group.customers[0]!.memberId)).status).toBe(200);
    const { body, headers } = await multipart({ paid_date: today, method: 'cash' });
    const res = await b.t.call({
      method: 'POST',
      url: `/api/arisans/${group.arisan.id}/cycles/1/payout`,
      token: b.adminToken,
      body,
      headers,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Arisan barang: penerima menerima barang, bukan uang');
  });
});

describe('two recipients for one cycle (PostgreSQL)', () => {
  /** Two draw runs and four hand assignments of cycle 1 at once. */
  async function raceCycle1(group: Group) {
    await payCycle1(group);
    expect((await b.admin('POST', `/api/arisans/${group.arisan.id}/cycles/1/draw`)).status).toBe(200);
    const run = () => b.admin('POST', `/api/arisans/${group.arisan.id}/cycles/1/draw/run`);
    return Promise.all([run(), run(), ...group.customers.map((c) => assign(group.arisan.id, 1, c.memberId))]);
  }

  /**
   * How many racers set a recipient: each 200 assignment, and the draw once however many runs answered
   * 200 (a run after the winning draw answers that same draw, so a double tap is harmless).
   */
  function winnersOf(results: Awaited<ReturnType<typeof raceCycle1>>) {
    const [runA, runB, ...assigns] = results;
    const draws = [runA!, runB!].filter((r) => r.status === 200);
    expect(new Set(draws.map((r) => r.body.data.id)).size).toBeLessThanOrEqual(1);
    return assigns.filter((r) => r.status === 200).length + (draws.length > 0 ? 1 : 0);
  }

  raceTest(
    'lets exactly one of two draws and four assignments win, with one order and one unit taken',
    async () => {
      const group = await startedGroup({ members: 4 });
      const results = await withRaceHooks(WIDE_WINDOW, () => raceCycle1(group));
      expect(winnersOf(results)).toBe(1);
      // The losers are told why: the cycle has its recipient (409) or the draw has already run (404).
      for (const r of results.filter((r) => r.status !== 200)) {
        expect(r.body.message).toMatch(/Putaran 1 sudah punya penerima|Belum ada komitmen undian/);
      }
      expect(await liveRecipients(group.arisan.id)).toHaveLength(1);
      expect((await ordersOf(group.arisan.id)).filter((o) => o.status !== 'cancelled')).toHaveLength(1);
      expect((await groupRow(b.t, group.arisan.id)).unitsReserved).toBe(3);
    },
  );

  raceTest(
    'with the arisan row only share-locked (lock off), racers deadlock and are not told why they lost',
    async () => {
      const group = await startedGroup({ members: 4 });
      const results = await withRaceHooks({ ...WIDE_WINDOW, unlocked: ['arisan.recipient'] }, () =>
        raceCycle1(group),
      );
      // The unique indexes still keep one recipient and one order, but racers die in a deadlock and are
      // told only to try again, not that the cycle has its recipient.
      expect(winnersOf(results)).toBe(1);
      expect(results.some((r) => /Ada perubahan lain pada saat yang sama/.test(r.body.message))).toBe(true);
      expect(await liveRecipients(group.arisan.id)).toHaveLength(1);
      expect((await ordersOf(group.arisan.id)).filter((o) => o.status !== 'cancelled')).toHaveLength(1);
    },
    20_000,
  );
});

import { addDays, drawCommitment, formatCalendarDate, formatRupiah, todayInShop } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { arisanDraws, arisanRecipients, orders } from '../../db/schema/index.ts';
import { insertOrder } from '../orders/orders.fixtures.ts';
import { barangTestContext } from './barang.fixtures.ts';
import { barangGroupForPayments } from './transfers.fixtures.ts';

// 'Arisan Saya' (GET /arisan-barang/mine): the member's groups, what is due, and the derived notices.

let b: Awaited<ReturnType<typeof barangTestContext>>;
let t: TestContext;
let admin: string;
beforeAll(async () => {
  b = await barangTestContext();
  t = b.t;
  admin = b.adminToken;
});
afterAll(async () => {
  await t.close();
});

const mine = (token: string | undefined) => t.call({ method: 'GET', url: '/api/arisan-barang/mine', token });
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** The member pays what is due by transfer and uploads a proof; the transfer's id. */
async function payWithProof(token: string, arisanId: number) {
  const created = await t.call({ method: 'POST', url: `/api/arisan-barang/${arisanId}/transfers`, token });
  expect(created.status, created.raw).toBe(201);
  const { body, headers } = await multipart({
    sender_bank: 'BRI',
    sender_name: 'Siti Aminah',
    proof: { bytes: PDF, filename: 'bukti.pdf', type: 'application/pdf' },
  });
  const id = created.body.data.id as number;
  const uploaded = await t.call({
    method: 'POST',
    url: `/api/arisan-barang/transfers/${id}/proof`,
    token,
    body,
    headers,
  });
  expect(uploaded.status, uploaded.raw).toBe(200);
  return id;
}

describe('Arisan Saya', () => {
  it('is for signed-in customers and lists only their own groups', async () => {
    expect((await mine(undefined)).status).toBe(401);
    expect((await mine(admin)).status).toBe(403);
    const group = await barangGroupForPayments(b);
    const outsider = await t.registerCustomer();
    const res = await mine(outsider.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    const own = await mine(group.members[1]!.token);
    expect(own.body.data.map((g: { id: number }) => g.id)).toEqual([group.arisan.id]);
    expect(own.body.data[0].membership_id).toBe(group.members[1]!.membershipId);
  });

  it('shows a started group with its schedule, what is due with late fees, and the start and due notices', async () => {
    const group = await barangGroupForPayments(b, {
      price: 2_999_999,
      lateFee: 10_000,
      firstCycleDaysAgo: 7,
    });
    const member = group.members[0]!;
    const c = 1_000_000; // ceil(2.999.999 / 3)
    const today = todayInShop();
    const res = await mine(member.token);
    expect(res.status, res.raw).toBe(200);
    const [g] = res.body.data;
    expect(g).toMatchObject({
      id: group.arisan.id,
      name: group.arisan.name,
      product: { id: group.product.id, name: group.product.name, slug: group.product.slug },
      state: 'running',
      saving_type: 'weekly',
      members: 3,
      members_joined: 3,
      item_price: 2_999_999,
      contribution_amount: c,
      joined: true,
      member_id: member.memberId,
      paid_cycles: 0,
      cycles_due: 2,
      amount_due: 2 * c + 10_000,
      amount_owed: 3 * c,
      open_transfer: null,
      receiving_cycle: null,
      order: null,
    });
    expect(g.schedule).toEqual([
      { cycle: 1, due_date: addDays(today, -7), amount: c, paid: false, recipient_name: null, draw: null },
      { cycle: 2, due_date: today, amount: c, paid: false, recipient_name: null, draw: null },
      { cycle: 3, due_date: addDays(today, 7), amount: c, paid: false, recipient_name: null, draw: null },
    ]);
    expect(g.notices).toEqual([
      {
        kind: 'started',
        text: `${group.arisan.name} sudah dimulai. Iuran putaran 1 jatuh tempo ${formatCalendarDate(addDays(today, -7))}.`,
      },
      {
        kind: 'payment_due',
        text: `Iuran putaran 1 sebesar ${formatRupiah(c)} jatuh tempo ${formatCalendarDate(addDays(today, -7))}`,
      },
    ]);
  });

  it('follows the transfer: in review, rejected with its notice, then approved and paid in the schedule', async () => {
    const group = await barangGroupForPayments(b, { firstCycleDaysAgo: 0 });
    const member = group.members[0]!;
    const id = await payWithProof(member.token, group.arisan.id);

    let [g] = (await mine(member.token)).body.data;
    expect(g.open_transfer).toMatchObject({ id, status: 'review', cycles: 1 });
    // Paid and waiting for the admin: no payment-due notice.
    expect(g.notices.map((n: { kind: string }) => n.kind)).toEqual(['started']);

    const rejected = await t.call({
      method: 'POST',
      url: `/api/arisan-transfers/${id}/reject`,
      token: admin,
      body: { reason: 'Foto buram' },
    });
    expect(rejected.status).toBe(200);
    [g] = (await mine(member.token)).body.data;
    expect(g.open_transfer).toMatchObject({ id, status: 'rejected', rejection_reason: 'Foto buram' });
    expect(g.notices).toContainEqual({
      kind: 'rejected',
      text: 'Bukti transfer ditolak: Foto buram. Unggah bukti baru.',
    });

    const { body, headers } = await multipart({
      sender_bank: 'BRI',
      sender_name: 'Siti Aminah',
      proof: { bytes: PDF, filename: 'lagi.pdf', type: 'application/pdf' },
    });
    await t.call({
      method: 'POST',
      url: `/api/arisan-barang/transfers/${id}/proof`,
      token: member.token,
      body,
      headers,
    });
    expect(
      (await t.call({ method: 'POST', url: `/api/arisan-transfers/${id}/approve`, token: admin })).status,
    ).toBe(200);

    [g] = (await mine(member.token)).body.data;
    expect(g).toMatchObject({
      paid_cycles: 1,
      cycles_due: 0,
      amount_due: 0,
      amount_owed: 2 * group.arisan.contributionAmount,
      open_transfer: null,
      notices: [],
    });
    expect(g.schedule.map((c: { paid: boolean }) => c.paid)).toEqual([true, false, false]);
  });

  it("shows the member's receiving cycle, the draw that proves it, the order of the goods and 'Giliranmu!'", async () => {
    const group = await barangGroupForPayments(b, { firstCycleDaysAgo: 0 });
    const [winner, other] = group.members;
    const seed = 'a'.repeat(64);
    const [draw] = await t.db
      .insert(arisanDraws)
      .values({
        arisanId: group.arisan.id,
        cycle: 1,
        seed,
        commitment: drawCommitment(seed),
        eligibleMemberIds: group.members.map((m) => m.memberId),
        winnerMemberId: winner!.memberId,
        drawnAt: new Date(),
      })
      .returning();
    await t.db.insert(arisanRecipients).values({
      arisanId: group.arisan.id,
      cycle: 1,
      membershipId: winner!.membershipId,
      method: 'draw',
      drawId: draw!.id,
      receivedDate: todayInShop(),
    });
    const order = await insertOrder(t.db, {
      userId: winner!.user.id,
      productId: group.product.id,
      status: 'shipped',
      paymentStatus: 'paid',
      courier: 'jne',
      trackingNumber: 'JNE123456789',
    });
    await t.db
      .update(orders)
      .set({ arisanId: group.arisan.id, arisanCycle: 1 })
      .where(eq(orders.id, order.id));
    // A cancelled order of the same cycle is not the member's order.
    const cancelled = await insertOrder(t.db, {
      userId: winner!.user.id,
      productId: group.product.id,
      status: 'cancelled',
    });
    await t.db
      .update(orders)
      .set({ arisanId: group.arisan.id, arisanCycle: 1 })
      .where(eq(orders.id, cancelled.id));

    const [g] = (await mine(winner!.token)).body.data;
    expect(g.receiving_cycle).toBe(1);
    expect(g.order).toEqual({
      id: order.id,
      order_number: order.orderNumber,
      status: 'shipped',
      courier: 'jne',
      tracking_number: 'JNE123456789',
    });
    expect(g.schedule[0]).toMatchObject({
      recipient_name: winner!.user.fullname,
      draw: {
        cycle: 1,
        commitment: drawCommitment(seed),
        seed,
        eligible_member_ids: group.members.map((m) => m.memberId),
        winner_member_id: winner!.memberId,
        winner_name: winner!.user.fullname,
      },
    });
    expect(g.notices).toContainEqual({
      kind: 'your_turn',
      text: `Giliranmu! Kamu menerima ${group.product.name} di putaran 1`,
    });

    // The other members see who received and the draw's proof, but no order and no 'Giliranmu!'.
    const [seen] = (await mine(other!.token)).body.data;
    expect(seen).toMatchObject({ receiving_cycle: null, order: null });
    expect(seen.schedule[0].recipient_name).toBe(winner!.user.fullname);
    expect(seen.schedule[0].draw.seed).toBe(seed);
    expect(seen.notices.map((n: { kind: string }) => n.kind)).not.toContain('your_turn');
  });

  it('shows a group with every seat taken but not yet started as full, with nothing due and no notices', async () => {
    const group = await barangGroupForPayments(b, { started: false });
    const [g] = (await mine(group.members[0]!.token)).body.data;
    expect(g).toMatchObject({
      state: 'full',
      cycles_due: 0,
      amount_due: 0,
      notices: [],
      open_transfer: null,
    });
  });
});

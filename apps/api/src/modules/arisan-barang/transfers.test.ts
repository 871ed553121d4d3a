import { addDays, todayInShop } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import type { RaceHooks } from '../../db/race.ts';
import {
  arisanAudit,
  arisanMemberships,
  arisanTransfers,
  contributionPayments,
  orders,
  users,
} from '../../db/schema/index.ts';
import { checkout, createProduct, customerWithCart } from '../orders/orders.fixtures.ts';
import { barangTestContext } from './barang.fixtures.ts';
import { approveTransfer } from './transfer-decisions.service.ts';
import { barangGroupForPayments } from './transfers.fixtures.ts';
import { createTransfer } from './transfers.service.ts';

// Member transfers of an arisan barang (ADR 042): unique amount, proof, the admin's verification.

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

const pay = (token: string | undefined, arisanId: number, body?: unknown) =>
  t.call({ method: 'POST', url: `/api/arisan-barang/${arisanId}/transfers`, token, body });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const photo = () =>
  sharp({ create: { width: 90, height: 60, channels: 3, background: '#a73' } })
    .png()
    .toBuffer();

async function upload(
  token: string,
  transferId: number,
  file: Part,
  fields: Record<string, string> = { sender_bank: 'BCA', sender_name: 'Budi Santoso' },
) {
  const { body, headers } = await multipart({ ...fields, proof: file });
  return t.call({
    method: 'POST',
    url: `/api/arisan-barang/transfers/${transferId}/proof`,
    token,
    body,
    headers,
  });
}

const approve = (token: string | undefined, id: number) =>
  t.call({ method: 'POST', url: `/api/arisan-transfers/${id}/approve`, token });
const reject = (token: string | undefined, id: number, reason = 'Nominal tidak sesuai') =>
  t.call({ method: 'POST', url: `/api/arisan-transfers/${id}/reject`, token, body: { reason } });

/** The arisan's history rows about one transfer, oldest first. */
const transferAudit = (arisanId: number, transferId: number) =>
  t.db
    .select()
    .from(arisanAudit)
    .where(
      and(
        eq(arisanAudit.arisanId, arisanId),
        eq(arisanAudit.entity, 'transfer'),
        eq(arisanAudit.entityId, transferId),
      ),
    )
    .orderBy(arisanAudit.id);

const ledgerRows = (membershipId: number) =>
  t.db.select().from(contributionPayments).where(eq(contributionPayments.membershipId, membershipId));
const transferRow = async (id: number) =>
  (await t.db.select().from(arisanTransfers).where(eq(arisanTransfers.id, id)))[0]!;

/** A member with a transfer in review (one cycle due, a PDF proof uploaded). */
async function transferInReview(opts: Parameters<typeof barangGroupForPayments>[1] = {}) {
  const group = await barangGroupForPayments(b, opts);
  const member = group.members[0]!;
  const created = await pay(member.token, group.arisan.id);
  expect(created.status, created.raw).toBe(201);
  const uploaded = await upload(member.token, created.body.data.id, {
    bytes: PDF,
    filename: 'bukti.pdf',
    type: 'application/pdf',
  });
  expect(uploaded.status, uploaded.raw).toBe(200);
  return { group, member, transfer: uploaded.body.data };
}

describe('paying what is due', () => {
  it('makes one transfer for the cycles due, priced by the ledger quote with late fees, plus a unique code', async () => {
    // Weekly, first cycle a week ago: cycles 1 (late) and 2 (due today) are due, cycle 3 is not.
    const group = await barangGroupForPayments(b, {
      price: 3_000_000,
      adminFee: 5_000,
      lateFee: 10_000,
      firstCycleDaysAgo: 7,
    });
    const member = group.members[0]!;
    const contribution = 1_005_000;
    expect(group.arisan.contributionAmount).toBe(contribution);

    const res = await pay(member.token, group.arisan.id);
    expect(res.status, res.raw).toBe(201);
    const transfer = res.body.data;
    expect(transfer).toMatchObject({
      arisan_id: group.arisan.id,
      membership_id: member.membershipId,
      member_name: member.user.fullname,
      first_cycle: 1,
      cycles: 2,
      amount: 2 * contribution + 10_000,
      late_fee: 10_000,
      status: 'pending',
      proof: null,
      rejection_reason: null,
    });
    expect(transfer.unique_code).toBeGreaterThanOrEqual(1);
    expect(transfer.unique_code).toBeLessThanOrEqual(999);
    expect(transfer.total_amount).toBe(transfer.amount + transfer.unique_code);

    // A second click answers the same open transfer.
    const again = await pay(member.token, group.arisan.id);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(transfer.id);
    expect(
      await t.db.select().from(arisanTransfers).where(eq(arisanTransfers.membershipId, member.membershipId)),
    ).toHaveLength(1);
  });

  it('refuses when nothing is due (409) and pays cycles ahead when asked', async () => {
    const group = await barangGroupForPayments(b, { firstCycleDaysAgo: -3 });
    const member = group.members[0]!;
    const none = await pay(member.token, group.arisan.id);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Belum ada iuran yang jatuh tempo');

    const tooMany = await pay(member.token, group.arisan.id, { cycles: 4 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Jumlah putaran melebihi sisa: kamu tinggal 3 putaran lagi');
    expect(
      await t.db.select().from(arisanTransfers).where(eq(arisanTransfers.membershipId, member.membershipId)),
    ).toHaveLength(0);

    const ahead = await pay(member.token, group.arisan.id, { cycles: 1 });
    expect(ahead.status, ahead.raw).toBe(201);
    expect(ahead.body.data).toMatchObject({
      cycles: 1,
      amount: group.arisan.contributionAmount,
      late_fee: 0,
    });
  });

  it('works only for a started arisan barang of which the caller is a member', async () => {
    const waiting = await barangGroupForPayments(b, { started: false });
    const before = await pay(waiting.members[0]!.token, waiting.arisan.id);
    expect(before.status).toBe(409);
    expect(before.body.message).toBe('Arisan ini belum dimulai: iuran bisa dibayar setelah arisan dimulai');

    const group = await barangGroupForPayments(b);
    const stranger = await t.registerCustomer();
    expect((await pay(stranger.token, group.arisan.id)).status).toBe(404);
    expect((await pay(undefined, group.arisan.id)).status).toBe(401);
    expect((await pay(admin, group.arisan.id)).status).toBe(403);
    expect((await pay(group.members[0]!.token, 999_999)).status).toBe(404);

    const uang = await t.call({
      method: 'POST',
      url: '/api/arisans',
      token: admin,
      body: {
        name: 'Arisan Uang',
        contribution_amount: 100_000,
        saving_type: 'monthly',
        duration: 2,
        start_date: '2025-01-31',
        members_ids: [],
      },
    });
    expect(uang.status, uang.raw).toBe(201);
    expect((await pay(group.members[0]!.token, uang.body.data.id)).status).toBe(404);
    expect(
      await t.db.select().from(arisanTransfers).where(eq(arisanTransfers.arisanId, waiting.arisan.id)),
    ).toHaveLength(0);
  });

  it('never lets an open transfer and a waiting order wait for the same amount (ADR 050)', async () => {
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'pending'));
    const group = await barangGroupForPayments(b);
    const transfer = (await pay(group.members[0]!.token, group.arisan.id)).body.data;
    const base = transfer.amount as number;
    // A product priced like the contribution: its orders compete with the transfer for base + code.
    // Every 3-digit amount of that base is waited for (the transfer's own and other groups' open
    // transfers hold some already) except one, code `free`.
    const [{ free }] = (
      (await t.db.execute(sql`
        select min(code)::int as free from generate_series(1, 999) code
        where not exists (select 1 from open_payment_amounts where amount = ${base}::bigint + code)`)) as unknown as {
        rows: { free: number }[];
      }
    ).rows as [{ free: number }];
    const filler = await t.registerCustomer();
    await t.db.execute(sql`
      insert into orders (order_number, user_id, customer_name, customer_email, subtotal, total_amount,
        unique_code, payment_method, shipping_address, payment_due_at)
      select 'ORD-20260101-B' || lpad(code::text, 4, '0'), ${filler.user.id}, 'Isi', 'isi@example.com', ${base},
        ${base}::bigint + code, code, 'bank_transfer', '-', now() + interval '1 day'
      from generate_series(1, 999) code
      where code <> ${free} and not exists (select 1 from open_payment_amounts where amount = ${base}::bigint + code)`);
    try {
      const product = await createProduct(t.db, { price: base, stock: 5 });
      const order = async () => {
        const buyer = await customerWithCart(t, [{ productId: product.id, quantity: 1 }]);
        const res = await checkout(t, { token: buyer.token, addressId: buyer.addressId });
        expect(res.status, res.raw).toBe(201);
        return res.body.order;
      };
      expect((await order()).unique_code).toBe(free);
      // The transfer's amount stays its own: the next order takes a 4-digit code rather than share it.
      const next = await order();
      expect(next.unique_code).toBeGreaterThanOrEqual(1000);
      // And a second member's transfer of the same contribution finds every 3-digit amount taken too.
      const second = (await pay(group.members[1]!.token, group.arisan.id)).body.data;
      expect(second.amount).toBe(base);
      expect(second.unique_code).toBeGreaterThanOrEqual(1000);
      expect([next.total_amount, transfer.total_amount]).not.toContain(second.total_amount);
    } finally {
      await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'pending'));
    }
  });
});

describe('proof of transfer', () => {
  it('stores a photo re-encoded as JPEG and puts the transfer in review; only its member and admins see it', async () => {
    const group = await barangGroupForPayments(b);
    const [member, other] = group.members;
    const created = await pay(member!.token, group.arisan.id);
    const id = created.body.data.id as number;
    const none = await t.call({
      method: 'GET',
      url: `/api/arisan-barang/transfers/${id}/proof`,
      token: admin,
    });
    expect([none.status, none.body.message]).toEqual([404, 'Bukti transfer belum diunggah']);

    // Another customer (even a member of the same group) cannot upload to it or read it.
    const foreign = await upload(other!.token, id, { bytes: await photo(), filename: 'x.png' });
    expect(foreign.status).toBe(404);
    expect((await transferRow(id)).status).toBe('pending');

    const res = await upload(member!.token, id, { bytes: await photo(), filename: 'bukti.png' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'review',
      proof: { sender_bank: 'BCA', sender_name: 'Budi Santoso', content_type: 'image/jpeg' },
    });

    for (const [token, status] of [
      [member!.token, 200],
      [admin, 200],
      [other!.token, 404],
    ] as const) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/arisan-barang/transfers/${id}/proof`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.statusCode).toBe(status);
      if (status === 200) {
        expect(file.headers['content-type']).toBe('image/jpeg');
        expect(file.headers).toMatchObject({
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline',
        });
        expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
      }
    }
  });

  it('refuses a fake PDF (415), an oversized file (413) and a NUL byte in the sender (400), changing nothing', async () => {
    const group = await barangGroupForPayments(b);
    const member = group.members[0]!;
    const id = (await pay(member.token, group.arisan.id)).body.data.id as number;

    const fake = await upload(member.token, id, {
      bytes: Buffer.from('%PDX not really a pdf'),
      filename: 'bukti.pdf',
      type: 'application/pdf',
    });
    expect(fake.status).toBe(415);
    const big = await upload(member.token, id, {
      bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
      filename: 'besar.pdf',
      type: 'application/pdf',
    });
    expect(big.status).toBe(413);
    const nul = await upload(
      member.token,
      id,
      { bytes: PDF, filename: 'a.pdf', type: 'application/pdf' },
      { sender_bank: 'BCA', sender_name: 'Budi\u0000Santoso' },
    );
    expect(nul.status).toBe(400);

    const row = await transferRow(id);
    expect(row).toMatchObject({ status: 'pending', proofBytes: null, senderName: null });
  });
});

describe('verification', () => {
  it('approves a transfer in review: exactly one ledger row with its cycles and late fee, linked to it', async () => {
    const { group, member, transfer } = await transferInReview({ lateFee: 7_500, firstCycleDaysAgo: 7 });
    const queue = await t.call({ method: 'GET', url: '/api/arisan-transfers', token: admin });
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((r: { id: number }) => r.id)).toContain(transfer.id);
    expect(queue.body.data.every((r: { status: string }) => r.status === 'review')).toBe(true);

    const res = await approve(admin, transfer.id);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'approved',
      first_cycle: 1,
      cycles: 2,
      decided_at: expect.any(String),
    });

    const rows = await ledgerRows(member.membershipId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 2 * group.arisan.contributionAmount,
      cycles: 2,
      lateFee: 7_500,
      paymentDate: todayInShop(),
      memberId: member.memberId,
    });
    expect((await transferRow(transfer.id)).paymentId).toBe(rows[0]!.id);
    const [ms] = await t.db
      .select()
      .from(arisanMemberships)
      .where(eq(arisanMemberships.id, member.membershipId));
    expect(ms!.paidCycles).toBe(2);

    const twice = await approve(admin, transfer.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Transfer ini sudah disetujui');
    expect(await ledgerRows(member.membershipId)).toHaveLength(1);
    // With nothing left due, the member has no open transfer and the next one is refused.
    expect((await pay(member.token, group.arisan.id)).status).toBe(409);
  });

  it('rejects with a reason; the member uploads a new proof and it can then be approved', async () => {
    const { member, transfer } = await transferInReview();
    const rejected = await reject(admin, transfer.id, 'Nama pengirim tidak terbaca');
    expect(rejected.status, rejected.raw).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Nama pengirim tidak terbaca',
      proof: null,
    });
    expect((await approve(admin, transfer.id)).status).toBe(409);
    expect((await reject(admin, transfer.id)).status).toBe(409);
    expect(await ledgerRows(member.membershipId)).toHaveLength(0);

    const again = await upload(member.token, transfer.id, {
      bytes: PDF,
      filename: 'b.pdf',
      type: 'application/pdf',
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'review', rejection_reason: null });
    expect((await approve(admin, transfer.id)).status).toBe(200);
    expect(await ledgerRows(member.membershipId)).toHaveLength(1);
  });

  it("writes the approval and the rejection into the group's history: who, when, which transfer, how much, why", async () => {
    const { group, member, transfer } = await transferInReview({ firstCycleDaysAgo: 7, lateFee: 2_500 });
    const [adminUser] = await t.db.select().from(users).where(eq(users.role, 'admin'));
    const before = Date.now();
    expect((await reject(admin, transfer.id, 'Bukti buram')).status).toBe(200);
    await upload(member.token, transfer.id, { bytes: PDF, filename: 'b.pdf', type: 'application/pdf' });
    const approved = await approve(admin, transfer.id);
    expect(approved.status, approved.raw).toBe(200);

    const rows = await transferAudit(group.arisan.id, transfer.id);
    const what = {
      member_id: member.memberId,
      member_name: member.user.fullname,
      cycles: 2,
      amount: transfer.amount,
      late_fee: 2_500,
      unique_code: transfer.unique_code,
      total_amount: transfer.total_amount,
    };
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([
      ['reject', adminUser!.id],
      ['approve', adminUser!.id],
    ]);
    expect(rows[0]).toMatchObject({
      before: { status: 'review' },
      after: { ...what, status: 'rejected', reason: 'Bukti buram' },
    });
    const [payment] = await ledgerRows(member.membershipId);
    expect(rows[1]).toMatchObject({
      before: { status: 'review' },
      after: { ...what, status: 'approved', payment_id: payment!.id },
    });
    for (const r of rows) expect(r.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // A refused decision leaves no entry.
    expect((await approve(admin, transfer.id)).status).toBe(409);
    expect((await reject(admin, transfer.id)).status).toBe(409);
    expect(await transferAudit(group.arisan.id, transfer.id)).toHaveLength(2);

    // The group's 'Riwayat Perubahan' lists them with the admin's name, beside the ledger payment's entry.
    const history = await t.call({
      method: 'GET',
      url: `/api/arisans/${group.arisan.id}/audit`,
      token: admin,
    });
    expect(history.status, history.raw).toBe(200);
    const shown = history.body.data.filter(
      (e: { entity: string; entity_id: number }) => e.entity === 'transfer' && e.entity_id === transfer.id,
    );
    expect(shown.map((e: { action: string; actor_name: string }) => [e.action, e.actor_name])).toEqual([
      ['approve', adminUser!.fullname],
      ['reject', adminUser!.fullname],
    ]);
    expect(
      history.body.data.some(
        (e: { entity: string; entity_id: number }) => e.entity === 'payment' && e.entity_id === payment!.id,
      ),
    ).toBe(true);
  });

  it('refuses to approve a transfer still waiting for its proof', async () => {
    const group = await barangGroupForPayments(b);
    const member = group.members[0]!;
    const id = (await pay(member.token, group.arisan.id)).body.data.id as number;
    const res = await approve(admin, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Transfer ini tidak sedang menunggu verifikasi (bukti belum diunggah atau sudah diputuskan)',
    );
    expect(await ledgerRows(member.membershipId)).toHaveLength(0);
  });

  it('keeps the admin calls for admins (401 signed out, 403 for a customer)', async () => {
    const { member, transfer } = await transferInReview();
    for (const token of [undefined, member.token]) {
      const expected = token ? 403 : 401;
      expect((await t.call({ method: 'GET', url: '/api/arisan-transfers', token })).status).toBe(expected);
      expect((await approve(token, transfer.id)).status).toBe(expected);
      expect((await reject(token, transfer.id)).status).toBe(expected);
    }
    expect((await transferRow(transfer.id)).status).toBe('review');
    expect((await approve(admin, 999_999)).status).toBe(404);
  });

  it("keeps a transfer waiting for the member on today's quote, and refuses to approve one whose late fee came after it", async () => {
    // Cycle 1 falls due today; tomorrow it is late (Rp 10.000).
    const group = await barangGroupForPayments(b, { lateFee: 10_000, firstCycleDaysAgo: 0 });
    const c = group.arisan.contributionAmount;
    const tomorrow = addDays(todayInShop(), 1);
    const [adminUser] = await t.db.select().from(users).where(eq(users.role, 'admin'));
    const [waiting, inReview] = group.members;

    const first = (await pay(waiting!.token, group.arisan.id)).body.data;
    expect(first).toMatchObject({ amount: c, late_fee: 0 });
    const later = await createTransfer(
      t.db,
      { id: waiting!.user.id, role: 'customer' },
      group.arisan.id,
      {},
      tomorrow,
    );
    expect(later.created).toBe(false);
    expect(later.transfer).toMatchObject({
      id: first.id,
      amount: c + 10_000,
      late_fee: 10_000,
      unique_code: first.unique_code,
      total_amount: c + 10_000 + first.unique_code,
    });

    const sent = (await pay(inReview!.token, group.arisan.id)).body.data;
    await upload(inReview!.token, sent.id, { bytes: PDF, filename: 'a.pdf', type: 'application/pdf' });
    const refused = await approveTransfer(
      t.db,
      { id: adminUser!.id, role: 'admin' },
      sent.id,
      tomorrow,
    ).catch((e: Error) => e);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/^Jumlah iuran sudah berubah sejak transfer dibuat/);
    expect(await ledgerRows(inReview!.membershipId)).toHaveLength(0);
    expect((await transferRow(sent.id)).status).toBe('review');
  });

  it('gives a repriced transfer another code when an order already waits for its new amount (ADR 050)', async () => {
    const group = await barangGroupForPayments(b, { lateFee: 10_000, firstCycleDaysAgo: 0 });
    const c = group.arisan.contributionAmount;
    const member = group.members[0]!;
    const first = (await pay(member.token, group.arisan.id)).body.data;
    // Tomorrow the amount becomes c + 10.000; an order already waits for that plus the same code.
    const filler = await t.registerCustomer();
    await t.db.execute(sql`
      insert into orders (order_number, user_id, customer_name, customer_email, subtotal, total_amount,
        unique_code, payment_method, shipping_address, payment_due_at)
      values ('ORD-20260103-RPRC1', ${filler.user.id}, 'Isi', 'isi@example.com', ${c + 10_000},
        ${c + 10_000 + first.unique_code}, ${first.unique_code}, 'bank_transfer', '-', now() + interval '1 day')`);
    try {
      const later = await createTransfer(
        t.db,
        { id: member.user.id, role: 'customer' },
        group.arisan.id,
        {},
        addDays(todayInShop(), 1),
      );
      expect(later.transfer).toMatchObject({ id: first.id, amount: c + 10_000, late_fee: 10_000 });
      expect(later.transfer.unique_code).not.toBe(first.unique_code);
      expect(later.transfer.total_amount).toBe(c + 10_000 + later.transfer.unique_code);
    } finally {
      await t.db
        .update(orders)
        .set({ status: 'cancelled' })
        .where(eq(orders.orderNumber, 'ORD-20260103-RPRC1'));
    }
  });

  const payByHand = (arisanId: number, memberId: number, amount: number, cycles: number) =>
    t.call({
      method: 'POST',
      url: `/api/arisans/${arisanId}/member/${memberId}/contribution`,
      token: admin,
      body: { amount, cycles, payment_date: todayInShop() },
    });
  const mine = async (token: string, arisanId: number) => {
    const res = await t.call({ method: 'GET', url: '/api/arisan-barang/mine', token });
    expect(res.status, res.raw).toBe(200);
    return res.body.data.find((g: { id: number }) => g.id === arisanId);
  };

  it('cancels the open transfer in the same transaction as a payment recorded by hand, and frees its code', async () => {
    const group = await barangGroupForPayments(b, { firstCycleDaysAgo: 0 });
    const member = group.members[0]!;
    const c = group.arisan.contributionAmount;
    const open = (await pay(member.token, group.arisan.id)).body.data;
    expect((await mine(member.token, group.arisan.id)).open_transfer).toMatchObject({ id: open.id });
    // A payment the ledger refuses cancels nothing.
    expect((await payByHand(group.arisan.id, member.memberId, 1, 1)).status).toBe(400);
    expect((await transferRow(open.id)).status).toBe('pending');

    const byHand = await payByHand(group.arisan.id, member.memberId, 3 * c, 3);
    expect(byHand.status, byHand.raw).toBe(201);
    // At once, before the member's next 'Bayar': nothing open on the member's page.
    expect((await transferRow(open.id)).status).toBe('cancelled');
    expect((await mine(member.token, group.arisan.id)).open_transfer).toBeNull();
    const [cancelled] = await transferAudit(group.arisan.id, open.id);
    expect(cancelled).toMatchObject({
      action: 'cancel',
      before: { status: 'pending' },
      after: {
        status: 'cancelled',
        cycles: 1,
        reason: 'Iuran ini sudah dicatat admin sebagai pembayaran langsung',
        payment_id: byHand.body.data.payment.id,
      },
    });

    const again = await pay(member.token, group.arisan.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Iuran kamu di arisan ini sudah lunas');
  });

  it("takes a proof in review off 'Verifikasi Iuran' when the admin records the payment by hand, keeping the proof", async () => {
    const { group, member, transfer } = await transferInReview({ firstCycleDaysAgo: 7 });
    const c = group.arisan.contributionAmount;
    // The transfer was for cycles 1-2; the admin records cycle 1 (the oldest unpaid) by hand.
    const byHand = await payByHand(group.arisan.id, member.memberId, c, 1);
    expect(byHand.status, byHand.raw).toBe(201);

    const queue = await t.call({ method: 'GET', url: '/api/arisan-transfers', token: admin });
    expect(queue.body.data.map((r: { id: number }) => r.id)).not.toContain(transfer.id);
    const row = await transferRow(transfer.id);
    expect(row).toMatchObject({ status: 'cancelled', proofContentType: 'application/pdf' });
    expect((await approve(admin, transfer.id)).status).toBe(409);
    expect(await ledgerRows(member.membershipId)).toHaveLength(1);
    expect((await mine(member.token, group.arisan.id)).open_transfer).toBeNull();

    // What is still due is paid by a new transfer for it alone.
    const next = await pay(member.token, group.arisan.id);
    expect(next.status, next.raw).toBe(201);
    expect(next.body.data).toMatchObject({ first_cycle: 2, cycles: 1 });
  });

  const approveTwiceAtOnce = async (hooks: RaceHooks) => {
    const { member, transfer } = await transferInReview({ firstCycleDaysAgo: 0 });
    const results = await withRaceHooks(hooks, () =>
      Promise.all([approve(admin, transfer.id), approve(admin, transfer.id)]),
    );
    return { results, rows: await ledgerRows(member.membershipId) };
  };

  raceTest(
    'lets exactly one of two admins approving the same transfer at once write the ledger',
    async () => {
      const { results, rows } = await approveTwiceAtOnce(WIDE_WINDOW);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe('Transfer ini sudah disetujui');
      expect(rows).toHaveLength(1);
    },
  );

  // The check that the race test above is real: without the transfer's lock both approvals read 'review'
  // and both write a ledger row for the same transfer.
  raceTest(
    'would write two ledger rows without the transfer lock (the race test above is real)',
    async () => {
      const { rows } = await approveTwiceAtOnce({ ...WIDE_WINDOW, unlocked: ['arisan.transfer'] });
      expect(rows).toHaveLength(2);
    },
  );
});

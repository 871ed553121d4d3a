import { parseQris } from '@toko/shared/qris';
import { STATIC_QRIS } from '@toko/shared/qris.fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { arisanTransfers } from '../../db/schema/index.ts';
import { barangTestContext } from './barang.fixtures.ts';
import { barangGroupForPayments } from './transfers.fixtures.ts';

// GET /arisan-barang/transfers/{transferId}/qris (ADR 062): 'Bayar Iuran' by QRIS for a member's open transfer.

let b: Awaited<ReturnType<typeof barangTestContext>>;
let t: TestContext;
let unset: TestContext;
beforeAll(async () => {
  b = await barangTestContext({ env: { QRIS_PAYLOAD: STATIC_QRIS } });
  t = b.t;
  unset = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await unset.close();
});

const qris = (ctx: TestContext, transferId: number, token?: string) =>
  ctx.call({ method: 'GET', url: `/api/arisan-barang/transfers/${transferId}/qris`, token });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A started group's first member with their open transfer for what is due ('Bayar'). */
async function openTransfer() {
  const group = await barangGroupForPayments(b);
  const member = group.members[0]!;
  const res = await t.call({
    method: 'POST',
    url: `/api/arisan-barang/${group.arisan.id}/transfers`,
    token: member.token,
  });
  expect(res.status, res.raw).toBe(201);
  return { member, others: group.members.slice(1), transfer: res.body.data };
}

describe('GET /arisan-barang/transfers/{transferId}/qris', () => {
  it("answers the dynamic QRIS for the transfer's amount with its unique code", async () => {
    const { member, transfer } = await openTransfer();
    expect(transfer.unique_code).toBeGreaterThan(0);
    const res = await qris(t, transfer.id, member.token);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.amount).toBe(transfer.total_amount);
    expect(parseQris(res.body.data.payload)).toMatchObject({
      initiation: '12',
      amount: transfer.total_amount,
    });
  });

  it("is a 404 for another member's transfer and an unknown one", async () => {
    const { others, transfer } = await openTransfer();
    const res = await qris(t, transfer.id, others[0]!.token);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Transfer tidak ditemukan' });
    expect((await qris(t, 2_000_000_000, others[0]!.token)).status).toBe(404);
    expect((await qris(t, transfer.id, b.adminToken)).status).toBe(403);
  });

  it('answers while the transfer is in review or rejected, and is a 409 once approved or cancelled', async () => {
    const { member, transfer } = await openTransfer();
    const status = async () => (await qris(t, transfer.id, member.token)).status;
    const sendProof = async () => {
      const { body, headers } = await multipart({
        sender_bank: 'BCA',
        sender_name: 'Budi Santoso',
        proof: { bytes: PDF, filename: 'bukti.pdf', type: 'application/pdf' },
      });
      const res = await t.call({
        method: 'POST',
        url: `/api/arisan-barang/transfers/${transfer.id}/proof`,
        token: member.token,
        body,
        headers,
      });
      expect(res.status, res.raw).toBe(200);
    };
    const decide = async (verb: 'approve' | 'reject') => {
      const res = await t.call({
        method: 'POST',
        url: `/api/arisan-transfers/${transfer.id}/${verb}`,
        token: b.adminToken,
        ...(verb === 'reject' ? { body: { reason: 'Nominal tidak sesuai' } } : {}),
      });
      expect(res.status, res.raw).toBe(200);
    };
    await sendProof();
    expect(await status()).toBe(200);
    await decide('reject');
    expect(await status()).toBe(200);
    await sendProof();
    await decide('approve');
    const approved = await qris(t, transfer.id, member.token);
    expect(approved.status).toBe(409);
    expect(approved.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Transfer ini tidak sedang menunggu pembayaran',
    });

    const other = await openTransfer();
    await t.db
      .update(arisanTransfers)
      .set({ status: 'cancelled' })
      .where(eq(arisanTransfers.id, other.transfer.id));
    expect((await qris(t, other.transfer.id, other.member.token)).status).toBe(409);
  });

  it('is a 404 QRIS_NOT_CONFIGURED when the owner set no QRIS', async () => {
    const member = await unset.registerCustomer();
    const res = await qris(unset, 1, member.token);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('QRIS_NOT_CONFIGURED');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { arisans, arisanTransfers, contributionPayments } from '../../db/schema/index.ts';
import { barangTestContext } from './barang.fixtures.ts';
import { barangGroupForPayments } from './transfers.fixtures.ts';

// A member's transfer into an arisan barang that is over (completed or archived) is refused at every step:
// 'Bayar', the proof and the admin's approval (docs/security.md).

let b: Awaited<ReturnType<typeof barangTestContext>>;
let t: TestContext;
beforeAll(async () => {
  b = await barangTestContext();
  t = b.t;
});
afterAll(async () => {
  await t.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const COMPLETED = 'Arisan ini sudah selesai dan tidak menerima pembayaran lagi';
const ARCHIVED = 'Arisan ini sudah diarsipkan dan tidak menerima pembayaran';

const pay = (token: string, arisanId: number) =>
  t.call({ method: 'POST', url: `/api/arisan-barang/${arisanId}/transfers`, token });

async function uploadProof(token: string, transferId: number) {
  const { body, headers } = await multipart({
    sender_bank: 'BCA',
    sender_name: 'Budi Santoso',
    proof: { bytes: PDF, filename: 'bukti.pdf', type: 'application/pdf' },
  });
  const url = `/api/arisan-barang/transfers/${transferId}/proof`;
  return t.call({ method: 'POST', url, token, body, headers });
}

/** Two members with open transfers: the first's in review (proof uploaded), the second's waiting for one. */
async function groupWithOpenTransfers() {
  const group = await barangGroupForPayments(b, { members: 3 });
  const [first, second, third] = group.members;
  const inReview = (await pay(first!.token, group.arisan.id)).body.data.id as number;
  expect((await uploadProof(first!.token, inReview)).status).toBe(200);
  const waiting = (await pay(second!.token, group.arisan.id)).body.data.id as number;
  return { group, inReview, waiting, third: third! };
}

const close = {
  completed: (id: number) => t.db.update(arisans).set({ status: 'completed' }).where(eq(arisans.id, id)),
  archived: (id: number) => t.db.update(arisans).set({ archivedAt: new Date() }).where(eq(arisans.id, id)),
};

describe.each([
  ['completed', COMPLETED],
  ['archived', ARCHIVED],
] as const)('a %s arisan barang', (state, message) => {
  it('refuses a new transfer, a proof and the approval with 409, and writes nothing', async () => {
    const { group, inReview, waiting, third } = await groupWithOpenTransfers();
    await close[state](group.arisan.id);
    const before = await t.db
      .select()
      .from(arisanTransfers)
      .where(eq(arisanTransfers.arisanId, group.arisan.id));

    const created = await pay(third.token, group.arisan.id);
    expect([created.status, created.body.message]).toEqual([409, message]);
    const proof = await uploadProof(group.members[1]!.token, waiting);
    expect([proof.status, proof.body.message]).toEqual([409, message]);
    const approved = await t.call({
      method: 'POST',
      url: `/api/arisan-transfers/${inReview}/approve`,
      token: b.adminToken,
    });
    expect([approved.status, approved.body.message]).toEqual([409, message]);

    const after = await t.db
      .select()
      .from(arisanTransfers)
      .where(eq(arisanTransfers.arisanId, group.arisan.id));
    expect(after).toEqual(before);
    expect(
      await t.db
        .select()
        .from(contributionPayments)
        .where(eq(contributionPayments.arisanId, group.arisan.id)),
    ).toEqual([]);
  });
});

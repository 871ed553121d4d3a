import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../test/race.ts';
import { orderStatusHistory, paymentProofs, proofUploadAttempts } from '../db/schema/index.ts';
import { barangTestContext } from '../modules/arisan-barang/barang.fixtures.ts';
import { barangGroupForPayments } from '../modules/arisan-barang/transfers.fixtures.ts';
import { createProduct, insertOrder, waitingOrder } from '../modules/orders/orders.fixtures.ts';
import { PROOF_UPLOAD_LIMIT } from './proof-upload-limit.ts';

// What a proof of transfer upload accepts, and how often (docs/security.md): the order's
// (POST /orders/{id}/payment-proof) and an arisan barang member's (POST /arisan-barang/transfers/{id}/proof).

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
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#3a7"/><text x="10" y="50">LUNAS Rp 5.000.000</text></svg>',
);
const WRONG_TYPE = 'Bukti transfer harus berupa foto (JPEG, PNG, WebP) atau PDF';
const sender = { sender_bank: 'BCA', sender_name: 'Budi Santoso' };

async function uploadOrderProof(token: string, orderId: number, file: Part) {
  const { body, headers } = await multipart({ ...sender, proof: file });
  return t.call({ method: 'POST', url: `/api/orders/${orderId}/payment-proof`, token, body, headers });
}

async function uploadTransferProof(token: string, transferId: number, file: Part) {
  const { body, headers } = await multipart({ ...sender, proof: file });
  const url = `/api/arisan-barang/transfers/${transferId}/proof`;
  return t.call({ method: 'POST', url, token, body, headers });
}

/** A member of a started group with a transfer for what is due, waiting for its proof. */
async function openTransfer() {
  const group = await barangGroupForPayments(b);
  const member = group.members[0]!;
  const res = await t.call({
    method: 'POST',
    url: `/api/arisan-barang/${group.arisan.id}/transfers`,
    token: member.token,
  });
  expect(res.status, res.raw).toBe(201);
  return { member, transferId: res.body.data.id as number };
}

const uploadsNoted = async (orderId: number) =>
  (
    await t.db
      .select()
      .from(orderStatusHistory)
      .where(
        and(
          eq(orderStatusHistory.orderId, orderId),
          like(orderStatusHistory.notes, 'Bukti transfer diunggah%'),
        ),
      )
  ).length;

describe('an SVG is not a proof of transfer', () => {
  const svgs: [string, Part][] = [
    ['as itself', { bytes: SVG, filename: 'bukti.svg', type: 'image/svg+xml' }],
    ['named .png and sent as image/png', { bytes: SVG, filename: 'bukti.png', type: 'image/png' }],
  ];

  it.each(svgs)(
    'refuses an SVG %s on an order with 415 and the message of every other wrong type',
    async (_, file) => {
      const { customer, order } = await waitingOrder(t);
      const text = await uploadOrderProof(customer.token, order.id, {
        bytes: Buffer.from('halo'),
        filename: 'a.txt',
      });
      expect(text.status).toBe(415);
      const res = await uploadOrderProof(customer.token, order.id, file);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: WRONG_TYPE, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(res.body).toEqual(text.body);
      expect(await t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id))).toEqual([]);
      const detail = await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token: customer.token });
      expect(detail.body.order.payment_confirmed_at).toBeNull();
    },
  );

  it.each(svgs)(
    'refuses an SVG %s on an arisan transfer with 415, the transfer still waiting',
    async (_, file) => {
      const { member, transferId } = await openTransfer();
      const res = await uploadTransferProof(member.token, transferId, file);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: WRONG_TYPE, code: 'UNSUPPORTED_MEDIA_TYPE' });
      const mine = await t.call({ method: 'GET', url: '/api/arisan-barang/mine', token: member.token });
      expect(JSON.stringify(mine.body)).toContain('"status":"pending"');
      const proof = await t.call({
        method: 'GET',
        url: `/api/arisan-barang/transfers/${transferId}/proof`,
        token: member.token,
      });
      expect(proof.status).toBe(404);
    },
  );
});

describe('a flood of proof uploads from one account', () => {
  it(`takes the first ${PROOF_UPLOAD_LIMIT.max} of 30 parallel uploads and answers the rest 429 with Retry-After, storing nothing more`, async () => {
    const { customer, order } = await waitingOrder(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        uploadOrderProof(customer.token, order.id, { bytes: PDF, filename: `bukti-${i}.pdf` }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(PROOF_UPLOAD_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - PROOF_UPLOAD_LIMIT.max);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body).toEqual({
        message: expect.stringMatching(
          /^Terlalu banyak unggahan bukti transfer\. Coba lagi dalam \d+ menit\.$/,
        ),
        code: 'RATE_LIMITED',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(PROOF_UPLOAD_LIMIT.windowMinutes * 60 - 60);
      expect(retryAfter).toBeLessThanOrEqual(PROOF_UPLOAD_LIMIT.windowMinutes * 60);
    }
    // One proof (each upload replaces the last), one history line per accepted upload, one count each.
    expect(await t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id))).toHaveLength(
      1,
    );
    expect(await uploadsNoted(order.id)).toBe(PROOF_UPLOAD_LIMIT.max);
    const counted = await t.db
      .select()
      .from(proofUploadAttempts)
      .where(eq(proofUploadAttempts.userId, customer.user.id));
    expect(counted).toHaveLength(PROOF_UPLOAD_LIMIT.max);
  });

  it('counts order and arisan transfer uploads together per account, and not other accounts', async () => {
    const { member, transferId } = await openTransfer();
    const product = await createProduct(t.db, { stock: 5 });
    const order = await insertOrder(t.db, { userId: member.user.id, productId: product.id });
    for (let i = 0; i < PROOF_UPLOAD_LIMIT.max; i++) {
      const res = await uploadOrderProof(member.token, order.id, { bytes: PDF, filename: `o-${i}.pdf` });
      expect(res.status, res.raw).toBe(200);
    }
    const refused = await uploadTransferProof(member.token, transferId, { bytes: PDF, filename: 't.pdf' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const other = await openTransfer();
    const accepted = await uploadTransferProof(other.member.token, other.transferId, {
      bytes: PDF,
      filename: 't.pdf',
    });
    expect(accepted.status, accepted.raw).toBe(200);
  });

  it('forgets uploads older than the window', async () => {
    const { customer, order } = await waitingOrder(t);
    const old = new Date(Date.now() - (PROOF_UPLOAD_LIMIT.windowMinutes * 60 + 5) * 1000);
    await t.db
      .insert(proofUploadAttempts)
      .values(Array.from({ length: PROOF_UPLOAD_LIMIT.max }, () => ({ userId: customer.user.id, at: old })));
    expect((await uploadOrderProof(customer.token, order.id, { bytes: PDF, filename: 'a.pdf' })).status).toBe(
      200,
    );
    const left = await t.db
      .select()
      .from(proofUploadAttempts)
      .where(eq(proofUploadAttempts.userId, customer.user.id));
    expect(left).toHaveLength(1);
  });

  // 12 racers, each pausing inside the account's lock: without it all of them count 0 before any writes.
  const race = async (hooks: typeof WIDE_WINDOW) => {
    const { customer, order } = await waitingOrder(t);
    const answers = await withRaceHooks(hooks, () =>
      Promise.all(
        Array.from({ length: PROOF_UPLOAD_LIMIT.max + 2 }, (_, i) =>
          uploadOrderProof(customer.token, order.id, { bytes: PDF, filename: `r-${i}.pdf` }),
        ),
      ),
    );
    return { statuses: answers.map((a) => a.status), accepted: await uploadsNoted(order.id) };
  };

  raceTest(
    'holds the limit for uploads racing on PostgreSQL',
    async () => {
      const { statuses, accepted } = await race(WIDE_WINDOW);
      expect(statuses.filter((s) => s === 200)).toHaveLength(PROOF_UPLOAD_LIMIT.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
      expect(accepted).toBe(PROOF_UPLOAD_LIMIT.max);
    },
    30_000,
  );

  raceTest(
    'would take every racing upload without the lock (the race test above is real)',
    async () => {
      const { statuses, accepted } = await race({ ...WIDE_WINDOW, unlocked: ['uploads.account'] });
      expect(statuses.filter((s) => s === 200)).toHaveLength(PROOF_UPLOAD_LIMIT.max + 2);
      expect(accepted).toBe(PROOF_UPLOAD_LIMIT.max + 2);
    },
    30_000,
  );
});

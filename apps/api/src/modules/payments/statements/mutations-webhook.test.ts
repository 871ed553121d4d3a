import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/app.ts';
import { bankMutations } from '../../../db/schema/index.ts';
import { day, decisionsOf, mutationCount, orderRow, orderWaitingFor } from './statements.fixtures.ts';

// POST /api/payments/mutations, the mutation services' webhook (docs/decisions/061-statement-matching.md):
// signed with BANK_WEBHOOK_SECRET over the raw body, matched like a statement, idempotent on `id`.

const SECRET = 'rahasia-webhook-mutasi-bank-42';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { BANK_WEBHOOK_SECRET: SECRET } });
});
afterAll(async () => {
  await t.close();
});

const sign = (raw: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

function post(raw: string, signature: string | undefined, on: TestContext = t) {
  return on.call({
    method: 'POST',
    url: '/api/payments/mutations',
    body: raw,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-signature': signature }),
    },
  });
}

let refused = 0;
const mutations = (...items: object[]) => JSON.stringify({ mutations: items });

describe('the signature', () => {
  it('pays the order a signed credit fits, with source webhook and the line as evidence', async () => {
    const order = await orderWaitingFor(t, 1_250_198);
    // Spacing as a service might send it: the signature is over these exact bytes.
    const raw = `{ "mutations": [ {"id": "bca-9001", "date": "${day(0)}", "amount": 1250198, "description": "TRSF E-BANKING CR BUDI"},
      {"id": "bca-9002", "date": "${day(0)}", "amount": -50000, "description": "BIAYA"} ] }`;
    const res = await post(raw, sign(raw));
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({ format: 'webhook', credits: 1, matched: 1, already_matched: 0 });
    expect(res.body.data.matches[0]).toEqual({
      line: { line_no: 1, date: day(0), description: 'TRSF E-BANKING CR BUDI', amount: 1_250_198 },
      payment: expect.objectContaining({ kind: 'order', id: order.id, state: 'paid' }),
    });
    expect((await orderRow(t, order.id)).paymentStatus).toBe('paid');
    expect(await decisionsOf(t, 'order', order.id)).toEqual([
      {
        source: 'webhook',
        action: 'approve',
        evidence: `Layanan mutasi ${day(0)} TRSF E-BANKING CR BUDI Rp\u00a01.250.198`,
      },
    ]);
    const [stored] = await t.db.select().from(bankMutations).where(eq(bankMutations.externalId, 'bca-9001'));
    expect(stored).toMatchObject({
      source: 'webhook',
      format: 'webhook',
      outcome: 'matched',
      importedBy: null,
    });
  });

  it.each([
    ['missing', undefined],
    ['wrong', sign('{"mutations": []}')],
    ['made with another secret', 'OTHER'],
    ['not sha256=<hex>', 'deadbeef'],
  ])('refuses a signature that is %s with 401 and stores nothing', async (_what, given) => {
    refused += 1;
    const order = await orderWaitingFor(t, 2_000_000 + refused);
    const raw = mutations({
      id: `x-${order.id}`,
      date: day(0),
      amount: (await orderRow(t, order.id)).totalAmount,
    });
    const signature = given === 'OTHER' ? sign(raw, 'kunci-lain-yang-cukup-panjang') : given;
    const before = await mutationCount(t);
    const res = await post(raw, signature);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Tanda tangan X-Signature tidak ada atau tidak cocok',
    });
    expect(await mutationCount(t)).toBe(before);
    expect((await orderRow(t, order.id)).paymentStatus).toBe('pending');
  });

  it('checks the signature before the fields: a signed but malformed body is a 400', async () => {
    const raw = mutations({ date: '2026-02-31', amount: 1.5 });
    expect((await post(raw, sign(raw))).status).toBe(400);
    expect((await post(raw, undefined)).status).toBe(401);
  });

  it('refuses a body over 1 MB with 413 before reading its signature', async () => {
    const raw = mutations({ date: day(0), amount: 1000, description: 'x'.repeat(900) }).replace(
      ']',
      `${`,{"date":"${day(0)}","amount":1000,"description":"${'y'.repeat(900)}"}`.repeat(1200)}]`,
    );
    const res = await post(raw, sign(raw));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 404 when BANK_WEBHOOK_SECRET is not set, whatever is sent', async () => {
    const off = await createTestContext();
    try {
      const raw = mutations({ id: 'a', date: day(0), amount: 1000 });
      const res = await post(raw, sign(raw), off);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Webhook mutasi tidak diaktifkan' });
      expect(await mutationCount(off)).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe('idempotent', () => {
  it('approves nothing again when the service sends the same id twice, even with other fields', async () => {
    const order = await orderWaitingFor(t, 3_330_333);
    const first = mutations({ id: 'mandiri-77', date: day(0), amount: 3_330_333, description: 'TRF BIFAST' });
    const again = mutations({
      id: 'mandiri-77',
      date: day(0),
      amount: 3_330_333,
      description: 'TRF BIFAST (ulang)',
    });
    expect((await post(first, sign(first))).body.data.matched).toBe(1);
    const res = await post(again, sign(again));
    expect(res.body.data).toMatchObject({ credits: 1, matched: 0, already_matched: 1, ambiguous: [] });
    expect(await decisionsOf(t, 'order', order.id)).toHaveLength(1);
  });

  it('knows a mutation without id by its fingerprint (date, amount, description, occurrence)', async () => {
    const order = await orderWaitingFor(t, 4_440_444);
    const raw = mutations(
      { date: day(0), amount: 4_440_444, description: 'SETORAN' },
      { date: day(0), amount: 10_000, description: 'SETORAN' },
    );
    expect((await post(raw, sign(raw))).body.data).toMatchObject({ matched: 1, already_matched: 0 });
    const res = await post(raw, sign(raw));
    expect(res.body.data).toMatchObject({ credits: 2, matched: 0, already_matched: 2 });
    expect(await decisionsOf(t, 'order', order.id)).toHaveLength(1);
  });
});

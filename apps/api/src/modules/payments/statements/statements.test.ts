import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../../test/app.ts';
import { arisanTransfers, bankMutations, orders } from '../../../db/schema/index.ts';
import { barangTestContext } from '../../arisan-barang/barang.fixtures.ts';
import { barangGroupForPayments } from '../../arisan-barang/transfers.fixtures.ts';
import { approvePayment } from '../index.ts';
import {
  day,
  decisionsOf,
  mutationCount,
  orderRow,
  orderWaitingFor,
  plainCsv,
  uploadStatement,
} from './statements.fixtures.ts';

// 'Impor Mutasi' through the API (docs/decisions/061-statement-matching.md): every format imports, a credit
// pays the one payment it fits, the rest goes to the owner, and nothing is approved twice.

let b: Awaited<ReturnType<typeof barangTestContext>>;
let t: TestContext;
beforeAll(async () => {
  b = await barangTestContext();
  t = b.t;
});
afterAll(async () => {
  await t.close();
});

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const amountsOf = (lines: { line: { amount: number } }[]) => lines.map((l) => l.line.amount);

describe('every statement format imports', () => {
  // In this order on one database: myBCA's export overlaps KlikBCA's by two lines, and the plain CSV
  // repeats one line of BNI's personal export word for word (case aside), so those are already read.
  it.each([
    ['bca-klikbca.csv', 'bca', 0, [1250198, 875321, 2100450, 3400077, 1499875, 650432]],
    ['bca-mybca.csv', 'bca', 2, [1875209, 4125066, 998877]],
    ['bni-direct.csv', 'bni', 0, [1250198, 2100450, 3400077]],
    ['bni-personal.csv', 'bni', 0, [1250198, 2100450, 3400077]],
    ['mandiri-livin.csv', 'mandiri', 0, [1250198, 875321, 2100450]],
    ['mandiri-kopra.csv', 'mandiri', 0, [1250198, 2100450, 3400077]],
    ['mandiri.mt940', 'mt940', 0, [1250198, 2100450, 3400077]],
    ['plain.csv', 'csv', 1, [2100450, 3400077]],
  ])('reads %s (%s) and reports each credit no payment fits', async (name, format, seen, amounts) => {
    const before = await mutationCount(t);
    const res = await uploadStatement(t, fixture(name));
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({
      format,
      credits: amounts.length + seen,
      matched: 0,
      already_matched: seen,
    });
    expect(amountsOf(res.body.data.unmatched)).toEqual(amounts);
    expect(await mutationCount(t)).toBe(before + amounts.length);
  });

  it('answers 422 naming the line for a file it cannot read, and saves nothing', async () => {
    const order = await orderWaitingFor(t, 7_300_111);
    const before = await mutationCount(t);
    const res = await uploadStatement(t, `${plainCsv([[day(0), 'A', 7_300_111]])}${day(0)},B\n`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'STATEMENT_UNREADABLE',
      message: 'Baris 3: perlu 3 kolom (tanggal, keterangan, jumlah), ada 2',
    });
    expect(await mutationCount(t)).toBe(before);
    expect((await orderRow(t, order.id)).paymentStatus).toBe('pending');
    const unknown = await uploadStatement(t, fixture('unknown-bank.csv'));
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/^Baris 1: format mutasi tidak dikenali/);
  });

  it('refuses a binary file named .csv (422) and a file over 5 MB (413), saving nothing', async () => {
    const before = await mutationCount(t);
    const workbook = await uploadStatement(t, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]));
    expect(workbook.status).toBe(422);
    expect(workbook.body).toEqual({
      code: 'STATEMENT_UNREADABLE',
      message:
        'Berkas ini Excel (XLSX) atau ZIP, bukan teks: simpan atau unduh mutasi sebagai CSV (atau MT940)',
    });
    const big = Buffer.concat([
      Buffer.from(plainCsv([[day(0), 'A', 1000]])),
      Buffer.alloc(5 * 1024 * 1024, 0x20),
    ]);
    const tooLarge = await uploadStatement(t, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await mutationCount(t)).toBe(before);
  });

  it('is for admins: 401 without a token, 403 for a customer, 415 without multipart, 400 without a file', async () => {
    const customer = await t.registerCustomer();
    const csv = plainCsv([[day(0), 'A', 1000]]);
    expect((await t.call({ method: 'POST', url: '/api/payments/statements' })).status).toBe(401);
    expect((await uploadStatement(t, csv, customer.token)).status).toBe(403);
    const json = await t.call({
      method: 'POST',
      url: '/api/payments/statements',
      token: await t.adminToken(),
      body: {},
    });
    expect(json.status).toBe(415);
    const { multipart } = await import('../../../../test/multipart.ts');
    const empty = await multipart({ note: 'tanpa berkas' });
    const none = await t.call({
      method: 'POST',
      url: '/api/payments/statements',
      token: await t.adminToken(),
      ...empty,
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Pilih satu berkas mutasi (CSV atau MT940)');
  });
});

describe('matching: one payment of the same amount whose window holds the credit', () => {
  it('pays the order of the exact amount, keeps the line as its evidence, and leaves near amounts', async () => {
    const order = await orderWaitingFor(t, 2_345_678);
    const res = await uploadStatement(
      t,
      plainCsv([
        [day(0), 'TRSF E-BANKING CR BUDI', 2_345_677],
        [day(0), 'TRSF E-BANKING CR BUDI SANTOSO', 2_345_678],
        [day(0), 'TRSF E-BANKING CR BUDI', 2_345_679],
        [day(0), 'Biaya admin', -5_000],
      ]),
    );
    expect(res.status, res.raw).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ format: 'csv', credits: 3, matched: 1, already_matched: 0, ambiguous: [] });
    expect(data.matches).toEqual([
      {
        line: { line_no: 3, date: day(0), description: 'TRSF E-BANKING CR BUDI SANTOSO', amount: 2_345_678 },
        payment: {
          kind: 'order',
          id: order.id,
          reference: order.number,
          label: expect.stringContaining(`Pesanan ${order.number} · `),
          amount: 2_345_678,
          state: 'paid',
          link: expect.any(String),
        },
      },
    ]);
    expect(amountsOf(data.unmatched)).toEqual([2_345_677, 2_345_679]);
    const row = await orderRow(t, order.id);
    expect([row.status, row.paymentStatus]).toEqual(['processing', 'paid']);
    expect(await decisionsOf(t, 'order', order.id)).toEqual([
      {
        source: 'statement',
        action: 'approve',
        evidence: `CSV ${day(0)} TRSF E-BANKING CR BUDI SANTOSO Rp\u00a02.345.678`,
      },
    ]);
    // The owner's view of the order shows the line; the customer's does not carry it.
    const admin = await t.call({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      token: await t.adminToken(),
    });
    expect(admin.body.order.payment_evidence).toEqual({
      source: 'statement',
      line: `CSV ${day(0)} TRSF E-BANKING CR BUDI SANTOSO Rp\u00a02.345.678`,
      decided_at: expect.any(String),
    });
    const own = await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token: order.customer.token });
    expect(own.body.order.payment_status).toBe('paid');
    expect(own.body.order).not.toHaveProperty('payment_evidence');
    const stored = await t.db.select().from(bankMutations).where(eq(bankMutations.amount, 2_345_678));
    expect(stored).toMatchObject([
      { outcome: 'matched', paymentKind: 'order', paymentId: order.id, source: 'statement', lineNo: 3 },
    ]);
  });

  it("matches only inside created .. deadline + MATCH_GRACE_HOURS (24 h), by the line's day", async () => {
    // Created day -10 at 10:00, deadline day -9 at 10:00: credits of day -11 and day -7 fall outside.
    const early = await orderWaitingFor(t, 3_100_001, day(-10), 24);
    const before = await uploadStatement(t, plainCsv([[day(-11), 'Terlalu awal', 3_100_001]]));
    const after = await uploadStatement(t, plainCsv([[day(-7), 'Terlambat', 3_100_001]]));
    expect([before.body.data.matched, after.body.data.matched]).toEqual([0, 0]);
    expect(amountsOf(after.body.data.unmatched)).toEqual([3_100_001]);
    expect((await orderRow(t, early.id)).paymentStatus).toBe('pending');
    // Day -8: past the deadline, inside the grace (it ends day -8 at 10:00).
    const grace = await uploadStatement(t, plainCsv([[day(-8), 'Dalam masa tenggang', 3_100_001]]));
    expect(grace.body.data.matched).toBe(1);
    expect((await orderRow(t, early.id)).paymentStatus).toBe('paid');
  });

  it('leaves a credit that fits a decided payment to the owner (decided), approving nothing again', async () => {
    const order = await orderWaitingFor(t, 4_200_042);
    await t.db.transaction((tx) =>
      approvePayment(tx, { kind: 'order', id: order.id }, { actorId: null, source: 'manual' }),
    );
    const res = await uploadStatement(t, plainCsv([[day(0), 'Transfer kedua', 4_200_042]]));
    expect(res.body.data).toMatchObject({ matched: 0, unmatched: [] });
    expect(res.body.data.ambiguous).toEqual([
      {
        line: expect.objectContaining({ amount: 4_200_042 }),
        payments: [expect.objectContaining({ kind: 'order', id: order.id, state: 'paid' })],
        reason: 'decided',
      },
    ]);
    expect(await decisionsOf(t, 'order', order.id)).toEqual([expect.objectContaining({ source: 'manual' })]);
  });

  it('never guesses between two payments a credit fits (several)', async () => {
    // The first order is paid, then a second one waits for the same amount (amounts are unique only
    // among open payments): a credit in both windows could be either's.
    const first = await orderWaitingFor(t, 5_500_055);
    await t.db.transaction((tx) =>
      approvePayment(tx, { kind: 'order', id: first.id }, { actorId: null, source: 'manual' }),
    );
    const second = await orderWaitingFor(t, 5_500_055);
    const res = await uploadStatement(t, plainCsv([[day(0), 'Transfer', 5_500_055]]));
    expect(res.body.data.matched).toBe(0);
    expect(res.body.data.ambiguous).toEqual([
      {
        line: expect.objectContaining({ amount: 5_500_055 }),
        payments: [
          expect.objectContaining({ id: first.id, state: 'paid' }),
          expect.objectContaining({ id: second.id, state: 'pending' }),
        ],
        reason: 'several',
      },
    ]);
    expect((await orderRow(t, second.id)).paymentStatus).toBe('pending');
    const [stored] = await t.db.select().from(bankMutations).where(eq(bankMutations.amount, 5_500_055));
    expect(stored).toMatchObject({ outcome: 'several', paymentId: null });
  });

  it("pays an arisan barang member's transfer the same way, and lists open payments no credit reached", async () => {
    const group = await barangGroupForPayments(b);
    const member = group.members[0]!;
    const opened = await t.call({
      method: 'POST',
      url: `/api/arisan-barang/${group.arisan.id}/transfers`,
      token: member.token,
    });
    expect(opened.status, opened.raw).toBe(201);
    const transfer = opened.body.data as { id: number; total_amount: number };
    const waiting = await orderWaitingFor(t, 6_600_066);
    const res = await uploadStatement(t, plainCsv([[day(0), 'Iuran arisan', transfer.total_amount]]));
    expect(res.body.data.matches).toEqual([
      {
        line: expect.objectContaining({ amount: transfer.total_amount }),
        payment: expect.objectContaining({ kind: 'barang_transfer', id: transfer.id, state: 'paid' }),
      },
    ]);
    const [row] = await t.db.select().from(arisanTransfers).where(eq(arisanTransfers.id, transfer.id));
    expect(row!.status).toBe('approved');
    const approved = await t.call({
      method: 'GET',
      url: '/api/arisan-transfers?status=approved',
      token: await t.adminToken(),
    });
    expect(approved.body.data.find((x: { id: number }) => x.id === transfer.id).payment_evidence).toEqual({
      source: 'statement',
      line: expect.stringMatching(/^CSV .* Iuran arisan Rp/),
      decided_at: expect.any(String),
    });
    expect(await decisionsOf(t, 'barang_transfer', transfer.id)).toEqual([
      expect.objectContaining({ source: 'statement', evidence: expect.stringContaining('Iuran arisan') }),
    ]);
    expect(res.body.data.waiting).toContainEqual(expect.objectContaining({ kind: 'order', id: waiting.id }));
    expect(res.body.data.waiting).not.toContainEqual(
      expect.objectContaining({ kind: 'barang_transfer', id: transfer.id }),
    );
  });
});

describe('idempotent: a line read again approves nothing twice', () => {
  it('reads the same file twice: the second import only counts the lines it has seen', async () => {
    const a = await orderWaitingFor(t, 7_100_071);
    const file = plainCsv([
      [day(0), 'Transfer A', 7_100_071],
      [day(0), 'Tanpa pesanan', 7_100_072],
    ]);
    const first = await uploadStatement(t, file);
    expect(first.body.data).toMatchObject({ matched: 1, already_matched: 0 });
    const before = await mutationCount(t);
    const again = await uploadStatement(t, file);
    expect(again.body.data).toMatchObject({
      credits: 2,
      matched: 0,
      already_matched: 2,
      matches: [],
      unmatched: [],
      ambiguous: [],
    });
    expect(await mutationCount(t)).toBe(before);
    expect(await decisionsOf(t, 'order', a.id)).toHaveLength(1);
  });

  it('reads two exports of overlapping periods: the shared lines are seen, the new ones matched', async () => {
    const a = await orderWaitingFor(t, 7_200_001, day(-3), 72);
    const c = await orderWaitingFor(t, 7_200_003, day(-3), 72);
    const older = await uploadStatement(
      t,
      fixtureLike([
        [day(-3), 'TRSF CR ANI', 7_200_001],
        [day(-2), 'TRSF CR DEDI', 7_200_002],
      ]),
    );
    expect(older.body.data).toMatchObject({ matched: 1, already_matched: 0 });
    const newer = await uploadStatement(
      t,
      fixtureLike([
        [day(-2), 'TRSF CR DEDI', 7_200_002],
        [day(-1), 'TRSF CR CICI', 7_200_003],
      ]),
    );
    expect(newer.body.data).toMatchObject({ format: 'bca', credits: 2, matched: 1, already_matched: 1 });
    expect(newer.body.data.matches[0].payment.id).toBe(c.id);
    expect(await decisionsOf(t, 'order', a.id)).toHaveLength(1);
    expect(await decisionsOf(t, 'order', c.id)).toHaveLength(1);
  });
});

/** A KlikBCA export of these credits, its period running from the first to the last line. */
function fixtureLike(lines: [date: string, text: string, amount: number][]): string {
  const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  return [
    "No. rekening : ,'8720451936",
    `Periode : ,${dmy(lines[0]![0])} - ${dmy(lines[lines.length - 1]![0])}`,
    'Kode Mata Uang : ,Rp',
    '',
    'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
    ...lines.map(([d, text, amount]) => `'${dmy(d).slice(0, 5)},'${text},'0000,${amount}.00,CR,0.00`),
    'Saldo Awal : ,0.00',
  ].join('\r\n');
}

describe('bank_mutations is append-only', () => {
  it('refuses UPDATE and DELETE of a line read', async () => {
    await uploadStatement(t, plainCsv([[day(0), 'Baris bukti', 8_800_088]]));
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'done',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(sql`update bank_mutations set outcome = 'unmatched' where amount = 8800088`),
    ).toMatch(/append-only/);
    expect(await refusal(sql`delete from bank_mutations where amount = 8800088`)).toMatch(/append-only/);
    expect(await t.db.select().from(orders).where(eq(orders.totalAmount, 8_800_088))).toEqual([]);
  });
});

/**
 * Bank statement matching ('Impor Mutasi', docs/decisions/061-statement-matching.md).
 *
 * 1. Reading: a generated 10,000-line KlikBCA export (one debit in ten among the credits, thousands
 *    separators, the summary rows) parsed into fingerprinted credits, against the comparator in the same
 *    run: the same file only decoded and split into its lines.
 * 2. Importing: the same export against 5,000 open orders (5,000 of its 9,000 credits pay one each, the
 *    rest fit none), the whole import in one transaction, against parsing the file alone. On PGlite and,
 *    when BENCH_DATABASE_URL names a PostgreSQL server, on a throw-away database there.
 */
import { pathToFileURL } from 'node:url';
import { todayInShop } from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { orderPayable } from '../apps/api/src/modules/orders/index.ts';
import { importStatement, parseStatement, registerPayable } from '../apps/api/src/modules/payments/index.ts';
import { rows } from '../apps/api/test/scale.ts';
import { onEachDatabase } from './support/databases.ts';

const LINES = 10_000;
const OPEN_PAYMENTS = 5_000;
const FIRST_AMOUNT = 1_000_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** A KlikBCA export of `lines` mutations booked on `date` (YYYY-MM-DD); credit i is FIRST_AMOUNT + i. */
export function bcaExport(lines: number, date: string): string {
  const dmy = `${date.slice(8, 10)}/${date.slice(5, 7)}`;
  const out = [
    "No. rekening : ,'8720451936",
    'Nama : ,TOKO FURNITUR INDONESIA',
    `Periode : ,${dmy}/${date.slice(0, 4)} - ${dmy}/${date.slice(0, 4)}`,
    'Kode Mata Uang : ,Rp',
    '',
    'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
  ];
  let balance = 10_000_000;
  const day = date.slice(8, 10);
  for (let i = 0; i < lines; i++) {
    const debit = i % 10 === 9;
    const amount = debit ? 150_000 : FIRST_AMOUNT + i;
    balance += debit ? -amount : amount;
    const who = `PEMBELI ${String(i).padStart(5, '0')}`;
    const text = debit
      ? `TRSF E-BANKING DB ${day}11/FTSCY/WS95271 ${amount}.00 ${who}`
      : `TRSF E-BANKING CR ${day}11/FTSCY/WS95031 ${amount}.00 ${who}`;
    const grouped = (n: number) => `"${n.toLocaleString('en-US')}.00"`;
    out.push(`'${dmy},'${text},'0000,${grouped(amount)},${debit ? 'DB' : 'CR'},${grouped(balance)}`);
  }
  out.push('Saldo Awal : ,10000000.00', `Saldo Akhir : ,${balance}.00`);
  return `${out.join('\r\n')}\r\n`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export function benchReading(file: Uint8Array): { parseMs: number; readMs: number } {
  const decoder = new TextDecoder();
  const parses: number[] = [];
  const reads: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const read = time(() => decoder.decode(file).split(/\r\n|\n|\r/));
    let credits = 0;
    const parse = time(() => {
      credits = parseStatement(file).credits.length;
    });
    if (credits !== LINES - LINES / 10)
      throw new Error(`expected ${LINES - LINES / 10} credits, read ${credits}`);
    // The first round warms the JIT up and is not counted.
    if (round > 0) {
      reads.push(read);
      parses.push(parse);
    }
  }
  return { parseMs: median(parses), readMs: median(reads) };
}

/** 5,000 waiting orders whose amounts are the first 5,000 credits' (created now, due in a day). */
async function openOrders(database: Database): Promise<void> {
  const db = database.db;
  const [user] = await rows<{ id: number }>(
    db,
    sql`insert into users (fullname, email, password_hash, role) values ('Pembeli Bench', 'bench@bench.local', 'x', 'customer') returning id`,
  );
  // Credit i is FIRST_AMOUNT + i for every i that is not a debit (i % 10 == 9).
  await db.execute(sql`
    insert into orders (order_number, user_id, customer_name, customer_email, subtotal, total_amount,
      unique_code, payment_method, shipping_address, payment_due_at)
    select 'ORD-BENCH-' || i, ${user!.id}, 'Pembeli Bench', 'bench@bench.local', ${FIRST_AMOUNT} + i - 1,
      ${FIRST_AMOUNT} + i, 1, 'bank_transfer', '-', now() + interval '1 day'
    from (select i from generate_series(0, ${LINES}) i where i % 10 <> 9 order by i limit ${OPEN_PAYMENTS}) c`);
}

async function benchImport(
  label: string,
  database: Database,
  file: Uint8Array,
  parseMs: number,
): Promise<void> {
  await database.migrate();
  await openOrders(database);
  const [admin] = await rows<{ id: number }>(
    database.db,
    sql`insert into users (fullname, email, password_hash, role) values ('Pemilik', 'owner@bench.local', 'x', 'admin') returning id`,
  );
  const started = performance.now();
  const result = await importStatement(database.db, file, admin!.id);
  const importMs = performance.now() - started;
  if (result.matched !== OPEN_PAYMENTS || result.unmatched.length !== LINES * 0.9 - OPEN_PAYMENTS) {
    throw new Error(
      `expected ${OPEN_PAYMENTS} matches, got ${result.matched} (${result.unmatched.length} unmatched)`,
    );
  }
  console.log(
    `statements [${label}]: importing it against ${OPEN_PAYMENTS.toLocaleString('en-US')} open orders ` +
      `(${result.matched.toLocaleString('en-US')} approved, ${result.unmatched.length.toLocaleString('en-US')} unmatched, one transaction) ` +
      `takes ${(importMs / 1000).toFixed(1)} s: ${(importMs / parseMs).toFixed(0)}x parsing the file alone, ` +
      `${(importMs / OPEN_PAYMENTS).toFixed(2)} ms an approval`,
  );
}

export default async function run(): Promise<void> {
  registerPayable('order', orderPayable);
  const file = new TextEncoder().encode(bcaExport(LINES, todayInShop()));
  const { parseMs, readMs } = benchReading(file);
  console.log(
    `statements: parsing a ${LINES.toLocaleString('en-US')}-line KlikBCA export (${(file.length / 1024).toFixed(0)} KB) ` +
      `takes ${parseMs.toFixed(1)} ms, decoding and splitting it ${readMs.toFixed(1)} ms: ` +
      `${(parseMs / readMs).toFixed(1)}x reading the file alone (median of ${ROUNDS})`,
  );
  await onEachDatabase('statements', (label, database) => benchImport(label, database, file, parseMs));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

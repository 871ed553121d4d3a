/**
 * Bank statement matching ('Impor Mutasi', docs/decisions/061-statement-matching.md).
 *
 * 1. Reading: a generated 10,000-line KlikBCA export (a few debits among the credits, thousands
 *    separators, the summary rows) parsed into fingerprinted credits, against the comparator in the same
 *    run: the same file only decoded and split into its lines.
 */
import { pathToFileURL } from 'node:url';
import { parseStatement } from '../apps/api/src/modules/payments/index.ts';

const LINES = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** A KlikBCA export of `lines` mutations in November 2026; credit i is `amountOf(i)`. */
export function bcaExport(lines: number, amountOf: (i: number) => number): string {
  const rows = [
    "No. rekening : ,'8720451936",
    'Nama : ,TOKO FURNITUR INDONESIA',
    'Periode : ,01/11/2026 - 30/11/2026',
    'Kode Mata Uang : ,Rp',
    '',
    'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
  ];
  let balance = 10_000_000;
  for (let i = 0; i < lines; i++) {
    const day = String(1 + Math.floor((i * 30) / lines)).padStart(2, '0');
    const debit = i % 10 === 9;
    const amount = debit ? 150_000 : amountOf(i);
    balance += debit ? -amount : amount;
    const who = `PEMBELI ${String(i).padStart(5, '0')}`;
    const text = debit
      ? `TRSF E-BANKING DB ${day}11/FTSCY/WS95271 ${amount}.00 ${who}`
      : `TRSF E-BANKING CR ${day}11/FTSCY/WS95031 ${amount}.00 ${who}`;
    const grouped = (n: number) => `"${n.toLocaleString('en-US')}.00"`;
    rows.push(`'${day}/11,'${text},'0000,${grouped(amount)},${debit ? 'DB' : 'CR'},${grouped(balance)}`);
  }
  rows.push('Saldo Awal : ,10000000.00', `Saldo Akhir : ,${balance}.00`);
  return `${rows.join('\r\n')}\r\n`;
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

export default async function run(): Promise<void> {
  const file = new TextEncoder().encode(bcaExport(LINES, (i) => 1_000_000 + i));
  const { parseMs, readMs } = benchReading(file);
  console.log(
    `statements: parsing a ${LINES.toLocaleString('en-US')}-line KlikBCA export (${(file.length / 1024).toFixed(0)} KB) ` +
      `takes ${parseMs.toFixed(1)} ms, decoding and splitting it ${readMs.toFixed(1)} ms: ` +
      `${(parseMs / readMs).toFixed(1)}x reading the file alone (median of ${ROUNDS})`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

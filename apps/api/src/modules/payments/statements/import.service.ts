import { formatRupiah, type StatementImport, type StatementImportFormat, shopDayStart } from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { insideLock, lockTaken } from '../../../db/race.ts';
import { bankMutations } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/errors.ts';
import { openPaymentsBetween, type PaymentCandidate, paymentsWithAmounts } from '../candidates.ts';
import { MATCH_GRACE_HOURS } from '../deadlines.ts';
import { approvePayment } from '../decisions.service.ts';
import type { DecisionSource } from '../payables.ts';

// Matching bank credits against the payments the shop waits for (docs/decisions/061-statement-matching.md).
// One import is one transaction: every line is recorded with what it did, or nothing is.

/** A credit to match: a statement's line or a webhook's mutation. */
export interface CreditLine {
  line_no: number;
  date: string;
  description: string;
  amount: number;
  fingerprint: string;
  externalId?: string;
}

export interface ImportOrigin {
  format: StatementImportFormat;
  source: Extract<DecisionSource, 'statement' | 'webhook'>;
  /** The admin who uploaded the statement; null for a webhook. */
  actorId: number | null;
  /** The first and last date the statement covers (for the payments that got no credit). */
  from: string | null;
  to: string | null;
}

type Outcome = 'matched' | 'unmatched' | 'several' | 'decided';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * How far before a credit a payment may have been created and still be looked at. An order's own
 * window ends a day after its deadline; a member transfer has none, and one open longer than this is
 * the owner's to settle by hand.
 */
const LOOKBACK_DAYS = 92;
/** Rows a single INSERT writes (PostgreSQL takes at most 65,535 parameters a statement). */
const INSERT_BATCH = 1000;
/** The one advisory lock all imports share; any constant no other code takes. */
const IMPORT_LOCK_KEY = 230_061;

const FORMAT_LABEL: Record<StatementImportFormat, string> = {
  bca: 'BCA',
  bni: 'BNI',
  mandiri: 'Mandiri',
  mt940: 'MT940',
  csv: 'CSV',
  webhook: 'Layanan mutasi',
};

const dayAfter = (date: string) => new Date(shopDayStart(date).getTime() + DAY);

/** The line's day (WIB) overlaps the payment's window: created .. deadline + grace (no deadline: open-ended). */
function windowHolds(p: PaymentCandidate, date: string): boolean {
  const start = shopDayStart(date).getTime();
  if (p.createdAt.getTime() >= start + DAY) return false;
  return p.deadline === null || p.deadline.getTime() + MATCH_GRACE_HOURS * HOUR >= start;
}

const toPayment = (p: PaymentCandidate) => ({
  kind: p.kind,
  id: p.id,
  reference: p.reference,
  label: p.label,
  amount: p.amount,
  state: p.state,
  link: p.link,
});

const toLine = (l: CreditLine) => ({
  line_no: l.line_no,
  date: l.date,
  description: l.description,
  amount: l.amount,
});

/** The fingerprints of these lines the shop has already read. */
async function seenFingerprints(tx: Db, lines: CreditLine[]): Promise<Set<string>> {
  if (lines.length === 0) return new Set();
  // One text[] parameter however many lines (fingerprints are hex, nothing to escape).
  const list = `{${lines.map((l) => l.fingerprint).join(',')}}`;
  const result = await tx.execute<{ fingerprint: string }>(
    sql`select ${bankMutations.fingerprint} as fingerprint from ${bankMutations}
        where ${bankMutations.fingerprint} = any(${list}::text[])`,
  );
  return new Set((result as unknown as { rows: { fingerprint: string }[] }).rows.map((r) => r.fingerprint));
}

/** The evidence a payment keeps: 'BCA 2026-11-20 TRSF E-BANKING CR ... Rp 1.250.198'. */
export function evidenceOf(format: StatementImportFormat, line: CreditLine): string {
  return `${FORMAT_LABEL[format]} ${line.date} ${line.description} ${formatRupiah(line.amount)}`.trim();
}

/**
 * Reads the credits into the shop: each line not seen before pays the one payment that fits it (same amount
 * to the rupiah, its window holding the line's date), through approvePayment with the line as evidence;
 * a line that fits several payments or only a decided one is left to the owner, never guessed. Every new
 * line is recorded with its outcome, in the caller's transaction with the imports' lock held.
 */
export async function importCredits(
  tx: Db,
  lines: CreditLine[],
  origin: ImportOrigin,
): Promise<StatementImport> {
  // One import at a time, statements and webhooks alike: a line two imports read at once is new to the
  // first and already read for the second, and a payment two lines fit is decided once.
  if (lockTaken('payments.statement'))
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
  const seen = await seenFingerprints(tx, lines);
  const fresh: CreditLine[] = [];
  let alreadyMatched = 0;
  for (const line of lines) {
    if (seen.has(line.fingerprint)) alreadyMatched++;
    else {
      seen.add(line.fingerprint);
      fresh.push(line);
    }
  }

  const dates = fresh.map((l) => l.date).sort();
  const candidates =
    fresh.length === 0
      ? []
      : await paymentsWithAmounts(
          tx,
          fresh.map((l) => l.amount),
          new Date(shopDayStart(dates[0]!).getTime() - LOOKBACK_DAYS * DAY),
          dayAfter(dates[dates.length - 1]!),
        );
  await insideLock('payments.statement');
  const byAmount = new Map<number, PaymentCandidate[]>();
  for (const c of candidates) byAmount.set(c.amount, [...(byAmount.get(c.amount) ?? []), c]);

  const result: StatementImport = {
    format: origin.format,
    credits: lines.length,
    matched: 0,
    already_matched: alreadyMatched,
    matches: [],
    unmatched: [],
    ambiguous: [],
    waiting: [],
  };
  const credited = new Set<PaymentCandidate>();
  const records: (typeof bankMutations.$inferInsert)[] = [];
  for (const line of fresh) {
    const fits = (byAmount.get(line.amount) ?? []).filter((p) => windowHolds(p, line.date));
    for (const p of fits) credited.add(p);
    let outcome: Outcome;
    let paid: PaymentCandidate | null = null;
    if (fits.length === 0) outcome = 'unmatched';
    else if (fits.length > 1) outcome = 'several';
    else if (!fits[0]!.open) outcome = 'decided';
    else {
      paid = fits[0]!;
      outcome = (await approveLine(tx, paid, line, origin)) ? 'matched' : 'decided';
    }
    if (outcome === 'matched') {
      result.matched++;
      result.matches.push({ line: toLine(line), payment: toPayment(paid!) });
    } else if (outcome === 'unmatched') result.unmatched.push({ line: toLine(line) });
    else result.ambiguous.push({ line: toLine(line), payments: fits.map(toPayment), reason: outcome });
    records.push({
      fingerprint: line.fingerprint,
      source: origin.source,
      format: origin.format,
      externalId: line.externalId ?? null,
      lineNo: line.line_no,
      bookedOn: line.date,
      amount: line.amount,
      description: line.description,
      outcome,
      paymentKind: outcome === 'matched' ? paid!.kind : null,
      paymentId: outcome === 'matched' ? paid!.id : null,
      importedBy: origin.actorId,
    });
  }
  for (let i = 0; i < records.length; i += INSERT_BATCH) {
    await tx
      .insert(bankMutations)
      .values(records.slice(i, i + INSERT_BATCH))
      .onConflictDoNothing();
  }

  const from = origin.from ?? dates[0];
  const to = origin.to ?? dates[dates.length - 1];
  if (from && to) {
    const open = await openPaymentsBetween(tx, shopDayStart(from), dayAfter(to));
    const got = new Set([...credited].map((p) => `${p.kind}:${p.id}`));
    result.waiting = open.filter((p) => !got.has(`${p.kind}:${p.id}`)).map(toPayment);
  }
  return result;
}

/**
 * Approves the one payment a line fits; false when it was decided meanwhile (the owner's click, the
 * expiry job, an earlier line of this import), which the verb refuses with CONFLICT before it writes.
 */
async function approveLine(
  tx: Db,
  payment: PaymentCandidate,
  line: CreditLine,
  origin: ImportOrigin,
): Promise<boolean> {
  try {
    await approvePayment(
      tx,
      { kind: payment.kind, id: payment.id },
      {
        actorId: origin.actorId,
        source: origin.source,
        evidence: evidenceOf(origin.format, line),
        paidOn: line.date,
      },
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') return false;
    throw err;
  }
  payment.open = false;
  payment.state = 'paid';
  return true;
}

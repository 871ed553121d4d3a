import type { MutationsWebhookBody, StatementImport } from '@toko/shared';
import type { Db } from '../../../db/client.ts';
import { type CreditLine, importCredits } from './import.service.ts';
import { parseStatement } from './parse-statement.ts';
import { fingerprintCredits, fingerprintOfId } from './statement-lines.ts';

// The two ways bank credits come in ('Impor Mutasi', docs/decisions/061-statement-matching.md): an export
// the owner uploads, and a mutation service's webhook. Both are matched the same way.

/** Reads a statement file whole (or refuses it, saving nothing), then matches its credits in one transaction. */
export async function importStatement(db: Db, file: Uint8Array, actorId: number): Promise<StatementImport> {
  const parsed = parseStatement(file);
  return db.transaction((tx) =>
    importCredits(tx, parsed.credits, {
      format: parsed.format,
      source: 'statement',
      actorId,
      from: parsed.from,
      to: parsed.to,
    }),
  );
}

/**
 * A mutation service's credits (amount > 0; the rest is money out). A mutation with the service's id is
 * known by that id, so a retried delivery approves nothing again; one without is known by its fingerprint.
 */
export async function importWebhookMutations(db: Db, body: MutationsWebhookBody): Promise<StatementImport> {
  const entries = body.mutations.map((m, i) => ({
    lineNo: i + 1,
    date: m.date,
    description: m.description,
    amount: m.amount,
  }));
  const credits: CreditLine[] = fingerprintCredits(entries).map((c) => {
    const id = body.mutations[c.line_no - 1]!.id;
    return id === undefined ? c : { ...c, fingerprint: fingerprintOfId(id), externalId: id };
  });
  return db.transaction((tx) =>
    importCredits(tx, credits, { format: 'webhook', source: 'webhook', actorId: null, from: null, to: null }),
  );
}

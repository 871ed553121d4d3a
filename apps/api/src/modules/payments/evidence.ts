import type { PaymentEvidence } from '@toko/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentDecisions } from '../../db/schema/index.ts';
import { approvalNote } from './decisions.service.ts';
import type { DecisionSource, PayableKind } from './payables.ts';

/**
 * The proof of each approved payment of one kind, for the owner's views (docs/decisions/061): the latest
 * approval's source and evidence line, in one query however many payments a list shows.
 */
export async function paymentEvidenceOf(
  db: Db,
  kind: PayableKind,
  ids: number[],
): Promise<Map<number, PaymentEvidence>> {
  const found = new Map<number, PaymentEvidence>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: paymentDecisions.payableId,
      source: paymentDecisions.source,
      evidence: paymentDecisions.evidence,
      decidedAt: paymentDecisions.decidedAt,
    })
    .from(paymentDecisions)
    .where(
      and(
        eq(paymentDecisions.kind, kind),
        eq(paymentDecisions.action, 'approve'),
        inArray(paymentDecisions.payableId, [...new Set(ids)]),
      ),
    )
    .orderBy(desc(paymentDecisions.decidedAt), desc(paymentDecisions.id));
  for (const r of rows) {
    if (found.has(r.id)) continue;
    const source = r.source as DecisionSource;
    found.set(r.id, {
      source,
      line: r.evidence ?? approvalNote(source, undefined),
      decided_at: r.decidedAt.toISOString(),
    });
  }
  return found;
}

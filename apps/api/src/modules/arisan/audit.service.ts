import { type ArisanAuditEntry, buildPagination } from '@toko/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisanAudit, users } from '../../db/schema/index.ts';
import { countAll, offsetOf } from '../../db/sql.ts';

// The arisan's append-only history (decision 034): every change to an arisan, a membership, a recipient,
// a draw, a payout or a payment writes one row in the same transaction as the change itself.

export type AuditEntity = ArisanAuditEntry['entity'];

export async function recordAudit(
  tx: Db,
  entry: {
    arisanId: number;
    entity: AuditEntity;
    entityId: number | null;
    action: string;
    before?: unknown;
    after?: unknown;
    actorId: number | null;
  },
): Promise<void> {
  await tx.insert(arisanAudit).values({
    arisanId: entry.arisanId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    actorId: entry.actorId,
  });
}

/** The history of one arisan, newest first. */
export async function listAudit(db: Db, arisanId: number, page: number, limit: number) {
  const where = eq(arisanAudit.arisanId, arisanId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: arisanAudit.id,
        entity: arisanAudit.entity,
        entity_id: arisanAudit.entityId,
        action: arisanAudit.action,
        before: arisanAudit.before,
        after: arisanAudit.after,
        actor_name: users.fullname,
        at: arisanAudit.at,
      })
      .from(arisanAudit)
      .leftJoin(users, eq(users.id, arisanAudit.actorId))
      .where(where)
      .orderBy(desc(arisanAudit.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ n: countAll() }).from(arisanAudit).where(where),
  ]);
  return {
    data: rows.map(
      (r): ArisanAuditEntry => ({
        ...r,
        entity: r.entity as AuditEntity,
        at: r.at.toISOString(),
      }),
    ),
    pagination: buildPagination(total?.n ?? 0, page, limit),
  };
}

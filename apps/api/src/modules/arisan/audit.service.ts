import { type ArisanAuditEntry, buildPagination } from '@toko/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisanAudit, arisanMemberships, members, users } from '../../db/schema/index.ts';
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
    names: await namesIn(db, rows),
  };
}

/** Keys of an entry's before/after that hold a member's id, or a list of them, or a membership's id. */
const MEMBER_KEYS = [
  'member_id',
  'other_member_id',
  'winner_member_id',
  'eligible_member_ids',
  'draw_member_ids',
];
const MEMBERSHIP_KEYS = ['membership_id'];

function idsUnder(value: unknown, keys: string[], into: Set<number>) {
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (!keys.includes(key)) continue;
    for (const id of Array.isArray(v) ? v : [v]) if (Number.isSafeInteger(id)) into.add(id as number);
  }
}

/**
 * The names behind the ids a page of history mentions, so 'Riwayat Perubahan' reads 'Pemenang: Siti'
 * rather than 'winner_member_id: 23'; a member deleted since keeps only their number.
 */
async function namesIn(
  db: Db,
  rows: { entity: string; entity_id: number | null; before: unknown; after: unknown }[],
) {
  const memberIds = new Set<number>();
  const membershipIds = new Set<number>();
  for (const r of rows) {
    for (const side of [r.before, r.after]) {
      idsUnder(side, MEMBER_KEYS, memberIds);
      idsUnder(side, MEMBERSHIP_KEYS, membershipIds);
    }
    if (r.entity === 'membership' && r.entity_id !== null) membershipIds.add(r.entity_id);
  }
  const [people, seats] = await Promise.all([
    memberIds.size === 0
      ? []
      : db
          .select({ id: members.id, name: members.name })
          .from(members)
          .where(inArray(members.id, [...memberIds])),
    membershipIds.size === 0
      ? []
      : db
          .select({ id: arisanMemberships.id, name: members.name })
          .from(arisanMemberships)
          .innerJoin(members, eq(members.id, arisanMemberships.memberId))
          .where(inArray(arisanMemberships.id, [...membershipIds])),
  ]);
  return {
    members: Object.fromEntries(people.map((p) => [String(p.id), p.name])),
    memberships: Object.fromEntries(seats.map((s) => [String(s.id), s.name])),
  };
}

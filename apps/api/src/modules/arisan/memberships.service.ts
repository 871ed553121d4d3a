import { type AddArisanMemberBody, type ArisanMembership, earlyPositionRefusal } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, pgErrorCode } from '../../db/pg-errors.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { arisanMemberships, arisanRecipients, contributionPayments, members } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { receivedDateSql } from './arisan.sql.ts';
import { arisanArchived, isArisanStarted, lockArisan } from './arisans.service.ts';
import { recordAudit } from './audit.service.ts';
import { scheduleOf, syncDues } from './dues.service.ts';
import { rulesOf } from './kinds.ts';
import { listReliabilitySummaries } from './reliability.service.ts';

// Memberships: joining and leaving an arisan. Paid cycles are the ledger's (written by its trigger only,
// decision 031) and receiving the pot is arisan_recipients' (decision 033); both are read here, never
// written.

export type MembershipRow = typeof arisanMemberships.$inferSelect;

export const notAMember = () => AppError.notFound('Member tidak terdaftar di arisan ini');

/** Locks the member's membership of the arisan for the rest of the transaction (404 when there is none). */
export async function lockMembership(tx: Db, arisanId: number, memberId: number): Promise<MembershipRow> {
  const membership = tx
    .select()
    .from(arisanMemberships)
    .where(and(eq(arisanMemberships.arisanId, arisanId), eq(arisanMemberships.memberId, memberId)));
  const [row] = await (lockTaken('arisan.membership') ? membership.for('update') : membership);
  if (!row) throw notAMember();
  await insideLock('arisan.membership');
  return row;
}

/** The membership as the API answers it, with its derived received date. */
export async function getMembership(tx: Db, membershipId: number): Promise<ArisanMembership> {
  const [row] = await tx
    .select({
      id: arisanMemberships.id,
      arisan_id: arisanMemberships.arisanId,
      member_id: arisanMemberships.memberId,
      position: arisanMemberships.position,
      received_date: receivedDateSql(),
      total_paid_cycles: arisanMemberships.paidCycles,
    })
    .from(arisanMemberships)
    .where(eq(arisanMemberships.id, membershipId));
  if (!row) throw notAMember();
  return { ...row, has_received: row.received_date !== null };
}

/**
 * Joins a member at a free position; in a started arisan they get their schedule at once. `accountSeat` is
 * a customer's own join (arisan barang's 'Gabung', ADR 042), which the arisan's kind may require.
 */
export async function addArisanMember(
  db: Db,
  body: AddArisanMemberBody,
  actorId: number | null = null,
  { accountSeat = false }: { accountSeat?: boolean } = {},
): Promise<ArisanMembership> {
  try {
    return await db.transaction(async (tx) => {
      const arisan = await lockArisan(tx, body.arisan_id, 'update');
      if (arisan.archivedAt) throw arisanArchived();
      rulesOf(arisan).checkJoin?.(arisan, accountSeat);
      const [member] = await tx
        .select({ id: members.id, name: members.name })
        .from(members)
        .where(eq(members.id, body.member_id))
        .for('key share');
      if (!member) throw AppError.notFound('Member tidak ditemukan');
      await assertEarlyPositions(tx, arisan, [{ ...member, position: body.position }]);
      const taken = await tx
        .select({
          memberId: arisanMemberships.memberId,
          position: arisanMemberships.position,
          name: members.name,
        })
        .from(arisanMemberships)
        .innerJoin(members, eq(members.id, arisanMemberships.memberId))
        .where(
          and(
            eq(arisanMemberships.arisanId, body.arisan_id),
            sql`(${arisanMemberships.memberId} = ${body.member_id} or ${arisanMemberships.position} = ${body.position})`,
          ),
        );
      if (taken.some((t) => t.memberId === body.member_id)) throw alreadyJoined();
      const holder = taken.find((t) => t.position === body.position);
      if (holder) throw positionTaken(body.position, holder.name);
      const [row] = await tx
        .insert(arisanMemberships)
        .values({ arisanId: body.arisan_id, memberId: body.member_id, position: body.position })
        .returning();
      if (await isArisanStarted(tx, arisan.id)) await syncDues(tx, scheduleOf(arisan), row!.id);
      const membership = await getMembership(tx, row!.id);
      await recordAudit(tx, {
        arisanId: arisan.id,
        entity: 'membership',
        entityId: row!.id,
        action: 'create',
        after: membership,
        actorId,
      });
      return membership;
    });
  } catch (err) {
    // Unique indexes catch what a racing request slipped past the checks.
    if (isUniqueViolation(err)) {
      if (isUniqueViolation(err, 'arisan_memberships_member_key')) throw alreadyJoined();
      throw positionTaken(body.position);
    }
    throw err;
  }
}

/**
 * The arisan's minimum on-time share for its early positions (decision 079): each member placed in the
 * first half must have at least that share across all their arisans; without any history they do not.
 */
export async function assertEarlyPositions(
  tx: Db,
  arisan: { duration: number; earlyMinOnTimePercent: number | null },
  placed: { id: number; name: string; position: number }[],
): Promise<void> {
  if (arisan.earlyMinOnTimePercent === null || placed.length === 0) return;
  const shares = await listReliabilitySummaries(
    tx,
    placed.map((m) => m.id),
  );
  for (const m of placed) {
    const refusal = earlyPositionRefusal({
      memberName: m.name,
      position: m.position,
      duration: arisan.duration,
      minimumPercent: arisan.earlyMinOnTimePercent,
      onTimePercent: shares.get(m.id)?.on_time_percent ?? null,
    });
    if (refusal) throw AppError.conflict(refusal);
  }
}

const alreadyJoined = () => AppError.conflict('Member sudah terdaftar di arisan ini');
const positionTaken = (position: number, holder?: string) =>
  AppError.conflict(`Posisi ${position} sudah ditempati${holder ? ` oleh ${holder}` : ''}`);

const hasPaid = () =>
  AppError.conflict(
    'Member sudah membayar kontribusi dan tidak dapat dihapus dari arisan: catatan uang tidak boleh hilang',
  );
const hasReceivedRecord = () =>
  AppError.conflict('Member sudah tercatat sebagai penerima arisan dan tidak dapat dihapus dari arisan');

/** A member who has paid anything, or was ever recorded as a recipient, stays in the arisan. */
export async function removeArisanMember(
  db: Db,
  arisanId: number,
  memberId: number,
  actorId: number | null = null,
) {
  try {
    return await db.transaction(async (tx) => {
      const arisan = await lockArisan(tx, arisanId, 'update');
      if (arisan.archivedAt) throw arisanArchived();
      await rulesOf(arisan).checkLeave?.(tx, arisan);
      const membership = await lockMembership(tx, arisanId, memberId);
      const [payment] = await tx
        .select({ id: contributionPayments.id })
        .from(contributionPayments)
        .where(eq(contributionPayments.membershipId, membership.id))
        .limit(1);
      if (payment || membership.paidCycles > 0) throw hasPaid();
      const [recipient] = await tx
        .select({ id: arisanRecipients.id })
        .from(arisanRecipients)
        .where(eq(arisanRecipients.membershipId, membership.id))
        .limit(1);
      if (recipient) throw hasReceivedRecord();
      const before = await getMembership(tx, membership.id);
      // Its (unpaid) dues go with it (ON DELETE CASCADE).
      await tx.delete(arisanMemberships).where(eq(arisanMemberships.id, membership.id));
      await rulesOf(arisan).afterLeave?.(tx, arisan);
      await recordAudit(tx, {
        arisanId,
        entity: 'membership',
        entityId: membership.id,
        action: 'delete',
        before,
        actorId,
      });
      return { arisan_id: arisanId, member_id: memberId };
    });
  } catch (err) {
    if (pgErrorCode(err) === '23503') throw hasPaid();
    throw err;
  }
}

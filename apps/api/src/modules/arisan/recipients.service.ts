import {
  type ArisanMembership,
  type AssignRecipientBody,
  type CycleRecipient,
  cycleDate,
  type ReceivedBody,
  type SavingType,
  todayInShop,
} from '@toko/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, pgErrorCode } from '../../db/pg-errors.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import {
  arisanMemberships,
  arisanPayouts,
  arisanRecipients,
  type arisans,
  members,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { arisanArchived, lockArisan } from './arisans.service.ts';
import { recordAudit } from './audit.service.ts';
import { listRecipients } from './dues.service.ts';
import { rulesOf, rulesOfArisan } from './kinds.ts';
import { getMembership, lockMembership, type MembershipRow } from './memberships.service.ts';

// Who receives each cycle's pot (decision 033). One active recipient per cycle and one per membership are
// unique indexes; the cycle must have come and the date may not be after today (a trigger,
// the arisan_cycle_rules migration). A change is a revocation (who, when, why) plus a new row, never an overwrite.

type ArisanRow = typeof arisans.$inferSelect;
type RecipientRow = typeof arisanRecipients.$inferSelect;

const dueDateOf = (arisan: ArisanRow, cycle: number) =>
  cycleDate(arisan.startDate, arisan.savingType as SavingType, cycle - 1);

/** The active (not revoked) recipient of a membership or of a cycle, if any. */
export async function activeRecipient(
  tx: Db,
  where: { membershipId: number } | { arisanId: number; cycle: number },
): Promise<(RecipientRow & { name: string }) | undefined> {
  const [row] = await tx
    .select({ recipient: arisanRecipients, name: members.name })
    .from(arisanRecipients)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, arisanRecipients.membershipId))
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .where(
      and(
        isNull(arisanRecipients.revokedAt),
        'membershipId' in where
          ? eq(arisanRecipients.membershipId, where.membershipId)
          : and(eq(arisanRecipients.arisanId, where.arisanId), eq(arisanRecipients.cycle, where.cycle)),
      ),
    );
  return row ? { ...row.recipient, name: row.name } : undefined;
}

/** The checks the database makes too, answered first in words an organiser understands. */
async function checkRecipient(
  tx: Db,
  arisan: ArisanRow,
  membership: MembershipRow,
  cycle: number,
  receivedDate: string,
  today: string,
) {
  if (cycle > arisan.duration) {
    throw AppError.conflict(`Putaran ${cycle} melebihi durasi arisan (${arisan.duration} putaran)`);
  }
  const due = dueDateOf(arisan, cycle);
  if (due > today) {
    throw AppError.conflict(`Putaran ${cycle} belum tiba: jatuh tempo ${due}`);
  }
  checkReceivedDate(receivedDate, today);
  const holder = await activeRecipient(tx, { arisanId: arisan.id, cycle });
  if (holder) throw cycleTaken(cycle, holder.name);
  const own = await activeRecipient(tx, { membershipId: membership.id });
  if (own) throw AppError.conflict(`${own.name} sudah menerima arisan pada putaran ${own.cycle}`);
}

/** A pot cannot be received in the future (a 2099 date is a typing slip, not a plan). */
function checkReceivedDate(receivedDate: string, today: string) {
  if (receivedDate > today) {
    const message = 'Tanggal terima tidak boleh setelah hari ini';
    throw AppError.validation(message, [{ path: 'received_date', message }]);
  }
}

const cycleTaken = (cycle: number, name?: string) =>
  AppError.conflict(`Putaran ${cycle} sudah punya penerima${name ? `: ${name}` : ''}`);

/**
 * Whether the arisan's kind hears a recipient change: 'follow' tells it (arisan barang makes or cancels the
 * cycle's order with the recipient); 'keep' does not, for a correction of the received date that keeps
 * member and cycle.
 */
type OrderEffect = 'follow' | 'keep';

/**
 * Inserts a recipient row and its history entry; the database refuses what the checks let through. The
 * kind's rules hear it in the same transaction (the caller holds the arisan row as lockForRecipient
 * takes it).
 */
export async function insertRecipient(
  tx: Db,
  arisan: ArisanRow,
  values: typeof arisanRecipients.$inferInsert,
  actorId: number | null,
  order: OrderEffect = 'follow',
): Promise<CycleRecipient> {
  const [row] = await tx
    .insert(arisanRecipients)
    .values({ ...values, recordedBy: actorId })
    .returning();
  if (order === 'follow') await rulesOf(arisan).afterRecipient?.(tx, arisan, values, actorId);
  const recipient = (await listRecipients(tx, values.arisanId)).find((r) => r.id === row!.id)!;
  await recordAudit(tx, {
    arisanId: values.arisanId,
    entity: 'recipient',
    entityId: row!.id,
    action: 'create',
    after: recipient,
    actorId,
  });
  return recipient;
}

async function revoke(
  tx: Db,
  arisan: ArisanRow,
  recipient: RecipientRow,
  reason: string,
  actorId: number | null,
  order: OrderEffect = 'follow',
) {
  // Money already handed over stays with the person it was recorded for.
  const [paid] = await tx
    .select({ id: arisanPayouts.id })
    .from(arisanPayouts)
    .where(eq(arisanPayouts.recipientId, recipient.id))
    .limit(1);
  if (paid) {
    throw AppError.conflict(
      `Pot putaran ${recipient.cycle} sudah dibayarkan: penerimanya tidak bisa dibatalkan`,
    );
  }
  // A lelang's discount was shared out at its close: its winner stands (ADR 077).
  if (order === 'follow' && recipient.method === 'lelang') {
    throw AppError.conflict(
      `Penerima putaran ${recipient.cycle} ditentukan lelang dan potongannya sudah dibagikan: tidak bisa dibatalkan`,
    );
  }
  // Goods already sent stay with the person they were sent to (409 inside).
  if (order === 'follow') await rulesOf(arisan).beforeRevoke?.(tx, arisan, recipient.cycle, actorId);
  await tx
    .update(arisanRecipients)
    .set({ revokedAt: new Date(), revokedBy: actorId, revokeReason: reason })
    .where(eq(arisanRecipients.id, recipient.id));
  await recordAudit(tx, {
    arisanId: recipient.arisanId,
    entity: 'recipient',
    entityId: recipient.id,
    action: 'revoke',
    before: {
      cycle: recipient.cycle,
      membership_id: recipient.membershipId,
      method: recipient.method,
      received_date: recipient.receivedDate,
    },
    after: { reason },
    actorId,
  });
}

/**
 * The arisan row for a recipient change: shared for a 'uang' arisan (changes of different cycles run side
 * by side), whole for a kind whose recipient takes from the row (arisan barang's order takes a unit of
 * it). The kind never changes, so reading it unlocked first is safe.
 */
async function lockForRecipient(tx: Db, arisanId: number): Promise<ArisanRow> {
  const { recipientTakesRow = false } = await rulesOfArisan(tx, arisanId);
  const whole = recipientTakesRow && lockTaken('arisan.recipient');
  const arisan = await lockArisan(tx, arisanId, whole ? 'update' : 'share');
  if (recipientTakesRow) await insideLock('arisan.recipient');
  if (arisan.archivedAt) throw arisanArchived();
  return arisan;
}

/** Unique-index refusals (a racing request won) as the same 409 the checks give. */
function recipientConflict(err: unknown, cycle: number): never {
  if (isUniqueViolation(err)) {
    if (isUniqueViolation(err, 'arisan_recipients_membership_key')) {
      throw AppError.conflict('Member ini sudah tercatat sebagai penerima arisan');
    }
    throw cycleTaken(cycle);
  }
  if (pgErrorCode(err) === '23514')
    throw AppError.conflict('Penerima ditolak: putaran belum tiba atau tanggal tidak sah');
  throw err;
}

/** Hand assignment of a cycle's recipient (the order agreed at the start). */
export async function assignRecipient(
  db: Db,
  arisanId: number,
  cycle: number,
  body: AssignRecipientBody,
  actorId: number | null,
  today = todayInShop(),
): Promise<CycleRecipient> {
  try {
    return await db.transaction(async (tx) => {
      const arisan = await lockForRecipient(tx, arisanId);
      const membership = await lockMembership(tx, arisanId, body.member_id);
      // 'Urut' (ADR 081): the cycle belongs to whoever holds its position, turn swaps included.
      if (arisan.recipientRule === 'urut' && membership.position !== cycle) {
        throw AppError.conflict(
          `Arisan ini memakai urutan posisi: putaran ${cycle} untuk member di posisi ${cycle}, bukan posisi ${membership.position}`,
        );
      }
      const receivedDate = body.received_date ?? today;
      await checkRecipient(tx, arisan, membership, cycle, receivedDate, today);
      return insertRecipient(
        tx,
        arisan,
        { arisanId, cycle, membershipId: membership.id, method: 'manual', receivedDate },
        actorId,
      );
    });
  } catch (err) {
    recipientConflict(err, cycle);
  }
}

/** Undo: the cycle's recipient is revoked with a reason; the row and the history keep what was. */
export async function revokeRecipient(
  db: Db,
  arisanId: number,
  cycle: number,
  reason: string,
  actorId: number | null,
): Promise<CycleRecipient> {
  return db.transaction(async (tx) => {
    const arisan = await lockForRecipient(tx, arisanId);
    const current = await activeRecipient(tx, { arisanId, cycle });
    if (!current) throw AppError.notFound(`Putaran ${cycle} belum punya penerima`);
    const [view] = (await listRecipients(tx, arisanId)).filter((r) => r.id === current.id);
    await revoke(tx, arisan, current, reason, actorId);
    return view!;
  });
}

/**
 * 'Set Tanggal Terima' (docs/product.md 4) on top of recipients: marking a member received assigns them by hand to
 * the cycle of their position (their place in the receiving order); a new date is a correction (revoke
 * and record again, same cycle); `isReceived: false` revokes. The dialog sends only changed fields.
 */
export async function setReceived(
  db: Db,
  arisanId: number,
  memberId: number,
  body: ReceivedBody,
  actorId: number | null = null,
  today = todayInShop(),
): Promise<ArisanMembership> {
  let cycle = 0;
  try {
    return await db.transaction(async (tx) => {
      const arisan = await lockForRecipient(tx, arisanId);
      const membership = await lockMembership(tx, arisanId, memberId);
      const current = await activeRecipient(tx, { membershipId: membership.id });
      const clear =
        body.isReceived === false || (body.isReceived === undefined && body.received_date === null);
      if (clear) {
        if (current) await revoke(tx, arisan, current, 'Status terima dibatalkan', actorId);
        return getMembership(tx, membership.id);
      }
      const receivedDate = body.received_date ?? current?.receivedDate ?? today;
      if (current) {
        if (current.receivedDate === receivedDate) return getMembership(tx, membership.id);
        cycle = current.cycle;
        checkReceivedDate(receivedDate, today);
        // Same member, same cycle: the goods' order stays as it is.
        await revoke(tx, arisan, current, 'Tanggal terima dikoreksi', actorId, 'keep');
        await insertRecipient(
          tx,
          arisan,
          {
            arisanId,
            cycle,
            membershipId: membership.id,
            method: current.method,
            drawId: current.drawId,
            receivedDate,
          },
          actorId,
          'keep',
        );
        return getMembership(tx, membership.id);
      }
      cycle = membership.position;
      await checkRecipient(tx, arisan, membership, cycle, receivedDate, today);
      await insertRecipient(
        tx,
        arisan,
        { arisanId, cycle, membershipId: membership.id, method: 'manual', receivedDate },
        actorId,
      );
      return getMembership(tx, membership.id);
    });
  } catch (err) {
    recipientConflict(err, cycle);
  }
}

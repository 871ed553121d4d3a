import type { Arisan, ArisanCreateBody, ArisanUpdateBody, SavingType } from '@toko/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanDraws,
  arisanMemberships,
  arisanRecipients,
  arisans,
  contributionPayments,
  members,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { arisanArchived, getArisan, isArisanStarted, lockArisan } from './arisans.service.ts';
import { recordAudit } from './audit.service.ts';
import { assertDurationKeepsPaidCycles } from './closed-arisan.ts';
import { syncDues } from './dues.service.ts';
import { rulesOf } from './kinds.ts';
import { assertEarlyPositions } from './memberships.service.ts';

// An arisan's terms: the create and edit forms and delete (archive once it holds records), each with its
// entry in the history.

/** The create form: the members join in the given order as positions 1..n. */
export async function createArisan(
  db: Db,
  body: ArisanCreateBody,
  actorId: number | null = null,
): Promise<Arisan> {
  const id = await db.transaction(async (tx) => {
    if (body.members_ids.length > 0) {
      const found = await tx
        .select({ id: members.id, name: members.name })
        .from(members)
        .where(inArray(members.id, body.members_ids))
        .for('key share');
      const known = new Set(found.map((m) => m.id));
      const missing = body.members_ids.filter((m) => !known.has(m));
      if (missing.length > 0) {
        throw AppError.validation(`Member tidak ditemukan: ${missing.join(', ')}`, [
          { path: 'members_ids', message: `Member tidak ditemukan: ${missing.join(', ')}` },
        ]);
      }
      const names = new Map(found.map((m) => [m.id, m.name]));
      await assertEarlyPositions(
        tx,
        { duration: body.duration, earlyMinOnTimePercent: body.early_min_on_time_percent ?? null },
        body.members_ids.map((id, i) => ({ id, name: names.get(id)!, position: i + 1 })),
      );
    }
    const [row] = await tx
      .insert(arisans)
      .values({
        name: body.name,
        savingType: body.saving_type,
        duration: body.duration,
        contributionAmount: body.contribution_amount,
        startDate: body.start_date,
        endDate: body.end_date,
        lateFee: body.late_fee ?? 0,
        ...recipientSettingsOf(body),
        earlyMinOnTimePercent: body.early_min_on_time_percent ?? null,
        status: 'inactive',
      })
      .returning({ id: arisans.id });
    if (body.members_ids.length > 0) {
      await tx
        .insert(arisanMemberships)
        .values(body.members_ids.map((memberId, i) => ({ arisanId: row!.id, memberId, position: i + 1 })));
    }
    await recordAudit(tx, {
      arisanId: row!.id,
      entity: 'arisan',
      entityId: row!.id,
      action: 'create',
      after: { ...body },
      actorId,
    });
    return row!.id;
  });
  return getArisan(db, id);
}

/**
 * The edit form. Derived numbers are never taken from it, and nothing may make the ledger disagree with
 * the arisan: the contribution is fixed once money is in, and the duration cannot drop below a cycle
 * already paid for or paid out. When the arisan is started, every member's schedule follows the new dates.
 */
export async function updateArisan(
  db: Db,
  id: number,
  body: ArisanUpdateBody,
  actorId: number | null = null,
): Promise<Arisan> {
  await db.transaction(async (tx) => {
    const current = await lockArisan(tx, id, 'update');
    if (current.archivedAt) throw arisanArchived();
    rulesOf(current).checkEdit?.(current, body);
    if (body.contribution_amount !== current.contributionAmount) {
      const [payment] = await tx
        .select({ id: contributionPayments.id })
        .from(contributionPayments)
        .where(eq(contributionPayments.arisanId, id))
        .limit(1);
      if (payment) {
        throw AppError.conflict(
          'Jumlah kontribusi tidak dapat diubah karena sudah ada pembayaran yang tercatat',
        );
      }
    }
    await assertDurationKeepsPaidCycles(tx, id, body.duration);
    const settings = recipientSettingsOf(body);
    if (current.kind !== 'uang' && settings.recipientRule === 'lelang') throw lelangOnlyForMoney();
    const changed = (Object.keys(settings) as (keyof typeof settings)[]).some(
      (k) => settings[k] !== current[k],
    );
    // Who may win and how is agreed before the first cycle; changing it later would change the game for
    // members who already paid under the old rule (ADR 077, 078).
    if (changed && (await isArisanStarted(tx, id))) {
      throw AppError.conflict('Cara menentukan penerima hanya bisa diubah sebelum arisan dimulai');
    }
    const [updated] = await tx
      .update(arisans)
      .set({
        name: body.name,
        savingType: body.saving_type,
        duration: body.duration,
        contributionAmount: body.contribution_amount,
        startDate: body.start_date,
        endDate: body.end_date,
        // Recorded payments keep the fee they were charged; a new fee applies from now on (decision 039).
        ...(body.late_fee !== undefined ? { lateFee: body.late_fee } : {}),
        ...settings,
        // A new minimum applies to placements from now on; members already seated keep their seat (decision 079).
        ...(body.early_min_on_time_percent !== undefined
          ? { earlyMinOnTimePercent: body.early_min_on_time_percent }
          : {}),
        ...(body.status ? { status: body.status } : {}),
        updatedAt: new Date(),
      })
      .where(eq(arisans.id, id))
      .returning();
    await recordAudit(tx, {
      arisanId: id,
      entity: 'arisan',
      entityId: id,
      action: 'update',
      before: termsOf(current),
      after: termsOf(updated!),
      actorId,
    });
    if (await isArisanStarted(tx, id)) {
      await syncDues(tx, {
        id,
        startDate: updated!.startDate,
        savingType: updated!.savingType as SavingType,
        duration: updated!.duration,
        contributionAmount: updated!.contributionAmount,
      });
    }
  });
  return getArisan(db, id);
}

/**
 * Deletes an arisan without payments (with its memberships and schedule). One with payments is archived
 * instead: it leaves every list, takes no more money, and its ledger stays (docs/architecture.md section 4).
 */
export async function deleteArisan(
  db: Db,
  id: number,
  actorId: number | null = null,
): Promise<{ id: number; archived: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockArisan(tx, id, 'update');
    if (current.archivedAt) throw arisanArchived();
    // Money, recipients and draws are records members rely on: an arisan with any of them is archived.
    const [records] = await tx
      .select({
        kept: sql<boolean>`exists (select 1 from ${contributionPayments} where ${contributionPayments.arisanId} = ${id})
          or exists (select 1 from ${arisanRecipients} where ${arisanRecipients.arisanId} = ${id})
          or exists (select 1 from ${arisanDraws} where ${arisanDraws.arisanId} = ${id})`,
      })
      .from(arisans)
      .where(eq(arisans.id, id));
    if (records?.kept) {
      await tx
        .update(arisans)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(eq(arisans.id, id));
      await recordAudit(tx, {
        arisanId: id,
        entity: 'arisan',
        entityId: id,
        action: 'archive',
        before: termsOf(current),
        actorId,
      });
      return { id, archived: true };
    }
    // Dues go with their memberships (ON DELETE CASCADE).
    await tx.delete(arisanMemberships).where(eq(arisanMemberships.arisanId, id));
    await tx.delete(arisans).where(eq(arisans.id, id));
    await rulesOf(current).afterDelete?.(tx, current);
    // The history has no foreign key to the arisan, so it outlives it.
    await recordAudit(tx, {
      arisanId: id,
      entity: 'arisan',
      entityId: id,
      action: 'delete',
      before: termsOf(current),
      actorId,
    });
    return { id, archived: false };
  });
}

/** The terms of an arisan as the history shows them. */
function termsOf(a: typeof arisans.$inferSelect) {
  return {
    name: a.name,
    saving_type: a.savingType,
    duration: a.duration,
    contribution_amount: a.contributionAmount,
    late_fee: a.lateFee,
    early_min_on_time_percent: a.earlyMinOnTimePercent,
    start_date: a.startDate,
    end_date: a.endDate,
    status: a.status,
    recipient_rule: a.recipientRule,
    draw_paid_up_only: a.drawPaidUpOnly,
    lelang_cap_percent: a.lelangCapPercent,
    lelang_commission_percent: a.lelangCommissionPercent,
  };
}

/** The recipient settings the form sent (left out: kept on an edit, the column default on a create). */
function recipientSettingsOf(body: ArisanCreateBody | ArisanUpdateBody) {
  return {
    ...(body.recipient_rule !== undefined ? { recipientRule: body.recipient_rule } : {}),
    ...(body.draw_paid_up_only !== undefined ? { drawPaidUpOnly: body.draw_paid_up_only } : {}),
    ...(body.lelang_cap_percent !== undefined ? { lelangCapPercent: body.lelang_cap_percent } : {}),
    ...(body.lelang_commission_percent !== undefined
      ? { lelangCommissionPercent: body.lelang_commission_percent }
      : {}),
  };
}

const lelangOnlyForMoney = () => {
  const message = 'Lelang hanya untuk arisan uang';
  return AppError.validation(message, [{ path: 'recipient_rule', message }]);
};

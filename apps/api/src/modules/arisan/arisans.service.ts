import {
  type Arisan,
  type ArisanCreateBody,
  type ArisanDetail,
  type ArisanDetailQuery,
  type ArisanKind,
  type ArisanListQuery,
  type ArisanMemberRow,
  type ArisanStatus,
  type ArisanUpdateBody,
  buildPagination,
  computeArisanSummary,
  computeMemberStanding,
  countCyclesOverdue,
  type SavingType,
  todayInShop,
} from '@toko/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanDraws,
  arisanMemberships,
  arisanRecipients,
  arisans,
  contributionPayments,
  locations,
  members,
} from '../../db/schema/index.ts';
import { checkedRupiah } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { releaseGroupStock } from '../orders/orders.service.ts';
import {
  containsPattern,
  countAll,
  lateDuesSql,
  offsetOf,
  paidAmountSql,
  receivedDateSql,
  startedSql,
} from './arisan.sql.ts';
import { recordAudit } from './audit.service.ts';
import { assertDurationKeepsPaidCycles } from './closed-arisan.ts';
import { syncDues } from './dues.service.ts';

const totalSaving =
  sql<number>`(select coalesce(sum(p.amount), 0)::bigint from contribution_payments p where p.arisan_id = arisans.id)`.mapWith(
    checkedRupiah,
  );
const totalLateFees =
  sql<number>`(select coalesce(sum(p.late_fee), 0)::bigint from contribution_payments p where p.arisan_id = arisans.id)`.mapWith(
    checkedRupiah,
  );
const totalMembers =
  sql<number>`(select count(*) from arisan_memberships m where m.arisan_id = arisans.id)`.mapWith(Number);

const arisanColumns = {
  id: arisans.id,
  name: arisans.name,
  status: arisans.status,
  saving_type: arisans.savingType,
  duration: arisans.duration,
  contribution_amount: arisans.contributionAmount,
  late_fee: arisans.lateFee,
  total_saving: totalSaving,
  total_late_fees: totalLateFees,
  total_members: totalMembers,
  start_date: arisans.startDate,
  end_date: arisans.endDate,
  started: startedSql(),
  archived_at: arisans.archivedAt,
  kind: arisans.kind,
  product_id: arisans.productId,
};

interface ArisanRow {
  id: number;
  name: string;
  status: string;
  saving_type: string;
  duration: number;
  contribution_amount: number;
  late_fee: number;
  total_saving: number;
  total_late_fees: number;
  total_members: number;
  start_date: string;
  end_date: string;
  started: boolean;
  archived_at: Date | null;
  kind: string;
  product_id: number | null;
}

function toArisan({ total_late_fees: _fees, ...row }: ArisanRow): Arisan {
  return {
    ...row,
    status: row.status as ArisanStatus,
    saving_type: row.saving_type as SavingType,
    archived_at: row.archived_at?.toISOString() ?? null,
    kind: row.kind as ArisanKind,
  };
}

export const arisanNotFound = () => AppError.notFound('Arisan tidak ditemukan');
export const arisanArchived = () =>
  AppError.conflict('Arisan ini sudah diarsipkan: datanya hanya bisa dilihat, tidak bisa diubah');

/** The arisan with its derived numbers; archived ones too (they are shown read-only). */
export async function getArisan(db: Db, id: number): Promise<Arisan> {
  return (await getArisanWithFees(db, id)).arisan;
}

/** The arisan and the late fees its ledger holds (kept apart from the contributions, decision 039). */
export async function getArisanWithFees(db: Db, id: number): Promise<{ arisan: Arisan; lateFees: number }> {
  const [row] = await db.select(arisanColumns).from(arisans).where(eq(arisans.id, id));
  if (!row) throw arisanNotFound();
  return { arisan: toArisan(row), lateFees: row.total_late_fees };
}

/** The summary numbers of an arisan (detail page, ledger, report). */
export async function arisanSummary(db: Db, id: number) {
  const { arisan, lateFees } = await getArisanWithFees(db, id);
  return {
    arisan,
    summary: computeArisanSummary({
      contributionAmount: arisan.contribution_amount,
      duration: arisan.duration,
      totalMembers: arisan.total_members,
      paid: arisan.total_saving,
      lateFees,
    }),
  };
}

/** The one "started" rule (startedSql), asked of one arisan. */
export async function isArisanStarted(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ started: startedSql() }).from(arisans).where(eq(arisans.id, id));
  return row?.started ?? false;
}

/** Locks the arisan row for the rest of the transaction (money actions share it, changes take it whole). */
export async function lockArisan(tx: Db, id: number, strength: 'share' | 'update') {
  const [row] = await tx.select().from(arisans).where(eq(arisans.id, id)).for(strength);
  if (!row) throw arisanNotFound();
  return row;
}

export async function listArisans(db: Db, query: ArisanListQuery) {
  const where = and(
    isNull(arisans.archivedAt),
    query.search ? sql`lower(${arisans.name}) like ${containsPattern(query.search)}` : undefined,
    query.saving_type ? eq(arisans.savingType, query.saving_type) : undefined,
    query.status ? eq(arisans.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(arisanColumns)
      .from(arisans)
      .where(where)
      .orderBy(desc(arisans.createdAt), desc(arisans.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: countAll() }).from(arisans).where(where),
  ]);
  return { data: rows.map(toArisan), pagination: buildPagination(total?.n ?? 0, query.page, query.limit) };
}

/** The detail page: the arisan, its summary and one page of its members (searchable), by position. */
export async function getArisanDetail(
  db: Db,
  id: number,
  query: ArisanDetailQuery,
  today = todayInShop(),
): Promise<ArisanDetail> {
  const { arisan, summary } = await arisanSummary(db, id);
  let where: SQL | undefined = eq(arisanMemberships.arisanId, id);
  if (query.search) {
    const pattern = containsPattern(query.search);
    where = and(
      where,
      sql`(lower(${members.name}) like ${pattern} or lower(${members.passcode}) like ${pattern} or ${members.phone} like ${pattern})`,
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: arisanMemberships.id,
        member_id: members.id,
        name: members.name,
        location_id: members.locationId,
        location_name: locations.name,
        phone: members.phone,
        passcode: members.passcode,
        position: arisanMemberships.position,
        paid_amount: paidAmountSql(),
        paid_cycles: arisanMemberships.paidCycles,
        late_dues: lateDuesSql(today),
        received_date: receivedDateSql(),
      })
      .from(arisanMemberships)
      .innerJoin(members, eq(members.id, arisanMemberships.memberId))
      .leftJoin(locations, eq(locations.id, members.locationId))
      .where(where)
      .orderBy(asc(arisanMemberships.position))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db
      .select({ n: countAll() })
      .from(arisanMemberships)
      .innerJoin(members, eq(members.id, arisanMemberships.memberId))
      .where(where),
  ]);
  const memberRows: ArisanMemberRow[] = rows.map(({ paid_amount, paid_cycles, late_dues, ...r }) => {
    const standing = computeMemberStanding({
      contributionAmount: arisan.contribution_amount,
      duration: arisan.duration,
      paidCycles: paid_cycles,
      paidAmount: paid_amount,
    });
    const dueCycles = arisan.archived_at
      ? 0
      : countCyclesOverdue({
          started: arisan.started,
          startDate: arisan.start_date,
          savingType: arisan.saving_type,
          duration: arisan.duration,
          paidCycles: paid_cycles,
          today,
        });
    return {
      ...r,
      has_received: r.received_date !== null,
      total_paid_contribution: paid_amount,
      total_paid_cycles: paid_cycles,
      remaining_cycles: standing.remaining_cycles,
      due_cycles: dueCycles,
      due_amount: dueCycles * arisan.contribution_amount,
      due_late_fee: arisan.archived_at ? 0 : late_dues * arisan.late_fee,
    };
  });
  return {
    arisan,
    summary,
    members: memberRows,
    pagination: buildPagination(total?.n ?? 0, query.page, query.limit),
  };
}

/** The create form: the members join in the given order as positions 1..n. */
export async function createArisan(
  db: Db,
  body: ArisanCreateBody,
  actorId: number | null = null,
): Promise<Arisan> {
  const id = await db.transaction(async (tx) => {
    if (body.members_ids.length > 0) {
      const found = await tx
        .select({ id: members.id })
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
    // An arisan barang's N, contribution and start follow its product and its members (ADR 042).
    if (
      current.kind === 'barang' &&
      (body.duration !== current.duration ||
        body.contribution_amount !== current.contributionAmount ||
        (body.status !== undefined && body.status !== current.status))
    ) {
      throw AppError.conflict(
        'Jumlah anggota, iuran dan status arisan barang tidak dapat diubah di sini: iuran mengikuti harga produk, status mengikuti Mulai Arisan',
      );
    }
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
 * instead: it leaves every list, takes no more money, and its ledger stays (DESIGN.md section 4).
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
    if (current.kind === 'barang') await releaseGroupStock(tx, current.productId!, current.unitsReserved);
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
    start_date: a.startDate,
    end_date: a.endDate,
    status: a.status,
  };
}

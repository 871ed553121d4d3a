import {
  type Arisan,
  type ArisanDetail,
  type ArisanDetailQuery,
  type ArisanKind,
  type ArisanListQuery,
  type ArisanMemberRow,
  type ArisanStatus,
  buildPagination,
  computeArisanSummary,
  computeMemberStanding,
  countCyclesOverdue,
  type RecipientRule,
  type SavingType,
  todayInShop,
} from '@toko/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisanMemberships, arisans, locations, members } from '../../db/schema/index.ts';
import { checkedRupiah, containsPattern, countAll, offsetOf } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { paidAmountSql, receivedDateSql, startedSql } from './arisan.sql.ts';
import { lateDuesSql, lateFeeFor } from './late-fees.ts';

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
  early_min_on_time_percent: arisans.earlyMinOnTimePercent,
  total_saving: totalSaving,
  total_late_fees: totalLateFees,
  total_members: totalMembers,
  start_date: arisans.startDate,
  end_date: arisans.endDate,
  started: startedSql(),
  archived_at: arisans.archivedAt,
  kind: arisans.kind,
  product_id: arisans.productId,
  recipient_rule: arisans.recipientRule,
  draw_paid_up_only: arisans.drawPaidUpOnly,
  lelang_cap_percent: arisans.lelangCapPercent,
  lelang_commission_percent: arisans.lelangCommissionPercent,
};

interface ArisanRow {
  id: number;
  name: string;
  status: string;
  saving_type: string;
  duration: number;
  contribution_amount: number;
  late_fee: number;
  early_min_on_time_percent: number | null;
  total_saving: number;
  total_late_fees: number;
  total_members: number;
  start_date: string;
  end_date: string;
  started: boolean;
  archived_at: Date | null;
  kind: string;
  product_id: number | null;
  recipient_rule: string;
  draw_paid_up_only: boolean;
  lelang_cap_percent: number;
  lelang_commission_percent: number;
}

function toArisan({ total_late_fees: _fees, ...row }: ArisanRow): Arisan {
  return {
    ...row,
    status: row.status as ArisanStatus,
    saving_type: row.saving_type as SavingType,
    archived_at: row.archived_at?.toISOString() ?? null,
    kind: row.kind as ArisanKind,
    recipient_rule: row.recipient_rule as RecipientRule,
  };
}

const arisanNotFound = () => AppError.notFound('Arisan tidak ditemukan');
export const arisanArchived = () =>
  AppError.conflict('Arisan ini sudah diarsipkan: datanya hanya bisa dilihat, tidak bisa diubah');

/** The arisan with its derived numbers; archived ones too (they are shown read-only). */
export async function getArisan(db: Db, id: number): Promise<Arisan> {
  return (await getArisanWithFees(db, id)).arisan;
}

/** The arisan and the late fees its ledger holds (kept apart from the contributions, decision 039). */
async function getArisanWithFees(db: Db, id: number): Promise<{ arisan: Arisan; lateFees: number }> {
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

/**
 * The names of these arisans (an arisan barang recipient's order shows its group), as a query not yet
 * started, so a reader may run it beside others in one transaction (readTogether); deleted ones are missing.
 */
export function arisanNamesQuery(db: Db, ids: number[]) {
  return db.select({ id: arisans.id, name: arisans.name }).from(arisans).where(inArray(arisans.id, ids));
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
      due_late_fee: arisan.archived_at ? 0 : lateFeeFor(late_dues, arisan.late_fee),
    };
  });
  return {
    arisan,
    summary,
    members: memberRows,
    pagination: buildPagination(total?.n ?? 0, query.page, query.limit),
  };
}

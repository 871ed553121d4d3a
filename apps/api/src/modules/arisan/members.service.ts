import { randomInt } from 'node:crypto';
import {
  buildPagination,
  computeMemberStanding,
  countCyclesOverdue,
  cycleDate,
  type Member,
  type MemberBody,
  type MemberDetail,
  type MemberListQuery,
  type MemberMembership,
  normalizePhoneNumber,
  PASSCODE_ALPHABET,
  PASSCODE_LENGTH,
  type SavingType,
  todayInShop,
} from '@toko/shared';
import { and, desc, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, pgErrorCode } from '../../db/pg-errors.ts';
import {
  arisanMemberships,
  arisans,
  contributionPayments,
  locations,
  members,
} from '../../db/schema/index.ts';
import { containsPattern, countAll, offsetOf } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { paidAmountSql, receivedDateSql, startedSql } from './arisan.sql.ts';
import { getMemberReliability, listReliabilitySummaries } from './reliability.service.ts';

/** Memberships in arisans that are not archived. */
const arisanCount =
  sql<number>`(select count(*) from arisan_memberships am join arisans a on a.id = am.arisan_id where am.member_id = members.id and a.archived_at is null)`
    .mapWith(Number)
    .as('arisan_count');

const memberColumns = {
  id: members.id,
  name: members.name,
  passcode: members.passcode,
  phone: members.phone,
  location_id: members.locationId,
  location_name: locations.name,
  address: members.address,
  arisan_count: arisanCount,
};

type MemberRow = {
  id: number;
  name: string;
  passcode: string;
  phone: string | null;
  location_id: number | null;
  location_name: string | null;
  address: string | null;
  arisan_count: number;
};

const toMember = ({ location_name, ...row }: MemberRow): Member => ({
  ...row,
  location: location_name === null ? null : { name: location_name },
});

/** Search over name, phone (also typed as 08...) and passcode. */
function memberSearch(search: string): SQL {
  const pattern = containsPattern(search);
  const digits = search.replace(/\D/g, '');
  const phonePattern = digits.length >= 3 ? containsPattern(normalizePhoneNumber(digits)) : pattern;
  return sql`(lower(${members.name}) like ${pattern} or lower(${members.passcode}) like ${pattern} or ${members.phone} like ${pattern} or ${members.phone} like ${phonePattern})`;
}

export async function listMembers(db: Db, query: MemberListQuery) {
  const where = and(
    query.search ? memberSearch(query.search) : undefined,
    query.location_id ? eq(members.locationId, query.location_id) : undefined,
    query.not_in_arisan
      ? notExists(
          db
            .select({ one: sql`1` })
            .from(arisanMemberships)
            .where(
              and(
                eq(arisanMemberships.arisanId, query.not_in_arisan),
                eq(arisanMemberships.memberId, members.id),
              ),
            ),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(members)
      .leftJoin(locations, eq(locations.id, members.locationId))
      .where(where)
      .orderBy(desc(members.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: countAll() }).from(members).where(where),
  ]);
  const reliability = await listReliabilitySummaries(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({ ...toMember(r), reliability: reliability.get(r.id)! })),
    pagination: buildPagination(total?.n ?? 0, query.page, query.limit),
  };
}

export async function getMember(db: Db, id: number): Promise<Member> {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .leftJoin(locations, eq(locations.id, members.locationId))
    .where(eq(members.id, id));
  if (!row) throw AppError.notFound('Member tidak ditemukan');
  return toMember(row);
}

/** The member with every arisan they joined and where they stand in each (docs/product.md 3, Member). */
export async function getMemberDetail(db: Db, id: number, today = todayInShop()): Promise<MemberDetail> {
  const member = await getMember(db, id);
  const rows = await db
    .select({
      id: arisanMemberships.id,
      arisanId: arisans.id,
      name: arisans.name,
      contributionAmount: arisans.contributionAmount,
      lateFee: arisans.lateFee,
      duration: arisans.duration,
      savingType: arisans.savingType,
      status: arisans.status,
      startDate: arisans.startDate,
      archivedAt: arisans.archivedAt,
      started: startedSql(),
      position: arisanMemberships.position,
      receivedDate: receivedDateSql(),
      paidCycles: arisanMemberships.paidCycles,
      paidAmount: paidAmountSql(),
    })
    .from(arisanMemberships)
    .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
    .where(eq(arisanMemberships.memberId, id))
    .orderBy(sql`${arisans.archivedAt} is not null`, desc(arisans.startDate), desc(arisans.id));

  const memberships: MemberMembership[] = rows.map((r) => {
    const savingType = r.savingType as SavingType;
    const standing = computeMemberStanding({
      contributionAmount: r.contributionAmount,
      duration: r.duration,
      paidCycles: r.paidCycles,
      paidAmount: r.paidAmount,
    });
    const archived = r.archivedAt !== null;
    const dueCycles = archived
      ? 0
      : countCyclesOverdue({
          started: r.started,
          startDate: r.startDate,
          savingType,
          duration: r.duration,
          paidCycles: r.paidCycles,
          today,
        });
    return {
      id: r.id,
      arisan_id: r.arisanId,
      arisan: {
        id: r.arisanId,
        name: r.name,
        contribution_amount: r.contributionAmount,
        late_fee: r.lateFee,
        cycles: r.duration,
        payment_date:
          r.started && r.paidCycles < r.duration ? cycleDate(r.startDate, savingType, r.paidCycles) : null,
        saving_type: savingType,
        status: r.status as MemberMembership['arisan']['status'],
        start_date: r.startDate,
        started: r.started,
        archived,
      },
      total_paid_contribution: r.paidAmount,
      total_paid_cycles: r.paidCycles,
      received_date: r.receivedDate,
      has_received: r.receivedDate !== null,
      position: r.position,
      ...standing,
      due_cycles: dueCycles,
      due_amount: dueCycles * r.contributionAmount,
    };
  });
  return { ...member, arisans: memberships, reliability: await getMemberReliability(db, id, today) };
}

function generatePasscode(): string {
  let out = '';
  for (let i = 0; i < PASSCODE_LENGTH; i++) out += PASSCODE_ALPHABET[randomInt(PASSCODE_ALPHABET.length)];
  return out;
}

async function assertLocation(db: Db, locationId: number | null | undefined) {
  if (locationId === null || locationId === undefined) return;
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId));
  if (!row) {
    throw AppError.validation('Lokasi tidak ditemukan', [
      { path: 'location_id', message: 'Lokasi tidak ditemukan' },
    ]);
  }
}

const passcodeTaken = (passcode: string) =>
  AppError.conflict(`Passcode ${passcode} sudah dipakai member lain`);

/**
 * Inserts a member row with the given passcode, or a generated one retried on a clash. Null when the row
 * was not written because another one holds its unique account (see findOrCreateAccountMember).
 */
async function insertMember(
  db: Db,
  values: Omit<typeof members.$inferInsert, 'passcode'>,
  givenPasscode?: string,
): Promise<number | null> {
  for (let attempt = 0; ; attempt++) {
    const passcode = givenPasscode ?? generatePasscode();
    try {
      // Its own (sub)transaction, so a passcode clash inside a caller's transaction can be retried.
      const [row] = await db.transaction((tx) =>
        tx
          .insert(members)
          .values({ ...values, passcode })
          .onConflictDoNothing({ target: members.userId, where: sql`${members.userId} is not null` })
          .returning({ id: members.id }),
      );
      return row?.id ?? null;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (givenPasscode) throw passcodeTaken(givenPasscode);
      if (attempt >= 5) throw AppError.conflict('Gagal membuat passcode unik, silakan coba lagi');
    }
  }
}

/** A new member; the passcode is generated (and retried on a clash) when not given. */
export async function createMember(db: Db, body: MemberBody): Promise<Member> {
  await assertLocation(db, body.location_id);
  const id = await insertMember(
    db,
    {
      name: body.name,
      phone: body.phone ?? null,
      locationId: body.location_id ?? null,
      address: body.address ?? null,
    },
    body.passcode,
  );
  return getMember(db, id!);
}

/**
 * The member record of a customer account (one per account, ADR 042), made on first use with the
 * account's name and phone. Two first joins at once make one record: the loser's insert does nothing
 * (the unique account index) and it reads the winner's.
 */
export async function findOrCreateAccountMember(
  db: Db,
  account: { userId: number; name: string; phone: string | null },
): Promise<number> {
  const existing = async () => {
    const [row] = await db.select({ id: members.id }).from(members).where(eq(members.userId, account.userId));
    return row?.id ?? null;
  };
  const found = await existing();
  if (found !== null) return found;
  const created = await insertMember(db, {
    name: account.name,
    phone: account.phone,
    userId: account.userId,
  });
  return created ?? (await existing())!;
}

/** Fields left out keep their value; null clears phone, location and address. */
export async function updateMember(db: Db, id: number, body: MemberBody): Promise<Member> {
  await assertLocation(db, body.location_id);
  try {
    const [row] = await db
      .update(members)
      .set({
        name: body.name,
        ...(body.passcode !== undefined ? { passcode: body.passcode } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.location_id !== undefined ? { locationId: body.location_id } : {}),
        ...(body.address !== undefined ? { address: body.address } : {}),
      })
      .where(eq(members.id, id))
      .returning({ id: members.id });
    if (!row) throw AppError.notFound('Member tidak ditemukan');
  } catch (err) {
    if (isUniqueViolation(err) && body.passcode) throw passcodeTaken(body.passcode);
    throw err;
  }
  return getMember(db, id);
}

const hasPayments = () =>
  AppError.conflict(
    'Member sudah memiliki pembayaran arisan dan tidak dapat dihapus: catatan uang tidak boleh hilang',
  );

/**
 * Removes a member and their memberships without payments. A member with any payment stays: the ledger
 * is append-only (docs/architecture.md section 4), and the foreign keys refuse it as well.
 */
export async function deleteMember(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, id))
        // Not FOR UPDATE: a payment being recorded for this member key-shares the row, and must be able to
        // finish (the delete of its membership then fails on the foreign key, a clear 409).
        .for('no key update');
      if (!member) throw AppError.notFound('Member tidak ditemukan');
      const [paid] = await tx
        .select({ id: contributionPayments.id })
        .from(contributionPayments)
        .where(eq(contributionPayments.memberId, id))
        .limit(1);
      if (paid) throw hasPayments();
      await tx.delete(arisanMemberships).where(eq(arisanMemberships.memberId, id));
      await tx.delete(members).where(eq(members.id, id));
    });
  } catch (err) {
    if (pgErrorCode(err) === '23503') throw hasPayments();
    throw err;
  }
}

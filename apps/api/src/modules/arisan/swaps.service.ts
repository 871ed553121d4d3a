import type { MySwap, RecordSwapBody, Swap, SwapStatus } from '@toko/shared';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { arisanMemberships, arisanSwaps, arisans, members } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { arisanArchived, getArisan, lockArisan } from './arisans.service.ts';
import { recordAudit } from './audit.service.ts';
import { assertEarlyPositions } from './memberships.service.ts';
import { activeRecipient } from './recipients.service.ts';

// Turn swaps (ADR 081). Positions are the agreed receiving order: 'Set Tanggal Terima' and the turn
// order read them. A swap exchanges two positions; every swap takes the arisan row whole, so two swaps of
// one member run one after the other and the second sees the first's positions.

type MembershipRow = typeof arisanMemberships.$inferSelect;
type SwapRow = typeof arisanSwaps.$inferSelect;

// decided_at is clock_timestamp(), not now(): swaps are replayed in that order, and now() is when the
// transaction began, which a swap that waited for the lock took before the swap it waited for.

const swapNotFound = () => AppError.notFound('Permintaan tukar giliran tidak ditemukan');

/** Locks the arisan for a swap: whole, unless a race test switched the lock off (then only shared). */
async function lockForSwap(tx: Db, arisanId: number) {
  const arisan = await lockArisan(tx, arisanId, lockTaken('arisan.swap') ? 'update' : 'share');
  await insideLock('arisan.swap');
  if (arisan.archivedAt) throw arisanArchived();
  if (arisan.status === 'completed')
    throw AppError.conflict('Arisan sudah selesai: giliran tidak bisa ditukar');
  // In a lelang the bids decide who receives; positions are no turn to trade (ADR 077).
  if (arisan.recipientRule === 'lelang') {
    throw AppError.conflict('Arisan lelang tidak memakai urutan giliran: penerima ditentukan oleh tawaran');
  }
  return arisan;
}

async function membershipOf(tx: Db, arisanId: number, where: { memberId: number } | { position: number }) {
  const [row] = await tx
    .select({ membership: arisanMemberships, name: members.name, userId: members.userId })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .where(
      and(
        eq(arisanMemberships.arisanId, arisanId),
        'memberId' in where
          ? eq(arisanMemberships.memberId, where.memberId)
          : eq(arisanMemberships.position, where.position),
      ),
    );
  return row ? { ...row.membership, name: row.name, userId: row.userId } : undefined;
}

/** Only turns still ahead can be exchanged: a member who received keeps the cycle they received in. */
async function assertNotReceived(tx: Db, m: { id: number; name: string }) {
  if (await activeRecipient(tx, { membershipId: m.id })) {
    throw AppError.conflict(
      `${m.name} sudah menerima arisan: hanya giliran yang belum diterima yang bisa ditukar`,
    );
  }
}

/**
 * Exchanges the two positions. The unique (arisan, position) index is checked row by row, so one
 * membership parks at a free position first (positions stop far below it).
 */
async function exchange(
  tx: Db,
  arisan: { duration: number; earlyMinOnTimePercent: number | null },
  a: MembershipRow & { name: string },
  b: MembershipRow & { name: string },
) {
  // A swap is a move: the group's minimum for early positions holds for whoever lands in one (ADR 079).
  await assertEarlyPositions(tx, arisan, [
    { id: a.memberId, name: a.name, position: b.position },
    { id: b.memberId, name: b.name, position: a.position },
  ]);
  await tx
    .update(arisanMemberships)
    .set({ position: a.position + 1_000_000 })
    .where(eq(arisanMemberships.id, a.id));
  await tx.update(arisanMemberships).set({ position: a.position }).where(eq(arisanMemberships.id, b.id));
  await tx.update(arisanMemberships).set({ position: b.position }).where(eq(arisanMemberships.id, a.id));
  // Requests that named either old position no longer mean what their members agreed to.
  await tx
    .update(arisanSwaps)
    .set({ status: 'cancelled', decidedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(arisanSwaps.status, 'pending'),
        or(
          eq(arisanSwaps.membershipId, a.id),
          eq(arisanSwaps.otherMembershipId, a.id),
          eq(arisanSwaps.membershipId, b.id),
          eq(arisanSwaps.otherMembershipId, b.id),
        ),
      ),
    );
}

const sides = (a: { memberId: number; position: number }, b: { memberId: number; position: number }) => ({
  before: {
    member_id: a.memberId,
    position: a.position,
    other_member_id: b.memberId,
    other_position: b.position,
  },
  after: {
    member_id: a.memberId,
    position: b.position,
    other_member_id: b.memberId,
    other_position: a.position,
  },
});

const other = alias(arisanMemberships, 'other_membership');
const otherMember = alias(members, 'other_member');

async function selectSwaps(db: Db, where: ReturnType<typeof and>): Promise<Swap[]> {
  const rows = await db
    .select({
      swap: arisanSwaps,
      memberId: arisanMemberships.memberId,
      name: members.name,
      otherMemberId: other.memberId,
      otherName: otherMember.name,
    })
    .from(arisanSwaps)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, arisanSwaps.membershipId))
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .innerJoin(other, eq(other.id, arisanSwaps.otherMembershipId))
    .innerJoin(otherMember, eq(otherMember.id, other.memberId))
    .where(where)
    .orderBy(desc(arisanSwaps.createdAt), desc(arisanSwaps.id));
  return rows.map((r) => ({
    id: r.swap.id,
    arisan_id: r.swap.arisanId,
    status: r.swap.status as SwapStatus,
    member: { member_id: r.memberId, name: r.name, position: r.swap.position },
    other: { member_id: r.otherMemberId, name: r.otherName, position: r.swap.otherPosition },
    requested_by_member: r.swap.requestedBy !== null,
    created_at: r.swap.createdAt.toISOString(),
    decided_at: r.swap.decidedAt?.toISOString() ?? null,
  }));
}

/** Every swap of an arisan, newest first (the organiser's list). */
export async function listSwaps(db: Db, arisanId: number): Promise<Swap[]> {
  await getArisan(db, arisanId);
  return selectSwaps(db, and(eq(arisanSwaps.arisanId, arisanId)));
}

/** The organiser records a swap the two members agreed to: done at once. */
export async function recordSwap(
  db: Db,
  arisanId: number,
  body: RecordSwapBody,
  actorId: number,
): Promise<Swap> {
  return db.transaction(async (tx) => {
    const arisan = await lockForSwap(tx, arisanId);
    const a = await membershipOf(tx, arisanId, { memberId: body.member_id });
    const b = await membershipOf(tx, arisanId, { memberId: body.other_member_id });
    if (!a || !b) throw AppError.notFound('Member tidak terdaftar di arisan ini');
    await assertNotReceived(tx, a);
    await assertNotReceived(tx, b);
    await exchange(tx, arisan, a, b);
    const [row] = await tx
      .insert(arisanSwaps)
      .values({
        arisanId,
        membershipId: a.id,
        otherMembershipId: b.id,
        position: a.position,
        otherPosition: b.position,
        status: 'done',
        decidedBy: actorId,
        decidedAt: sql`clock_timestamp()`,
      })
      .returning({ id: arisanSwaps.id });
    await recordAudit(tx, {
      arisanId,
      entity: 'swap',
      entityId: row!.id,
      action: 'record',
      ...sides(a, b),
      actorId,
    });
    const [swap] = await selectSwaps(tx, and(eq(arisanSwaps.id, row!.id)));
    return swap!;
  });
}

// --- The member's side ('Arisan Saya'): positions only, never another member's name. -------------------

function mySwap(row: SwapRow, arisanName: string, mine: number): MySwap {
  const outgoing = row.membershipId === mine;
  return {
    id: row.id,
    arisan_id: row.arisanId,
    arisan_name: arisanName,
    status: row.status as SwapStatus,
    direction: outgoing ? 'outgoing' : 'incoming',
    my_position: outgoing ? row.position : row.otherPosition,
    other_position: outgoing ? row.otherPosition : row.position,
    created_at: row.createdAt.toISOString(),
  };
}

/** A swap's membership on either side: with members.user_id, the caller's own side of it. */
const eitherSide = or(
  eq(arisanMemberships.id, arisanSwaps.membershipId),
  eq(arisanMemberships.id, arisanSwaps.otherMembershipId),
);

/** The caller's own memberships' swaps that are open, or decided in the last 30 days. */
export async function listMySwaps(db: Db, userId: number): Promise<MySwap[]> {
  const rows = await db
    .select({ swap: arisanSwaps, arisanName: arisans.name, mine: arisanMemberships.id })
    .from(arisanSwaps)
    .innerJoin(arisanMemberships, eitherSide)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .innerJoin(arisans, eq(arisans.id, arisanSwaps.arisanId))
    .where(
      and(
        eq(members.userId, userId),
        or(eq(arisanSwaps.status, 'pending'), sql`${arisanSwaps.decidedAt} > now() - interval '30 days'`),
      ),
    )
    .orderBy(desc(arisanSwaps.createdAt), desc(arisanSwaps.id));
  return rows.map((r) => mySwap(r.swap, r.arisanName, r.mine));
}

/** A member asks the member at `position` to swap; that member must have an account to answer. */
export async function requestSwap(
  db: Db,
  arisanId: number,
  userId: number,
  position: number,
): Promise<MySwap> {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ memberId: members.id })
      .from(members)
      .innerJoin(arisanMemberships, eq(arisanMemberships.memberId, members.id))
      .where(and(eq(members.userId, userId), eq(arisanMemberships.arisanId, arisanId)));
    // Someone else's group is a 404, as if it did not exist.
    if (!mine) throw AppError.notFound('Arisan tidak ditemukan');
    const arisan = await lockForSwap(tx, arisanId);
    const a = (await membershipOf(tx, arisanId, { memberId: mine.memberId }))!;
    if (a.position === position) {
      const message = 'Itu posisimu sendiri: pilih posisi member lain';
      throw AppError.validation(message, [{ path: 'position', message }]);
    }
    const b = await membershipOf(tx, arisanId, { position });
    if (!b) throw AppError.notFound(`Tidak ada member di posisi ${position}`);
    await assertNotReceived(tx, { id: a.id, name: 'Kamu' });
    await assertNotReceived(tx, { id: b.id, name: `Member di posisi ${position}` });
    if (b.userId === null) {
      throw AppError.conflict(
        `Member di posisi ${position} belum punya akun: minta pengelola arisan mencatat tukar giliran ini`,
      );
    }
    const [open] = await tx
      .select({ id: arisanSwaps.id })
      .from(arisanSwaps)
      .where(and(eq(arisanSwaps.membershipId, a.id), eq(arisanSwaps.status, 'pending')));
    if (open) throw AppError.conflict('Kamu masih punya permintaan tukar giliran yang menunggu jawaban');
    const [row] = await tx
      .insert(arisanSwaps)
      .values({
        arisanId,
        membershipId: a.id,
        otherMembershipId: b.id,
        position: a.position,
        otherPosition: b.position,
        status: 'pending',
        requestedBy: userId,
      })
      .returning();
    await recordAudit(tx, {
      arisanId,
      entity: 'swap',
      entityId: row!.id,
      action: 'request',
      after: sides(a, b).before,
      actorId: userId,
    });
    return mySwap(row!, arisan.name, a.id);
  });
}

/** The swap and the caller's membership in it (404 for anyone who is not one of its two members). */
async function lockOwnSwap(tx: Db, swapId: number, userId: number) {
  const [row] = await tx
    .select({ swap: arisanSwaps, mine: arisanMemberships.id })
    .from(arisanSwaps)
    .innerJoin(arisanMemberships, eitherSide)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .where(and(eq(arisanSwaps.id, swapId), eq(members.userId, userId)));
  if (!row) throw swapNotFound();
  const arisan = await lockForSwap(tx, row.swap.arisanId);
  // Read again under the arisan lock: another answer may have decided it meanwhile.
  const [swap] = await tx.select().from(arisanSwaps).where(eq(arisanSwaps.id, swapId));
  if (swap!.status !== 'pending') throw AppError.conflict('Permintaan ini sudah dijawab atau dibatalkan');
  return { swap: swap!, mine: row.mine, arisan };
}

/**
 * The asked member answers: 'approve' exchanges the positions (refused when either moved since the
 * request), 'decline' closes it. The asking member can only withdraw ('cancel').
 */
export async function decideSwap(
  db: Db,
  swapId: number,
  userId: number,
  decision: 'approve' | 'decline' | 'cancel',
): Promise<MySwap> {
  return db.transaction(async (tx) => {
    const { swap, mine, arisan } = await lockOwnSwap(tx, swapId, userId);
    const asked = swap.otherMembershipId === mine;
    if (decision === 'cancel' ? asked : !asked) {
      throw AppError.forbidden(
        decision === 'cancel'
          ? 'Hanya yang mengajukan yang bisa membatalkan permintaan ini'
          : 'Hanya member yang diminta yang bisa menjawab permintaan ini',
      );
    }
    const status: SwapStatus =
      decision === 'approve' ? 'done' : decision === 'decline' ? 'declined' : 'cancelled';
    if (decision === 'approve') {
      const [a, b] = await Promise.all(
        [swap.membershipId, swap.otherMembershipId].map(async (id) => {
          const [m] = await tx
            .select({ membership: arisanMemberships, name: members.name })
            .from(arisanMemberships)
            .innerJoin(members, eq(members.id, arisanMemberships.memberId))
            .where(eq(arisanMemberships.id, id));
          return { ...m!.membership, name: m!.name };
        }),
      );
      // A swap closes the other open requests of its members, so this is a race that lost.
      if (a!.position !== swap.position || b!.position !== swap.otherPosition) {
        throw AppError.conflict(
          'Posisi sudah berubah sejak permintaan dibuat: ajukan ulang bila masih ingin bertukar',
        );
      }
      await assertNotReceived(tx, { id: a!.id, name: 'Member yang meminta' });
      await assertNotReceived(tx, { id: b!.id, name: 'Kamu' });
      await exchange(tx, arisan, a!, b!);
      await recordAudit(tx, {
        arisanId: swap.arisanId,
        entity: 'swap',
        entityId: swapId,
        action: 'approve',
        ...sides(a!, b!),
        actorId: userId,
      });
    } else {
      await recordAudit(tx, {
        arisanId: swap.arisanId,
        entity: 'swap',
        entityId: swapId,
        action: decision,
        after: {
          membership_id: swap.membershipId,
          position: swap.position,
          other_position: swap.otherPosition,
        },
        actorId: userId,
      });
    }
    const [row] = await tx
      .update(arisanSwaps)
      .set({ status, decidedBy: userId, decidedAt: sql`clock_timestamp()` })
      .where(eq(arisanSwaps.id, swapId))
      .returning();
    return mySwap(row!, arisan.name, mine);
  });
}

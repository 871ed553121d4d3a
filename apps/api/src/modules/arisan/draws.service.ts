import { randomBytes } from 'node:crypto';
import {
  countCyclesDueBy,
  cycleDate,
  type Draw,
  drawCommitment,
  drawOrder,
  drawWinner,
  type SavingType,
  todayInShop,
} from '@toko/shared';
import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { arisanDraws, arisanMemberships, arisanRecipients, members } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { enqueueTurnDrawn } from './arisan-notices.ts';
import { arisanArchived, getArisan, isArisanStarted, lockArisan } from './arisans.service.ts';
import { recordAudit } from './audit.service.ts';
import { rulesOf } from './kinds.ts';
import { activeRecipient, insertRecipient } from './recipients.service.ts';

// The verifiable draw (decision 032): commit to sha256(seed) first, then draw with the shared
// `drawWinner(seed, eligible member ids)` and reveal the seed, so anyone can recompute the result.

type DrawRow = typeof arisanDraws.$inferSelect;

export async function namesOf(db: Db, arisanId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: members.id, name: members.name })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .where(eq(arisanMemberships.arisanId, arisanId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function toDraw(row: DrawRow, names: Map<number, string>): Draw {
  const drawn = row.drawnAt !== null;
  const eligible = row.eligibleMemberIds ?? [];
  return {
    id: row.id,
    cycle: row.cycle,
    commitment: row.commitment,
    // The seed is the secret until the draw has run; revealing it earlier would let anyone predict it.
    seed: drawn ? row.seed : null,
    eligible_member_ids: drawn ? eligible : null,
    eligible: eligible.map((id) => ({ member_id: id, name: names.get(id) ?? '-' })),
    winner_member_id: row.winnerMemberId,
    winner_name: row.winnerMemberId === null ? null : (names.get(row.winnerMemberId) ?? '-'),
    excluded: withNames(row.excluded ?? [], names),
    created_at: row.createdAt.toISOString(),
    drawn_at: row.drawnAt?.toISOString() ?? null,
  };
}

/** The excluded members with their names, as the draw proof and the lelang show them. */
export const withNames = (excluded: Excluded[], names: Map<number, string>) =>
  excluded.map((e) => ({ ...e, name: names.get(e.member_id) ?? '-' }));

const cycleHasRecipient = async (tx: Db, arisanId: number, cycle: number) =>
  (await activeRecipient(tx, { arisanId, cycle })) !== undefined;

async function openDraw(tx: Db, arisanId: number, cycle: number) {
  const [row] = await tx
    .select()
    .from(arisanDraws)
    .where(
      and(eq(arisanDraws.arisanId, arisanId), eq(arisanDraws.cycle, cycle), isNull(arisanDraws.drawnAt)),
    );
  return row;
}

/**
 * The cycle's draw that picked its current recipient, if the recipient came from a draw: what a second
 * tap on 'Undi Sekarang' (or a retried request) answers instead of 'no commitment'.
 */
async function decidingDraw(tx: Db, arisanId: number, cycle: number) {
  const [row] = await tx
    .select({ draw: arisanDraws })
    .from(arisanDraws)
    .innerJoin(arisanRecipients, eq(arisanRecipients.drawId, arisanDraws.id))
    .where(
      and(
        eq(arisanDraws.arisanId, arisanId),
        eq(arisanDraws.cycle, cycle),
        isNull(arisanRecipients.revokedAt),
      ),
    );
  return row?.draw;
}

// A lelang arisan picks by the bids; the draw there only breaks a tie inside the lelang (ADR 077).
const drawReplacedByTurns = (cycle: number) =>
  AppError.conflict(
    `Arisan ini memakai urutan posisi: putaran ${cycle} diterima member di posisi ${cycle}, tanpa undian`,
  );

const drawReplacedByLelang = (cycle: number) =>
  AppError.conflict(`Arisan ini memakai lelang: buka lelang putaran ${cycle}, bukan undian`);

/** Every draw of an arisan, oldest first (the seed of an open one stays hidden). */
export async function listDraws(db: Db, arisanId: number): Promise<Draw[]> {
  await getArisan(db, arisanId);
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(arisanDraws)
      .where(eq(arisanDraws.arisanId, arisanId))
      .orderBy(asc(arisanDraws.cycle), asc(arisanDraws.id)),
    namesOf(db, arisanId),
  ]);
  return rows.map((r) => toDraw(r, names));
}

/** Publishes the commitment for a cycle's draw (or answers the one already published). */
export async function prepareDraw(
  db: Db,
  arisanId: number,
  cycle: number,
  actorId: number | null,
): Promise<Draw> {
  return db.transaction(async (tx) => {
    const arisan = await lockArisan(tx, arisanId, 'update');
    if (arisan.archivedAt) throw arisanArchived();
    if (arisan.recipientRule === 'lelang') throw drawReplacedByLelang(cycle);
    if (arisan.recipientRule === 'urut') throw drawReplacedByTurns(cycle);
    if (cycle > arisan.duration) {
      throw AppError.conflict(`Putaran ${cycle} melebihi durasi arisan (${arisan.duration} putaran)`);
    }
    if (await cycleHasRecipient(tx, arisanId, cycle)) {
      throw AppError.conflict(`Putaran ${cycle} sudah punya penerima`);
    }
    const names = await namesOf(tx, arisanId);
    const existing = await openDraw(tx, arisanId, cycle);
    if (existing) return toDraw(existing, names);
    const seed = randomBytes(32).toString('hex');
    const [row] = await tx
      .insert(arisanDraws)
      .values({ arisanId, cycle, seed, commitment: drawCommitment(seed), createdBy: actorId })
      .returning();
    await recordAudit(tx, {
      arisanId,
      entity: 'draw',
      entityId: row!.id,
      action: 'commit',
      after: { cycle, commitment: row!.commitment },
      actorId,
    });
    return toDraw(row!, names);
  });
}

/** Who could not win a draw or a lelang, and why (ADR 078). */
export type Excluded = { member_id: number; reason: string };

/**
 * Who a draw or a lelang may pick when `cyclesDue` cycles are due: every member who has not received and,
 * when the arisan takes only paid-up members (draw_paid_up_only, ADR 078), has paid every due cycle; the
 * eligible by member id ascending (the order `drawWinner` uses), the others with the reason.
 */
export async function drawCandidates(
  tx: Db,
  arisan: { id: number; drawPaidUpOnly: boolean },
  cyclesDue: number,
): Promise<{ eligible: number[]; excluded: Excluded[] }> {
  const rows = await tx
    .select({
      memberId: arisanMemberships.memberId,
      paidCycles: arisanMemberships.paidCycles,
      received: exists(
        tx
          .select({ one: sql`1` })
          .from(arisanRecipients)
          .where(
            and(eq(arisanRecipients.membershipId, arisanMemberships.id), isNull(arisanRecipients.revokedAt)),
          ),
      ).mapWith(Boolean),
    })
    .from(arisanMemberships)
    .where(eq(arisanMemberships.arisanId, arisan.id))
    .orderBy(asc(arisanMemberships.memberId));
  const eligible: number[] = [];
  const excluded: Excluded[] = [];
  for (const r of rows) {
    if (r.received) excluded.push({ member_id: r.memberId, reason: 'Sudah menerima' });
    else if (arisan.drawPaidUpOnly && r.paidCycles < cyclesDue) {
      excluded.push({ member_id: r.memberId, reason: `Belum lunas sampai putaran ${cyclesDue}` });
    } else eligible.push(r.memberId);
  }
  return { eligible: drawOrder(eligible), excluded };
}

/** Runs the committed draw of a cycle that has come: picks, records the recipient, reveals the seed. */
export async function runDraw(
  db: Db,
  arisanId: number,
  cycle: number,
  actorId: number | null,
  today = todayInShop(),
): Promise<Draw> {
  return db.transaction(async (tx) => {
    // The whole arisan is locked: no payment can change who is eligible while the draw runs (and a kind's
    // recipient may take from this row: arisan barang's order takes its unit).
    const arisan = await lockArisan(tx, arisanId, lockTaken('arisan.recipient') ? 'update' : 'share');
    if (rulesOf(arisan).recipientTakesRow) await insideLock('arisan.recipient');
    if (arisan.archivedAt) throw arisanArchived();
    if (arisan.recipientRule === 'lelang') throw drawReplacedByLelang(cycle);
    if (arisan.recipientRule === 'urut') throw drawReplacedByTurns(cycle);
    const draw = await openDraw(tx, arisanId, cycle);
    if (!draw) {
      // Drawn already (a double tap, a retry): the same result again, written once, not an error beside
      // the winner the first tap showed.
      const decided = await decidingDraw(tx, arisanId, cycle);
      if (decided) return toDraw(decided, await namesOf(tx, arisanId));
      throw AppError.notFound(`Belum ada komitmen undian untuk putaran ${cycle}`);
    }
    const savingType = arisan.savingType as SavingType;
    const due = cycleDate(arisan.startDate, savingType, cycle - 1);
    if (due > today) throw AppError.conflict(`Putaran ${cycle} belum tiba: jatuh tempo ${due}`);
    if (!(await isArisanStarted(tx, arisanId))) {
      throw AppError.conflict('Arisan belum dimulai: klik Mulai Arisan sebelum mengundi');
    }
    if (await cycleHasRecipient(tx, arisanId, cycle)) {
      throw AppError.conflict(`Putaran ${cycle} sudah punya penerima`);
    }
    const cyclesDue = countCyclesDueBy(arisan.startDate, savingType, arisan.duration, today);
    const { eligible, excluded } = await drawCandidates(tx, arisan, cyclesDue);
    if (eligible.length === 0) {
      throw AppError.conflict(
        'Tidak ada member yang bisa diundi: semua belum lunas untuk putaran yang jatuh tempo atau sudah menerima',
      );
    }
    const winner = drawWinner(draw.seed, eligible);
    const [drawn] = await tx
      .update(arisanDraws)
      .set({ eligibleMemberIds: eligible, excluded, winnerMemberId: winner, drawnAt: new Date() })
      .where(eq(arisanDraws.id, draw.id))
      .returning();
    const [membership] = await tx
      .select({ id: arisanMemberships.id })
      .from(arisanMemberships)
      .where(and(eq(arisanMemberships.arisanId, arisanId), eq(arisanMemberships.memberId, winner)));
    await insertRecipient(
      tx,
      arisan,
      { arisanId, cycle, membershipId: membership!.id, method: 'draw', drawId: draw.id, receivedDate: today },
      actorId,
    );
    await recordAudit(tx, {
      arisanId,
      entity: 'draw',
      entityId: draw.id,
      action: 'draw',
      after: { cycle, eligible_member_ids: eligible, excluded, winner_member_id: winner, seed: draw.seed },
      actorId,
    });
    await enqueueTurnDrawn(tx, arisan, cycle, winner);
    return toDraw(drawn!, await namesOf(tx, arisanId));
  });
}

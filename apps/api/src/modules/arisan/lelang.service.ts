import { randomBytes } from 'node:crypto';
import {
  countCyclesDueBy,
  cycleDate,
  drawCommitment,
  drawWinner,
  type Lelang,
  type LelangOpenBody,
  lelangCap,
  lelangPot,
  type SavingType,
  splitLelang,
  todayInShop,
} from '@toko/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, pgErrorCode } from '../../db/pg-errors.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import {
  arisanLelangBids,
  arisanLelangShares,
  arisanLelangs,
  arisanMemberships,
  arisanRecipients,
  arisans,
  members,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { arisanArchived, getArisan, isArisanStarted, lockArisan } from './arisans.service.ts';
import { recordAudit } from './audit.service.ts';
import { drawCandidates, namesOf, withNames } from './draws.service.ts';
import { activeRecipient, insertRecipient } from './recipients.service.ts';

// The lelang (ADR 077): members who have not received bid a discount on the cycle's pot, sealed; the
// highest discount wins the pot minus the discount; the discount goes to the organiser's commission and
// the dividends of the members still waiting, which leave the pot at the close. Ties (and a lelang
// without bids) go to the verifiable draw over the tied (or all eligible) member ids, committed at the
// opening like any draw (ADR 032).

type ArisanRow = typeof arisans.$inferSelect;
type LelangRow = typeof arisanLelangs.$inferSelect;

const notLelang = () => AppError.conflict('Arisan ini tidak memakai lelang untuk menentukan penerima');
const lelangNotFound = (cycle: number) => AppError.notFound(`Lelang putaran ${cycle} belum dibuka`);
const lelangClosed = (cycle: number) =>
  AppError.conflict(`Lelang putaran ${cycle} sudah ditutup: tawaran tidak bisa diubah lagi`);

/** The cycle's pot and the cap of a bid: the contribution of every member, and cap% of it. */
async function potAndCap(tx: Db, arisan: ArisanRow) {
  const [row] = await tx
    .select({ n: count() })
    .from(arisanMemberships)
    .where(eq(arisanMemberships.arisanId, arisan.id));
  const pot = lelangPot(arisan.contributionAmount, row?.n ?? 0);
  return { pot, cap: lelangCap(pot, arisan.lelangCapPercent) };
}

/** The arisan row of a lelang change; a money arisan whose rule is the lelang, not archived. */
async function lelangArisan(tx: Db, arisanId: number, strength: 'share' | 'update') {
  const arisan = await lockArisan(tx, arisanId, strength);
  if (arisan.archivedAt) throw arisanArchived();
  if (arisan.kind !== 'uang' || arisan.recipientRule !== 'lelang') throw notLelang();
  return arisan;
}

const cyclesDueOn = (arisan: ArisanRow, today: string) =>
  countCyclesDueBy(arisan.startDate, arisan.savingType as SavingType, arisan.duration, today);

async function findLelang(tx: Db, arisanId: number, cycle: number, lock?: 'share' | 'update') {
  const query = tx
    .select()
    .from(arisanLelangs)
    .where(and(eq(arisanLelangs.arisanId, arisanId), eq(arisanLelangs.cycle, cycle)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

async function bidsOf(tx: Db, lelangIds: number[]) {
  if (lelangIds.length === 0) return [];
  return tx
    .select({
      lelangId: arisanLelangBids.lelangId,
      memberId: arisanMemberships.memberId,
      amount: arisanLelangBids.amount,
    })
    .from(arisanLelangBids)
    .innerJoin(arisanMemberships, eq(arisanMemberships.id, arisanLelangBids.membershipId))
    .where(inArray(arisanLelangBids.lelangId, lelangIds))
    .orderBy(asc(arisanMemberships.memberId));
}

async function sharesOf(tx: Db, lelangIds: number[]) {
  if (lelangIds.length === 0) return [];
  return tx
    .select({
      lelangId: arisanLelangShares.lelangId,
      memberId: arisanMemberships.memberId,
      kind: arisanLelangShares.kind,
      amount: arisanLelangShares.amount,
    })
    .from(arisanLelangShares)
    .leftJoin(arisanMemberships, eq(arisanMemberships.id, arisanLelangShares.membershipId))
    .where(inArray(arisanLelangShares.lelangId, lelangIds))
    .orderBy(asc(arisanLelangShares.id));
}

/** Commissions and dividends of every closed lelang of an arisan: money that left its pot. */
export async function lelangSharesTotal(tx: Db, arisanId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${arisanLelangShares.amount}), 0)`.mapWith(Number) })
    .from(arisanLelangShares)
    .where(eq(arisanLelangShares.arisanId, arisanId));
  return row?.total ?? 0;
}

/**
 * What the winner of a cycle's closed lelang receives (pot - discount), or null when the cycle was not
 * decided by a lelang: the payout's default and its ceiling.
 */
export async function lelangPayoutAmount(tx: Db, arisanId: number, cycle: number): Promise<number | null> {
  const lelang = await findLelang(tx, arisanId, cycle);
  if (!lelang || lelang.discount === null) return null;
  const [arisan] = await tx.select().from(arisans).where(eq(arisans.id, arisanId));
  const { pot } = await potAndCap(tx, arisan!);
  return pot - lelang.discount;
}

/** The organiser's view: bids sealed (their count only) until the close, then every bid and share. */
export async function listLelangs(db: Db, arisanId: number, today = todayInShop()): Promise<Lelang[]> {
  await getArisan(db, arisanId);
  const rows = await db
    .select()
    .from(arisanLelangs)
    .where(eq(arisanLelangs.arisanId, arisanId))
    .orderBy(asc(arisanLelangs.cycle));
  return viewLelangs(db, arisanId, rows, today);
}

async function viewLelangs(db: Db, arisanId: number, rows: LelangRow[], today: string): Promise<Lelang[]> {
  if (rows.length === 0) return [];
  const [arisan] = await db.select().from(arisans).where(eq(arisans.id, arisanId));
  if (!arisan) return [];
  const ids = rows.map((r) => r.id);
  const [{ pot, cap }, names, bids, shares, accounts, open] = await Promise.all([
    potAndCap(db, arisan),
    namesOf(db, arisanId),
    bidsOf(db, ids),
    sharesOf(db, ids),
    db
      .select({ id: members.id, userId: members.userId })
      .from(arisanMemberships)
      .innerJoin(members, eq(members.id, arisanMemberships.memberId))
      .where(eq(arisanMemberships.arisanId, arisanId)),
    drawCandidates(db, arisan, cyclesDueOn(arisan, today)),
  ]);
  const hasAccount = new Map(accounts.map((a) => [a.id, a.userId !== null]));
  const named = (id: number) => ({
    member_id: id,
    name: names.get(id) ?? '-',
    has_account: hasAccount.get(id) ?? false,
  });
  return rows.map((row) => {
    const closed = row.closedAt !== null;
    const mine = bids.filter((b) => b.lelangId === row.id);
    const discount = row.discount;
    return {
      id: row.id,
      cycle: row.cycle,
      pot,
      cap,
      closes_at: row.closesAt.toISOString(),
      opened_at: row.openedAt.toISOString(),
      closed_at: row.closedAt?.toISOString() ?? null,
      commitment: row.commitment,
      seed: closed ? row.seed : null,
      bid_count: mine.length,
      // Sealed: nobody, the organiser included, sees an amount before the close.
      bids: closed
        ? mine.map((b) => ({ member_id: b.memberId, name: names.get(b.memberId) ?? '-', amount: b.amount }))
        : [],
      eligible: (closed ? (row.eligibleMemberIds ?? []) : open.eligible).map(named),
      excluded: withNames(closed ? (row.excluded ?? []) : open.excluded, names),
      draw_member_ids: row.drawMemberIds ?? null,
      winner_member_id: row.winnerMemberId,
      winner_name: row.winnerMemberId === null ? null : (names.get(row.winnerMemberId) ?? '-'),
      discount,
      commission: row.commission,
      payout_amount: discount === null ? null : pot - discount,
      shares: shares
        .filter((s) => s.lelangId === row.id)
        .map((s) => ({
          member_id: s.memberId,
          name: s.memberId === null ? null : (names.get(s.memberId) ?? '-'),
          kind: s.kind as 'commission' | 'dividend',
          amount: s.amount,
        })),
    };
  });
}

async function viewOne(db: Db, arisanId: number, cycle: number, today: string): Promise<Lelang> {
  const row = await findLelang(db, arisanId, cycle);
  if (!row) throw lelangNotFound(cycle);
  return (await viewLelangs(db, arisanId, [row], today))[0]!;
}

/** Opens the lelang of a cycle that has come, with its closing time and the tie-break commitment. */
export async function openLelang(
  db: Db,
  arisanId: number,
  cycle: number,
  body: LelangOpenBody,
  actorId: number | null,
  now = new Date(),
  today = todayInShop(),
): Promise<Lelang> {
  const closesAt = new Date(body.closes_at);
  if (closesAt <= now) {
    const message = 'Waktu tutup lelang harus setelah sekarang';
    throw AppError.validation(message, [{ path: 'closes_at', message }]);
  }
  try {
    await db.transaction(async (tx) => {
      const arisan = await lelangArisan(tx, arisanId, 'update');
      if (cycle > arisan.duration) {
        throw AppError.conflict(`Putaran ${cycle} melebihi durasi arisan (${arisan.duration} putaran)`);
      }
      const due = cycleDate(arisan.startDate, arisan.savingType as SavingType, cycle - 1);
      if (due > today) throw AppError.conflict(`Putaran ${cycle} belum tiba: jatuh tempo ${due}`);
      if (!(await isArisanStarted(tx, arisanId))) {
        throw AppError.conflict('Arisan belum dimulai: klik Mulai Arisan sebelum membuka lelang');
      }
      if (await activeRecipient(tx, { arisanId, cycle })) {
        throw AppError.conflict(`Putaran ${cycle} sudah punya penerima`);
      }
      const seed = randomBytes(32).toString('hex');
      const [row] = await tx
        .insert(arisanLelangs)
        .values({ arisanId, cycle, closesAt, seed, commitment: drawCommitment(seed), openedBy: actorId })
        .returning();
      await recordAudit(tx, {
        arisanId,
        entity: 'lelang',
        entityId: row!.id,
        action: 'open',
        after: { cycle, closes_at: closesAt.toISOString(), commitment: row!.commitment },
        actorId,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(`Lelang putaran ${cycle} sudah dibuka`);
    throw err;
  }
  return viewOne(db, arisanId, cycle, today);
}

export interface Bidder {
  memberId: number;
  /** 'self': the member from 'Arisan Saya'; 'organiser': the admin for a member without an account. */
  by: 'self' | 'organiser';
}

/**
 * Places or changes a member's sealed bid: 0..cap rupiah, while the lelang is open and before its
 * closing time, by a member who may win this cycle. Returns the bid amount.
 */
export async function placeBid(
  db: Db,
  arisanId: number,
  cycle: number,
  bidder: Bidder,
  amount: number,
  actorId: number | null,
  now = new Date(),
  today = todayInShop(),
): Promise<{ cycle: number; amount: number }> {
  return db.transaction(async (tx) => {
    const arisan = await lelangArisan(tx, arisanId, 'share');
    // Shared: bids of different members run side by side; the close holds the row whole, so a bid waits
    // for it and then sees it closed (ADR 077).
    const lelang = await findLelang(tx, arisanId, cycle, lockTaken('arisan.lelang') ? 'share' : undefined);
    await insideLock('arisan.lelang');
    if (!lelang) throw lelangNotFound(cycle);
    if (lelang.closedAt !== null || lelang.closesAt <= now) throw lelangClosed(cycle);
    const [membership] = await tx
      .select({ id: arisanMemberships.id, userId: members.userId, name: members.name })
      .from(arisanMemberships)
      .innerJoin(members, eq(members.id, arisanMemberships.memberId))
      .where(and(eq(arisanMemberships.arisanId, arisanId), eq(arisanMemberships.memberId, bidder.memberId)));
    if (!membership) throw AppError.notFound('Member tidak terdaftar di arisan ini');
    if (bidder.by === 'organiser' && membership.userId !== null) {
      throw AppError.conflict(`${membership.name} punya akun: dia menawar sendiri dari Arisan Saya`);
    }
    const { excluded } = await drawCandidates(tx, arisan, cyclesDueOn(arisan, today));
    const out = excluded.find((e) => e.member_id === bidder.memberId);
    if (out) {
      const who = bidder.by === 'self' ? 'Kamu' : membership.name;
      throw AppError.conflict(`${who} tidak bisa menawar: ${out.reason.toLowerCase()}`);
    }
    const { cap } = await potAndCap(tx, arisan);
    if (amount > cap) {
      const message = `Potongan paling banyak ${cap.toLocaleString('id-ID')} rupiah (${arisan.lelangCapPercent}% dari pot)`;
      throw AppError.validation(message, [{ path: 'amount', message }]);
    }
    const [before] = await tx
      .select({ id: arisanLelangBids.id })
      .from(arisanLelangBids)
      .where(and(eq(arisanLelangBids.lelangId, lelang.id), eq(arisanLelangBids.membershipId, membership.id)));
    try {
      await tx
        .insert(arisanLelangBids)
        .values({
          lelangId: lelang.id,
          membershipId: membership.id,
          amount,
          placedBy: actorId,
          placedAt: now,
        })
        .onConflictDoUpdate({
          target: [arisanLelangBids.lelangId, arisanLelangBids.membershipId],
          set: { amount, placedBy: actorId, placedAt: now },
        });
    } catch (err) {
      // The database's own refusal of a bid on a closed lelang (arisan_lelang_bids_check).
      if (pgErrorCode(err) === '23514') throw lelangClosed(cycle);
      throw err;
    }
    // The history keeps that a bid was made, not its amount: the amounts are sealed until the close,
    // whose entry lists every bid.
    await recordAudit(tx, {
      arisanId,
      entity: 'lelang',
      entityId: lelang.id,
      action: before ? 'bid_change' : 'bid',
      after: { cycle, member_id: bidder.memberId, by: bidder.by },
      actorId,
    });
    return { cycle, amount };
  });
}

/**
 * Closes a cycle's lelang: at or after its closing time, or earlier once every member who may win has
 * bid (nobody loses a chance). The highest discount wins; a tie goes to the draw over the tied members,
 * no bid at all to the draw over every eligible member with discount 0. Writes the recipient, the
 * commission and the dividends, and reveals the seed. A second close answers the same result.
 */
export async function closeLelang(
  db: Db,
  arisanId: number,
  cycle: number,
  actorId: number | null,
  now = new Date(),
  today = todayInShop(),
): Promise<Lelang> {
  await db.transaction(async (tx) => {
    const arisan = await lelangArisan(tx, arisanId, 'share');
    const lelang = await findLelang(tx, arisanId, cycle, 'update');
    if (!lelang) throw lelangNotFound(cycle);
    if (lelang.closedAt !== null) return;
    const { eligible, excluded } = await drawCandidates(tx, arisan, cyclesDueOn(arisan, today));
    const bids = await bidsOf(tx, [lelang.id]);
    await insideLock('arisan.lelang');
    const counted = bids.filter((b) => eligible.includes(b.memberId));
    if (lelang.closesAt > now && counted.length < eligible.length) {
      throw AppError.conflict(
        `Lelang putaran ${cycle} belum bisa ditutup: waktunya belum tiba dan belum semua member menawar`,
      );
    }
    if (eligible.length === 0) {
      throw AppError.conflict(
        'Tidak ada member yang bisa menang: semua belum lunas untuk putaran yang jatuh tempo atau sudah menerima',
      );
    }
    const { pot, cap } = await potAndCap(tx, arisan);
    const top = counted.reduce((m, b) => Math.max(m, b.amount), -1);
    const tied = counted.filter((b) => b.amount === top).map((b) => b.memberId);
    const drawIds = counted.length === 0 ? eligible : tied.length > 1 ? tied : null;
    const winner = drawIds ? drawWinner(lelang.seed, drawIds) : tied[0]!;
    const memberships = await tx
      .select({ id: arisanMemberships.id, memberId: arisanMemberships.memberId })
      .from(arisanMemberships)
      .where(
        and(
          eq(arisanMemberships.arisanId, arisanId),
          sql`not exists (select 1 from ${arisanRecipients} r where r.membership_id = ${arisanMemberships.id} and r.revoked_at is null)`,
        ),
      )
      .orderBy(asc(arisanMemberships.position));
    const winnerMembership = memberships.find((m) => m.memberId === winner)!;
    const sharers = memberships.filter((m) => m.memberId !== winner);
    // Nobody left to share with (the last member waiting): a discount would have nowhere to go.
    const discount = sharers.length === 0 ? 0 : Math.min(Math.max(top, 0), cap);
    const split = splitLelang(discount, arisan.lelangCommissionPercent, sharers.length);
    const held = await potHeld(tx, arisanId);
    if (discount > held) {
      throw AppError.conflict(
        'Uang arisan yang dipegang belum cukup untuk membagi potongan lelang: catat iuran putaran ini dulu',
      );
    }
    await tx
      .update(arisanLelangs)
      .set({
        closedAt: now,
        closedBy: actorId,
        eligibleMemberIds: eligible,
        excluded,
        drawMemberIds: drawIds,
        winnerMemberId: winner,
        discount,
        commission: split.commission,
      })
      .where(eq(arisanLelangs.id, lelang.id));
    await tx.insert(arisanLelangShares).values([
      {
        lelangId: lelang.id,
        arisanId,
        cycle,
        membershipId: null,
        kind: 'commission',
        amount: split.commission,
      },
      ...sharers.map((m, i) => ({
        lelangId: lelang.id,
        arisanId,
        cycle,
        membershipId: m.id,
        kind: 'dividend',
        amount: split.dividends[i]!,
      })),
    ]);
    await insertRecipient(
      tx,
      arisan,
      { arisanId, cycle, membershipId: winnerMembership.id, method: 'lelang', receivedDate: today },
      actorId,
    );
    await recordAudit(tx, {
      arisanId,
      entity: 'lelang',
      entityId: lelang.id,
      action: 'close',
      after: {
        cycle,
        bids: bids.map((b) => ({ member_id: b.memberId, amount: b.amount })),
        eligible_member_ids: eligible,
        excluded,
        draw_member_ids: drawIds,
        winner_member_id: winner,
        seed: lelang.seed,
        pot,
        discount,
        commission: split.commission,
        dividends: sharers.map((m, i) => ({ member_id: m.memberId, amount: split.dividends[i]! })),
      },
      actorId,
    });
  });
  return viewOne(db, arisanId, cycle, today);
}

/** contributions - payouts - lelang shares: the money the organiser still holds. */
export async function potHeld(tx: Db, arisanId: number): Promise<number> {
  const [row] = await tx
    .select({
      held: sql<number>`(select coalesce(sum(p.amount), 0) from contribution_payments p where p.arisan_id = ${arisanId})
        - (select coalesce(sum(o.amount), 0) from arisan_payouts o where o.arisan_id = ${arisanId})
        - (select coalesce(sum(s.amount), 0) from arisan_lelang_shares s where s.arisan_id = ${arisanId})`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  return row?.held ?? 0;
}

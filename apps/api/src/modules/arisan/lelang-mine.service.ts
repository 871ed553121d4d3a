import {
  countCyclesDueBy,
  lelangCap,
  lelangPot,
  type MyLelangGroup,
  type SavingType,
  todayInShop,
} from '@toko/shared';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanLelangBids,
  arisanLelangShares,
  arisanLelangs,
  arisanMemberships,
  arisans,
  members,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { drawCandidates, namesOf } from './draws.service.ts';
import { placeBid } from './lelang.service.ts';

// 'Arisan Saya' for a money arisan decided by lelang (ADR 077): the member sees their own bid only, and
// after each close the winner, the discount, the tie-break proof and their own dividend.

/** The customer's memberships of lelang arisans, newest first. */
async function myLelangMemberships(db: Db, userId: number, arisanId?: number) {
  return db
    .select({ arisan: arisans, membershipId: arisanMemberships.id, memberId: arisanMemberships.memberId })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
    .where(
      and(
        eq(members.userId, userId),
        eq(arisans.kind, 'uang'),
        eq(arisans.recipientRule, 'lelang'),
        isNull(arisans.archivedAt),
        arisanId === undefined ? undefined : eq(arisans.id, arisanId),
      ),
    )
    .orderBy(desc(arisanMemberships.createdAt), desc(arisanMemberships.id));
}

export async function listMyLelangs(
  db: Db,
  userId: number,
  now = new Date(),
  today = todayInShop(),
): Promise<MyLelangGroup[]> {
  const mine = await myLelangMemberships(db, userId);
  return Promise.all(
    mine.map(async ({ arisan, membershipId, memberId }) => {
      const [lelangs, [size], names, candidates] = await Promise.all([
        db
          .select()
          .from(arisanLelangs)
          .where(eq(arisanLelangs.arisanId, arisan.id))
          .orderBy(asc(arisanLelangs.cycle)),
        db.select({ n: count() }).from(arisanMemberships).where(eq(arisanMemberships.arisanId, arisan.id)),
        namesOf(db, arisan.id),
        drawCandidates(
          db,
          arisan,
          countCyclesDueBy(arisan.startDate, arisan.savingType as SavingType, arisan.duration, today),
        ),
      ]);
      const ids = lelangs.map((l) => l.id);
      const [bids, dividends] = ids.length
        ? await Promise.all([
            db
              .select({ lelangId: arisanLelangBids.lelangId, amount: arisanLelangBids.amount })
              .from(arisanLelangBids)
              .where(
                and(inArray(arisanLelangBids.lelangId, ids), eq(arisanLelangBids.membershipId, membershipId)),
              ),
            db
              .select({ lelangId: arisanLelangShares.lelangId, amount: arisanLelangShares.amount })
              .from(arisanLelangShares)
              .where(
                and(
                  inArray(arisanLelangShares.lelangId, ids),
                  eq(arisanLelangShares.membershipId, membershipId),
                ),
              ),
          ])
        : [[], []];
      const pot = lelangPot(arisan.contributionAmount, size?.n ?? 0);
      const cap = lelangCap(pot, arisan.lelangCapPercent);
      const out = candidates.excluded.find((e) => e.member_id === memberId);
      return {
        arisan_id: arisan.id,
        name: arisan.name,
        member_id: memberId,
        contribution_amount: arisan.contributionAmount,
        lelang_cap_percent: arisan.lelangCapPercent,
        total_dividends: dividends.reduce((sum, d) => sum + d.amount, 0),
        cycles: lelangs.map((l) => {
          const closed = l.closedAt !== null;
          const open = !closed && l.closesAt > now;
          const myBid = bids.find((b) => b.lelangId === l.id)?.amount ?? null;
          const discount = l.discount;
          return {
            cycle: l.cycle,
            pot,
            cap,
            closes_at: l.closesAt.toISOString(),
            closed,
            can_bid: open && !out,
            cannot_bid_reason: closed ? null : !open ? 'Waktu lelang sudah lewat' : (out?.reason ?? null),
            my_bid: myBid,
            commitment: l.commitment,
            seed: closed ? l.seed : null,
            draw_member_ids: l.drawMemberIds ?? null,
            winner_member_id: l.winnerMemberId,
            winner_name: l.winnerMemberId === null ? null : (names.get(l.winnerMemberId) ?? '-'),
            discount,
            i_won: l.winnerMemberId === memberId,
            my_dividend: closed ? (dividends.find((d) => d.lelangId === l.id)?.amount ?? 0) : null,
          };
        }),
      };
    }),
  );
}

/** A member's own bid from 'Arisan Saya'; another customer's group is not found (404). */
export async function placeMyBid(
  db: Db,
  userId: number,
  arisanId: number,
  cycle: number,
  amount: number,
): Promise<{ cycle: number; amount: number }> {
  const [mine] = await myLelangMemberships(db, userId, arisanId);
  if (!mine) throw AppError.notFound('Arisan tidak ditemukan');
  return placeBid(db, arisanId, cycle, { memberId: mine.memberId, by: 'self' }, amount, userId);
}

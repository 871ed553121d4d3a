import {
  countCyclesOverdue,
  cycleDate,
  type SavingType,
  type SelfCheckArisan,
  type SelfCheckBody,
  todayInShop,
} from '@toko/shared';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanLookupAttempts,
  arisanMemberships,
  arisanRecipients,
  arisans,
  members,
} from '../../db/schema/index.ts';
import { countAll } from '../../db/sql.ts';
import { AppError, tryAgainIn } from '../../http/errors.ts';
import { startedSql } from './arisan.sql.ts';
import { listDraws } from './draws.service.ts';
import { lateDuesSql, lateFeeFor } from './late-fees.ts';

// '/arisan/cek': a member looks up their own standing with their passcode and the last 4 digits of their
// phone (decision 033). Every attempt is a row, so the limits hold across API processes (docs/architecture.md section 6).

/** Attempts in the window: per IP (someone trying many passcodes) and per passcode (guessing digits). */
export const SELF_CHECK_LIMITS = { windowMinutes: 15, perIp: 20, perPasscode: 5 } as const;

const notFound = () =>
  AppError.notFound('Data tidak ditemukan. Periksa passcode dan 4 angka terakhir nomor HP.');

async function checkLimit(db: Db, ip: string, passcode: string) {
  const since = sql`now() - make_interval(mins => ${SELF_CHECK_LIMITS.windowMinutes})`;
  // How many attempts are in the window, and how long until the oldest of them leaves it.
  const attempts = (where: SQL) =>
    db
      .select({
        n: countAll(),
        waitMs:
          sql<number>`coalesce(extract(epoch from (min(${arisanLookupAttempts.at}) - (${since}))) * 1000, 0)`.mapWith(
            Number,
          ),
      })
      .from(arisanLookupAttempts)
      .where(and(where, gt(arisanLookupAttempts.at, since)));
  const [[byIp], [byPasscode]] = await Promise.all([
    attempts(eq(arisanLookupAttempts.ip, ip)),
    attempts(eq(arisanLookupAttempts.passcode, passcode)),
  ]);
  const waits = [
    (byIp?.n ?? 0) >= SELF_CHECK_LIMITS.perIp ? (byIp?.waitMs ?? 0) : 0,
    (byPasscode?.n ?? 0) >= SELF_CHECK_LIMITS.perPasscode ? (byPasscode?.waitMs ?? 0) : 0,
  ];
  if ((byIp?.n ?? 0) >= SELF_CHECK_LIMITS.perIp || (byPasscode?.n ?? 0) >= SELF_CHECK_LIMITS.perPasscode) {
    const waitMs = Math.max(...waits);
    throw AppError.rateLimited(`Terlalu banyak percobaan. ${tryAgainIn(waitMs)}`, waitMs);
  }
  await db.insert(arisanLookupAttempts).values({ ip, passcode });
}

export async function selfCheck(db: Db, body: SelfCheckBody, ip: string, today = todayInShop()) {
  await checkLimit(db, ip, body.passcode);
  const [member] = await db
    .select({ id: members.id, name: members.name, phone: members.phone })
    .from(members)
    .where(eq(members.passcode, body.passcode));
  // A wrong passcode and a wrong phone answer the same, so neither can be probed alone.
  if (!member?.phone?.endsWith(body.phone_last4)) throw notFound();
  const rows = await db
    .select({
      id: arisans.id,
      name: arisans.name,
      savingType: arisans.savingType,
      contributionAmount: arisans.contributionAmount,
      lateFee: arisans.lateFee,
      lateDues: lateDuesSql(today),
      duration: arisans.duration,
      startDate: arisans.startDate,
      started: startedSql(),
      paidCycles: arisanMemberships.paidCycles,
      receivedCycle: arisanRecipients.cycle,
      receivedDate: arisanRecipients.receivedDate,
      receivedMethod: arisanRecipients.method,
    })
    .from(arisanMemberships)
    .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
    .leftJoin(
      arisanRecipients,
      and(eq(arisanRecipients.membershipId, arisanMemberships.id), isNull(arisanRecipients.revokedAt)),
    )
    .where(and(eq(arisanMemberships.memberId, member.id), isNull(arisans.archivedAt)))
    .orderBy(arisans.startDate);
  const result: SelfCheckArisan[] = [];
  for (const r of rows) {
    const savingType = r.savingType as SavingType;
    const due = countCyclesOverdue({
      started: r.started,
      startDate: r.startDate,
      savingType,
      duration: r.duration,
      paidCycles: r.paidCycles,
      today,
    });
    // Who was left out of a draw, and why ('Belum lunas ...'), is another member's payment record: the
    // organiser sees it, a member checking by passcode does not (the proof needs only the eligible list).
    const draws = (await listDraws(db, r.id))
      .filter((d) => d.drawn_at !== null)
      .map((d) => ({ ...d, excluded: [] }));
    result.push({
      id: r.id,
      name: r.name,
      saving_type: savingType,
      contribution_amount: r.contributionAmount,
      duration: r.duration,
      paid_cycles: r.paidCycles,
      due_cycles: due,
      due_amount: due * r.contributionAmount,
      late_fee: r.lateFee,
      due_late_fee: lateFeeFor(r.lateDues, r.lateFee),
      remaining_cycles: r.duration - r.paidCycles,
      next_due_date:
        r.started && r.paidCycles < r.duration ? cycleDate(r.startDate, savingType, r.paidCycles) : null,
      receiving:
        r.receivedCycle === null
          ? null
          : {
              cycle: r.receivedCycle,
              received_date: r.receivedDate!,
              method: r.receivedMethod as 'manual' | 'draw',
            },
      draws,
    });
  }
  return { name: member.name, arisans: result };
}

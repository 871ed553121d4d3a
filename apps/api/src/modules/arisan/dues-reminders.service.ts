import { formatCalendarDate, formatRupiah, OUTBOX_KIND_LABEL, todayInShop } from '@toko/shared';
import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanDueReminders,
  arisanMemberships,
  arisans,
  arisanTransfers,
  contributionDues,
  members,
  users,
} from '../../db/schema/index.ts';
import { enqueueMessage, renderMessage } from '../notifications/index.ts';

/** The shop day after `today` (YYYY-MM-DD). */
const dayAfter = (today: string) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * 'Arisan dues tomorrow': every unpaid due of tomorrow (WIB) of a running arisan whose member has a
 * customer account, and no transfer for it under review, gets one reminder, by email and on the bell. The reminder row's primary key keeps it
 * to one, whichever process runs this and however often.
 */
export async function remindDuesTomorrow(db: Db, today = todayInShop()): Promise<number> {
  const tomorrow = dayAfter(today);
  return db.transaction(async (tx) => {
    const candidates = tx
      .select({ dueId: contributionDues.id, createdAt: sql`now()`.as('created_at') })
      .from(contributionDues)
      .innerJoin(arisanMemberships, eq(arisanMemberships.id, contributionDues.membershipId))
      .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
      .innerJoin(members, eq(members.id, arisanMemberships.memberId))
      .where(
        and(
          eq(contributionDues.dueDate, tomorrow),
          isNull(contributionDues.paymentId),
          eq(arisans.status, 'active'),
          isNull(arisans.archivedAt),
          isNotNull(members.userId),
          // A member whose transfer for this cycle waits for the owner's check has paid as far as they
          // can tell: no reminder. Nothing is written for the due, so it is reminded on a later look if
          // the transfer is rejected before tomorrow.
          notExists(
            tx
              .select({ one: sql`1` })
              .from(arisanTransfers)
              .where(
                and(
                  eq(arisanTransfers.membershipId, contributionDues.membershipId),
                  eq(arisanTransfers.status, 'review'),
                  sql`${contributionDues.cycle} <= ${arisanMemberships.paidCycles} + ${arisanTransfers.cycles}`,
                ),
              ),
          ),
        ),
      )
      .limit(500);
    const written = await tx
      .insert(arisanDueReminders)
      .select(candidates)
      .onConflictDoNothing()
      .returning({ dueId: arisanDueReminders.dueId });
    if (written.length === 0) return 0;
    const rows = await tx
      .select({
        userId: users.id,
        email: users.email,
        fullname: users.fullname,
        arisan: arisans.name,
        cycle: contributionDues.cycle,
        amount: contributionDues.amount,
        dueDate: contributionDues.dueDate,
      })
      .from(contributionDues)
      .innerJoin(arisanMemberships, eq(arisanMemberships.id, contributionDues.membershipId))
      .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
      .innerJoin(members, eq(members.id, arisanMemberships.memberId))
      .innerJoin(users, eq(users.id, members.userId))
      .where(
        inArray(
          contributionDues.id,
          written.map((w) => w.dueId),
        ),
      );
    for (const r of rows) {
      const message = renderMessage({
        subject: `Iuran ${r.arisan} jatuh tempo besok`,
        name: r.fullname,
        blocks: [
          {
            p: `Iuran putaran ${r.cycle} arisan ${r.arisan} jatuh tempo besok, ${formatCalendarDate(r.dueDate)}.`,
          },
          { rows: [['Iuran', formatRupiah(r.amount)]] },
          { p: 'Bayar tepat waktu agar tidak kena denda keterlambatan dan tetap ikut undian.' },
        ],
        link: { label: 'Bayar iuran', path: '/account/arisan' },
      });
      await enqueueMessage(tx, {
        kind: 'arisan_due_tomorrow',
        userId: r.userId,
        recipient: r.email,
        ...message,
        notice: { title: OUTBOX_KIND_LABEL.arisan_due_tomorrow, body: message.lead, path: message.path },
      });
    }
    return written.length;
  });
}

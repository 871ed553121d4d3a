import { cycleDate, type SavingType } from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ScheduleSource {
  id: number;
  startDate: string;
  savingType: SavingType;
  duration: number;
  contributionAmount: number;
}

/**
 * Brings the schedule of dues in line with the arisan: one due per cycle for every membership (or just
 * `membershipId`), dated by `cycleDate`. Missing dues are created, dates and amounts follow an edit, and
 * unpaid dues past a shortened duration go. Paid dues are never past the duration (the edit refuses a
 * duration below anyone's paid cycles). Idempotent: a second run creates nothing. Returns the dues created.
 */
export async function syncDues(tx: Db, arisan: ScheduleSource, membershipId?: number): Promise<number> {
  const schedule = Array.from({ length: arisan.duration }, (_, n) => ({
    cycle: n + 1,
    due_date: cycleDate(arisan.startDate, arisan.savingType, n),
  }));
  const onlyOne = membershipId === undefined ? sql`` : sql`and m.id = ${membershipId}`;
  const result = await tx.execute(sql`
    insert into contribution_dues (membership_id, cycle, due_date, amount)
    select m.id, s.cycle, s.due_date, ${arisan.contributionAmount}
    from arisan_memberships m
    cross join jsonb_to_recordset(${JSON.stringify(schedule)}::jsonb) as s(cycle int, due_date date)
    where m.arisan_id = ${arisan.id} ${onlyOne}
    on conflict (membership_id, cycle) do update
      set due_date = excluded.due_date, amount = excluded.amount
      where contribution_dues.due_date <> excluded.due_date or contribution_dues.amount <> excluded.amount
    returning (xmax = 0) as inserted`);
  await tx.execute(sql`
    delete from contribution_dues d
    using arisan_memberships m
    where m.id = d.membership_id and m.arisan_id = ${arisan.id} ${onlyOne}
      and d.cycle > ${arisan.duration} and d.payment_id is null`);
  const rows = (result as unknown as { rows: { inserted: boolean }[] }).rows;
  return rows.filter((r) => r.inserted).length;
}

import { addDays, cycleDate, type SavingType, todayInShop } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { arisans } from '../../db/schema/index.ts';
import { scheduleOf, syncDues } from '../arisan/index.ts';
import { type BarangGroupOptions, type barangTestContext, groupRow, seatOf } from './barang.fixtures.ts';

type BarangContext = Awaited<ReturnType<typeof barangTestContext>>;

/**
 * A group with every seat taken (barang.fixtures' startedGroup), started today unless `started` is false.
 * For what is due and late, its schedule is then moved so the first cycle fell `firstCycleDaysAgo` days
 * before today (negative: still to come) with the given late fee, as if it had started then.
 */
export async function barangGroupForPayments(
  b: BarangContext,
  opts: BarangGroupOptions & { lateFee?: number; firstCycleDaysAgo?: number; started?: boolean } = {},
) {
  const { lateFee = 0, firstCycleDaysAgo = 0, started = true, ...groupOpts } = opts;
  let made: Awaited<ReturnType<BarangContext['startedGroup']>>;
  if (started) {
    made = await b.startedGroup({ savingType: 'weekly', ...groupOpts, startDate: todayInShop() });
  } else {
    const group = await b.group({ savingType: 'weekly', ...groupOpts });
    const customers = [];
    for (let i = 0; i < group.arisan.duration; i++) {
      const c = await b.customer();
      expect((await b.join(c.token, group.arisan.id)).status).toBe(201);
      customers.push({ ...c, ...(await seatOf(b.t, group.arisan.id, c.user.id)) });
    }
    made = { ...group, customers };
  }
  if (started && (firstCycleDaysAgo !== 0 || lateFee !== 0)) {
    const row = await groupRow(b.t, made.arisan.id);
    const startDate = addDays(todayInShop(), -firstCycleDaysAgo);
    const endDate = cycleDate(startDate, row.savingType as SavingType, row.duration - 1);
    await b.t.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(arisans)
        .set({ startDate, endDate, lateFee })
        .where(eq(arisans.id, row.id))
        .returning();
      await syncDues(tx, scheduleOf(moved!));
    });
  }
  return { arisan: await groupRow(b.t, made.arisan.id), product: made.product, members: made.customers };
}

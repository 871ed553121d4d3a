import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { insideLock } from '../../db/race.ts';
import { openPaymentAmounts } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

// The unique code added to a bank transfer so the shop recognises the transfer on its statement. What
// must be unique is the amount the customer sends (base + code), among every open payment: waiting orders
// and open arisan member transfers (docs/decisions/050-unique-transfer-amounts.md). Orders of different
// totals therefore never compete for codes. The table open_payment_amounts holds one row per open payment,
// kept by triggers; its primary key on the amount is what makes the rule hold across processes.

/**
 * The codes tried, in order: three digits first (what shoppers are used to), and only when every 3-digit
 * code of this base is taken, four digits, so a popular total never stops checkout.
 */
const CODE_RANGES = [
  [1, 999],
  [1000, 9999],
] as const;

const NO_FREE_AMOUNT = 'Toko sedang menerima terlalu banyak pesanan; coba lagi beberapa saat lagi';

/** A code of `range` whose amount (base + code) no open payment holds, drawn at random; null when none is. */
async function freeCode(tx: Db, base: number, [from, to]: readonly [number, number]): Promise<number | null> {
  const rows = await tx.execute<{ code: number }>(sql`
    select code from generate_series(${from}::int, ${to}::int) as code
    where not exists (
      select 1 from ${openPaymentAmounts} where ${openPaymentAmounts.amount} = ${base}::bigint + code
    )
    order by random() limit 1`);
  const row = (rows as unknown as { rows: { code: number }[] }).rows[0];
  return row ? Number(row.code) : null;
}

async function drawCode(tx: Db, base: number): Promise<number> {
  for (const range of CODE_RANGES) {
    const code = await freeCode(tx, base, range);
    if (code !== null) return code;
  }
  throw AppError.conflict(NO_FREE_AMOUNT);
}

/**
 * Writes a payment whose amount is `base` plus a fresh code (`write` inserts or updates the row with that
 * code and returns what the caller needs). `keep` is a code to try first (a repriced transfer keeps its
 * code when the new amount is free). Two writers may pick the same free amount at the same moment: the
 * trigger's claim of the second fails on the primary key, its savepoint rolls back and it draws again,
 * so amounts stay unique however many processes write.
 */
export async function writeWithUniqueAmount<T>(
  tx: Db,
  base: number,
  write: (sp: Db, code: number) => Promise<T>,
  keep?: number,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const code = attempt === 0 && keep !== undefined ? keep : await drawCode(tx, base);
    // Race tests pause here: without the primary key every racer would now write the amount it read as free.
    await insideLock('payments.amount');
    try {
      return await tx.transaction((sp) => write(sp, code));
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 20) throw err;
    }
  }
}

import { sql } from 'drizzle-orm';
import { type Db, pgErrorCode } from '../../db/client.ts';
import { arisanTransfers, orders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

// The unique code (1-999) added to a bank transfer's amount so the shop recognises it on its statement.
// Waiting orders and open arisan member transfers draw from the one pool (ADR 028, ADR 042), so no two
// transfers the shop is waiting for carry the same code.

/** A code 1-999 held by no waiting order and no open member transfer, drawn at random; null when none is left. */
async function freeUniqueCode(tx: Db): Promise<number | null> {
  const rows = await tx.execute<{ code: number }>(sql`
    select code from generate_series(1, 999) as code
    where not exists (
      select 1 from ${orders} where ${orders.status} = 'pending' and ${orders.uniqueCode} = code
    )
    and not exists (
      select 1 from ${arisanTransfers}
      where ${arisanTransfers.status} in ('pending', 'review', 'rejected') and ${arisanTransfers.uniqueCode} = code
    )
    order by random() limit 1`);
  const row = (rows as unknown as { rows: { code: number }[] }).rows[0];
  return row ? Number(row.code) : null;
}

/**
 * Inserts a row carrying a fresh unique code (`insert` writes it and returns what the caller needs). Two
 * writers can draw the same free code at the same moment; the table's partial unique index refuses the
 * second, which draws again (a savepoint retry), so codes stay unique however many processes write.
 */
export async function insertWithUniqueCode<T>(
  tx: Db,
  insert: (sp: Db, code: number) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const code = await freeUniqueCode(tx);
    if (code === null) {
      throw AppError.conflict('Toko sedang menerima terlalu banyak pesanan; coba lagi beberapa saat lagi');
    }
    try {
      return await tx.transaction((sp) => insert(sp, code));
    } catch (err) {
      if (pgErrorCode(err) !== '23505' || attempt >= 20) throw err;
    }
  }
}

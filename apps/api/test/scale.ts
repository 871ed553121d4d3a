import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** A constant array as an SQL literal (drizzle would spread a JS array into a row). */
const array = (values: (string | number)[], type: string) => sql.raw(`'{${values.join(',')}}'::${type}[]`);

// Large shops made by SQL in seconds (generate_series), for the scale tests and the benchmarks.

/** Rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
export async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const SCALE_CATEGORIES = ['Sofas', 'Kursi', 'Meja', 'Lemari', 'Elektronik'];
const NOUNS = ['Sofa', 'Kursi', 'Meja', 'Lemari', 'Kasur', 'Rak', 'Lampu', 'TV', 'Kulkas', 'Kipas'];
const ADJECTIVES = ['Minimalis', 'Jati', 'Modern', 'Klasik', 'Lipat', 'Besar', 'Mini'];

/**
 * `n` products over five categories (made if missing), names like 'Sofa Jati 123'. Prices, sold counts
 * and creation times repeat (so the id tiebreak matters), every 50th product is hidden and every 97th
 * has no category. The table is analysed afterwards, as a deploy would after a bulk load.
 */
export async function generateProducts(
  db: Db,
  n: number,
  /** The first product's number: a shop grows by calling again from where the last call stopped. */
  from = 1,
): Promise<{ categoryIds: Map<string, number> }> {
  await db.execute(sql`
    insert into categories (name, slug)
    select name, lower(name) from unnest(${array(SCALE_CATEGORIES, 'text')}) name
    on conflict do nothing`);
  const cats = await rows<{ id: number; name: string }>(
    db,
    sql`select id, name from categories where name = any(${array(SCALE_CATEGORIES, 'text')}) order by id`,
  );
  const ids = cats.map((c) => Number(c.id));
  // A bulk load takes longer than the API's per-statement limit: lifted for this transaction only.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
    insert into products (name, slug, description, price, stock, category_id, sold, rating, review_count,
                          created_at, hidden_at, status)
    select (${array(NOUNS, 'text')})[1 + g % 10] || ' ' || (${array(ADJECTIVES, 'text')})[1 + (g / 10) % 7] || ' ' || g,
           'gen-' || g, '', 100000 + ((g * 7919) % 997) * 1000, 10,
           case when g % 97 = 0 then null else (${array(ids, 'int')})[1 + g % ${ids.length}] end,
           (g * 31) % 500, 4.5, 0,
           timestamptz '2026-01-01 00:00:00+07' + ((g * 13) % 20000) * interval '1 minute',
           case when g % 50 = 0 then timestamptz '2026-06-01 00:00:00+07' end,
           case when g % 50 = 0 then 'deleted' else 'active' end
    from generate_series(${from}::int, ${from + n - 1}::int) g`);
  });
  await db.execute(sql`vacuum analyze products`);
  return { categoryIds: new Map(cats.map((c) => [c.name, Number(c.id)])) };
}

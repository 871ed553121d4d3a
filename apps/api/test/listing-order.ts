import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { rows } from './scale.ts';

// The reference the catalog's scale tests hold its pages to: a listing's ids straight from SQL, in the
// sort's order, no index hints, everything sorted.

/** Each listing query's ORDER BY, written out. */
export const LISTING_ORDER: Record<string, string> = {
  'sortBy=name&sortOrder=asc': 'lower(name) collate "C" asc, id asc',
  'sortBy=name&sortOrder=desc': 'lower(name) collate "C" desc, id desc',
  'sortBy=price&sortOrder=asc': 'price asc, id asc',
  'sortBy=price&sortOrder=desc': 'price desc, id desc',
  'sortBy=createdAt&sortOrder=desc': 'created_at desc, id desc',
  'sortBy=sold&sortOrder=desc': 'sold desc, id desc',
};

/** The visible products' ids of one page (`limit` after `offset`) in `order`, of one category or all. */
export async function idsInOrder(db: Db, order: string, offset: number, limit: number, categoryId?: number) {
  const where = categoryId === undefined ? sql`` : sql` and category_id = ${categoryId}`;
  const found = await rows<{ id: number }>(
    db,
    sql`select id from products where hidden_at is null${where} order by ${sql.raw(order)} limit ${limit} offset ${offset}`,
  );
  return found.map((r) => Number(r.id));
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { visible } from './product-cards.ts';
import { type AskedSort, type SortDir, sortKeys } from './product-cursor.ts';

// Numbered pages deep in a large listing (docs/decisions/093-deep-numbered-pages.md). OFFSET walks every
// row before the page: page 8,334 of 12 at 100,000 products read 100,000 index entries, 12-62 ms against
// 1-2 ms for page 1. A listing's page marks are the sort keys of every MARK_STEP-th row, found by one walk
// of its index and remembered for MARKS_TTL_MS: a numbered page is then read like a cursor's page, after
// the mark before it, with an OFFSET of less than MARK_STEP rows.

/** Rows between two marks: the most a marked page still skips by OFFSET. */
export const MARK_STEP = 240;
/** How long a process trusts a listing's marks before it walks the listing again. */
export const MARKS_TTL_MS = 30_000;
/** Listings whose marks a process keeps at once (the oldest are forgotten first). */
const MAX_LISTINGS = 200;

/** The listings whose marks may be used: the shop's own, by a sort, in one category or all. */
export interface MarkedListing {
  mode: AskedSort;
  dir: SortDir;
  categoryId: number | undefined;
}

/** A mark: the sort key of a row as text (a cursor's form) and its id. */
type Mark = [string, number];

interface Remembered {
  at: number;
  marks: Promise<Mark[]>;
}

const remembered = new WeakMap<Db, Map<string, Remembered>>();

/** The marks of a listing: `marks[i]` is the row at position (i + 1) * MARK_STEP - 1, counted from 0. */
async function walk(db: Db, l: MarkedListing): Promise<Mark[]> {
  const [key] = sortKeys(l.mode, []);
  const by = sql.raw(l.dir === 'asc' ? 'asc' : 'desc');
  const result = await db.execute(sql`
    select k, id from (
      select (${key!.expr})::text as k, ${products.id} as id,
             row_number() over (order by ${key!.expr} ${by}, ${products.id} ${by}) as rn
      from ${products}
      where ${and(
        visible({ status: 'active' }),
        l.categoryId === undefined ? undefined : eq(products.categoryId, l.categoryId),
      )}
    ) walked
    where rn % ${MARK_STEP} = 0
    order by rn`);
  return (result as unknown as { rows: { k: string; id: number }[] }).rows.map((r) => [r.k, Number(r.id)]);
}

/**
 * The mark a numbered page at `offset` is read after, and the rows still to skip after it; null when the
 * page is within the first MARK_STEP rows (OFFSET is cheap there) or the listing has no mark.
 */
export async function markBefore(
  db: Db,
  l: MarkedListing,
  offset: number,
): Promise<{ after: Mark; skip: number } | null> {
  const index = Math.floor(offset / MARK_STEP) - 1;
  if (index < 0) return null;
  let listings = remembered.get(db);
  if (!listings) {
    listings = new Map();
    remembered.set(db, listings);
  }
  const name = `${l.mode}:${l.dir}:${l.categoryId ?? ''}`;
  let entry = listings.get(name);
  if (!entry || Date.now() - entry.at > MARKS_TTL_MS) {
    // One walk per listing at a time: requests that come meanwhile wait for the same one.
    entry = { at: Date.now(), marks: walk(db, l) };
    entry.marks.catch(() => listings.delete(name));
    listings.delete(name);
    listings.set(name, entry);
    if (listings.size > MAX_LISTINGS) listings.delete(listings.keys().next().value!);
  }
  // A page past the listing's end starts from its last mark: fewer than MARK_STEP rows follow it.
  const marks = await entry.marks;
  const at = Math.min(index, marks.length - 1);
  return at < 0 ? null : { after: marks[at]!, skip: offset - (at + 1) * MARK_STEP };
}

import { PAGE_SIZE, type ProductStatus } from '@toko/shared';
import { and, asc, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared, writtenLimit } from '../../db/prepared.ts';
import { categories, products, shopCounterTotals } from '../../db/schema/index.ts';
import { cardColumns, visible } from './product-cards.ts';
import { type AskedSort, afterCursor, type SortDir, type SortKey, sortKeys } from './product-cursor.ts';
import { type Hits, hitId, hitKeys } from './product-search.ts';

// One page of product cards as a statement: the page's ids first (from the sort's index or a search's
// hits), then their cards; a listing without a search is prepared once per shape (ADR 026).

export async function counter(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ n: shopCounterTotals.n })
    .from(shopCounterTotals)
    .where(eq(shopCounterTotals.name, name));
  return Number(row?.n ?? 0);
}

/**
 * One page of card rows (plus one to tell whether more follow) in the sort's order. The page's ids are
 * chosen first, in a subquery that reads only the sort's index (range, OFFSET or cursor) or, for a
 * ranked search, only its hits; the cards, their category and their first image are read for those ids
 * only, so a numbered page deep in the list never joins or looks up images for the rows its OFFSET
 * skips. A ranked search's answer also carries how many hits there are.
 */
export function cardRows(
  db: Db,
  q: {
    where: SQL | undefined;
    keys: SortKey[];
    order: SortDir;
    limit: number | Placeholder;
    offset: number | Placeholder;
    /**
     * A ranked search: its hits, the cursor's values (cursorValues) when the page follows a cursor and
     * the hits do not already start after it, and the count when it is not the hits' own.
     */
    hits?: { cte: Hits; after?: unknown[]; count?: SQL<number> };
    /** A shop counter to read in the same statement (the listing's total). */
    counter?: string | Placeholder;
  },
) {
  const by = q.order === 'asc' ? asc : desc;
  const orderBy = [...q.keys.map((k) => by(k.expr)), by(products.id)];
  const pageId = (id: SQL) => ({ pageId: sql<number>`${id}`.as('page_id') });
  const keys = q.hits ? hitKeys(q.keys) : q.keys;
  const page = (
    q.hits
      ? db
          .select(pageId(hitId))
          .from(q.hits.cte)
          .where(q.hits.after ? afterCursor(keys, 'asc', q.hits.after, hitId) : undefined)
          .orderBy(...keys.map((k) => asc(k.expr)), asc(hitId))
      : db
          .select(pageId(sql`${products.id}`))
          .from(products)
          .where(q.where)
          .orderBy(...orderBy)
  )
    .limit(q.limit)
    .offset(q.offset)
    .as('page');
  const select = {
    ...cardColumns,
    sortKeys: sql<string[]>`array[${sql.join(
      q.keys.map((k) => sql`(${k.expr})::text`),
      sql`, `,
    )}]`,
    hitCount: q.hits
      ? (q.hits.count ?? sql<number>`(select count(*) from ${q.hits.cte})`.mapWith(Number))
      : q.counter
        ? sql<number>`(select ${shopCounterTotals.n} from ${shopCounterTotals} where ${shopCounterTotals.name} = ${q.counter})`.mapWith(
            Number,
          )
        : sql<number>`0`.mapWith(Number),
  };
  // The page's few rows are put back in the sort's order after the joins (a sort of at most 49 rows).
  return (q.hits ? db.with(q.hits.cte) : db)
    .select(select)
    .from(page)
    .innerJoin(products, eq(products.id, page.pageId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(...orderBy);
}

export type CardRows = Awaited<ReturnType<typeof cardRows>>;

/** The shape of a listing without a search: which prepared statement reads its pages. */
type Browse = {
  mode: AskedSort;
  dir: SortDir;
  category: boolean;
  /**
   * 'first': page 1 (no OFFSET), 'cursor': the rows after a cursor, 'numbered': OFFSET of a page number,
   * 'marked': a page number read after the page mark before it, with a short OFFSET (page-marks.ts).
   */
  kind: 'first' | 'cursor' | 'numbered' | 'marked';
  /** The products listed: the shop's (active), or the owner's drafts or archive. */
  status: ProductStatus;
  /** The rows to read, page size plus one. */
  limit: number;
};

/**
 * Page sizes the shop's own pages ask for (plus one): their LIMIT is written into the statement
 * (writtenLimit), so PostgreSQL keeps one plan for it. Other sizes share one statement with the LIMIT as a
 * value, planned per call. The list is short, so the statements a connection keeps are few.
 */
const WRITTEN_LIMITS = new Set(
  [PAGE_SIZE.storefront, PAGE_SIZE.storefrontMax, PAGE_SIZE.featured, PAGE_SIZE.adminProducts].map(
    (n) => n + 1,
  ),
);

/**
 * A listing without a search, prepared once per shape (sort, direction, one category or all, cursor or
 * page number, shopper or admin): `category`, the cursor's `k0` and `id`, `limit`, `offset` and the shop
 * `counter` holding the first page's total are its placeholders. The browsing a shop does most.
 */
export function browsePage(db: Db, b: Browse) {
  const written = WRITTEN_LIMITS.has(b.limit) && b.kind !== 'numbered' && b.kind !== 'marked';
  const shape = `browse:${b.mode}:${b.dir}:${b.category}:${b.kind}:${b.status}:${written ? b.limit : 'n'}`;
  return prepared(db, shape, () => {
    const keys = sortKeys(b.mode, []);
    const after = [...keys.map((_, i) => sql.placeholder(`k${i}`)), sql.placeholder('id')];
    return cardRows(db, {
      where: and(
        visible(b),
        b.category ? eq(products.categoryId, sql.placeholder('category')) : undefined,
        b.kind === 'cursor' || b.kind === 'marked' ? afterCursor(keys, b.dir, after) : undefined,
      ),
      keys,
      order: b.dir,
      limit: written ? writtenLimit(b.limit) : sql.placeholder('limit'),
      offset: b.kind === 'numbered' || b.kind === 'marked' ? sql.placeholder('offset') : 0,
      // A cursor page carries its total; a listing of drafts or the archive counts apart.
      counter: b.kind === 'cursor' || b.status !== 'active' ? undefined : sql.placeholder('counter'),
    });
  });
}

/**
 * The total read in a page's own statement (a ranked search's hits, or a shop counter); a page past the
 * last one has no rows to carry it, so it is read apart (rare: a pager only links pages that exist).
 */
export async function hitTotal(
  rows: { hitCount: number }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return rows[0]!.hitCount;
  return offset === 0 ? 0 : count();
}

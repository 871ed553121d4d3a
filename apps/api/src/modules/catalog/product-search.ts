import { SEARCH_COUNT_LIMIT } from '@toko/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSortKey } from '../../db/schema/catalog.ts';
import { products } from '../../db/schema/index.ts';
import { countAll, escapeLike, likeContaining } from '../../db/sql.ts';
import { type SortKey, sortKeys } from './product-cursor.ts';

// The shop's search (ADR 022, 043): the words of a search, what matches them (substrings, and close words
// for typos), and the ranked hits a search's page and count are read from.

/** At most this many words of a search are matched (each one must match). */
const SEARCH_MAX_WORDS = 6;

/** Lower-case words of a search, without control characters (PostgreSQL refuses NUL in text). */
export function searchWords(search: string): string[] {
  const clean = search
    .replace(/\p{Cc}/gu, ' ')
    .toLowerCase()
    .trim();
  return [...new Set(clean.split(/\s+/).filter(Boolean))].slice(0, SEARCH_MAX_WORDS);
}

/** Every word is a substring of the name: the trigram index on lower(name) answers the LIKE. */
export function substringCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`lower(${products.name}) like ${likeContaining(w)}`));
}

/**
 * Every word is in the name as a substring or as a close (typo-tolerant) word: `<%` is pg_trgm's word
 * similarity. Scoring is dearer than a LIKE, so it is only used when the substrings find few products.
 */
export function fuzzyCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (w) => sql`(lower(${products.name}) like ${likeContaining(w)} or ${w} <% lower(${products.name}))`,
    ),
  );
}

/** Fewer substring matches than this and the search also looks for close words (typos). */
export const FUZZY_BELOW = 5;

/**
 * How many matches a search ranks where it cannot read them in rank order from an index: the first the
 * trigram index finds (no order asked, so the scan stops there), never every hit of a common word. Each
 * one read costs a row (and for a typo a word similarity), so the bound is the count a search shows
 * (ADR 043). A one-word search reads the names starting with its word in order, without this bound.
 */
const RANKED_CANDIDATES = SEARCH_COUNT_LIMIT;

/** Matches of a condition, counted up to `cap` (the count stops there instead of visiting every match). */
export async function cappedCount(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const inner = db.select({ one: sql`1` }).from(products).where(where).limit(cap).as('hits');
  const [row] = await db.select({ n: countAll() }).from(inner);
  return row?.n ?? 0;
}

/**
 * The close words a typo search ranks, with their rank keys, found in one pass and shared by the page and
 * its count (a CTE read twice is computed once): the first RANKED_CANDIDATES close words (`<%`) the
 * trigram index finds plus the names holding the first word as a substring (the few that made the
 * search fuzzy). Each match is read and scored once, and the scan stops at the bound. ADR 022.
 */
export function fuzzyHits(db: Db, base: SQL | undefined, words: string[]) {
  const keys = sortKeys('fuzzy', words);
  const keyColumns = sql.join(
    keys.map((k, i) => sql`${k.expr} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const from = sql`select ${products.id} as id, ${keyColumns} from ${products}`;
  // The first word matches as a close word or as a substring: the two halves, each answered by an
  // index, written apart so the planner sees each condition plainly (an OR hid the KNN order from it).
  const [first, ...rest] = words as [string, ...string[]];
  const others = and(base, fuzzyCondition(rest)) ?? sql`true`;
  // The close words sit in a materialized CTE, planned without the LIMIT: with it, PostgreSQL
  // prefers walking the table hoping to meet enough matches early, which reads every row for a word
  // that has few. The CTE is still read lazily, so the index's matches stop at the bound.
  return hitsCte(
    db,
  ).as(sql`(with close as materialized (${from} where ${first} <% lower(${products.name}) and ${others})
      select * from close limit ${RANKED_CANDIDATES})
    union
    (${from} where lower(${products.name}) like ${likeContaining(first)} and ${others}
      limit ${RANKED_CANDIDATES})`);
}

const hitsCte = (db: Db) => db.$with('hits', { id: sql<number>`id`.as('id') });

/**
 * A plain search's page, ranked: the names starting with the first word come first, by name (for a
 * one-word search read in that order from the name index, products_sort_name_idx or its category twin,
 * so a page is the next few entries of an index range however many names match); then the names holding
 * the first word elsewhere, the first RANKED_CANDIDATES the trigram index finds, by name. `rows` (the page and the
 * rows before it on a numbered page) bounds both halves, and the second is read only when the first
 * runs out. A cursor's rank keys (`k0`: 0 starts with the word, 1 holds it elsewhere) pick the half it
 * continues. The count reads the same halves up to SEARCH_COUNT_LIMIT, the second only when the first
 * has fewer (`sofa` at 100,000 products reads SEARCH_COUNT_LIMIT entries of the name index). ADR 043.
 */
export function relevanceHits(
  db: Db,
  base: SQL | undefined,
  words: string[],
  rows: number,
  after: unknown[] | undefined,
  /** Drafts or the archive are listed (the name index holds only the shop's products). */
  unlisted: boolean,
) {
  const [first, ...rest] = words as [string, ...string[]];
  const name = nameSortKey(products.name);
  const prefix = `${escapeLike(first)}%`;
  const holdsElsewhere = and(
    base,
    substringCondition(words),
    sql`not (lower(${products.name}) like ${prefix})`,
  );
  // The rows past a cursor: in the half it stopped in, after its (name, id); all of the second half
  // when it stopped in the first; none of the first when it stopped in the second.
  const inFirst = after === undefined || Number(after[0]) === 0;
  const afterName = (key: SQL, id: SQL) =>
    after === undefined ? undefined : sql`(${key}, ${id}) > (${after[1]}::text, ${after[2]}::integer)`;
  // One word: every entry of the name index's range starts with it, so the range in order is the
  // ranking. More words filter that range, and how far apart their matches lie in it follows the names
  // (every 'sofa modern' sorts after 6,856 other sofas at 100,000 products, a walk of 7 ms), so their
  // first group is the first RANKED_CANDIDATES the trigram index finds for all the words, by name.
  const walk = rest.length === 0 && !unlisted;
  const firstWhere = walk
    ? and(base, sql`${name} like ${prefix}`)
    : and(base, sql`lower(${products.name}) like ${prefix}`, substringCondition(rest));
  const firstHalf = walk
    ? sql`(select ${products.id} as id, 0 as k0, ${name} as k1 from ${products}
      where ${and(firstWhere, inFirst ? afterName(name, sql`${products.id}`) : sql`false`)}
      order by ${name}, ${products.id} limit ${rows})`
    : sql`(select starting.id, 0 as k0, starting.k1 from (select ${products.id} as id, ${name} as k1
        from ${products} where ${firstWhere} limit ${RANKED_CANDIDATES}) starting
      where ${inFirst ? (afterName(sql`starting.k1`, sql`starting.id`) ?? sql`true`) : sql`false`}
      order by starting.k1, starting.id limit ${rows})`;
  const found = sql`(select ${products.id} as id, ${name} as k1 from ${products}
      where ${holdsElsewhere} limit ${RANKED_CANDIDATES})`;
  const secondHalf = sql`(select found.id, 1 as k0, found.k1 from ${found} found
      ${inFirst ? sql`` : sql`where ${afterName(sql`found.k1`, sql`found.id`)}`}
      order by found.k1, found.id limit ${rows})`;
  // The second half is an Append's second input under the LIMIT: it is not started when the first
  // fills the page.
  const cte = hitsCte(db).as(sql`${firstHalf} union all ${secondHalf} limit ${rows}`);
  const count = sql<number>`(select count(*) from (
      (select 1 from ${products} where ${firstWhere} ${walk ? sql`order by ${name}, ${products.id}` : sql``}
        limit ${SEARCH_COUNT_LIMIT})
      union all
      (select 1 from ${products} where ${holdsElsewhere} limit ${SEARCH_COUNT_LIMIT})
      limit ${SEARCH_COUNT_LIMIT}) counted)`.mapWith(Number);
  return { cte, count };
}

export type Hits = ReturnType<typeof fuzzyHits>;

/** The rank keys of a search as the hits carry them (`k0`, `k1`, ... in relevanceHits, fuzzyHits). */
export const hitKeys = (keys: SortKey[]): SortKey[] =>
  keys.map((k, i) => ({
    expr: sql.raw(`"hits"."k${i}"${k.type === 'text' ? ' collate "C"' : ''}`),
    type: k.type,
  }));
export const hitId = sql.raw('"hits"."id"');

import { type SQL, sql } from 'drizzle-orm';
import { nameSortKey } from '../../db/schema/catalog.ts';
import { products } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

// How product lists are ordered (ADR 023): each sort's keys, and the cursor that carries a page's last
// keys to the next page (opaque to the client, checked on the way back).

export type SortMode = 'name' | 'price' | 'createdAt' | 'sold' | 'relevance' | 'fuzzy';
export type SortDir = 'asc' | 'desc';
/** The sorts a shopper or the admin may ask for (a search without one is ranked). */
export type AskedSort = Exclude<SortMode, 'relevance' | 'fuzzy'>;
/** A sort key: the expression, and the SQL type its cursor value (text) is read back as. */
export type SortKey = { expr: SQL; type: 'text' | 'bigint' | 'integer' | 'timestamptz' };

const nameKey: SortKey = { expr: nameSortKey(products.name), type: 'text' };

/**
 * The keys of each sort, id last as the tiebreak. name/price/createdAt/sold match an index
 * (products_sort_* and products_cat_sort_*), so a page is an index range. A search ranks names that
 * start with its first word before the others; a fuzzy search ranks by word similarity.
 */
export function sortKeys(mode: SortMode, words: string[]): SortKey[] {
  switch (mode) {
    case 'price':
      return [{ expr: sql`${products.price}`, type: 'bigint' }];
    case 'createdAt':
      return [{ expr: sql`${products.createdAt}`, type: 'timestamptz' }];
    case 'sold':
      return [{ expr: sql`${products.sold}`, type: 'integer' }];
    case 'relevance':
      return [
        {
          expr: sql`(case when lower(${products.name}) like ${`${escapeLike(words[0] ?? '')}%`} then 0 else 1 end)`,
          type: 'integer',
        },
        nameKey,
      ];
    case 'fuzzy':
      return [
        {
          expr: sql`(1000 - round(word_similarity(${words.join(' ')}, lower(${products.name})) * 1000))::integer`,
          type: 'integer',
        },
        nameKey,
      ];
    default:
      return [nameKey];
  }
}

/** What a cursor carries: the sort it belongs to, the page it opens, the total, and the last row's keys. */
export interface Cursor {
  s: string;
  p: number;
  t: number;
  k: string[];
}

/** What a cursor value of each key type may look like (anything else would be a database error). */
const KEY_VALUE: Record<SortKey['type'], (v: string) => boolean> = {
  text: () => true,
  integer: (v) => /^-?\d{1,9}$/.test(v),
  bigint: (v) => /^-?\d{1,18}$/.test(v),
  timestamptz: (v) => /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)$/.test(v),
};

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

const BAD_CURSOR = 'Cursor tidak berlaku untuk daftar ini';
const badCursor = () => AppError.validation(BAD_CURSOR, [{ path: 'cursor', message: BAD_CURSOR }]);

/** A cursor of ours, well formed (its sort is checked against the request by the caller). */
export function decodeCursor(token: string): Cursor {
  let c: Partial<Cursor> | null;
  try {
    c = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const ok =
    c !== null &&
    typeof c === 'object' &&
    typeof c.s === 'string' &&
    Number.isSafeInteger(c.p) &&
    c.p! >= 1 &&
    Number.isSafeInteger(c.t) &&
    c.t! >= 0 &&
    Array.isArray(c.k) &&
    c.k.length >= 2 &&
    c.k.every((v) => typeof v === 'string' && v.length < 300 && !v.includes('\u0000')) &&
    /^\d{1,10}$/.test(c.k.at(-1)!);
  if (!ok) throw badCursor();
  return c as Cursor;
}

/**
 * Rows after the cursor's last row in the sort's order: one row comparison, which the sort index answers.
 * `values` are the last row's keys and its id: the cursor's own (cursorValues), or placeholders.
 */
export function afterCursor(
  keys: SortKey[],
  dir: SortDir,
  values: readonly unknown[],
  id: SQL = sql`${products.id}`,
): SQL {
  const left = sql.join([...keys.map((k) => k.expr), id], sql`, `);
  const right = sql.join(
    [...keys.map((k, i) => sql`${values[i]}::${sql.raw(k.type)}`), sql`${values[keys.length]}::integer`],
    sql`, `,
  );
  return dir === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}

/** A cursor's keys as afterCursor's values (the id, last, as a number). */
export const cursorValues = (c: Cursor): unknown[] => [...c.k.slice(0, -1), Number(c.k.at(-1))];

/** The cursor belongs to this sort (its name and keys) and its key values can be read back as their types. */
export function assertCursorFits(cursor: Cursor, sort: string, keys: SortKey[]): void {
  if (
    cursor.s !== sort ||
    cursor.k.length !== keys.length + 1 ||
    !keys.every((key, i) => KEY_VALUE[key.type](cursor.k[i]!))
  )
    throw badCursor();
}

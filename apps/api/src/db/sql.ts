import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { productImages, products } from './schema/index.ts';

// SQL pieces more than one module needs, written once.

/** `%`, `_` and `\` are wildcards in LIKE: a user typing them means the characters themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching `text` anywhere, with the user's wildcards taken literally. */
export function likeContaining(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern for `lower(column) like ...`: `text` anywhere, with the user's wildcards taken literally. */
export function containsPattern(text: string): string {
  return likeContaining(text.toLowerCase());
}

/** The offset of a page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** `count(*)` read as a number (pg sends bigint counts as text). */
export const countAll = () => sql<number>`count(*)`.mapWith(Number);

/**
 * The id of the first uploaded image of the product in the outer query (null when it has none), found
 * in the same query as the product, so a list costs no query per product. The outer query must join
 * another table, so that Drizzle qualifies `products.id`.
 */
export const firstImageIdSql = sql<number | null>`(
  select pi.id from ${productImages} pi
  where pi.product_id = ${products.id}
  order by pi.position, pi.id
  limit 1
)`.mapWith((v) => (v === null ? null : Number(v)));

/**
 * A rupiah sum read back from SQL: sums are computed as bigint there, and a value a JS number cannot hold
 * exactly is an error, never a silently wrong total. The money limits (MONEY_LIMITS) keep real sums far
 * below it.
 */
export function checkedRupiah(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new Error('A rupiah sum is beyond Number.MAX_SAFE_INTEGER');
  return n;
}

/** `coalesce(sum(column), 0)` as bigint, read as a checked number. */
export const sumRupiah = (column: AnyColumn | SQL) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(checkedRupiah);

import { sql } from 'drizzle-orm';
import { pgErrorCode } from '../../db/client.ts';
import { checkedRupiah, likeContaining } from '../../db/sql.ts';

/** A LIKE pattern for `lower(column) like ...`: `text` anywhere, with the user's wildcards taken literally. */
export function containsPattern(text: string): string {
  return likeContaining(text.toLowerCase());
}

/** The offset of a page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** `count(*)` read as a number (pg sends bigint counts as text). */
export const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** True for the PostgreSQL error a unique index raises, optionally only for the named index. */
export function isUniqueViolation(err: unknown, indexName?: string): boolean {
  if (pgErrorCode(err) !== '23505') return false;
  if (!indexName) return true;
  return constraintOf(err) === indexName;
}

/** The violated constraint or index name, through Drizzle's wrapper. */
export function constraintOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * An arisan is started once 'Mulai Arisan' ran (its members have dues) or it was set active: from then on
 * every membership has its full schedule of dues. See docs/decisions/005-arisan-ledger.md.
 */
export const startedSql = () =>
  sql<boolean>`(arisans.status <> 'inactive' or exists (select 1 from contribution_dues d join arisan_memberships dm on dm.id = d.membership_id where dm.arisan_id = arisans.id))`;

/** The ledger's sum for the membership of the outer query. */
export const paidAmountSql = () =>
  sql<number>`(select coalesce(sum(p.amount), 0)::bigint from contribution_payments p where p.membership_id = arisan_memberships.id)`.mapWith(
    checkedRupiah,
  );

// Correlated subqueries name the outer table in plain SQL: Drizzle leaves columns unqualified when a
// query reads one table, which would be ambiguous inside the subquery.

/**
 * Unpaid dues dated before `today` of the membership of the outer query: the cycles that cost a late fee
 * when paid today (a cycle paid on its own date is not late, decision 039).
 */
export const lateDuesSql = (today: string) =>
  sql<number>`(select count(*) from contribution_dues d where d.membership_id = arisan_memberships.id and d.payment_id is null and d.due_date < ${today}::date)`.mapWith(
    Number,
  );

/**
 * Who received the pot is a fact of arisan_recipients (decision 033): the membership's received date is
 * its active (not revoked) recipient row's, for the membership of the outer query.
 */
export const receivedDateSql = () =>
  sql<
    string | null
  >`(select r.received_date::text from arisan_recipients r where r.membership_id = arisan_memberships.id and r.revoked_at is null)`;

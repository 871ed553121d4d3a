import { sql } from 'drizzle-orm';
import { checkedRupiah } from '../../db/sql.ts';

// SQL pieces of the arisan's own rules, shared by its services (and by arisan barang's, through index.ts).

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
 * Who received the pot is a fact of arisan_recipients (decision 033): the membership's received date is
 * its active (not revoked) recipient row's, for the membership of the outer query.
 */
export const receivedDateSql = () =>
  sql<
    string | null
  >`(select r.received_date::text from arisan_recipients r where r.membership_id = arisan_memberships.id and r.revoked_at is null)`;

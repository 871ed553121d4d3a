import { createHash } from 'node:crypto';
import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { PgliteStatements } from './pglite-statements.ts';

/**
 * Hot reads (a catalog page, a product, the signed-in user, the overview) are run as prepared statements:
 * the query is built once per shape with placeholders (drizzle otherwise rebuilds its SQL on every call,
 * a third of a list page's time), and the database parses and plans it once: node-postgres keeps a named
 * statement per connection, PGlite one per database (PgliteStatements, pglite-statements.ts). ADR 026.
 */

/**
 * A LIMIT written into a prepared statement's SQL: drizzle sends a number as a value, and PostgreSQL
 * plans `limit $n` for a tenth of the table in a statement's one (generic) plan, so it would plan every
 * call afresh instead.
 */
export const writtenLimit = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as Placeholder;

type Preparable<T> = {
  toSQL(): { sql: string };
  prepare(name: string): Prepared<T>;
};
/** A statement built once; `execute` fills its placeholders (`sql.placeholder('name')`). */
export type Prepared<T> = { execute(values?: Record<string, unknown>): Promise<T> };

const shapes = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/**
 * The prepared statement of one query shape on this database handle, built by `build` the first time.
 * `key` names the shape: the same key must always build the same SQL (values go in placeholders). The
 * statement's name is a hash of its SQL, so a name never stands for two texts on a connection.
 */
export function prepared<T>(db: Db, key: string, build: () => Preparable<T>): Prepared<T> {
  let byKey = shapes.get(db);
  if (!byKey) {
    byKey = new Map();
    shapes.set(db, byKey);
  }
  let statement = byKey.get(key) as Prepared<T> | undefined;
  if (!statement) {
    const query = build();
    const text = query.toSQL().sql;
    statement = query.prepare(`toko_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`);
    // A transaction's handle has no client of its own: its statements run unnamed inside it.
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof PgliteStatements) client.keep(text);
    byKey.set(key, statement);
  }
  return statement;
}

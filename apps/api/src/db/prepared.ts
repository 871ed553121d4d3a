import { createHash } from 'node:crypto';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';
import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Hot reads (a catalog page, a product, the signed-in user, the overview) are run as prepared statements:
 * the query is built once per shape with placeholders (drizzle otherwise rebuilds its SQL on every call,
 * a third of a list page's time), and the database parses and plans it once: node-postgres keeps a named
 * statement per connection, PGlite one per database (PgliteStatements below). ADR 026.
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

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type Parsers = PGlite['parsers'];
type Statement = { name: string; paramTypes: number[]; head: BackendMessage[] };

const serialize = protocol.serialize;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The PGlite client drizzle is given. PGlite's own `query` parses, describes and plans every statement
 * (six calls into the database); a text registered by `prepared` is parsed once into a named statement of
 * the one backend and afterwards only bound and executed (one call). Everything else, transactions
 * included, goes to PGlite unchanged: a prepared query inside a transaction runs there as an ordinary one.
 */
export class PgliteStatements {
  readonly #texts = new Set<string>();
  readonly #statements = new Map<string, Statement>();
  #made = 0;
  readonly #merged = new WeakMap<QueryOptions, [Parsers, QueryOptions]>();

  constructor(readonly pglite: PGlite) {}

  /** Run this text as a named statement from now on. */
  keep(text: string) {
    this.#texts.add(text);
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!this.#texts.has(text) || options?.blob) return this.pglite.query<T>(text, params, options);
    // The same two locks PGlite's own query takes: never inside another caller's transaction.
    return this.pglite._runExclusiveTransaction(() =>
      this.pglite._runExclusiveQuery(() => this.#run<T>(text, params ?? [], options)),
    );
  }

  transaction: PGlite['transaction'] = (fn) => this.pglite.transaction(fn);

  close() {
    return this.pglite.close();
  }

  async #send(message: Uint8Array) {
    return (await this.pglite.execProtocol(message, { syncToFs: false })).messages;
  }

  /**
   * The parsers of a query's options merged with PGlite's once per options object: PGlite's parseResults
   * copies its ~300 type parsers into a new object for every result that brings its own (drizzle's do),
   * which took longer than running a read by its primary key (~0.06 ms a statement).
   */
  #withParsers(options: QueryOptions | undefined): [Parsers, QueryOptions | undefined] {
    if (!options?.parsers) return [this.pglite.parsers, options];
    let merged = this.#merged.get(options);
    if (!merged) {
      merged = [
        { ...this.pglite.parsers, ...options.parsers },
        { ...options, parsers: undefined },
      ];
      this.#merged.set(options, merged);
    }
    return merged;
  }

  async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.pglite._checkReady();
    let statement = this.#statements.get(text);
    if (!statement) {
      this.#made += 1;
      const name = `pglite_${this.#made}`;
      // Sync ends the exchange in the same call: after an error the backend skips to it, and the error
      // is thrown once every message is answered, so the backend is left ready for the next query.
      const described = await this.#send(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      );
      statement = {
        name,
        paramTypes: parse.parseDescribeStatementResults(described),
        // The columns' description, which each execution's rows are read with.
        head: described.filter((m) => m.name === 'rowDescription'),
      };
      this.#statements.set(text, statement);
    }
    const types = statement.paramTypes;
    const [parsers, rest] = this.#withParsers(options);
    // Values are written as PGlite's own query writes them: by the parameter's type, else as text.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = options?.serializers?.[types[i]!] ?? this.pglite.serializers[types[i]!];
      return write ? write(value) : String(value);
    });
    // Bind, execute and sync in one call into the database.
    const received = await this.#send(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    if (!this.pglite.isInTransaction()) await this.pglite.syncToFs();
    return parse.parseResults([...statement.head, ...received], parsers, rest)[0] as Results<T>;
  }
}

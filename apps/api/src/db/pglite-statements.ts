import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';

// PGlite's side of the prepared statements (prepared.ts, ADR 026): the client drizzle is given on PGlite.

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

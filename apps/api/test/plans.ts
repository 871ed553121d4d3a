import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { TEST_DB_KIND } from './db.ts';
import { rows } from './scale.ts';

// What a statement does, for tests that hold a query to its plan (the scale tests): the statements a
// call runs, recorded, and their EXPLAIN.

export type Statement = { sql: string; params: unknown[] };
export type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** A database handle on the same client as `db` that records every statement it runs. */
export function loggingDb(db: Db) {
  const statements: Statement[] = [];
  const logger = { logQuery: (q: string, params: unknown[]) => statements.push({ sql: q, params }) };
  const client = (db as unknown as { $client: any }).$client;
  const logging = (TEST_DB_KIND === 'pglite'
    ? drizzlePglite({ client, schema, casing: 'snake_case', logger })
    : drizzlePg({ client, schema, casing: 'snake_case', logger })) as unknown as Db;
  return { logging, statements };
}

/** The plan of a recorded statement (EXPLAIN, or EXPLAIN ANALYZE to see how often each node ran). */
export async function plan(db: Db, statement: Statement, analyze = false): Promise<PlanNode> {
  const params = statement.params.map((p) => (p instanceof Date ? p.toISOString() : p));
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql.raw(`explain (${analyze ? 'analyze, ' : ''}format json) ${inline(statement.sql, params)}`),
  );
  const json = Object.values(row!)[0];
  return ((typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[])[0]!.Plan;
}

/** Every node of a plan, init plans and sub plans included. */
export function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** The statement with its parameters written in, for EXPLAIN (the values are our own test values). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, i) => {
    const v = params[Number(i) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}

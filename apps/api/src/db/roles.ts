import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * Running the app as a database role that owns nothing (docs/security.md). Two roles per database:
 * the owner, which owns the tables and runs the migrations (DATABASE_MIGRATION_URL), and the app role
 * the API connects as (DATABASE_URL), with only SELECT/INSERT/UPDATE/DELETE: no TRUNCATE, no DDL, and no
 * UPDATE/DELETE at all on the append-only ledgers. A bug or an injected statement in the app cannot drop,
 * alter or wipe a table, nor rewrite money history.
 */

/** Append-only tables: their triggers refuse UPDATE/DELETE too; the app role is not even granted them. */
const LEDGER_TABLES = [
  'contribution_payments',
  'arisan_payouts',
  'arisan_lelang_shares',
  'arisan_audit',
  'payment_decisions',
  'bank_mutations',
  // Refunds of returns (ADR 089): money sent back, written once.
  'order_refunds',
  // 'Riwayat Perubahan' of the shop settings (ADR 071): written once, never changed.
  'shop_setting_changes',
] as const;

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function ident(name: string): string {
  if (!ROLE_NAME.test(name)) throw new Error(`role name "${name}": use lower-case letters, digits and _`);
  return `"${name}"`;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export interface RoleSetup {
  owner: string;
  ownerPassword?: string;
  app: string;
  appPassword?: string;
}

/**
 * The statements a superuser runs once on the shop's database (`npm run db:roles`); safe to run again.
 * They create both roles, let the owner create the migration schema and extension, and hand it every
 * table, sequence and function the app made while it ran as the superuser.
 */
function roleSetupSql(database: string, s: RoleSetup): string[] {
  const owner = ident(s.owner);
  const app = ident(s.app);
  const createRole = (name: string, quoted: string) =>
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal(name)}) THEN
         CREATE ROLE ${quoted} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE;
       END IF;
     END $$`;
  const db = `"${database.replaceAll('"', '""')}"`;
  return [
    createRole(s.owner, owner),
    createRole(s.app, app),
    ...(s.ownerPassword ? [`ALTER ROLE ${owner} PASSWORD ${literal(s.ownerPassword)}`] : []),
    ...(s.appPassword ? [`ALTER ROLE ${app} PASSWORD ${literal(s.appPassword)}`] : []),
    `GRANT CONNECT, CREATE ON DATABASE ${db} TO ${owner}`,
    `GRANT CONNECT ON DATABASE ${db} TO ${app}`,
    // PostgreSQL before 15 lets every role create tables in public; nobody but the owner may.
    'REVOKE CREATE ON SCHEMA public FROM PUBLIC',
    `ALTER SCHEMA public OWNER TO ${owner}`,
    `GRANT USAGE ON SCHEMA public TO ${app}`,
    // A shop that ran as the superuser so far: its tables, sequences, functions and migration record
    // move to the owner (extension objects stay with the extension).
    `DO $$
     DECLARE r record;
     BEGIN
       FOR r IN SELECT format('%I.%I', schemaname, tablename) AS t FROM pg_tables
                WHERE schemaname IN ('public', 'drizzle') LOOP
         EXECUTE 'ALTER TABLE ' || r.t || ' OWNER TO ${owner}';
       END LOOP;
       FOR r IN SELECT p.oid::regprocedure AS f FROM pg_proc p
                WHERE p.pronamespace = 'public'::regnamespace
                  AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') LOOP
         EXECUTE 'ALTER FUNCTION ' || r.f || ' OWNER TO ${owner}';
       END LOOP;
       IF to_regnamespace('drizzle') IS NOT NULL THEN
         EXECUTE 'ALTER SCHEMA drizzle OWNER TO ${owner}';
       END IF;
     END $$`,
  ];
}

/**
 * Run by the owner after the migrations at every start (prepareDatabase): the app role gets plain DML on
 * every table there is now, new tables included, and nothing that changes a ledger row.
 */
export async function grantAppRole(ownerDb: Db, appRole: string): Promise<void> {
  const app = ident(appRole);
  await ownerDb.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${app}`));
  await ownerDb.execute(
    sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app}`),
  );
  await ownerDb.execute(sql.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app}`));
  await ownerDb.execute(sql.raw(`REVOKE UPDATE, DELETE ON ${LEDGER_TABLES.join(', ')} FROM ${app}`));
  // A draw's row is written twice: the commitment, then the reveal (seed, eligible list, winner). Its
  // trigger keeps a drawn draw from changing; the app role may update it, never delete it.
  await ownerDb.execute(sql.raw(`REVOKE DELETE ON arisan_draws FROM ${app}`));
}

/** `npm run db:roles`: runs roleSetupSql as the superuser of `adminUrl` (a URL naming the shop's database). */
export async function setUpRoles(adminUrl: string, setup: RoleSetup): Promise<void> {
  const database = decodeURIComponent(new URL(adminUrl).pathname.slice(1));
  if (!database) throw new Error('the URL must name the shop database, e.g. postgres://postgres@host/toko');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of roleSetupSql(database, setup)) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The user name in a PostgreSQL URL (the role the app connects as). */
export function roleOfUrl(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

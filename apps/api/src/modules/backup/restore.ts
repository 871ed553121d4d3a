import { spawn } from 'node:child_process';
import { mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { createPglite } from '../../db/client.ts';
import { type BackupKind, libpqConnection } from './backup-source.ts';

// `npm run restore -- FILE` (scripts/restore.ts, docs/decisions/068-backups.md): a backup into an empty
// place, with the server stopped. Its messages are for the operator at the terminal, so English.

/** A restore that would do harm or cannot work: the message says why and what to do instead. */
export class RestoreRefused extends Error {}

const KIND_DESCRIPTION: Record<BackupKind, string> = {
  pglite: 'a backup of the embedded database (PGlite)',
  postgres: 'a PostgreSQL backup (pg_dump custom format)',
};

/** What a file holds, from its first bytes: pg_dump's custom format starts with PGDMP, PGlite's is a tar. */
async function backupKindOf(file: string): Promise<BackupKind | null> {
  const handle = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
    throw new RestoreRefused(`cannot read ${file}: ${err.code ?? err.message}`);
  });
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    if (isTar(head.subarray(0, bytesRead))) return 'pglite';
    return null;
  } finally {
    await handle.close();
  }
}

const isTar = (bytes: Buffer) => bytes.subarray(257, 262).toString('latin1') === 'ustar';

/** The names in a tar archive, read from its 512-byte headers. */
function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    names.push(name);
    const size = Number.parseInt(header.subarray(124, 136).toString('latin1').trim() || '0', 8);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** Restores `file` into the empty DATA_DIR or database `config` names; refuses anything else. */
export async function restoreBackup(
  file: string,
  config: Config,
): Promise<{ kind: BackupKind; into: string }> {
  const kind = await backupKindOf(file);
  if (!kind) {
    throw new RestoreRefused(
      `${file} is not a Toko backup: neither a pg_dump custom-format file nor a PGlite data directory`,
    );
  }
  const url = config.databaseMigrationUrl ?? config.databaseUrl;
  if (kind === 'postgres' && !url) {
    throw new RestoreRefused(
      `${file} is ${KIND_DESCRIPTION.postgres}, but DATABASE_URL is not set: set it to an empty PostgreSQL database to restore into`,
    );
  }
  if (kind === 'pglite' && url) {
    throw new RestoreRefused(
      `${file} is ${KIND_DESCRIPTION.pglite}, but DATABASE_URL is set: unset it to restore into an empty DATA_DIR`,
    );
  }
  if (kind === 'pglite') {
    await restorePglite(file, config.dataDir);
    return { kind, into: `DATA_DIR ${config.dataDir}` };
  }
  const dbname = await restorePostgres(file, url!, config.backup.pgRestore);
  return { kind, into: `database ${dbname}` };
}

async function restorePglite(file: string, dataDir: string): Promise<void> {
  const present = await readdir(dataDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (present.length > 0) {
    throw new RestoreRefused(
      `DATA_DIR ${dataDir} is not empty (${present.slice(0, 3).join(', ')}): restore into an empty or new folder, with the server stopped`,
    );
  }
  let tar = await readFile(file);
  if (tar[0] === 0x1f && tar[1] === 0x8b) tar = await promisify(gunzip)(tar);
  // PGlite names its entries from the data directory's root: '/PG_VERSION'.
  if (!isTar(tar) || !tarNames(tar).some((name) => name.replace(/^\.?\//, '') === 'PG_VERSION')) {
    throw new RestoreRefused(`${file} is not a Toko backup: the archive holds no PGlite data directory`);
  }
  // The folder the server opens (server.ts prepareDatabase).
  const into = join(dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  try {
    const client = await createPglite(into, new Blob([tar], { type: 'application/x-tar' }));
    try {
      // A read of the shop's own table: the copy starts, and it is a shop.
      await client.query('select count(*) from users');
      await client.exec('CHECKPOINT');
    } finally {
      await client.close();
    }
  } catch (err) {
    // Half a data directory would start as a broken shop: the folder is left as empty as it was found.
    await rm(into, { recursive: true, force: true });
    throw err;
  }
}

async function restorePostgres(file: string, url: string, pgRestore: string): Promise<string> {
  const { dbname, env } = libpqConnection(url);
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || '(default)';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // pg_class, not information_schema: a role without rights on a table still sees that it is there.
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p') order by 1 limit 3`,
    );
    if (rows.length > 0) {
      throw new RestoreRefused(
        `the database ${name} already has tables (${rows.map((r) => r.name).join(', ')}): restore into an empty database (createdb), with the server stopped`,
      );
    }
  } finally {
    await client.end();
  }
  // As the connecting role (the owner with DATABASE_MIGRATION_URL), which the server's start then grants
  // the app role on; all or nothing, so a failure leaves the database empty.
  await run(
    pgRestore,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
  const after = new pg.Client({ connectionString: url });
  await after.connect();
  // A dump holds no planner statistics; without them the first queries would plan blind.
  await after.query('analyze').finally(() => after.end());
  return name;
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => {
      stderr = (stderr + d).slice(-4000);
    });
    child.on('error', (err) => reject(new Error(`${program} could not be started: ${err.message}`)));
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${program} ended with ${signal ?? `exit code ${code}`}: ${stderr.trim()}`)),
    );
  });
}

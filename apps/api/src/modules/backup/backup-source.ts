import { spawn } from 'node:child_process';
import { PassThrough, pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { shopDateTime } from '@toko/shared';
import type { Database } from '../../db/client.ts';

// A backup of the running shop (docs/decisions/068-backups.md): PGlite's own dump of its data directory,
// or pg_dump's custom format. Both hold every table, product pictures included (image_variants.bytes).

export type BackupKind = 'pglite' | 'postgres';

/** The database of the running shop, ready to be copied whole. */
export interface BackupSource {
  kind: BackupKind;
  /**
   * The backup's bytes. Resolves once the first of them is at hand and rejects when none will come, so
   * a caller can still answer an error; a failure after that destroys the stream with the error.
   */
  open(): Promise<Readable>;
}

export const BACKUP_FILE_EXTENSION: Record<BackupKind, string> = { pglite: '.tar.gz', postgres: '.pgdump' };
export const BACKUP_CONTENT_TYPE: Record<BackupKind, string> = {
  pglite: 'application/gzip',
  postgres: 'application/octet-stream',
};

/** A backup's file name at the shop's wall clock, e.g. toko-backup-2026-11-27T063005.tar.gz (WIB). */
export function backupFileName(kind: BackupKind, at: Date = new Date()): string {
  // WIB is a whole number of hours from UTC, so the seconds are the same on both clocks.
  const stamp = `${shopDateTime(at).replace(' ', 'T').replace(':', '')}${String(at.getUTCSeconds()).padStart(2, '0')}`;
  return `toko-backup-${stamp}${BACKUP_FILE_EXTENSION[kind]}`;
}

/** A scheduled or downloaded backup's name, and nothing else in the folder (the schedule prunes by it). */
export const BACKUP_FILE_NAME = /^toko-backup-\d{4}-\d\d-\d\dT\d{6}\.(tar\.gz|pgdump)$/;

/**
 * PGlite: its one connection runs one transaction at a time, and its transaction lock is what every
 * query and transaction of the shop takes first. Holding it while PGlite copies its files means no
 * checkout is half written in the copy; the shop waits only for the copy (about 2 s for the demo shop's
 * 70 MB on a 2-core machine), and the copy is compressed after the lock is let go.
 */
export function pgliteBackupSource(client: PGlite): BackupSource {
  return {
    kind: 'pglite',
    async open() {
      const tar = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
      const gzip = createGzip({ level: 6 });
      // pipeline, not pipe: a failure of the copy's stream destroys the gzip stream the caller reads.
      pipeline(Readable.fromWeb(tar.stream() as Parameters<typeof Readable.fromWeb>[0]), gzip, () => {});
      return gzip;
    },
  };
}

/**
 * A database URL for PostgreSQL's own programs: the password goes in their environment, where `ps` does
 * not show it, and the rest (host, port, user, database, sslmode...) stays the URL they are given.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * PostgreSQL: pg_dump reads every table in one repeatable-read snapshot, so orders committed while it
 * runs are either wholly in the file or not at all, and checkouts go on meanwhile. `url` should be the
 * owner's (DATABASE_MIGRATION_URL) when there is one: the app role may not read every table.
 */
export function postgresBackupSource(url: string, pgDump: string): BackupSource {
  return {
    kind: 'postgres',
    open: () =>
      new Promise<Readable>((resolve, reject) => {
        const { dbname, env } = libpqConnection(url);
        const child = spawn(pgDump, ['--format=custom', '--no-password', `--dbname=${dbname}`], {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const out = new PassThrough();
        let started = false;
        let stderr = '';
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (d: string) => {
          stderr = (stderr + d).slice(-2000);
        });
        child.stdout.pipe(out, { end: false });
        child.stdout.once('data', () => {
          started = true;
          resolve(out);
        });
        const fail = (err: Error) => {
          if (started) out.destroy(err);
          else reject(err);
        };
        child.on('error', (err) => fail(new Error(`${pgDump} could not be started: ${err.message}`)));
        child.on('close', (code, signal) => {
          if (code === 0 && started) out.end();
          else fail(new Error(`${pgDump} ended with ${signal ?? `exit code ${code}`}: ${stderr.trim()}`));
        });
        // A download given up half way (the client left) stops the dump too.
        out.on('close', () => {
          if (child.exitCode === null && child.signalCode === null) child.kill();
        });
      }),
  };
}

/**
 * The backup of a server's database: PGlite's client when it runs on PGlite, else pg_dump through `url`
 * (the owner's DATABASE_MIGRATION_URL when set, else DATABASE_URL).
 */
export function backupSourceOf(
  database: Pick<Database, 'pglite'>,
  url: string | undefined,
  pgDump: string,
): BackupSource {
  if (database.pglite) return pgliteBackupSource(database.pglite);
  if (!url) throw new Error('a PostgreSQL database needs its URL to be backed up');
  return postgresBackupSource(url, pgDump);
}

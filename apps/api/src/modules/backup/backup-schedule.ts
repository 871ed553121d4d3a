import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { backupRuns } from '../../db/schema/index.ts';
import { startRepeatingJob } from '../../repeating-job.ts';
import { BACKUP_FILE_NAME, type BackupSource, backupFileName } from './backup-source.ts';

/** A file being written is named so; the finished one is renamed, so no half file has a backup's name. */
const PARTIAL = '.partial';

export interface ScheduleOptions {
  dir: string;
  everyMs: number;
  keep: number;
}

/**
 * Writes this period's backup unless one is written already, by this process or another on the same
 * database: the period's row in backup_runs is claimed first, and only the process whose insert lands
 * writes. Answers the file it wrote, or null when the period had its backup.
 */
export async function writeDueBackup(
  db: Db,
  source: BackupSource,
  opts: ScheduleOptions,
  now: Date = new Date(),
): Promise<{ file: string } | null> {
  const periodStart = new Date(Math.floor(now.getTime() / opts.everyMs) * opts.everyMs);
  const claimed = await db.insert(backupRuns).values({ periodStart }).onConflictDoNothing().returning();
  if (claimed.length === 0) return null;
  const name = backupFileName(source.kind, now);
  const partial = join(opts.dir, `.${name}${PARTIAL}`);
  try {
    await mkdir(opts.dir, { recursive: true });
    // flush: the bytes are on disk before the rename makes them a backup.
    await pipeline(await source.open(), createWriteStream(partial, { flags: 'wx', flush: true }));
    await rename(partial, join(opts.dir, name));
  } catch (err) {
    await rm(partial, { force: true });
    // The next round tries again instead of leaving the period without a backup.
    await db.delete(backupRuns).where(eq(backupRuns.periodStart, periodStart));
    throw err;
  }
  await db.update(backupRuns).set({ file: name }).where(eq(backupRuns.periodStart, periodStart));
  await pruneBackups(opts);
  return { file: name };
}

/** Keeps the newest `keep` backups (their names sort by time) and drops partial files left by a crash. */
async function pruneBackups(opts: ScheduleOptions): Promise<void> {
  const names = await readdir(opts.dir);
  const backups = names.filter((n) => BACKUP_FILE_NAME.test(n)).sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - opts.keep))) {
    await rm(join(opts.dir, old), { force: true });
  }
  for (const n of names.filter((n) => n.startsWith('.toko-backup-') && n.endsWith(PARTIAL))) {
    const { mtimeMs } = await stat(join(opts.dir, n)).catch(() => ({ mtimeMs: Date.now() }));
    // Older than a period: no process is still writing it.
    if (Date.now() - mtimeMs > opts.everyMs) await rm(join(opts.dir, n), { force: true });
  }
}

/**
 * BACKUP_DIR: one backup per BACKUP_EVERY_HOURS period (periods counted from the epoch, so every process
 * agrees on them), the first at start when this period has none. The job looks often enough to start a
 * period's backup within a minute of its start.
 */
export function startBackupSchedule(app: FastifyInstance, source: BackupSource): void {
  const { dir, everyMs, keep } = app.config.backup;
  if (!dir) return;
  const lookEveryMs = Math.min(60_000, Math.max(1_000, Math.floor(everyMs / 4)));
  startRepeatingJob(app, 'backup', lookEveryMs, async () => {
    const written = await writeDueBackup(app.db, source, { dir, everyMs, keep });
    if (written) app.log.info({ file: written.file }, 'scheduled backup written');
    return written ? 1 : 0;
  });
}

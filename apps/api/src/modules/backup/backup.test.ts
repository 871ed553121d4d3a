import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { TEST_DB_KIND } from '../../../test/db.ts';
import { send } from '../../../test/server-process.ts';
import { openPostgres } from '../../db/client.ts';
import { backupRuns } from '../../db/schema/index.ts';
import { runRestore } from './backup.fixtures.ts';
import { writeDueBackup } from './backup-schedule.ts';
import { postgresBackupSource } from './backup-source.ts';

let t: TestContext;
let work: string;
beforeAll(async () => {
  t = await createTestContext();
  work = await mkdtemp(join(tmpdir(), 'toko-backup-'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

/**
 * `npm run restore -- FILE`'s script with the given environment (the shop's own variables cleared), run
 * as npm runs it, without npm's own start (the drill goes through npm run).
 */
function restore(file: string, env: Record<string, string>) {
  return runRestore(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', file], env);
}

/** A stand-in for pg_dump that writes `bytes` and then fails as a dropped connection would. */
async function failingPgDump(name: string, bytes: string): Promise<string> {
  const path = join(work, name);
  await writeFile(
    path,
    `#!/bin/sh\nprintf '${bytes}'\nsleep 0.2\necho 'pg_dump: error: connection lost' >&2\nexit 1\n`,
  );
  await chmod(path, 0o755);
  return path;
}

describe('GET /api/admin/backup', () => {
  it('answers only the admin', async () => {
    const none = await t.call({ method: 'GET', url: '/api/admin/backup' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 'UNAUTHORIZED', message: 'Silakan login terlebih dahulu' });
    const customer = await t.registerCustomer();
    const refused = await t.call({ method: 'GET', url: '/api/admin/backup', token: customer.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'FORBIDDEN', message: 'Hanya admin yang dapat melakukan ini' });
  });

  it("sends the database as a file named with the shop's time", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: { authorization: `Bearer ${await t.adminToken()}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    if (TEST_DB_KIND === 'pglite') {
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-disposition']).toMatch(
        /filename="toko-backup-\d{4}-\d\d-\d\dT\d{6}\.tar\.gz"/,
      );
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    } else {
      expect(res.headers['content-disposition']).toMatch(
        /filename="toko-backup-\d{4}-\d\d-\d\dT\d{6}\.pgdump"/,
      );
      expect(bytes.subarray(0, 5).toString()).toBe('PGDMP');
    }
  });
});

describe('a backup that fails', () => {
  // One server whose pg_dump is whichever program the test names: one that cannot start, one that fails.
  let failing: TestContext;
  let pgDump = '';
  beforeAll(async () => {
    failing = await createTestContext({
      backup: {
        kind: 'postgres',
        open: () => postgresBackupSource('postgres://nobody@127.0.0.1:1/none', pgDump).open(),
      },
    });
  });
  afterAll(async () => {
    await failing.close();
  });

  it('answers 503 in Indonesian when pg_dump gives no byte', async () => {
    pgDump = join(work, 'no-such-pg_dump');
    const res = await failing.call({
      method: 'GET',
      url: '/api/admin/backup',
      token: await failing.adminToken(),
    });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Cadangan data tidak dapat dibuat saat ini, silakan coba lagi nanti',
    });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('cuts the download off when pg_dump fails half way, never ending it like a whole file', async () => {
    pgDump = await failingPgDump('half', 'PGDMP-half');
    const base = await failing.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await send(base, 'GET', '/api/admin/backup', { token: await failing.adminToken() });
    expect(answer.status).toBeUndefined();
    expect(answer.error).toMatch(/aborted|ECONNRESET/);
  });
});

// Each suite restores the backup its own database makes; the other kind's twin runs in the other suite.
const ONLY_PGLITE = 'a PGlite backup: the suite on PGlite makes one';
const ONLY_POSTGRES = 'a pg_dump backup: the suite on PostgreSQL makes one';

describe('npm run restore', () => {
  let backup: string;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: { authorization: `Bearer ${await t.adminToken()}` },
    });
    expect(res.statusCode).toBe(200);
    backup = join(work, 'shop-backup');
    await writeFile(backup, res.rawPayload);
  });

  it('refuses a file that is not a backup', async () => {
    const file = join(work, 'notes.txt');
    await writeFile(file, 'bukan cadangan\n');
    const r = await restore(file, { DATA_DIR: join(work, 'fresh-notes') });
    expect(r.code).toBe(1);
    expect(r.out).toContain(`restore refused: ${file} is not a Toko backup`);
  });

  it('refuses a DATA_DIR that is not empty and leaves it as it was', async (ctx) => {
    ctx.skip(TEST_DB_KIND !== 'pglite', ONLY_PGLITE);
    const dataDir = join(work, 'used');
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'jwt-secret'), 'rahasia\n');
    const r = await restore(backup, { DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(r.out).toContain(`restore refused: DATA_DIR ${dataDir} is not empty (jwt-secret)`);
    expect(await readdir(dataDir)).toEqual(['jwt-secret']);
  });

  it('refuses a PGlite backup when DATABASE_URL names PostgreSQL', async (ctx) => {
    ctx.skip(TEST_DB_KIND !== 'pglite', ONLY_PGLITE);
    const r = await restore(backup, {
      DATA_DIR: join(work, 'fresh-1'),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x',
    });
    expect(r.code).toBe(1);
    expect(r.out).toContain('is a backup of the embedded database (PGlite), but DATABASE_URL is set');
  });

  it('refuses a database that already has the shop in it', async (ctx) => {
    ctx.skip(TEST_DB_KIND !== 'postgres', ONLY_POSTGRES);
    const r = await restore(backup, { DATA_DIR: work, DATABASE_URL: t.dbUrl! });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /restore refused: the database toko_t_\w+ already has tables \(drizzle\.__drizzle_migrations/,
    );
  });

  it('refuses a PostgreSQL backup into the embedded database', async (ctx) => {
    ctx.skip(TEST_DB_KIND !== 'postgres', ONLY_POSTGRES);
    const dataDir = join(work, 'fresh-2');
    const r = await restore(backup, { DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(r.out).toContain('is a PostgreSQL backup (pg_dump custom format), but DATABASE_URL is not set');
    await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });
});

describe('scheduled backups (BACKUP_DIR)', () => {
  it('writes one backup per period, whichever process gets there first, and keeps the newest', async () => {
    const dir = join(work, 'scheduled');
    const everyMs = 3_600_000;
    const src = t.backup;
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 26, hour, 30));
    // Two processes on one database look at the same period at the same moment.
    const second = t.dbUrl ? openPostgres(t.dbUrl, 2) : undefined;
    try {
      const both = await Promise.all([
        writeDueBackup(t.db, src, { dir, everyMs, keep: 2 }, at(1)),
        writeDueBackup(second?.db ?? t.db, src, { dir, everyMs, keep: 2 }, at(1)),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
    } finally {
      await second?.close();
    }
    expect(await writeDueBackup(t.db, src, { dir, everyMs, keep: 2 }, at(1))).toBeNull();
    await writeDueBackup(t.db, src, { dir, everyMs, keep: 2 }, at(2));
    await writeDueBackup(t.db, src, { dir, everyMs, keep: 2 }, at(3));
    const ext = TEST_DB_KIND === 'pglite' ? 'tar.gz' : 'pgdump';
    // 08:30 and 09:30 WIB are kept, 07:30 is gone; no partial file is left.
    expect((await readdir(dir)).sort()).toEqual([
      `toko-backup-2026-11-26T093000.${ext}`,
      `toko-backup-2026-11-26T103000.${ext}`,
    ]);
  });

  it('leaves no file and no claim after a failure, so the next round tries again', async () => {
    const dir = join(work, 'scheduled-fail');
    const failing = postgresBackupSource(
      'postgres://nobody@127.0.0.1:1/none',
      await failingPgDump('late', 'PGDMP-late'),
    );
    const opts = { dir, everyMs: 3_600_000, keep: 7 };
    const now = new Date(Date.UTC(2026, 10, 27, 5));
    await expect(writeDueBackup(t.db, failing, opts, now)).rejects.toThrow(
      /exit code 1: pg_dump: error: connection lost/,
    );
    expect(await readdir(dir)).toEqual([]);
    const written = await writeDueBackup(t.db, t.backup, opts, now);
    expect(written?.file).toMatch(/^toko-backup-2026-11-27T120000\./);
    expect(await readdir(dir)).toEqual([written!.file]);
  });

  it('runs in the server when BACKUP_DIR is set', async () => {
    const dir = join(work, 'from-config');
    const app = await createTestContext({ env: { BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '24' } });
    try {
      let files: string[] = [];
      for (let i = 0; i < 100 && files.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        files = (await readdir(dir).catch(() => [])).filter((f) => !f.startsWith('.'));
      }
      expect(files).toEqual([expect.stringMatching(/^toko-backup-\d{4}-\d\d-\d\dT\d{6}\.(tar\.gz|pgdump)$/)]);
      // The run's row names the file once it is renamed into place, a moment after it appears.
      let runs = await app.db.select().from(backupRuns);
      for (let i = 0; i < 100 && runs[0]?.file == null; i++) {
        await new Promise((r) => setTimeout(r, 100));
        runs = await app.db.select().from(backupRuns);
      }
      expect(runs).toEqual([expect.objectContaining({ file: files[0] })]);
    } finally {
      await app.close();
    }
  });
});

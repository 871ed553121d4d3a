import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiFile } from '../files.ts';
import { sendError } from './error-handler.ts';

const NOT_READY_TEXT = 'Toko belum siap melayani, silakan coba lagi sebentar lagi';
/** Longest the readiness probe waits for the database before it calls it gone. */
const PROBE_TIMEOUT_MS = 2_000;

/** The newest migration this build ships (its folder time, as drizzle records it). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(apiFile('drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** PostgreSQL's insufficient_privilege, also when drizzle wraps the driver's error as its cause. */
function isPermissionDenied(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '42501') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

/**
 * GET /api/ready (docs/decisions/066-metrics-and-readiness.md): 200 when the database answers and has
 * every migration of this build, 503 with Retry-After otherwise. While the process drains on SIGTERM,
 * graceful-stop.ts answers it (like every request) 503 before it gets here. /api/health only says the
 * process is alive.
 */
export function registerReadiness(app: FastifyInstance) {
  const expected = newestMigration();
  const notReady = (reply: Parameters<typeof sendError>[0]) => {
    reply.header('retry-after', '5');
    return sendError(reply, 'SERVICE_UNAVAILABLE', NOT_READY_TEXT);
  };
  app.get('/api/ready', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    try {
      await withTimeout(app.db.execute(sql`select 1`), PROBE_TIMEOUT_MS);
    } catch (err) {
      request.log.warn({ err }, 'not ready: the database does not answer');
      return notReady(reply);
    }
    let newest: number | null = null;
    try {
      const rows = await app.db.execute(
        sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
      );
      const row = (rows as unknown as { rows: { newest: string | number | null }[] }).rows[0];
      newest = row?.newest == null ? 0 : Number(row.newest);
    } catch (err) {
      // An app role without the owner's rights cannot read the record (DATABASE_MIGRATION_URL); the
      // owner ran every migration before this process began to listen (server.ts prepareDatabase).
      // Anything else (no record at all: never migrated) is not ready.
      if (!isPermissionDenied(err)) {
        request.log.warn({ err }, 'not ready: the migration record cannot be read');
        return notReady(reply);
      }
    }
    if (newest !== null && newest < expected) {
      request.log.warn({ newest, expected }, 'not ready: migrations are missing');
      return notReady(reply);
    }
    return { ok: true };
  });
}

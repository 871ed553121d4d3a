import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { currentUser } from './auth.ts';
import { AppError } from './errors.ts';

/**
 * Safe retries of create requests (ADR 017). A client sends `Idempotency-Key: <one value per user
 * action>`; the first request with that key from that user on that route does the work, and every later
 * one (a double click, a retry after a lost answer) gets the first answer back instead of a second
 * address, category or cart unit.
 *
 * How two parallel requests are kept to one: the claim row is inserted in the same transaction as the
 * work and its answer. The second request's insert hits the primary key, so PostgreSQL makes it wait for
 * the first transaction; once that commits, the insert does nothing and the stored answer is read. If the
 * first one fails, its claim rolls back with it and the retry does the work itself (errors are not kept).
 */
const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Printable ASCII without spaces: a UUID, a ULID or any client token of 8 to 200 characters. */
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

/** Answers are replayed for a day; an older key counts as new. */
const KEEP = '24 hours';

/** Test-only: runs inside the claiming transaction right after the claim, to hold a race window open. */
export const idempotencyTestHooks: { afterClaim?: (tx: Db) => Promise<void> } = {};

function readKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError(
      'BAD_REQUEST',
      'Idempotency-Key harus 8 sampai 200 karakter yang dapat dicetak, tanpa spasi',
    );
  }
  return key;
}

/**
 * Runs `work` once per Idempotency-Key and answers `status` with its result; without the header it just
 * runs `work`. `work` must do all of its database work through the handle it is given (it is the claim's
 * transaction; on PGlite, a query on another handle would wait for that transaction forever).
 *
 * Use it in a route handler of a guarded route:
 *   async (request, reply) => idempotent(request, reply, 201, async (db) => ({ data: await create(db, ...) }))
 */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const db = request.server.db;
  const key = readKey(request);
  if (!key) {
    const body = await work(db);
    reply.status(status);
    return body;
  }
  const userId = currentUser(request).id;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const fingerprint = createHash('sha256')
    .update(request.url)
    .update('\n')
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
  const thisKey = and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.route, route),
    eq(idempotencyKeys.key, key),
  );

  // Keeps the table to a day of answers; outside the transaction so it never holds row locks for long.
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}::interval`));

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, route, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });

    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(thisKey);
      if (first?.fingerprint !== undefined && first.fingerprint !== fingerprint) {
        throw AppError.conflict('Idempotency-Key ini sudah dipakai untuk permintaan lain');
      }
      if (!first || first.statusCode === null) {
        throw AppError.conflict('Permintaan dengan Idempotency-Key ini masih diproses');
      }
      reply.status(first.statusCode).header('idempotent-replayed', 'true');
      return first.response as T;
    }

    await idempotencyTestHooks.afterClaim?.(tx);
    const body = await work(tx);
    // Stored as the JSON the client received, so a replay reads exactly like the first answer.
    const response = JSON.parse(JSON.stringify(body ?? null));
    await tx.update(idempotencyKeys).set({ statusCode: status, response }).where(thisKey);
    reply.status(status);
    return body;
  });
}

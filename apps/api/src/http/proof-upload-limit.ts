import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { insideLock, lockTaken } from '../db/race.ts';
import { proofUploadAttempts, users } from '../db/schema/index.ts';
import { countAll } from '../db/sql.ts';
import { AppError, tryAgainIn } from './errors.ts';

/**
 * Proof-of-transfer uploads per account (orders and arisan barang transfers together): a customer needs a
 * few (a proof, a better photo, one after a rejection), a flood costs a decode and a stored file each.
 * Counted in the database so the limit holds across API processes (docs/architecture.md section 6).
 */
export const PROOF_UPLOAD_LIMIT = { max: 10, windowMinutes: 60 } as const;

/**
 * Claims one upload for the account before its file is read, or refuses with 429 and `Retry-After` (when
 * the oldest upload in the window leaves it). The user row is locked while counting, so parallel uploads
 * of one account are counted one after the other and exactly `max` get through.
 */
export async function claimProofUpload(db: Db, userId: number): Promise<void> {
  const since = sql`now() - make_interval(mins => ${PROOF_UPLOAD_LIMIT.windowMinutes})`;
  await db.transaction(async (tx) => {
    const owner = tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    await (lockTaken('uploads.account') ? owner.for('no key update') : owner);
    // Only this account's old rows: another account's are its own claims' to delete (under its lock).
    await tx
      .delete(proofUploadAttempts)
      .where(and(eq(proofUploadAttempts.userId, userId), lt(proofUploadAttempts.at, since)));
    const [row] = await tx
      .select({
        n: countAll(),
        waitMs:
          sql<number>`coalesce(extract(epoch from (min(${proofUploadAttempts.at}) - (${since}))) * 1000, 0)`.mapWith(
            Number,
          ),
      })
      .from(proofUploadAttempts)
      .where(eq(proofUploadAttempts.userId, userId));
    await insideLock('uploads.account');
    if ((row?.n ?? 0) >= PROOF_UPLOAD_LIMIT.max) {
      // now() is when this transaction began; an upload that took the lock first may have begun later,
      // so its row can sit a moment past our window's end. The wait is never longer than the window.
      const waitMs = Math.min(row?.waitMs ?? 0, PROOF_UPLOAD_LIMIT.windowMinutes * 60_000);
      throw AppError.rateLimited(`Terlalu banyak unggahan bukti transfer. ${tryAgainIn(waitMs)}`, waitMs);
    }
    await tx.insert(proofUploadAttempts).values({ userId });
  });
}

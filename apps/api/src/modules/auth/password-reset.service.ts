import { createHash, randomBytes } from 'node:crypto';
import { AUTH_TEXT, type ResetPasswordBody } from '@toko/shared';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetRequests, passwordResetTokens, users } from '../../db/schema/index.ts';
import { AppError, tryAgainIn } from '../../http/errors.ts';
import { enqueueMessage, renderMessage } from '../notifications/index.ts';
import { findUserByEmail } from './auth.service.ts';
import { loginAddressKey } from './login-limit.ts';
import { hashPassword, isCommonPassword } from './password.ts';

/**
 * 'Lupa password?': a single-use link valid for 30 minutes, mailed through the outbox. Only the token's
 * SHA-256 is stored. Requests are limited per client address (answered 429, whatever the email) and per
 * account (further requests get the same answer and no mail), both counted in the database so every API
 * process shares them.
 */
export const PASSWORD_RESET = {
  validMinutes: 30,
  windowMinutes: 60,
  /** Links one account may be sent per window, by its owner's requests. */
  perAccount: 3,
  /** Requests one client address may make per window, whatever the emails. */
  perAddress: 10,
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const windowStart = () => sql`now() - make_interval(mins => ${PASSWORD_RESET.windowMinutes})`;

/** A new link for the user, written with its mail in the caller's transaction. */
async function issueResetLink(tx: Db, user: { id: number; email: string; fullname: string }) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET.validMinutes})`,
  });
  await enqueueMessage(tx, {
    kind: 'password_reset',
    userId: user.id,
    recipient: user.email,
    ...renderMessage({
      subject: 'Atur ulang password',
      name: user.fullname,
      blocks: [
        { p: 'Kami menerima permintaan untuk mengatur ulang password akun kamu.' },
        {
          p: `Buka tautan di bawah dalam ${PASSWORD_RESET.validMinutes} menit untuk membuat password baru. Tautan hanya bisa dipakai sekali.`,
        },
        { p: 'Jika kamu tidak meminta ini, abaikan email ini: password kamu tidak berubah.' },
      ],
      link: { label: 'Atur ulang password', path: `/reset-password?token=${token}` },
    }),
  });
}

/** POST /auth/forgot-password. The same answer whether or not the email has an account. */
export async function requestPasswordReset(db: Db, email: string, clientIp: string): Promise<void> {
  const address = loginAddressKey(clientIp);
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetRequests).where(lt(passwordResetRequests.at, windowStart()));
    const [fromAddress] = await tx
      .select({ n: count(), first: sql<Date>`min(${passwordResetRequests.at})`.mapWith((v) => new Date(v)) })
      .from(passwordResetRequests)
      .where(and(eq(passwordResetRequests.address, address), gt(passwordResetRequests.at, windowStart())));
    if ((fromAddress?.n ?? 0) >= PASSWORD_RESET.perAddress) {
      const waitMs = fromAddress!.first.getTime() + PASSWORD_RESET.windowMinutes * 60_000 - Date.now();
      throw AppError.rateLimited(
        `Terlalu banyak permintaan atur ulang password. ${tryAgainIn(waitMs)}`,
        waitMs,
      );
    }
    await tx.insert(passwordResetRequests).values({ address });
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    // The user row's lock makes the per-account count exact when two requests arrive at once.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, windowStart())));
    if ((recent?.n ?? 0) >= PASSWORD_RESET.perAccount) return;
    await issueResetLink(tx, user);
  });
}

/** The owner's 'Kirim link reset' on the users page: no per-account limit, the owner decides. */
export async function sendPasswordResetLink(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw AppError.notFound('Pengguna tidak ditemukan');
    await issueResetLink(tx, user);
  });
}

/**
 * POST /auth/reset-password: the token must exist, be unused and unexpired; it is spent, the password
 * changes, every other link of the account is spent too and every session ends (the token version).
 */
export async function resetPassword(db: Db, body: ResetPasswordBody): Promise<void> {
  if (isCommonPassword(body.password)) {
    throw AppError.validation(AUTH_TEXT.passwordCommon, [
      { path: 'password', message: AUTH_TEXT.passwordCommon },
    ]);
  }
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(body.token)))
      .for('update');
    if (!link || link.usedAt !== null || link.expiresAt.getTime() <= Date.now()) {
      throw AppError.validation(AUTH_TEXT.resetInvalid, [{ path: 'token', message: AUTH_TEXT.resetInvalid }]);
    }
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, link.userId));
  });
}

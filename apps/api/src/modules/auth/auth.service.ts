import type { ChangePasswordBody, LoginBody, ProfileBody, RegisterBody, User } from '@toko/shared';
import { AUTH_TEXT } from '@toko/shared';
import { eq, lt, sql } from 'drizzle-orm';
import { type Db, pgErrorCode } from '../../db/client.ts';
import { loginFailures, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { toPublicUser } from '../users/users.service.ts';
import { getDummyHash, hashPassword, isCommonPassword, verifyPassword } from './password.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

/** Registration always makes a customer, whatever else the body says. */
export async function registerCustomer(db: Db, body: RegisterBody): Promise<User> {
  refuseCommonPassword(body.password, 'password');
  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ fullname: body.fullname, email: body.email, passwordHash, role: 'customer' })
      .returning();
    return toPublicUser(row!);
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw AppError.conflict(AUTH_TEXT.emailTaken);
    throw err;
  }
}

function refuseCommonPassword(password: string, path: string) {
  if (isCommonPassword(password)) {
    throw AppError.validation(AUTH_TEXT.passwordCommon, [{ path, message: AUTH_TEXT.passwordCommon }]);
  }
}

/** The version the user's next token carries (see signToken). */
export async function tokenVersionOf(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, id));
  if (!row) throw new AppError('UNAUTHORIZED', 'Invalid token');
  return row.v;
}

/** Ends every session of the user (this one included): their tokens carry an older version now. */
export async function endSessions(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ v: users.tokenVersion });
  if (!row) throw new AppError('UNAUTHORIZED', 'Invalid token');
  return row.v;
}

/** The current password is required; the change ends every other session. Returns the new version. */
export async function changePassword(db: Db, id: number, body: ChangePasswordBody): Promise<number> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('UNAUTHORIZED', 'Invalid token');
  if (!(await verifyPassword(body.current_password, row.passwordHash))) {
    throw AppError.validation(AUTH_TEXT.passwordWrong, [
      { path: 'current_password', message: AUTH_TEXT.passwordWrong },
    ]);
  }
  refuseCommonPassword(body.new_password, 'new_password');
  const passwordHash = await hashPassword(body.new_password);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ v: users.tokenVersion });
  return updated!.v;
}

/**
 * Failed logins per account, beside the per-IP limit: after LOGIN_LIMIT.free failures the account waits
 * 30 s, doubling with each further failure up to an hour. Kept in the database (one atomic upsert), so
 * every API process behind a load balancer counts the same failures. Unknown emails count too, so the
 * answer never tells which accounts exist.
 */
export const LOGIN_LIMIT = {
  free: 5,
  firstWaitSeconds: 30,
  maxWaitSeconds: 3600,
  /** A record whose last failure is older than this is forgotten (well past the longest wait). */
  forgetAfterSeconds: 24 * 3600,
} as const;
export const LOGIN_LOCKED_TEXT = 'Too many failed logins for this account, please try again later';

async function recordLoginFailure(db: Db, email: string) {
  // Cleaned on write: failures at many addresses (a spray of guesses) would otherwise stay for ever, and
  // an old failure must not count towards a lock months later. The index on last_failed_at keeps it cheap.
  await db
    .delete(loginFailures)
    .where(
      lt(loginFailures.lastFailedAt, sql`now() - make_interval(secs => ${LOGIN_LIMIT.forgetAfterSeconds})`),
    );
  const next = sql`${loginFailures.failures} + 1`;
  await db
    .insert(loginFailures)
    .values({ email, failures: 1, lastFailedAt: new Date() })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: next,
        lastFailedAt: new Date(),
        lockedUntil: sql`case when ${next} >= ${LOGIN_LIMIT.free} then now() + make_interval(secs => least(${LOGIN_LIMIT.maxWaitSeconds}, ${LOGIN_LIMIT.firstWaitSeconds} * power(2, ${next} - ${LOGIN_LIMIT.free}))) else null end`,
      },
    });
}

export async function checkCredentials(db: Db, body: LoginBody): Promise<User> {
  const email = body.email.trim().toLowerCase();
  const [lock] = await db
    .select({ until: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.email, email));
  const waitMs = lock?.until ? lock.until.getTime() - Date.now() : 0;
  if (waitMs > 0) throw AppError.rateLimited(LOGIN_LOCKED_TEXT, waitMs);
  const row = await findUserByEmail(db, email);
  // Hash even for an unknown email so response time does not tell which emails exist.
  const ok = await verifyPassword(body.password, row?.passwordHash ?? (await getDummyHash()));
  if (!row || !ok) {
    await recordLoginFailure(db, email);
    throw new AppError('UNAUTHORIZED', AUTH_TEXT.badCredentials);
  }
  if (lock) await db.delete(loginFailures).where(eq(loginFailures.email, email));
  return toPublicUser(row);
}

export async function getUser(db: Db, id: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw AppError.notFound('User not found');
  return toPublicUser(row);
}

export async function updateProfile(db: Db, id: number, body: ProfileBody): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ fullname: body.fullname, phoneNumber: body.phone_number, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw AppError.notFound('User not found');
  return toPublicUser(row);
}

/**
 * The first admin, made at first start from ADMIN_EMAIL / ADMIN_PASSWORD. Returns the password when it
 * had to generate one, so start-up can print it once.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await findUserByEmail(db, email);
  if (existing) return { created: false };
  const { randomBytes } = await import('node:crypto');
  const generated = password ? undefined : randomBytes(9).toString('base64url');
  await db.insert(users).values({
    fullname: 'Admin Toko',
    email,
    passwordHash: await hashPassword(password ?? generated!),
    role: 'admin',
  });
  return { created: true, generatedPassword: generated };
}

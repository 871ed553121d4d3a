import type { ChangePasswordBody, LoginBody, ProfileBody, RegisterBody, User } from '@toko/shared';
import { AUTH_TEXT } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { users } from '../../db/schema/index.ts';
import { INVALID_SESSION, toPublicUser } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import {
  assertLoginAllowed,
  clearLoginFailures,
  loginAddressKey,
  recordLoginFailure,
} from './login-limit.ts';
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
      .values({
        fullname: body.fullname,
        email: body.email,
        phoneNumber: body.phone_number || null,
        passwordHash,
        role: 'customer',
      })
      .returning();
    return toPublicUser(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(AUTH_TEXT.emailTaken);
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
  if (!row) throw new AppError('UNAUTHORIZED', INVALID_SESSION);
  return row.v;
}

/** Ends every session of the user (this one included): their tokens carry an older version now. */
export async function endSessions(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ v: users.tokenVersion });
  if (!row) throw new AppError('UNAUTHORIZED', INVALID_SESSION);
  return row.v;
}

/** The current password is required; the change ends every other session. Returns the new version. */
export async function changePassword(db: Db, id: number, body: ChangePasswordBody): Promise<number> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('UNAUTHORIZED', INVALID_SESSION);
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
 * The login: the address must not be waiting after failed logins on this account (login-limit.ts, ADR
 * 053); a failure is counted for this address, a success clears this address's failures.
 */
export async function checkCredentials(db: Db, body: LoginBody, clientIp: string): Promise<User> {
  const email = body.email.trim().toLowerCase();
  const address = loginAddressKey(clientIp);
  await assertLoginAllowed(db, email, address);
  const row = await findUserByEmail(db, email);
  // Hash even for an unknown email so response time does not tell which emails exist.
  const ok = await verifyPassword(body.password, row?.passwordHash ?? (await getDummyHash()));
  if (!row || !ok) {
    await recordLoginFailure(db, email, address);
    throw new AppError('UNAUTHORIZED', AUTH_TEXT.badCredentials);
  }
  await clearLoginFailures(db, email, address);
  // Said only to whoever knows the password, so it tells a stranger nothing about the account.
  if (row.blockedAt) throw AppError.forbidden(AUTH_TEXT.accountBlocked);
  return toPublicUser(row);
}

export async function getUser(db: Db, id: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw AppError.notFound('Pengguna tidak ditemukan');
  return toPublicUser(row);
}

export async function updateProfile(db: Db, id: number, body: ProfileBody): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ fullname: body.fullname, phoneNumber: body.phone_number, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw AppError.notFound('Pengguna tidak ditemukan');
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

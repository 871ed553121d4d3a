import type { LoginBody, ProfileBody, RegisterBody, User } from '@toko/shared';
import { AUTH_TEXT } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { type Db, pgErrorCode } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { toPublicUser } from '../users/users.service.ts';
import { getDummyHash, hashPassword, verifyPassword } from './password.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

/** Registration always makes a customer, whatever else the body says. */
export async function registerCustomer(db: Db, body: RegisterBody): Promise<User> {
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

export async function checkCredentials(db: Db, body: LoginBody): Promise<User> {
  const row = await findUserByEmail(db, body.email);
  // Hash even for an unknown email so response time does not tell which emails exist.
  const ok = await verifyPassword(body.password, row?.passwordHash ?? (await getDummyHash()));
  if (!row || !ok) throw new AppError('UNAUTHORIZED', AUTH_TEXT.badCredentials);
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

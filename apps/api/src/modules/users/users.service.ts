import type { User, UsersQuery, UserUpdateBody } from '@toko/shared';
import { buildPagination } from '@toko/shared';
import { and, asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { users } from '../../db/schema/index.ts';
import { countAll, likeContaining } from '../../db/sql.ts';
import { toPublicUser } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';

/** Users oldest first, filtered by a search over name, email and phone. */
export async function listUsers(db: Db, query: UsersQuery) {
  const term = query.search?.trim();
  let where: SQL | undefined;
  if (term) {
    const pattern = likeContaining(term);
    // Phone numbers are stored as 62...: a search for '0812' should find them too.
    const digits = term.replace(/\D/g, '');
    const phone = digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
    where = or(
      ilike(users.fullname, pattern),
      ilike(users.email, pattern),
      phone.length >= 3 ? ilike(users.phoneNumber, `%${phone}%`) : undefined,
    );
  }
  const [total] = await db.select({ n: countAll() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    users: rows.map(toPublicUser),
    pagination: buildPagination(total?.n ?? 0, query.page, query.limit),
  };
}

export async function getUserById(db: Db, id: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw AppError.notFound('Pengguna tidak ditemukan');
  return toPublicUser(row);
}

/**
 * Locks every admin row, so two admins demoting or deleting each other at the same moment are checked
 * one after the other and the shop always keeps an admin.
 */
async function lockAdmins(tx: Db): Promise<number[]> {
  const admins = tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  const rows = await (lockTaken('users.admins') ? admins.for('update') : admins);
  await insideLock('users.admins');
  return rows.map((r) => r.id);
}

/** An admin edits a user's name, phone or role; the last admin cannot be demoted, nor can oneself. */
export async function updateUser(db: Db, actorId: number, id: number, body: UserUpdateBody): Promise<User> {
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const current = await getUserById(tx, id);
    if (body.role && body.role !== current.role && current.role === 'admin') {
      if (id === actorId) throw AppError.conflict('Kamu tidak dapat mengubah peran akunmu sendiri');
      if (admins.filter((a) => a !== id).length === 0) {
        throw AppError.conflict('Toko harus tetap memiliki minimal satu admin');
      }
    }
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.fullname !== undefined) changes.fullname = body.fullname;
    if (body.phone_number !== undefined) changes.phoneNumber = body.phone_number;
    if (body.role !== undefined) changes.role = body.role;
    if (Object.keys(changes).length === 0) return current;
    // A new role ends the user's sessions: their next login carries the new rights (and no old ones).
    const roleChanged = body.role !== undefined && body.role !== current.role;
    const [row] = await tx
      .update(users)
      .set({
        ...changes,
        ...(roleChanged ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    return toPublicUser(row!);
  });
}

/**
 * Deletes an account. Its orders stay (orders.user_id is ON DELETE SET NULL and each order keeps the
 * customer's name and email); its cart and addresses go with it. An admin cannot delete themselves or
 * the last admin.
 */
export async function deleteUser(db: Db, actorId: number, id: number): Promise<void> {
  if (id === actorId) throw AppError.conflict('Kamu tidak dapat menghapus akunmu sendiri');
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await getUserById(tx, id);
    if (target.role === 'admin' && admins.filter((a) => a !== id).length === 0) {
      throw AppError.conflict('Toko harus tetap memiliki minimal satu admin');
    }
    await tx.delete(users).where(and(eq(users.id, id), ne(users.id, actorId)));
  });
}

/**
 * The owner blocks a customer: they cannot log in, and every session of theirs ends now (the token
 * version rises). An admin, the owner included, is never blocked: demote first. Unblocking lets them log
 * in again; nothing else about the account changes.
 */
export async function setUserBlocked(db: Db, id: number, blocked: boolean): Promise<User> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (!row) throw AppError.notFound('Pengguna tidak ditemukan');
  if (blocked && row.role === 'admin') throw AppError.conflict('Admin tidak dapat diblokir');
  const [updated] = await db
    .update(users)
    .set(
      blocked
        ? {
            blockedAt: sql`coalesce(${users.blockedAt}, now())`,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            updatedAt: new Date(),
          }
        : { blockedAt: null, updatedAt: new Date() },
    )
    .where(eq(users.id, id))
    .returning();
  return toPublicUser(updated!);
}

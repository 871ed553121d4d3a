import {
  EMAIL_PREFERENCE_KINDS,
  type EmailPreferences,
  type EmailPreferencesBody,
  type UserNotifications,
} from '@toko/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, userNotifications } from '../../db/schema/index.ts';
import { countAll } from '../../db/sql.ts';

// The customer's own side of the messages: the 'Notifikasi' bell and the email choices in the profile.
// Every query is filtered by the caller's id: nobody reads or marks another customer's notifications.

const BELL_SIZE = 20;

/** The latest notifications of the customer, newest first, and how many are unread. */
export async function listNotifications(db: Db, userId: number): Promise<UserNotifications> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, userId))
      .orderBy(desc(userNotifications.id))
      .limit(BELL_SIZE),
    db
      .select({ n: countAll() })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt))),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      path: r.path,
      created_at: r.createdAt.toISOString(),
      read_at: r.readAt?.toISOString() ?? null,
    })),
    unread: unread?.n ?? 0,
  };
}

/** Marks the given notifications of the customer read (all of them without ids); others' ids change nothing. */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  ids?: number[],
): Promise<UserNotifications> {
  await db
    .update(userNotifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(userNotifications.userId, userId),
        isNull(userNotifications.readAt),
        ids ? inArray(userNotifications.id, ids.length > 0 ? ids : [0]) : undefined,
      ),
    );
  return listNotifications(db, userId);
}

/** Every kind the customer may choose, on unless they turned it off. */
export async function getEmailPreferences(db: Db, userId: number): Promise<EmailPreferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const off = new Set(rows.filter((r) => !r.email).map((r) => r.kind));
  return {
    email: Object.fromEntries(
      EMAIL_PREFERENCE_KINDS.map((k) => [k, !off.has(k)]),
    ) as EmailPreferences['email'],
  };
}

export async function updateEmailPreferences(
  db: Db,
  userId: number,
  body: EmailPreferencesBody,
): Promise<EmailPreferences> {
  const rows = Object.entries(body.email).map(([kind, email]) => ({ userId, kind, email: email === true }));
  if (rows.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { email: sql`excluded.email` },
      });
  }
  return getEmailPreferences(db, userId);
}

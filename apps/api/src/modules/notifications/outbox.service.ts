import type { OutboxKind } from '@toko/shared';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { notificationPreferences, outbox, userNotifications } from '../../db/schema/index.ts';
import { messagesFailed, messagesSent } from '../../metrics.ts';
import type { Rendered } from './message-layout.ts';

// The outbox (docs/decisions/064-outbox-channels.md): a message is a row written in the transaction of
// the event that causes it, so it exists exactly when the event does. Senders in any number of processes
// claim due rows, send them, and mark them (docs/decisions/065-outbox-retry-policy.md).

export type OutboxRow = typeof outbox.$inferSelect;

/** One email, as a transport sends it. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail or throws; nodemailer's SMTP transport in production (mailer.ts). */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** What the customer's bell shows of a message (the same event, short). */
export interface Notice {
  title: string;
  body: string;
  path: string;
}

/**
 * Writes a message in the caller's transaction: rolled back with the event, committed with it. A message
 * to an account also goes to its bell (`notice`), and by email unless the customer turned that kind off
 * (a password reset always goes).
 */
export async function enqueueMessage(
  tx: Db,
  message: { kind: OutboxKind; userId: number | null; recipient: string; notice?: Notice } & Rendered,
): Promise<void> {
  const { notice } = message;
  const mail = {
    kind: message.kind,
    userId: message.userId,
    recipient: message.recipient,
    subject: message.subject,
    text: message.text,
    html: message.html,
  };
  if (mail.userId !== null) {
    if (notice)
      await tx.insert(userNotifications).values({ userId: mail.userId, kind: mail.kind, ...notice });
    if (mail.kind !== 'password_reset') {
      const [off] = await tx
        .select({ email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.userId, mail.userId),
            eq(notificationPreferences.kind, mail.kind),
            eq(notificationPreferences.email, false),
          ),
        );
      if (off) return;
    }
  }
  await tx.insert(outbox).values({ channel: 'email', ...mail });
}

export const OUTBOX_RETRY = {
  /** The wait after the first failed try, doubled after each further one. */
  firstWaitMs: 60_000,
  maxWaitMs: 3_600_000,
  /** How long a claimed row is left to its sender before another may take it (a process that died). */
  leaseMs: 5 * 60_000,
} as const;

/** The wait before try `attempts + 1`, after `attempts` failed ones. */
export function retryWaitMs(attempts: number): number {
  return Math.min(OUTBOX_RETRY.maxWaitMs, OUTBOX_RETRY.firstWaitMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims up to `batch` due email rows: FOR UPDATE SKIP LOCKED, so a sender in another process skips what
 * this one holds, and the claim pushes `next_attempt_at` out by the lease and counts the try before the
 * transaction ends. The mail is sent after the commit, so no database lock waits on the SMTP server.
 */
async function claimDue(db: Db, batch: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = tx
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.channel, 'email'), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(batch);
    const rows = await (lockTaken('outbox.claim') ? due.for('update', { skipLocked: true }) : due);
    await insideLock('outbox.claim');
    if (rows.length === 0) return [];
    await tx
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${OUTBOX_RETRY.leaseMs} * interval '1 millisecond'`,
      })
      .where(
        inArray(
          outbox.id,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({ ...r, attempts: r.attempts + 1 }));
  });
}

/** A password reset's link opens an account: once sent, only its owner's mailbox keeps it. */
const SCRUBBED = 'Isi pesan ini dihapus setelah terkirim karena memuat tautan pribadi.';

async function markSent(db: Db, row: OutboxRow) {
  const scrub = row.kind === 'password_reset' ? { text: SCRUBBED, html: SCRUBBED } : {};
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, ...scrub })
    .where(eq(outbox.id, row.id));
}

async function markFailed(db: Db, row: OutboxRow, err: unknown, maxAttempts: number) {
  const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
  const final = row.attempts >= maxAttempts;
  await db
    .update(outbox)
    .set(
      final
        ? { status: 'failed', lastError }
        : {
            lastError,
            nextAttemptAt: sql`now() + ${retryWaitMs(row.attempts)} * interval '1 millisecond'`,
          },
    )
    .where(eq(outbox.id, row.id));
}

/**
 * One round of a sender: claims due messages batch by batch, sends each, marks it sent, or schedules the
 * next try (failed for good after `maxAttempts`, the last error kept). Returns how many were sent.
 */
export async function sendDueMessages(
  db: Db,
  send: MailTransport,
  options: { maxAttempts: number; batch?: number },
): Promise<{ sent: number; failed: number }> {
  const batch = options.batch ?? 20;
  let sent = 0;
  let failed = 0;
  for (;;) {
    const rows = await claimDue(db, batch);
    for (const row of rows) {
      try {
        await send({ id: row.id, to: row.recipient, subject: row.subject, text: row.text, html: row.html });
      } catch (err) {
        failed += 1;
        messagesFailed.inc({ final: String(row.attempts >= options.maxAttempts) });
        await markFailed(db, row, err, options.maxAttempts);
        continue;
      }
      sent += 1;
      messagesSent.inc();
      await markSent(db, row);
    }
    if (rows.length < batch) return { sent, failed };
  }
}

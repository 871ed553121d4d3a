import { buildPagination, type OutboxList, type OutboxQuery } from '@toko/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { countAll, offsetOf } from '../../db/sql.ts';

// The owner's 'Pesan Keluar': every message, newest first, with its status, tries and last error. Without
// SMTP_URL this is where messages wait, readable.

export async function listOutbox(db: Db, query: OutboxQuery, emailConfigured: boolean): Promise<OutboxList> {
  const where = query.status ? eq(outbox.status, query.status) : undefined;
  const [total] = await db.select({ n: countAll() }).from(outbox).where(where);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  return {
    data: rows.map((r) => ({
      id: r.id,
      channel: 'email' as const,
      kind: r.kind,
      recipient: r.recipient,
      subject: r.subject,
      // A reset link would let whoever reads this page into the customer's account.
      text: r.kind === 'password_reset' ? null : r.text,
      status: r.status as OutboxList['data'][number]['status'],
      attempts: r.attempts,
      last_error: r.lastError,
      next_attempt_at: r.nextAttemptAt.toISOString(),
      created_at: r.createdAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
    })),
    pagination: buildPagination(total?.n ?? 0, query.page, query.limit),
    email_configured: emailConfigured,
  };
}

/** Messages the sender gave up on, for the owner's overview. */
export async function countFailedMessages(db: Db): Promise<number> {
  const [row] = await db.select({ n: countAll() }).from(outbox).where(eq(outbox.status, 'failed'));
  return row?.n ?? 0;
}

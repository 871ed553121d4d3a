import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import { startTestSmtpServer } from '../../../test/smtp.ts';
import type { RaceHooks } from '../../db/race.ts';
import { outbox } from '../../db/schema/index.ts';
import { smtpTransport } from './mailer.ts';
import { renderMessage } from './message-layout.ts';
import { enqueueMessage, OUTBOX_RETRY, sendDueMessages } from './outbox.service.ts';

// The outbox and its sender (docs/decisions/064-outbox-channels.md, 065-outbox-retry-policy.md), against
// a real SMTP server in this process.

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.db.delete(outbox);
  smtp.received.length = 0;
  smtp.failNext(0);
});

let seq = 0;
async function enqueue(db = t.db, kind: 'order_created' | 'password_reset' = 'order_created') {
  seq += 1;
  await enqueueMessage(db, {
    kind,
    userId: null,
    recipient: `budi${seq}@example.com`,
    ...renderMessage({
      subject: `Pesan nomor ${seq}`,
      name: 'Budi',
      blocks: [{ p: `Isi pesan ${seq}` }],
      link: { label: 'Lihat pesanan', path: '/account/transactions/1' },
    }),
  });
  return seq;
}

const rows = () => t.db.select().from(outbox).orderBy(outbox.id);

describe('outbox', () => {
  it('keeps a message only when the transaction of its event commits', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx);
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    expect(await rows()).toHaveLength(0);
    await t.db.transaction(async (tx) => {
      await enqueue(tx);
    });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, channel: 'email', lastError: null });
  });

  it('sends a due message over SMTP with a text and an HTML part, and marks it sent', async () => {
    const n = await enqueue();
    const send = smtpTransport(smtp.url, 'Toko <no-reply@toko.test>');
    const result = await sendDueMessages(t.db, send, { maxAttempts: 3 });
    send.close();
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([`budi${n}@example.com`]);
    expect(mail.subject).toBe(`Pesan nomor ${n} | Toko`);
    expect(mail.text).toContain(`Isi pesan ${n}`);
    expect(mail.text).toContain('Lihat pesanan: http://localhost:3000/account/transactions/1');
    expect(mail.html).toContain('<a href="http://localhost:3000/account/transactions/1">Lihat pesanan</a>');
    expect(mail.html).toContain('https://wa.me/6281234567890');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Nothing left: a second round sends nothing.
    expect(await sendDueMessages(t.db, send, { maxAttempts: 3 })).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a refused mail later with a doubling wait, then gives up after the last try with the error kept', async () => {
    await enqueue();
    const send = smtpTransport(smtp.url, 'Toko <no-reply@toko.test>');
    smtp.failNext(3);
    expect(await sendDueMessages(t.db, send, { maxAttempts: 3 })).toEqual({ sent: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('Kotak surat sedang sibuk');
    const wait = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(OUTBOX_RETRY.firstWaitMs - 5_000);
    expect(wait).toBeLessThanOrEqual(OUTBOX_RETRY.firstWaitMs);
    // Not due yet: the next round leaves it alone.
    expect(await sendDueMessages(t.db, send, { maxAttempts: 3 })).toEqual({ sent: 0, failed: 0 });

    const makeDue = () => t.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    await makeDue();
    await sendDueMessages(t.db, send, { maxAttempts: 3 });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(2 * OUTBOX_RETRY.firstWaitMs - 5_000);

    await makeDue();
    await sendDueMessages(t.db, send, { maxAttempts: 3 });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row!.lastError).toContain('451');
    await makeDue();
    expect(await sendDueMessages(t.db, send, { maxAttempts: 3 })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    send.close();
  });

  it('keeps the error of an SMTP server that cannot be reached', async () => {
    await enqueue();
    const down = await startTestSmtpServer();
    await down.close();
    const send = smtpTransport(down.url, 'Toko <no-reply@toko.test>');
    await sendDueMessages(t.db, send, { maxAttempts: 5 });
    send.close();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("removes a password reset's link from the stored text once it is sent", async () => {
    await enqueue(t.db, 'password_reset');
    const send = smtpTransport(smtp.url, 'Toko <no-reply@toko.test>');
    await sendDueMessages(t.db, send, { maxAttempts: 3 });
    send.close();
    expect(smtp.received[0]!.text).toContain('/account/transactions/1');
    const [row] = await rows();
    expect(row!.status).toBe('sent');
    expect(row!.text).not.toContain('http');
    expect(row!.html).not.toContain('http');
  });

  it("lists every message on the owner's 'Pesan Keluar', newest first, with status, tries and error, and to admins only", async () => {
    await enqueue();
    await enqueue(t.db, 'password_reset');
    await t.db
      .update(outbox)
      .set({ status: 'failed', attempts: 8, lastError: '550 mailbox unavailable' })
      .where(eq(outbox.kind, 'order_created'));
    const res = await t.call({ method: 'GET', url: '/api/admin/outbox', token: await t.adminToken() });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.email_configured).toBe(false);
    expect(res.body.pagination.totalItems).toBe(2);
    const [reset, order] = res.body.data;
    expect(reset).toMatchObject({ kind: 'password_reset', status: 'pending', text: null });
    expect(order).toMatchObject({
      kind: 'order_created',
      status: 'failed',
      attempts: 8,
      last_error: '550 mailbox unavailable',
    });
    expect(order.text).toContain('Isi pesan');
    const failed = await t.call({
      method: 'GET',
      url: '/api/admin/outbox?status=failed',
      token: await t.adminToken(),
    });
    expect(failed.body.data.map((m: { kind: string }) => m.kind)).toEqual(['order_created']);
    const overview = await t.call({
      method: 'GET',
      url: '/api/dashboard/summary',
      token: await t.adminToken(),
    });
    expect(overview.status, overview.raw).toBe(200);
    expect(overview.body.data.failedMessages).toBe(1);
    const customer = await t.registerCustomer();
    const refused = await t.call({ method: 'GET', url: '/api/admin/outbox', token: customer.token });
    expect(refused.status).toBe(403);
  });

  // Two senders (two processes' worth: each its own SMTP connection) start at the same moment on 30 due
  // messages, five at a time; each pauses after its claim while holding it.
  async function twoSenders(hooks: RaceHooks = WIDE_WINDOW) {
    for (let i = 0; i < 30; i += 1) await enqueue();
    const senders = [1, 2].map(() => smtpTransport(smtp.url, 'Toko <no-reply@toko.test>'));
    const results = await withRaceHooks(hooks, () =>
      Promise.all(senders.map((send) => sendDueMessages(t.db, send, { maxAttempts: 3, batch: 5 }))),
    );
    for (const s of senders) s.close();
    const perMessage = new Map<string, number>();
    for (const m of smtp.received) perMessage.set(m.outboxId!, (perMessage.get(m.outboxId!) ?? 0) + 1);
    return { results, perMessage };
  }

  raceTest(
    'sends each message exactly once when two senders run at the same time (PostgreSQL)',
    async () => {
      const { results, perMessage } = await twoSenders();
      expect(smtp.received).toHaveLength(30);
      expect(perMessage.size).toBe(30);
      expect([...perMessage.values()].every((n) => n === 1)).toBe(true);
      // Both did part of the work.
      expect(results.every((r) => r.sent > 0)).toBe(true);
      const all = await rows();
      expect(all.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    },
    60_000,
  );

  raceTest(
    'would send messages twice without FOR UPDATE SKIP LOCKED on the claim (the race test above is real)',
    async () => {
      const { perMessage } = await twoSenders({ ...WIDE_WINDOW, unlocked: ['outbox.claim'] });
      expect(smtp.received.length).toBeGreaterThan(30);
      expect([...perMessage.values()].some((n) => n > 1)).toBe(true);
    },
    60_000,
  );
});

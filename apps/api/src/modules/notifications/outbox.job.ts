import type { FastifyInstance } from 'fastify';
import { startRepeatingJob } from '../../repeating-job.ts';
import { smtpTransport } from './mailer.ts';
import { sendDueMessages } from './outbox.service.ts';

/**
 * The sender of this process (ADR 065). Without SMTP_URL nothing is sent: messages wait in the outbox,
 * and the owner reads them on 'Pesan Keluar'.
 */
export function startOutboxSender(app: FastifyInstance) {
  const { smtpUrl, from, intervalMs, maxAttempts } = app.config.mail;
  if (!smtpUrl || intervalMs <= 0) return;
  const send = smtpTransport(smtpUrl, from);
  startRepeatingJob(
    app,
    'outbox sender',
    intervalMs,
    async () => {
      const { sent, failed } = await sendDueMessages(app.db, send, { maxAttempts });
      return sent + failed;
    },
    () => send.close(),
  );
}

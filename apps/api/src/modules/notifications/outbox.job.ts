import type { FastifyInstance } from 'fastify';
import { smtpTransport } from './mailer.ts';
import { sendDueMessages } from './outbox.service.ts';

/**
 * Runs the sender in this process at start and then every `intervalMs`, as the order expiry does; every
 * API process runs one on the same database and the claim keeps them apart. Without SMTP_URL nothing is
 * sent: messages wait in the outbox, and the owner reads them on 'Pesan Keluar'.
 */
export function startOutboxSender(app: FastifyInstance) {
  const { smtpUrl, from, intervalMs, maxAttempts } = app.config.mail;
  if (!smtpUrl || intervalMs <= 0) return;
  const send = smtpTransport(smtpUrl, from);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = sendDueMessages(app.db, send, { maxAttempts })
      .then(({ sent, failed }) => {
        if (sent + failed > 0) app.log.info({ sent, failed }, 'outbox round');
      })
      .catch((err) => app.log.error({ err }, 'outbox sender failed'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  app.addHook('onReady', async () => {
    tick();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    send.close();
  });
}

import type { FastifyInstance } from 'fastify';
import { remindDueOrders } from './order-reminders.service.ts';

/**
 * The 'deadline in 3 hours' reminders, looked for as often as the expiry runs (ORDER_EXPIRY_INTERVAL_SECONDS;
 * 0: never, tests run it by hand), in every API process: the reminder's primary key keeps it to one.
 */
export function startPaymentReminderJob(app: FastifyInstance) {
  const { expiryIntervalMs } = app.config.orders;
  if (expiryIntervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = remindDueOrders(app.db)
      .then((n) => {
        if (n > 0) app.log.info({ reminded: n }, 'payment reminders written');
      })
      .catch((err) => app.log.error({ err }, 'payment reminders failed'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, expiryIntervalMs);
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
  });
}

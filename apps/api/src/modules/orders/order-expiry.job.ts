import type { FastifyInstance } from 'fastify';
import { expireOverdueOrders } from './order-expiry.service.ts';

/**
 * Runs the expiry in this process at start and then every `expiryIntervalMs` (0: never). Every API
 * process may run it on the same PostgreSQL: the claim skips rows another process holds, so no order is
 * expired twice and none is missed.
 */
export function startOrderExpiryJob(app: FastifyInstance) {
  const { expiryIntervalMs, graceMs } = app.config.orders;
  if (expiryIntervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = expireOverdueOrders(app.db, graceMs)
      .then((n) => {
        if (n > 0) app.log.info({ expired: n }, 'unpaid orders expired');
      })
      .catch((err) => app.log.error({ err }, 'order expiry failed'))
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

import type { FastifyInstance } from 'fastify';
import { startRepeatingJob } from '../../repeating-job.ts';
import { expireOverdueOrders } from './order-expiry.service.ts';

/**
 * Runs the expiry in this process at start and then every `expiryIntervalMs` (0: never). Every API
 * process may run it on the same PostgreSQL: the claim skips rows another process holds, so no order is
 * expired twice and none is missed.
 */
export function startOrderExpiryJob(app: FastifyInstance) {
  const { expiryIntervalMs, graceMs } = app.config.orders;
  startRepeatingJob(app, 'order expiry', expiryIntervalMs, () => expireOverdueOrders(app.db, graceMs));
}

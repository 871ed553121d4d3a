import type { FastifyInstance } from 'fastify';
import { startRepeatingJob } from '../../repeating-job.ts';
import { remindDueOrders } from './order-reminders.service.ts';

/** The 'deadline in 3 hours' reminders, looked for as often as the expiry runs (ORDER_EXPIRY_INTERVAL_SECONDS). */
export function startPaymentReminderJob(app: FastifyInstance) {
  startRepeatingJob(app, 'payment reminders', app.config.orders.expiryIntervalMs, () =>
    remindDueOrders(app.db),
  );
}

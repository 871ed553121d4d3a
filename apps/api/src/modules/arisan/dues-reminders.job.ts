import type { FastifyInstance } from 'fastify';
import { startRepeatingJob } from '../../repeating-job.ts';
import { remindDuesTomorrow } from './dues-reminders.service.ts';

/** 'Arisan dues tomorrow', looked for as often as the order expiry runs (ORDER_EXPIRY_INTERVAL_SECONDS). */
export function startDuesReminderJob(app: FastifyInstance) {
  startRepeatingJob(app, 'arisan dues reminders', app.config.orders.expiryIntervalMs, () =>
    remindDuesTomorrow(app.db),
  );
}

import { OutboxListSchema, OutboxQuerySchema } from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inboxRoutes } from './inbox.routes.ts';
import { SHOP_NAME, setMessageContext } from './message-layout.ts';
import { startOutboxSender } from './outbox.job.ts';
import { listOutbox } from './outbox-admin.service.ts';

/** The owner's 'Pesan Keluar', and this process's sender (docs/decisions/064-outbox-channels.md). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payment, publicUrl } = app.config;
  setMessageContext({
    shopName: SHOP_NAME,
    publicUrl,
    whatsapp: payment.sellerWhatsapp,
    bank: { holder: payment.holder, accounts: payment.accounts },
    qris: app.config.qrisPayload !== null,
  });
  startOutboxSender(app);
  await app.register(inboxRoutes);

  app.get(
    '/admin/outbox',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listOutboxMessages',
        summary: 'List the messages the shop sent or is about to send',
        tags: ['notifications'],
        querystring: OutboxQuerySchema,
        response: { 200: OutboxListSchema },
      },
    },
    async (request) => listOutbox(app.db, request.query, app.config.mail.smtpUrl !== undefined),
  );
};

import { OutboxListSchema, OutboxQuerySchema } from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onSettingsRead } from '../settings/index.ts';
import { inboxRoutes } from './inbox.routes.ts';
import { SHOP_NAME, setMessageContext } from './message-layout.ts';
import { startOutboxSender } from './outbox.job.ts';
import { listOutbox } from './outbox-admin.service.ts';

/** The owner's 'Pesan Keluar', and this process's sender (docs/decisions/064-outbox-channels.md). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payment, publicUrl } = app.config;
  const qris = app.config.qrisPayload !== null;
  setMessageContext({
    shopName: SHOP_NAME,
    publicUrl,
    whatsapp: payment.sellerWhatsapp,
    bank: { holder: payment.holder, accounts: payment.accounts },
    qris,
  });
  // 'Pengaturan Toko' wins over the environment once saved: each fresh read of the settings in this
  // process (at most every few seconds, ADR 071) gives the messages' footer and bank lines their values.
  onSettingsRead((s) =>
    setMessageContext({
      shopName: s.shop_name,
      publicUrl,
      whatsapp: s.seller_whatsapp,
      bank: {
        holder: s.bank_holder,
        accounts: { BCA: s.bank_bca, BNI: s.bank_bni, Mandiri: s.bank_mandiri },
      },
      qris: s.qris_payload !== '',
    }),
  );
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

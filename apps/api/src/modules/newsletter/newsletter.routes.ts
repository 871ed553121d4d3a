import { MessageSchema, NEWSLETTER_THANKS, NewsletterBodySchema } from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribeToNewsletter } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (app, opts) => {
  app.post(
    '/newsletter',
    {
      config: { access: 'public', rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' } },
      schema: {
        operationId: 'subscribeToNewsletter',
        summary: 'Subscribe an email address to the newsletter',
        tags: ['newsletter'],
        body: NewsletterBodySchema,
        response: { 200: MessageSchema, 201: MessageSchema },
      },
    },
    async (request, reply) => {
      const isNew = await subscribeToNewsletter(app.db, request.body.email);
      // The same answer either way, so the box does not tell who is subscribed.
      reply.status(isNew ? 201 : 200);
      return { message: NEWSLETTER_THANKS };
    },
  );
};

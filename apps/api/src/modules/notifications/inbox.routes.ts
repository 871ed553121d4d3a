import {
  EmailPreferencesBodySchema,
  EmailPreferencesSchema,
  MarkNotificationsReadBodySchema,
  UserNotificationsSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import {
  getEmailPreferences,
  listNotifications,
  markNotificationsRead,
  updateEmailPreferences,
} from './inbox.service.ts';

/** The signed-in customer's bell and email choices; each call reads or writes only the caller's rows. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listNotifications',
        summary: "List the caller's latest notifications and the unread count",
        tags: ['notifications'],
        response: { 200: UserNotificationsSchema },
      },
    },
    async (request) => listNotifications(app.db, currentUser(request).id),
  );

  app.post(
    '/notifications/read',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'markNotificationsRead',
        summary: "Mark the caller's notifications read (all of them without ids)",
        tags: ['notifications'],
        body: MarkNotificationsReadBodySchema,
        response: { 200: UserNotificationsSchema },
      },
    },
    async (request) => markNotificationsRead(app.db, currentUser(request).id, request.body.ids),
  );

  app.get(
    '/notifications/preferences',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getEmailPreferences',
        summary: 'Which kinds of message the caller gets by email',
        tags: ['notifications'],
        response: { 200: EmailPreferencesSchema },
      },
    },
    async (request) => getEmailPreferences(app.db, currentUser(request).id),
  );

  app.put(
    '/notifications/preferences',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'updateEmailPreferences',
        summary: 'Turn kinds of email on or off for the caller',
        tags: ['notifications'],
        body: EmailPreferencesBodySchema,
        response: { 200: EmailPreferencesSchema },
      },
    },
    async (request) => updateEmailPreferences(app.db, currentUser(request).id, request.body),
  );
};

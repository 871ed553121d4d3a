import {
  AUTH_TEXT,
  CustomerOverviewResponseSchema,
  IdParamsSchema,
  MessageSchema,
  UserResponseSchema,
  UsersListResponseSchema,
  UsersQuerySchema,
  UserUpdateBodySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { sendPasswordResetLink } from '../auth/index.ts';
import { getCustomerOverview } from './customer-overview.service.ts';
import { deleteUser, getUserById, listUsers, setUserBlocked, updateUser } from './users.service.ts';

/** User management for admins (docs/product.md 2.8 Users, 7). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listUsers',
        summary: 'List users',
        tags: ['users'],
        querystring: UsersQuerySchema,
        response: { 200: UsersListResponseSchema },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getUser',
        summary: 'Get a user',
        tags: ['users'],
        params: IdParamsSchema,
        response: { 200: UserResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ user: await getUserById(app.db, request.params.id) }),
  );

  // The customer page: contact, addresses, orders, lifetime value and arisan in one answer.
  app.get(
    '/users/:id/overview',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getCustomerOverview',
        summary: "A customer's contact, addresses, orders and arisan",
        tags: ['users'],
        params: IdParamsSchema,
        response: { 200: CustomerOverviewResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getCustomerOverview(app.db, request.params.id) }),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateUser',
        summary: "Update a user's name, phone or role",
        tags: ['users'],
        params: IdParamsSchema,
        body: UserUpdateBodySchema,
        response: { 200: UserResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      user: await updateUser(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: {
          operationId: `${action}User`,
          summary: action === 'block' ? 'Block an account: no login, its sessions end' : 'Unblock an account',
          tags: ['users'],
          params: IdParamsSchema,
          response: { 200: UserResponseSchema, ...errorResponses(404, 409) },
        },
      },
      async (request) => ({ user: await setUserBlocked(app.db, request.params.id, action === 'block') }),
    );
  }

  app.delete(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete a user',
        tags: ['users'],
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteUser(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // The owner helps a customer who cannot log in: the link goes to the account's own email, never to the
  // owner, so the owner does not learn or set the password.
  app.post(
    '/users/:id/password-reset',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'sendPasswordResetLink',
        summary: "Mail a password reset link to a user's email",
        tags: ['users'],
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      await sendPasswordResetLink(app.db, request.params.id);
      return { message: AUTH_TEXT.resetLinkSent };
    },
  );
};

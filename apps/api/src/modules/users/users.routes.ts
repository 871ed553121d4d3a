import {
  ErrorBodySchema,
  IdParamsSchema,
  UserResponseSchema,
  UsersListResponseSchema,
  UsersQuerySchema,
  UserUpdateBodySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { deleteUser, getUserById, listUsers, updateUser } from './users.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** User management for admins (spec 2.8 Users, 7). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        querystring: UsersQuerySchema,
        response: { 200: UsersListResponseSchema, ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['users'], params: IdParamsSchema, response: { 200: UserResponseSchema, ...errors } },
    },
    async (request) => ({ user: await getUserById(app.db, request.params.id) }),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        params: IdParamsSchema,
        body: UserUpdateBodySchema,
        response: { 200: UserResponseSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => ({
      user: await updateUser(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        params: IdParamsSchema,
        response: { 204: z.null(), 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

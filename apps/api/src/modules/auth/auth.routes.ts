import {
  AuthResponseSchema,
  LoginBodySchema,
  ProfileBodySchema,
  RegisterBodySchema,
  UserResponseSchema,
  VerifyResponseSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, readToken, signToken } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { AppError } from '../../http/errors.ts';
import { checkCredentials, getUser, registerCustomer, updateProfile } from './auth.service.ts';

export interface AuthRoutesOptions {
  /** Attempts per minute per client on login and register. */
  rateLimit: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const rateLimit = { max: opts.rateLimit, timeWindow: '1 minute' };

  app.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        body: RegisterBodySchema,
        response: { 201: AuthResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await registerCustomer(app.db, request.body);
      reply.status(201);
      return { token: await signToken(app.jwtKey, user.id), user };
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await checkCredentials(app.db, request.body);
      return { token: await signToken(app.jwtKey, user.id), user };
    },
  );

  app.get(
    '/auth/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        response: {
          200: VerifyResponseSchema,
          401: z.object({ valid: z.literal(false), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        const user = await authenticate(app.db, app.jwtKey, readToken(request));
        return { valid: true as const, user };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return reply.status(401).send({ valid: false as const, message: err.message });
      }
    },
  );

  app.get(
    '/auth/profile',
    { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: UserResponseSchema } } },
    async (request) => ({ user: await getUser(app.db, currentUser(request).id) }),
  );

  app.put(
    '/auth/profile',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], body: ProfileBodySchema, response: { 200: UserResponseSchema } },
    },
    async (request) => ({ user: await updateProfile(app.db, currentUser(request).id, request.body) }),
  );
};

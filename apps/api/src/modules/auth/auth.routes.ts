import {
  AUTH_TEXT,
  AuthResponseSchema,
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MessageSchema,
  ProfileBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UserResponseSchema,
  VerifyResponseSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, readToken, signToken } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { AppError } from '../../http/errors.ts';
import {
  changePassword,
  checkCredentials,
  endSessions,
  getUser,
  registerCustomer,
  tokenVersionOf,
  updateProfile,
} from './auth.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

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
        operationId: 'registerCustomer',
        summary: 'Register a customer account',
        tags: ['auth'],
        body: RegisterBodySchema,
        response: { 201: AuthResponseSchema, ...errorResponses(409) },
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
        operationId: 'logIn',
        summary: 'Log in with email and password',
        tags: ['auth'],
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await checkCredentials(app.db, request.body, request.ip);
      return { token: await signToken(app.jwtKey, user.id, await tokenVersionOf(app.db, user.id)), user };
    },
  );

  app.get(
    '/auth/verify',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'verifyToken',
        summary: 'Check a token and return its user',
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
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getProfile',
        summary: "Get the caller's profile",
        tags: ['auth'],
        response: { 200: UserResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ user: await getUser(app.db, currentUser(request).id) }),
  );

  app.put(
    '/auth/profile',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'updateProfile',
        summary: "Update the caller's profile",
        tags: ['auth'],
        body: ProfileBodySchema,
        response: { 200: UserResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ user: await updateProfile(app.db, currentUser(request).id, request.body) }),
  );

  // Server-side logout: every token of this user stops working (docs/architecture.md section 6, docs/security.md).
  app.post(
    '/auth/logout',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'logOut',
        summary: 'Log out: end every session of the caller',
        tags: ['auth'],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endSessions(app.db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  // The current password is required; other sessions end, this one continues with the new token.
  app.put(
    '/auth/password',
    {
      config: { access: 'user', rateLimit },
      schema: {
        operationId: 'changePassword',
        summary: "Change the caller's password; other sessions end",
        tags: ['auth'],
        body: ChangePasswordBodySchema,
        response: { 200: AuthResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const version = await changePassword(app.db, user.id, request.body);
      return { token: await signToken(app.jwtKey, user.id, version), user };
    },
  );

  // 'Lupa password?' (docs/decisions/064-outbox-channels.md): the answer never tells whether the email
  // has an account; the service limits requests per client address and per account.
  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Mail a password reset link to an account, if the email has one',
        tags: ['auth'],
        body: ForgotPasswordBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.email, request.ip);
      return { message: AUTH_TEXT.forgotSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'resetPassword',
        summary: "Set a new password with a reset link's token; every session ends",
        tags: ['auth'],
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: AUTH_TEXT.resetDone };
    },
  );
};

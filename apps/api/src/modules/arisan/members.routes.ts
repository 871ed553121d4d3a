import {
  IdParamsSchema,
  MemberBodySchema,
  MemberDetailResponseSchema,
  MemberListQuerySchema,
  MemberListResponseSchema,
  MemberResponseSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createMember, deleteMember, getMemberDetail, listMembers, updateMember } from './members.service.ts';

const tags = ['arisan'];

/** Arisan members (docs/product.md 2.8, 3, 7). Admin only. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listMembers',
        summary: 'List arisan members',
        tags,
        querystring: MemberListQuerySchema,
        response: { 200: MemberListResponseSchema },
      },
    },
    async (request) => listMembers(app.db, request.query),
  );

  app.get(
    '/members/:id',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getMember',
        summary: 'Get a member with their arisans',
        tags,
        params: IdParamsSchema,
        response: { 200: MemberDetailResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getMemberDetail(app.db, request.params.id) }),
  );

  app.post(
    '/members',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createMember',
        summary: 'Create a member',
        tags,
        body: MemberBodySchema,
        response: { 201: MemberResponseSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, 201, async (db) => ({ data: await createMember(db, request.body) })),
  );

  app.put(
    '/members/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateMember',
        summary: 'Update a member',
        tags,
        params: IdParamsSchema,
        body: MemberBodySchema,
        response: { 200: MemberResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await updateMember(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/members/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteMember',
        summary: 'Delete a member',
        tags,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteMember(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

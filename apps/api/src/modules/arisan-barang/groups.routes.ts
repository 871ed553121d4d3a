import {
  ArisanResponseSchema,
  BarangGroupResponseSchema,
  BarangGroupsQuerySchema,
  BarangGroupsResponseSchema,
  CreateBarangBodySchema,
  IdParamsSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, optionalUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import {
  createBarangGroup,
  joinBarangGroup,
  leaveBarangGroup,
  listOpenBarangGroups,
} from './groups.service.ts';

const tags = ['arisan-barang'];

/** Arisan barang groups: the admin creates one from a product; customers join and leave (ADR 042). */
export const barangGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/arisans/barang',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createBarangGroup',
        summary: 'Create an arisan barang group for a product',
        tags,
        body: CreateBarangBodySchema,
        response: { 201: ArisanResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await createBarangGroup(app.db, request.body, currentUser(request).id) };
    },
  );

  // Public: the product page shows its open groups to everyone, and a signed-in customer whether they joined.
  app.get(
    '/arisan-barang',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listBarangGroups',
        summary: "List a product's open arisan barang groups",
        tags,
        querystring: BarangGroupsQuerySchema,
        response: { 200: BarangGroupsResponseSchema },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      return { data: await listOpenBarangGroups(app.db, request.query.product_id, user?.id ?? null) };
    },
  );

  app.post(
    '/arisan-barang/:id/join',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'joinBarangGroup',
        summary: 'Join an arisan barang group',
        tags,
        params: IdParamsSchema,
        response: { 201: BarangGroupResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await joinBarangGroup(app.db, request.params.id, currentUser(request)) };
    },
  );

  app.delete(
    '/arisan-barang/:id/join',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'leaveBarangGroup',
        summary: 'Leave an arisan barang group before it starts',
        tags,
        params: IdParamsSchema,
        response: { 200: BarangGroupResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await leaveBarangGroup(app.db, request.params.id, currentUser(request)) }),
  );
};

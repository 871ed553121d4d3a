import {
  IdParamsSchema,
  LocationBodySchema,
  LocationListQuerySchema,
  LocationListResponseSchema,
  LocationResponseSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { idempotent } from '../../http/idempotency.ts';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from './locations.service.ts';

const tags = ['arisan'];

/** Locations members live in (docs/product.md 2.8, 7). Admin only. */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listLocations',
        summary: 'List locations',
        tags,
        querystring: LocationListQuerySchema,
        response: { 200: LocationListResponseSchema },
      },
    },
    async (request) => listLocations(app.db, request.query),
  );

  app.get(
    '/locations/:id',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getLocation',
        summary: 'Get a location',
        tags,
        params: IdParamsSchema,
        response: { 200: LocationResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getLocation(app.db, request.params.id) }),
  );

  app.post(
    '/locations',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createLocation',
        summary: 'Create a location',
        tags,
        body: LocationBodySchema,
        response: { 201: LocationResponseSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, 201, async (db) => ({ data: await createLocation(db, request.body) })),
  );

  app.put(
    '/locations/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateLocation',
        summary: 'Rename a location',
        tags,
        params: IdParamsSchema,
        body: LocationBodySchema,
        response: { 200: LocationResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await updateLocation(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/locations/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteLocation',
        summary: 'Delete a location',
        tags,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteLocation(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

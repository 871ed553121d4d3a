import {
  AddressBodySchema,
  AddressListResponseSchema,
  AddressParamsSchema,
  AddressResponseSchema,
  AddressUpdateBodySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';

/** The customer's own addresses: whose they are comes from the token only. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['addresses'];

  app.get(
    '/shipping-address',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'listAddresses',
        summary: "List the caller's shipping addresses",
        tags,
        response: { 200: AddressListResponseSchema },
      },
    },
    async (request) => ({ addresses: await listAddresses(app.db, currentUser(request).id) }),
  );

  app.post(
    '/shipping-address',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'createAddress',
        summary: 'Add a shipping address',
        tags,
        body: AddressBodySchema,
        response: { 201: AddressResponseSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, 201, async (db) => ({
        address: await createAddress(db, currentUser(request).id, request.body),
      })),
  );

  app.put(
    '/shipping-address/:id',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'updateAddress',
        summary: 'Update a shipping address',
        tags,
        params: AddressParamsSchema,
        body: AddressUpdateBodySchema,
        response: { 200: AddressResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({
      address: await updateAddress(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/shipping-address/:id',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'deleteAddress',
        summary: 'Delete a shipping address',
        tags,
        params: AddressParamsSchema,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteAddress(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

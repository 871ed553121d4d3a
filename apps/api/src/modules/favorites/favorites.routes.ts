import { FavoriteListQuerySchema, FavoriteListResponseSchema, FavoriteParamsSchema } from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service.ts';

/** The customer's own favourites: whose list comes from the token only, never from the URL (ADR 076). */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favorites'];

  app.get(
    '/favorites',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'listFavorites',
        summary: "List the customer's favourite products, newest first",
        tags,
        querystring: FavoriteListQuerySchema,
        response: { 200: FavoriteListResponseSchema },
      },
    },
    async (request) => listFavorites(app.db, currentUser(request).id, request.query),
  );

  app.put(
    '/favorites/:productId',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'addFavorite',
        summary: 'Save a product as a favourite (saving it again changes nothing)',
        tags,
        params: FavoriteParamsSchema,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await addFavorite(app.db, currentUser(request).id, request.params.productId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/favorites/:productId',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'removeFavorite',
        summary: 'Remove a product from the favourites (removing it again changes nothing)',
        tags,
        params: FavoriteParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeFavorite(app.db, currentUser(request).id, request.params.productId);
      return reply.status(204).send(null);
    },
  );
};

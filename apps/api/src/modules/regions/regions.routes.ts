import { RegionListSchema, RegionQuerySchema } from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { etagMatches } from '../../http/etag.ts';
import { listRegionChildren, regionDataVersion } from './regions.service.ts';

/** Regions change only with a new data file, so a browser keeps a list a day and then asks with its ETag. */
const CACHE = 'public, max-age=86400';

export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/regions',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listRegions',
        summary: 'List the provinces, or the regions under one region code',
        tags: ['regions'],
        querystring: RegionQuerySchema,
        response: {
          200: RegionListSchema,
          304: z.undefined().describe("Not modified: the browser's copy (If-None-Match) is current"),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const parent = request.query.parent;
      const data = listRegionChildren(parent);
      const etag = `"regions-${regionDataVersion()}-${parent ?? 'id'}"`;
      reply.header('cache-control', CACHE).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return { data };
    },
  );
};

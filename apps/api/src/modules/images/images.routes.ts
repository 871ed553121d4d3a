import { IdParamsSchema, ImageQuerySchema } from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { etagMatches } from '../../http/etag.ts';
import { fileResponse } from '../../http/file-responses.ts';
import { getImageVariant } from './images.service.ts';

/** Variants never change once stored (a new upload is a new id), so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /images/{id}?w=280&q=75&f=auto: the stored variant nearest the asked width, in the best format the
 * browser accepts. Nothing is encoded here: the variants were made when the image was stored.
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getImage',
        summary: 'Get a product image in the width and format asked for',
        tags: ['images'],
        params: IdParamsSchema,
        querystring: ImageQuerySchema,
        response: {
          200: fileResponse('The image: AVIF, WebP or JPEG', ['image/avif', 'image/webp', 'image/jpeg']),
          304: z.undefined().describe("Not modified: the browser's copy (If-None-Match) is current"),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { w, f } = request.query;
      const variant = await getImageVariant(app.db, request.params.id, w, f, request.headers.accept);
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', variant.etag)
        .header('x-content-type-options', 'nosniff');
      // The answer depends on Accept only when the format was left to the server.
      if (f === 'auto') reply.header('vary', 'Accept');
      if (etagMatches(request.headers['if-none-match'], variant.etag)) return reply.status(304).send();
      return reply.type(`image/${variant.format}`).send(variant.bytes);
    },
  );
};

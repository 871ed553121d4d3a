import { IdParamsSchema, ProductVariantsResponseSchema, PutVariantsBodySchema } from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { getProductVariants, putProductVariants } from './product-variants.service.ts';

/** A product's options and variants as the dashboard edits them (docs/decisions/090-product-variants.md). */
export const productVariantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/variants',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getProductVariants',
        summary: "Read a product's options and variants",
        tags: ['catalog'],
        params: IdParamsSchema,
        response: { 200: ProductVariantsResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getProductVariants(app.db, request.params.id) }),
  );

  app.put(
    '/products/:id/variants',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'putProductVariants',
        summary: "Replace a product's options and variants",
        tags: ['catalog'],
        params: IdParamsSchema,
        body: PutVariantsBodySchema,
        response: { 200: ProductVariantsResponseSchema, ...errorResponses(404, 409) },
      },
    },
    // The whole set each time: sending it twice leaves the same set, so a retry needs no idempotency key.
    async (request) => ({ data: await putProductVariants(app.db, request.params.id, request.body) }),
  );
};

import {
  CategoryListQuerySchema,
  CategoryListResponseSchema,
  CategoryResponseSchema,
  IdParamsSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductSlugParamsSchema,
  ProductTypeListResponseSchema,
  SuggestQuerySchema,
  SuggestResponseSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { getCategory, listCategories, listProductTypes } from './categories.service.ts';
import { listProducts } from './product-list.service.ts';
import { suggestProducts } from './product-suggest.ts';
import { getProductBySlugOrName } from './products.service.ts';
import { suggestLimiter } from './suggest-limit.ts';

/** Suggestions a client may ask for per minute: a fast typist's box sends one per pause (ADR 076). */
export const SUGGEST_RATE_LIMIT = 120;

/** The shop's catalog, open to everyone (docs/product.md 7): products, categories and product types. */
export const catalogRoutes: FastifyPluginAsyncZod<{ suggestRateLimit?: number }> = async (app, opts) => {
  const countSuggestion = suggestLimiter(opts.suggestRateLimit ?? SUGGEST_RATE_LIMIT);
  app.get(
    '/products',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listProducts',
        summary: 'List products: search, filter and sort, by page or cursor',
        tags: ['catalog'],
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request) => listProducts(app.db, request.query),
  );

  // Declared before /products/:slug reads it as a slug: a fixed path wins over a parameter in Fastify.
  app.get(
    '/products/suggest',
    {
      config: { access: 'public' },
      onRequest: async (request) => countSuggestion(request.ip),
      schema: {
        operationId: 'suggestProducts',
        summary: 'Suggest product names for what a shopper is typing (at most 8)',
        tags: ['catalog'],
        querystring: SuggestQuerySchema,
        response: { 200: SuggestResponseSchema, ...errorResponses(429) },
      },
    },
    async (request) => ({ data: await suggestProducts(app.db, request.query.q) }),
  );

  app.get(
    '/products/:slug',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getProduct',
        summary: 'Get a product by its slug or exact name',
        tags: ['catalog'],
        params: ProductSlugParamsSchema,
        response: { 200: ProductResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getProductBySlugOrName(app.db, request.params.slug) }),
  );

  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listCategories',
        summary: 'List categories',
        tags: ['catalog'],
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryListResponseSchema },
      },
    },
    async (request) => listCategories(app.db, request.query),
  );

  app.get(
    '/categories/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getCategory',
        summary: 'Get a category',
        tags: ['catalog'],
        params: IdParamsSchema,
        response: { 200: CategoryResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getCategory(app.db, request.params.id) }),
  );

  app.get(
    '/product-types',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listProductTypes',
        summary: 'List product types',
        tags: ['catalog'],
        response: { 200: ProductTypeListResponseSchema },
      },
    },
    async () => ({ data: await listProductTypes(app.db) }),
  );
};

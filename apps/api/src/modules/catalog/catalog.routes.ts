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
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { getCategory, listCategories, listProductTypes } from './categories.service.ts';
import { listProducts } from './product-list.service.ts';
import { getProductBySlugOrName } from './products.service.ts';

/** The shop's catalog, open to everyone (spec 7): products, categories and product types. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listProducts(app.db, request.query),
  );

  app.get(
    '/products/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        params: ProductSlugParamsSchema,
        response: { 200: ProductResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await getProductBySlugOrName(app.db, request.params.slug) }),
  );

  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listCategories(app.db, request.query),
  );

  app.get(
    '/categories/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        params: IdParamsSchema,
        response: { 200: CategoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await getCategory(app.db, request.params.id) }),
  );

  app.get(
    '/product-types',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], response: { 200: ProductTypeListResponseSchema } },
    },
    async () => ({ data: await listProductTypes(app.db) }),
  );
};

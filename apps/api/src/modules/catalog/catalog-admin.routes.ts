import {
  AdminCategoryResponseSchema,
  CategoryBodySchema,
  DeleteCategoryQuerySchema,
  IdParamsSchema,
  ProductFieldsSchema,
  ProductResponseSchema,
  ProductTypeBodySchema,
  ProductTypeResponseSchema,
  ProductUpdateFieldsSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { idempotent } from '../../http/idempotency.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import {
  createCategory,
  createProduct,
  createProductType,
  deleteProduct,
  deleteProductType,
  updateCategory,
  updateProduct,
  updateProductType,
} from './catalog-admin.service.ts';
import { deleteCategory } from './category-delete.service.ts';
import { getProductById } from './products.service.ts';

/** The catalog's writes, for admins only (docs/product.md 2.8, 7): categories, products and product types. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/categories',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createCategory',
        summary: 'Create a category',
        tags: ['catalog'],
        body: CategoryBodySchema,
        response: { 201: AdminCategoryResponseSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, 201, async (db) => ({ data: await createCategory(db, request.body) })),
  );

  app.put(
    '/categories/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateCategory',
        summary: 'Rename a category',
        tags: ['catalog'],
        params: IdParamsSchema,
        body: CategoryBodySchema,
        response: { 200: AdminCategoryResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await updateCategory(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/categories/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteCategory',
        summary: 'Delete a category, moving its products to another',
        tags: ['catalog'],
        params: IdParamsSchema,
        querystring: DeleteCategoryQuerySchema,
        response: { 204: z.null(), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteCategory(app.db, request.params.id, request.query.move_to);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/products',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createProduct',
        summary: 'Create a product with its images (multipart)',
        tags: ['catalog'],
        consumes: ['multipart/form-data'],
        response: { 201: ProductResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipartForm(request, ProductFieldsSchema, 'produk');
      const id = await createProduct(app.db, fields, files);
      reply.status(201);
      return { data: await getProductById(app.db, id) };
    },
  );

  app.put(
    '/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateProduct',
        summary: 'Update a product and its images (multipart)',
        tags: ['catalog'],
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: ProductResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipartForm(request, ProductUpdateFieldsSchema, 'produk');
      const id = await updateProduct(app.db, request.params.id, fields, files);
      return { data: await getProductById(app.db, id) };
    },
  );

  app.delete(
    '/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteProduct',
        summary: 'Delete a product',
        tags: ['catalog'],
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteProduct(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // GET /product-types is the storefront's public list (catalog.routes.ts).
  app.post(
    '/product-types',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createProductType',
        summary: 'Create a product type',
        tags: ['catalog'],
        body: ProductTypeBodySchema,
        response: { 201: ProductTypeResponseSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await createProductType(app.db, request.body) };
    },
  );

  app.put(
    '/product-types/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateProductType',
        summary: 'Rename a product type',
        tags: ['catalog'],
        params: IdParamsSchema,
        body: ProductTypeBodySchema,
        response: { 200: ProductTypeResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await updateProductType(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/product-types/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteProductType',
        summary: 'Delete a product type',
        tags: ['catalog'],
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteProductType(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import {
  AdminCategoryResponseSchema,
  AdminProductListQuerySchema,
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  CategoryBodySchema,
  DeleteCategoryQuerySchema,
  IdParamsSchema,
  ProductFieldsSchema,
  ProductSlugParamsSchema,
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
  duplicateProduct,
  updateCategory,
  updateProduct,
  updateProductType,
} from './catalog-admin.service.ts';
import { deleteCategory } from './category-delete.service.ts';
import { listAdminProducts } from './product-list.service.ts';
import { getAdminProduct } from './products.service.ts';

/** The catalog's writes, for admins only (docs/product.md 2.8, 7): categories, products and product types. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/categories',
    {
      config: { access: 'staff' },
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
      config: { access: 'staff' },
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
      config: { access: 'staff' },
      schema: {
        operationId: 'createProduct',
        summary: 'Create a product with its images (multipart)',
        tags: ['catalog'],
        consumes: ['multipart/form-data'],
        response: { 201: AdminProductResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipartForm(request, ProductFieldsSchema, 'produk');
      const id = await createProduct(app.db, fields, files);
      reply.status(201);
      return { data: await getAdminProduct(app.db, { id }) };
    },
  );

  app.put(
    '/products/:id',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'updateProduct',
        summary: 'Update a product and its images (multipart)',
        tags: ['catalog'],
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: AdminProductResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipartForm(request, ProductUpdateFieldsSchema, 'produk');
      const id = await updateProduct(app.db, request.params.id, fields, files);
      return { data: await getAdminProduct(app.db, { id }) };
    },
  );

  // The owner's view of the catalog (ADR 085): drafts and the archive too, with each product's status.
  app.get(
    '/admin/products',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAdminProducts',
        summary: 'List the products of one status, or those running low',
        tags: ['catalog'],
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListResponseSchema },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.get(
    '/admin/products/:slug',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getAdminProduct',
        summary: 'Read a product of any status (not deleted) to edit it',
        tags: ['catalog'],
        params: ProductSlugParamsSchema,
        response: { 200: AdminProductResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getAdminProduct(app.db, { key: request.params.slug }) }),
  );

  app.post(
    '/products/:id/duplicate',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'duplicateProduct',
        summary: 'Copy a product as a draft without stock',
        tags: ['catalog'],
        params: IdParamsSchema,
        response: { 201: AdminProductResponseSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, 201, async (db) => ({
        data: await getAdminProduct(db, { id: await duplicateProduct(db, request.params.id) }),
      })),
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
      config: { access: 'staff' },
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
      config: { access: 'staff' },
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

import type { MultipartFile } from '@fastify/multipart';
import {
  AdminCategoryResponseSchema,
  CategoryBodySchema,
  IdParamsSchema,
  ProductFieldsSchema,
  ProductResponseSchema,
  ProductTypeBodySchema,
  ProductTypeResponseSchema,
  ProductUpdateFieldsSchema,
} from '@toko/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { AppError } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { getProductById } from './catalog.service.ts';
import {
  createCategory,
  createProduct,
  createProductType,
  deleteCategory,
  deleteProduct,
  deleteProductType,
  updateCategory,
  updateProduct,
  updateProductType,
} from './catalog-admin.service.ts';

const noContent = { 204: z.null(), ...errorResponses };

/**
 * Reads a multipart product form (spec 7): every text field into an object checked with `schema`, and
 * every file into memory. The upload limits of app.ts (5 MB a file, 8 files) answer 413 while reading;
 * the whole request is read before anything is written, so a refusal stores nothing.
 */
async function readProductForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ fields: z.output<S>; files: Buffer[] }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the product as multipart/form-data');
  }
  const raw: Record<string, string> = {};
  const files: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') files.push(await (part as MultipartFile).toBuffer());
    else if (typeof part.value === 'string') raw[part.fieldname] = part.value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw AppError.validation(fieldErrors[0]?.message ?? 'Invalid product', fieldErrors);
  }
  return { fields: parsed.data, files };
}

/** The catalog's writes, for admins only (spec 2.8, 7): categories, products and product types. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/categories',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog-admin'],
        body: CategoryBodySchema,
        response: { 201: AdminCategoryResponseSchema, ...errorResponses },
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
        tags: ['catalog-admin'],
        params: IdParamsSchema,
        body: CategoryBodySchema,
        response: { 200: AdminCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await updateCategory(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/categories/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['catalog-admin'], params: IdParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await deleteCategory(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog-admin'],
        consumes: ['multipart/form-data'],
        response: { 201: ProductResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readProductForm(request, ProductFieldsSchema);
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
        tags: ['catalog-admin'],
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: ProductResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { fields, files } = await readProductForm(request, ProductUpdateFieldsSchema);
      const id = await updateProduct(app.db, request.params.id, fields, files);
      return { data: await getProductById(app.db, id) };
    },
  );

  app.delete(
    '/products/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['catalog-admin'], params: IdParamsSchema, response: noContent },
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
        tags: ['catalog-admin'],
        body: ProductTypeBodySchema,
        response: { 201: ProductTypeResponseSchema, ...errorResponses },
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
        tags: ['catalog-admin'],
        params: IdParamsSchema,
        body: ProductTypeBodySchema,
        response: { 200: ProductTypeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await updateProductType(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/product-types/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['catalog-admin'], params: IdParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await deleteProductType(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerApiComponents } from './api-components.ts';
import { tidyDocument } from './api-docs-tidy.ts';
import { requireAdmin } from './auth.ts';
import { addImpliedErrors } from './error-responses.ts';

/** One tag per API module (docs/decisions/058-openapi-contract.md). */
const TAGS = [
  { name: 'auth', description: 'Accounts, sign-in and sessions' },
  { name: 'catalog', description: 'Products, categories and product types (writes: admin)' },
  { name: 'images', description: 'Product pictures in the size and format asked for' },
  { name: 'cart', description: "The customer's own cart" },
  { name: 'favorites', description: "The customer's own favourite products ('Favorit')" },
  { name: 'addresses', description: "The customer's own shipping addresses" },
  {
    name: 'regions',
    description: 'Provinces, kabupaten/kota, kecamatan and desa of Indonesia by Kemendagri code',
  },
  {
    name: 'settings',
    description:
      "'Pengaturan Toko': contact, bank accounts, WhatsApp, delivery area, shipping zones and their history (admin)",
  },
  { name: 'orders', description: 'Checkout, payment by transfer, and the order lifecycle' },
  { name: 'users', description: 'User management (admin)' },
  { name: 'dashboard', description: "The admin overview's numbers" },
  {
    name: 'arisan',
    description: 'Arisan groups, members, locations, the ledger, schedule and draws (admin)',
  },
  { name: 'arisan-barang', description: 'Arisan for a product: groups customers join, and their transfers' },
  { name: 'newsletter', description: 'Newsletter sign-up' },
  {
    name: 'payments',
    description: 'Bank statements and mutation services matched against the payments waited for',
  },
  { name: 'notifications', description: "The messages the shop sends: the outbox (admin's 'Pesan Keluar')" },
  { name: 'backup', description: 'A full copy of the shop to keep, restored with npm run restore (admin)' },
  { name: 'vouchers', description: "Voucher codes the owner sets ('Kode Voucher') and their usage (admin)" },
  {
    name: 'reviews',
    description: "Verified reviews ('Ulasan') of delivered items, the product page's list, reply and hide",
  },
  {
    name: 'returns',
    description:
      "Returns ('Pengembalian') of delivered items: the customer's request, the owner's decision and refund",
  },
];

/**
 * OpenAPI cannot hold two path templates that differ only in a parameter's name, while Fastify tells
 * GET /products/:slug from PUT and DELETE /products/:id by method. In the document both are
 * /api/products/{product}: the wire is the same, and each operation still says what it takes.
 */
const DOCUMENTED_PARAMS: Record<string, Record<string, { name: string; description: string }>> = {
  '/api/products/:slug': { slug: { name: 'product', description: "The product's slug or exact name" } },
  '/api/products/:id': { id: { name: 'product', description: "The product's id" } },
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const renames = DOCUMENTED_PARAMS[result.url];
  if (!renames) return result;
  const params = (result.schema as { params?: { properties: Record<string, object>; required?: string[] } })
    .params;
  let url = result.url;
  for (const [from, { name, description }] of Object.entries(renames)) {
    url = url.replace(`:${from}`, `:${name}`);
    if (!params?.properties[from]) continue;
    params.properties = { ...params.properties, [name]: { ...params.properties[from], description } };
    delete params.properties[from];
    params.required = params.required?.map((key) => (key === from ? name : key));
  }
  return { ...result, url };
}

/**
 * The OpenAPI document of every route (`app.swagger()`), served at /api/docs (the page) and
 * /api/docs/json. It is the whole route map, so it is served to an admin's token only, unless
 * API_DOCS=true makes it public (docs/architecture.md section 7). Each operation declares its operationId, summary,
 * tag and the errors its service answers in its route options; the errors its access, input and rate
 * limit imply are added here (error-responses.ts), and shared shapes are named (api-components.ts).
 */
export async function registerApiDocs(app: FastifyInstance, opts: { public: boolean }) {
  registerApiComponents();
  app.addHook('onRoute', (route) => {
    if (route.config?.access) addImpliedErrors(route);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Toko API',
        version: '1.0.0',
        description:
          'The shop and arisan API. Errors are `{ message, code, errors? }` (`Error`): `message` is for ' +
          'people (Indonesian), `code` for programs. `x-access` says who may call an operation.',
      },
      servers: [{ url: '/' }],
      tags: TAGS,
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      // Most calls need a token (from /api/auth/login); public ones work without.
      security: [{ bearerAuth: [] }, {}],
    },
    transform,
    transformObject: (documentObject) => tidyDocument(jsonSchemaTransformObject(documentObject)),
  });
  // The guard runs on every route of the docs (page, document, the page's files) before anything else.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    ...(opts.public ? {} : { uiHooks: { onRequest: requireAdmin } }),
  });
}

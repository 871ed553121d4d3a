import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireAdmin } from './auth.ts';

/**
 * The OpenAPI document of every route (`app.swagger()`), served at /api/docs (the page) and
 * /api/docs/json. It is the whole route map, so it is served to an admin's token only, unless
 * API_DOCS=true makes it public (DESIGN.md section 7).
 */
export async function registerApiDocs(app: FastifyInstance, opts: { public: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Toko API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      // Most calls need a token (from /api/auth/login); public ones work without.
      security: [{ bearerAuth: [] }, {}],
    },
    transform: jsonSchemaTransform,
  });
  // The guard runs on every route of the docs (page, document, the page's files) before anything else.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    ...(opts.public ? {} : { uiHooks: { onRequest: requireAdmin } }),
  });
}

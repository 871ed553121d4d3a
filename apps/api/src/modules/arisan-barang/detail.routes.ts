import { BarangAtRiskResponseSchema, BarangDetailResponseSchema, IdParamsSchema } from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { getBarangAtRisk, getBarangDetail } from './detail.service.ts';

/** The admin's view of arisan barang groups: each member's standing, and the money at risk (ADR 042). */
export const barangDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['arisan-barang'];

  app.get(
    '/arisans/barang/at-risk',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getBarangAtRisk',
        summary: 'Get the money at risk across arisan barang groups',
        tags,
        response: { 200: BarangAtRiskResponseSchema },
      },
    },
    async () => ({ data: await getBarangAtRisk(app.db) }),
  );

  app.get(
    '/arisans/:id/barang',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getBarangDetail',
        summary: "Get each member's standing in an arisan barang group",
        tags,
        params: IdParamsSchema,
        response: { 200: BarangDetailResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getBarangDetail(app.db, request.params.id) }),
  );
};

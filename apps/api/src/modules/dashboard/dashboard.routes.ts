import { DashboardQuerySchema, DashboardSummaryResponseSchema } from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardSummary } from './dashboard.service.ts';

/** The admin overview's numbers (docs/product.md 2.8 Overview). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/summary',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getDashboardSummary',
        summary: "Get the overview's numbers for a day",
        tags: ['dashboard'],
        querystring: DashboardQuerySchema,
        response: {
          200: DashboardSummaryResponseSchema,
        },
      },
    },
    async (request) => ({ data: await getDashboardSummary(app.db, request.query.date) }),
  );
};

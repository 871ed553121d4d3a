import { Readable } from 'node:stream';
import {
  OrderListResponseSchema,
  OrderRefParamsSchema,
  OrderResponseSchema,
  OrdersExportQuerySchema,
  OrdersQuerySchema,
  RejectPaymentBodySchema,
  todayInShop,
  UpdateOrderStatusBodySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { updateOrderStatus } from './order-changes.service.ts';
import { listOrders } from './orders.service.ts';
import { ordersCsv } from './orders-export.service.ts';
import { rejectPaymentProof } from './payment-proofs.service.ts';

/** Orders, the admin's side: every order, moved along the one transition table (docs/decisions/027). */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders (admin)'];

  app.get(
    '/orders/admin/all',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: OrdersQuerySchema,
        response: { 200: OrderListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listOrders(app.db, currentUser(request), request.query),
  );

  // The list's filters as a CSV download (every match, streamed; formulas written as text).
  app.get(
    '/orders/admin/export.csv',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: OrdersExportQuerySchema },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pesanan-${todayInShop()}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(ordersCsv(app.db, currentUser(request), request.query))),
  );

  app.put(
    '/orders/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: OrderRefParamsSchema,
        body: UpdateOrderStatusBodySchema,
        response: { 200: OrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      order: await updateOrderStatus(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  // Approving is marking the payment paid (above); rejecting needs a reason the customer sees.
  app.post(
    '/orders/:id/reject-payment',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: OrderRefParamsSchema,
        body: RejectPaymentBodySchema,
        response: { 200: OrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      order: await rejectPaymentProof(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.reason,
        app.config.orders,
      ),
    }),
  );
};

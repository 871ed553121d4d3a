import {
  OrderListResponseSchema,
  OrderRefParamsSchema,
  OrderResponseSchema,
  OrdersQuerySchema,
  UpdateOrderStatusBodySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin } from '../../http/auth.ts';
import { errors } from './orders.routes.ts';
import { listOrders, updateOrderStatus } from './orders.service.ts';

/** Orders, the admin's side: every order, moves along the transition table (docs/decisions/027). */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders (admin)'];

  app.get(
    '/orders/admin/all',
    {
      onRequest: requireAdmin,
      schema: { tags, querystring: OrdersQuerySchema, response: { 200: OrderListResponseSchema, ...errors } },
    },
    async (request) => listOrders(app.db, currentUser(request), request.query),
  );

  app.put(
    '/orders/:id/status',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        params: OrderRefParamsSchema,
        body: UpdateOrderStatusBodySchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      order: await updateOrderStatus(app.db, currentUser(request), request.params.id, request.body),
    }),
  );
};

import {
  ConfirmPaymentBodySchema,
  CreateOrderBodySchema,
  ErrorBodySchema,
  IdempotencyHeadersSchema,
  OrderListResponseSchema,
  OrderRefParamsSchema,
  OrderResponseSchema,
  OrdersQuerySchema,
  PaymentInfoSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireCustomer, requireUser } from '../../http/auth.ts';
import { startOrderExpiryJob } from './order-expiry.job.ts';
import {
  cancelOrder,
  completeOrder,
  confirmPayment,
  createOrderFromCart,
  getOrder,
  listOrders,
} from './orders.service.ts';

export const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * Orders, the shopper's side (docs/decisions/004-order-lifecycle.md); the admin's calls are in
 * orders-admin.routes.ts. Customers reach only their own orders (anyone else's id is a 404); an admin's
 * token reaches every order through the same reads and cancel. `{id}` is the numeric id or the order number.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  startOrderExpiryJob(app);

  // The payment page's bank accounts and the seller's WhatsApp number (configuration, see README).
  app.get(
    '/payment-info',
    { schema: { tags, response: { 200: PaymentInfoSchema } } },
    async () => app.config.payment,
  );

  app.post(
    '/orders/create',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        headers: IdempotencyHeadersSchema,
        body: CreateOrderBodySchema,
        response: { 201: OrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await createOrderFromCart(
        app.db,
        currentUser(request),
        request.body,
        app.config.orders,
        request.headers['idempotency-key'],
      );
      // A retry with the same key answers exactly what the first call answered.
      if (replayed) reply.header('idempotent-replayed', 'true');
      reply.status(201);
      return { order };
    },
  );

  app.get(
    '/orders',
    {
      onRequest: requireUser,
      schema: { tags, querystring: OrdersQuerySchema, response: { 200: OrderListResponseSchema, ...errors } },
    },
    async (request) => listOrders(app.db, currentUser(request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: requireUser,
      schema: { tags, params: OrderRefParamsSchema, response: { 200: OrderResponseSchema, ...errors } },
    },
    async (request) => ({ order: await getOrder(app.db, currentUser(request), request.params.id) }),
  );

  app.put(
    '/orders/:id/cancel',
    {
      onRequest: requireUser,
      schema: { tags, params: OrderRefParamsSchema, response: { 200: OrderResponseSchema, ...errors } },
    },
    async (request) => ({ order: await cancelOrder(app.db, currentUser(request), request.params.id) }),
  );

  app.post(
    '/orders/:id/confirm-payment',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        params: OrderRefParamsSchema,
        body: ConfirmPaymentBodySchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      order: await confirmPayment(app.db, currentUser(request), request.params.id, request.body.bank),
    }),
  );

  app.put(
    '/orders/:id/complete',
    {
      onRequest: requireCustomer,
      schema: { tags, params: OrderRefParamsSchema, response: { 200: OrderResponseSchema, ...errors } },
    },
    async (request) => ({ order: await completeOrder(app.db, currentUser(request), request.params.id) }),
  );
};

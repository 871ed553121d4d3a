import {
  ConfirmPaymentBodySchema,
  CreateOrderBodySchema,
  OrderListResponseSchema,
  OrderRefParamsSchema,
  OrderResponseSchema,
  OrdersQuerySchema,
  PaymentInfoSchema,
  UpdateOrderStatusBodySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import {
  cancelOrder,
  completeOrder,
  confirmPayment,
  createOrderFromCart,
  getOrder,
  listOrders,
  updateOrderStatus,
} from './orders.service.ts';

/**
 * Orders (docs/decisions/004-order-lifecycle.md). Customers reach only their own orders (anyone else's
 * id is a 404); admins reach every order. `{id}` is the numeric id or the order number.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];

  // The payment page's bank accounts and the seller's WhatsApp number (configuration, see README).
  app.get(
    '/payment-info',
    { config: { access: 'public' }, schema: { tags, response: { 200: PaymentInfoSchema } } },
    async () => app.config.payment,
  );

  app.post(
    '/orders/create',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        body: CreateOrderBodySchema,
        response: { 201: OrderResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const order = await createOrderFromCart(app.db, currentUser(request), request.body);
      reply.status(201);
      return { order };
    },
  );

  app.get(
    '/orders',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: OrdersQuerySchema,
        response: { 200: OrderListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listOrders(app.db, currentUser(request), request.query),
  );

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

  app.get(
    '/orders/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: OrderRefParamsSchema,
        response: { 200: OrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ order: await getOrder(app.db, currentUser(request), request.params.id) }),
  );

  app.put(
    '/orders/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: OrderRefParamsSchema,
        response: { 200: OrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ order: await cancelOrder(app.db, currentUser(request), request.params.id) }),
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

  app.post(
    '/orders/:id/confirm-payment',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        params: OrderRefParamsSchema,
        body: ConfirmPaymentBodySchema,
        response: { 200: OrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      order: await confirmPayment(app.db, currentUser(request), request.params.id, request.body.bank),
    }),
  );

  app.put(
    '/orders/:id/complete',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        params: OrderRefParamsSchema,
        response: { 200: OrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ order: await completeOrder(app.db, currentUser(request), request.params.id) }),
  );
};

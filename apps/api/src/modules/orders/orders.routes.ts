import {
  ConfirmPaymentBodySchema,
  CreateOrderBodySchema,
  OrderListResponseSchema,
  OrderProofFieldsSchema,
  OrderRefParamsSchema,
  OrderResponseSchema,
  OrdersQuerySchema,
  PaymentInfoSchema,
  QrisPaymentResponseSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { idempotent } from '../../http/idempotency.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { proofFileResponses, sendProofFile } from '../../http/proof-file.ts';
import { claimProofUpload } from '../../http/proof-upload-limit.ts';
import { clientNetwork } from '../purchase-limits/index.ts';
import { getPaymentInfo, getQrisPayload } from '../settings/index.ts';
import { createOrderFromCart } from './checkout.service.ts';
import { cancelOrder, completeOrder, confirmPayment } from './order-changes.service.ts';
import { startOrderExpiryJob } from './order-expiry.job.ts';
import { getOrderQris } from './order-qris.ts';
import { startPaymentReminderJob } from './order-reminders.job.ts';
import { getOrder, listOrders } from './orders.service.ts';
import { findPaymentProofFile, uploadPaymentProof } from './payment-proofs.service.ts';

/**
 * Orders, the shopper's side (docs/decisions/004-order-lifecycle.md); the admin's calls are in
 * orders-admin.routes.ts. Customers reach only their own orders (anyone else's id is a 404); an admin's
 * token reaches every order through the same reads and cancel. `{id}` is the numeric id or the order number.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  startOrderExpiryJob(app);
  startPaymentReminderJob(app);

  // The payment page's bank accounts and the seller's WhatsApp number ('Pengaturan Toko', ADR 071).
  app.get(
    '/payment-info',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPaymentInfo',
        summary: "Get the bank accounts to pay to and the seller's WhatsApp number",
        tags,
        response: { 200: PaymentInfoSchema },
      },
    },
    async () => getPaymentInfo(app.db),
  );

  // A retry with the same Idempotency-Key answers the first order instead of 'Keranjang belanja kosong'.
  app.post(
    '/orders/create',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'createOrder',
        summary: 'Place an order from the cart',
        tags,
        body: CreateOrderBodySchema,
        response: { 201: OrderResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, 201, async (db) => ({
        order: await createOrderFromCart(db, currentUser(request), request.body, app.config.orders, {
          clientNetwork: clientNetwork(request.ip),
          limits: app.config.purchaseLimits,
        }),
      })),
  );

  app.get(
    '/orders',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listOrders',
        summary: "List the caller's orders (an admin's: every order)",
        tags,
        querystring: OrdersQuerySchema,
        response: { 200: OrderListResponseSchema },
      },
    },
    async (request) => listOrders(app.db, currentUser(request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getOrder',
        summary: 'Get an order by its id or order number',
        tags,
        params: OrderRefParamsSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ order: await getOrder(app.db, currentUser(request), request.params.id) }),
  );

  app.put(
    '/orders/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'cancelOrder',
        summary: 'Cancel an order that awaits confirmation',
        tags,
        params: OrderRefParamsSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ order: await cancelOrder(app.db, currentUser(request), request.params.id) }),
  );

  app.post(
    '/orders/:id/confirm-payment',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'confirmPayment',
        summary: 'Tell the seller the transfer was made',
        tags,
        params: OrderRefParamsSchema,
        body: ConfirmPaymentBodySchema,
        response: { 200: OrderResponseSchema, ...errorResponses(404, 409) },
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
        operationId: 'completeOrder',
        summary: 'Confirm a delivered order was received',
        tags,
        params: OrderRefParamsSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ order: await completeOrder(app.db, currentUser(request), request.params.id) }),
  );

  // The payment page's QR: the owner's QRIS with the exact amount (ADR 062); 404 QRIS_NOT_CONFIGURED unset.
  app.get(
    '/orders/:id/qris',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'getOrderQris',
        summary: "Get the dynamic QRIS that pays an order's exact amount",
        tags,
        params: OrderRefParamsSchema,
        response: { 200: QrisPaymentResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      data: await getOrderQris(app.db, currentUser(request), request.params.id, await getQrisPayload(app.db)),
    }),
  );

  // Proof of transfer: a photo or PDF (5 MB at most) with the sender's bank and name; it replaces the
  // previous one until an admin decides (docs/decisions/029-proof-of-transfer.md).
  app.post(
    '/orders/:id/payment-proof',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'uploadPaymentProof',
        summary: 'Upload the proof of transfer (multipart)',
        tags,
        consumes: ['multipart/form-data'],
        params: OrderRefParamsSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(404, 409, 429) },
      },
    },
    async (request) => {
      // Someone else's or an unknown order is a 404 before the file is read, a flood a 429.
      await getOrder(app.db, currentUser(request), request.params.id);
      await claimProofUpload(app.db, currentUser(request).id);
      const { fields, files } = await readMultipartForm(request, OrderProofFieldsSchema, 'bukti transfer');
      return {
        order: await uploadPaymentProof(
          app.db,
          currentUser(request),
          request.params.id,
          { fields, files },
          app.config.orders,
        ),
      };
    },
  );

  app.get(
    '/orders/:id/payment-proof',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getPaymentProof',
        summary: "Download an order's proof of transfer",
        tags,
        params: OrderRefParamsSchema,
        response: proofFileResponses,
      },
    },
    async (request, reply) =>
      sendProofFile(reply, await findPaymentProofFile(app.db, currentUser(request), request.params.id)),
  );
};

import { Readable } from 'node:stream';
import {
  BulkOrderBodySchema,
  BulkOrderResponseSchema,
  OrderListResponseSchema,
  OrderNoteBodySchema,
  OrderNoteListResponseSchema,
  OrderNoteResponseSchema,
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
import { fileResponse } from '../../http/file-responses.ts';
import { updateOrderStatus } from './order-changes.service.ts';
import { addOrderNote, listOrderNotes } from './order-notes.service.ts';
import { listOrders } from './orders.service.ts';
import { applyBulkOrderAction } from './orders-bulk.service.ts';
import { ordersCsv } from './orders-export.service.ts';
import { rejectPaymentProof } from './payment-proofs.service.ts';

/** Orders, the admin's side: every order, moved along the one transition table (docs/decisions/027). */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];

  app.get(
    '/orders/admin/all',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAllOrders',
        summary: 'List every order, with filters',
        tags,
        querystring: OrdersQuerySchema,
        response: { 200: OrderListResponseSchema },
      },
    },
    async (request) => listOrders(app.db, currentUser(request), request.query),
  );

  // The list's filters as a CSV download (every match, streamed; formulas written as text).
  app.get(
    '/orders/admin/export.csv',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'exportOrders',
        summary: 'Download the filtered orders as CSV',
        tags,
        querystring: OrdersExportQuerySchema,
        response: { 200: fileResponse('Every order that matches, one line each (CSV)', ['text/csv']) },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pesanan-${todayInShop()}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(ordersCsv(app.db, currentUser(request), request.query))),
  );

  // Internal notes: the shop's own, never the customer's.
  app.get(
    '/orders/:id/notes',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listOrderNotes',
        summary: "List an order's internal notes",
        tags,
        params: OrderRefParamsSchema,
        response: { 200: OrderNoteListResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await listOrderNotes(app.db, currentUser(request), request.params.id) }),
  );

  app.post(
    '/orders/:id/notes',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'addOrderNote',
        summary: 'Add an internal note to an order',
        tags,
        params: OrderRefParamsSchema,
        body: OrderNoteBodySchema,
        response: { 201: OrderNoteResponseSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const data = await addOrderNote(app.db, currentUser(request), request.params.id, request.body.body);
      reply.status(201);
      return { data };
    },
  );

  app.put(
    '/orders/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'updateOrderStatus',
        summary: "Change an order's status (payment, shipping, delivery)",
        tags,
        params: OrderRefParamsSchema,
        body: UpdateOrderStatusBodySchema,
        response: { 200: OrderResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      order: await updateOrderStatus(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  // The owner's selection: one action, each order on its own; the answer names what was skipped and why.
  app.post(
    '/orders/admin/bulk',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'bulkUpdateOrders',
        summary: 'Process, ship or deliver the selected orders at once',
        tags,
        body: BulkOrderBodySchema,
        response: { 200: BulkOrderResponseSchema },
      },
    },
    async (request) => ({ data: await applyBulkOrderAction(app.db, currentUser(request), request.body) }),
  );

  // Approving is marking the payment paid (above); rejecting needs a reason the customer sees.
  app.post(
    '/orders/:id/reject-payment',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'rejectPaymentProof',
        summary: "Reject an order's proof of transfer, with a reason",
        tags,
        params: OrderRefParamsSchema,
        body: RejectPaymentBodySchema,
        response: { 200: OrderResponseSchema, ...errorResponses(404, 409) },
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

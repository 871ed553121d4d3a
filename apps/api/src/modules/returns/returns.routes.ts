import {
  OrderRefParamsSchema,
  OrderReturnResponseSchema,
  OrderReturnsResponseSchema,
  RefundFieldsSchema,
  ReturnDecisionBodySchema,
  ReturnListResponseSchema,
  ReturnParamsSchema,
  ReturnPhotoParamsSchema,
  ReturnRequestFieldsSchema,
  ReturnsQuerySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { fileResponse } from '../../http/file-responses.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { proofFileResponses, sendProofFile } from '../../http/proof-file.ts';
import { claimProofUpload } from '../../http/proof-upload-limit.ts';
import { normaliseProofFile } from '../payments/index.ts';
import { decideReturn, refundReturn } from './return-decisions.service.ts';
import {
  getRefundProof,
  getReturnPhoto,
  listOrderReturns,
  listReturns,
  requestReturn,
  visibleOrder,
} from './returns.service.ts';

/** 'Pengembalian' (docs/decisions/089-returns-and-refunds.md): the customer asks, the owner decides and refunds. */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['returns'];

  app.get(
    '/orders/:id/returns',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listOrderReturns',
        summary: "List an order's returns and whether one may be asked for",
        tags,
        params: OrderRefParamsSchema,
        response: { 200: OrderReturnsResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => listOrderReturns(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/orders/:id/returns',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'requestReturn',
        summary: 'Ask to return items of a delivered order (multipart, 1 to 3 photos)',
        tags,
        consumes: ['multipart/form-data'],
        params: OrderRefParamsSchema,
        response: { 201: OrderReturnResponseSchema, ...errorResponses(404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Someone else's order is a 404 before any file is read; a flood of photos a 429.
      await visibleOrder(app.db, user, request.params.id);
      await claimProofUpload(app.db, user.id);
      const { fields, files } = await readMultipartForm(request, ReturnRequestFieldsSchema, 'pengembalian');
      const data = await requestReturn(app.db, user, request.params.id, fields, files);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/returns/:id/photos/:photoId',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getReturnPhoto',
        summary: "Get a photo of a return's items",
        tags,
        params: ReturnPhotoParamsSchema,
        response: { 200: fileResponse('The photo as a JPEG', ['image/jpeg']), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      reply
        .type('image/jpeg')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await getReturnPhoto(app.db, currentUser(request), request.params.id, request.params.photoId)),
  );

  app.get(
    '/returns/:id/refund-proof',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getRefundProof',
        summary: "Download a refund's transfer receipt",
        tags,
        params: ReturnParamsSchema,
        response: proofFileResponses,
      },
    },
    async (request, reply) =>
      sendProofFile(reply, await getRefundProof(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/admin/returns',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listReturns',
        summary: 'List every return, filtered by status',
        tags,
        querystring: ReturnsQuerySchema,
        response: { 200: ReturnListResponseSchema },
      },
    },
    async (request) => listReturns(app.db, request.query),
  );

  app.post(
    '/returns/:id/decision',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'decideReturn',
        summary: 'Approve or reject a return request, with a note',
        tags,
        params: ReturnParamsSchema,
        body: ReturnDecisionBodySchema,
        response: { 200: OrderReturnResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      data: await decideReturn(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/returns/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'refundReturn',
        summary: 'Record the refund of an approved return (multipart, optional receipt)',
        tags,
        consumes: ['multipart/form-data'],
        params: ReturnParamsSchema,
        response: { 200: OrderReturnResponseSchema, ...errorResponses(404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipartForm(request, RefundFieldsSchema, 'pengembalian dana');
      const receipt = files[0] ? await normaliseProofFile(files[0]) : null;
      return { data: await refundReturn(app.db, currentUser(request), request.params.id, fields, receipt) };
    },
  );
};

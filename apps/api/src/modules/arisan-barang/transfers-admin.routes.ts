import {
  ArisanTransferListResponseSchema,
  ArisanTransferResponseSchema,
  ArisanTransfersQuerySchema,
  RejectPaymentBodySchema,
  TransferParamsSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { approveTransfer, rejectTransfer } from './transfer-decisions.service.ts';
import { listTransfers } from './transfer-reads.ts';

/** Arisan barang member transfers, the admin's side: the verification queue, approve and reject (ADR 042). */
export const arisanTransfersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['arisan barang (admin)'];

  app.get(
    '/arisan-transfers',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: ArisanTransfersQuerySchema,
        response: { 200: ArisanTransferListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await listTransfers(app.db, request.query.status) }),
  );

  app.post(
    '/arisan-transfers/:transferId/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: TransferParamsSchema,
        response: { 200: ArisanTransferResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await approveTransfer(app.db, currentUser(request), request.params.transferId),
    }),
  );

  // Rejecting needs a reason the member sees ('Bukti transfer ditolak: <reason>').
  app.post(
    '/arisan-transfers/:transferId/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: TransferParamsSchema,
        body: RejectPaymentBodySchema,
        response: { 200: ArisanTransferResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await rejectTransfer(
        app.db,
        currentUser(request),
        request.params.transferId,
        request.body.reason,
      ),
    }),
  );
};

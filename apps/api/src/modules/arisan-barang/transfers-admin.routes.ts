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
  const tags = ['arisan-barang'];

  app.get(
    '/arisan-transfers',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listBarangTransfers',
        summary: 'List member transfers by status (the verification queue)',
        tags,
        querystring: ArisanTransfersQuerySchema,
        response: { 200: ArisanTransferListResponseSchema },
      },
    },
    async (request) => ({ data: await listTransfers(app.db, request.query.status) }),
  );

  app.post(
    '/arisan-transfers/:transferId/approve',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'approveBarangTransfer',
        summary: "Approve a member's transfer",
        tags,
        params: TransferParamsSchema,
        response: { 200: ArisanTransferResponseSchema, ...errorResponses(404, 409) },
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
      config: { access: 'staff' },
      schema: {
        operationId: 'rejectBarangTransfer',
        summary: "Reject a member's transfer, with a reason",
        tags,
        params: TransferParamsSchema,
        body: RejectPaymentBodySchema,
        response: { 200: ArisanTransferResponseSchema, ...errorResponses(404, 409) },
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

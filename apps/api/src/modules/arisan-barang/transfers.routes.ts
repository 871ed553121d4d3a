import {
  ArisanTransferResponseSchema,
  CreateArisanTransferBodySchema,
  IdParamsSchema,
  MyBarangGroupsResponseSchema,
  PaymentProofFieldsSchema,
  QrisPaymentResponseSchema,
  TransferParamsSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { proofFileResponses, sendProofFile } from '../../http/proof-file.ts';
import { claimProofUpload } from '../../http/proof-upload-limit.ts';
import { getQrisPayload } from '../settings/index.ts';
import { listMyBarangGroups } from './mine.service.ts';
import { getTransferQris } from './transfer-qris.ts';
import { assertTransferVisible, findTransferProofFile } from './transfer-reads.ts';
import { createTransfer, uploadTransferProof } from './transfers.service.ts';

/**
 * Arisan barang, the member's side (ADR 042): 'Arisan Saya' and paying what is due by transfer with a
 * proof. A customer reaches only their own memberships and transfers (anyone else's id is a 404); the
 * admin's verification is in transfers-admin.routes.ts.
 */
export const arisanBarangMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['arisan-barang'];

  app.get(
    '/arisan-barang/mine',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'listMyBarangGroups',
        summary: "List the caller's arisan barang groups ('Arisan Saya')",
        tags,
        response: { 200: MyBarangGroupsResponseSchema },
      },
    },
    async (request) => ({ data: await listMyBarangGroups(app.db, currentUser(request)) }),
  );

  // 'Bayar': a new transfer for what is due (201), or the open one again (200).
  app.post(
    '/arisan-barang/:id/transfers',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'createBarangTransfer',
        summary: 'Start a transfer for what is due, or get the open one',
        tags,
        params: IdParamsSchema,
        // 'Bayar' sends no body for the cycles due now.
        body: CreateArisanTransferBodySchema.nullish(),
        response: {
          200: ArisanTransferResponseSchema,
          201: ArisanTransferResponseSchema,
          ...errorResponses(404, 409),
        },
      },
    },
    async (request, reply) => {
      const { transfer, created } = await createTransfer(
        app.db,
        currentUser(request),
        request.params.id,
        request.body ?? {},
      );
      return reply.code(created ? 201 : 200).send({ data: transfer });
    },
  );

  // 'Bayar Iuran' by QRIS: the owner's QRIS with the transfer's exact amount (ADR 062).
  app.get(
    '/arisan-barang/transfers/:transferId/qris',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'getTransferQris',
        summary: "Get the dynamic QRIS that pays a member transfer's exact amount",
        tags,
        params: TransferParamsSchema,
        response: { 200: QrisPaymentResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      data: await getTransferQris(
        app.db,
        currentUser(request),
        request.params.transferId,
        await getQrisPayload(app.db),
      ),
    }),
  );

  // The proof: a photo or PDF (5 MB at most) with the sender's bank and name, like an order's proof.
  app.post(
    '/arisan-barang/transfers/:transferId/proof',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'uploadTransferProof',
        summary: "Upload a transfer's proof (multipart)",
        tags,
        consumes: ['multipart/form-data'],
        params: TransferParamsSchema,
        response: { 200: ArisanTransferResponseSchema, ...errorResponses(404, 409, 429) },
      },
    },
    async (request) => {
      const customer = currentUser(request);
      // Someone else's or an unknown transfer is a 404 before the file is read, a flood a 429.
      await assertTransferVisible(app.db, { id: customer.id, role: 'customer' }, request.params.transferId);
      await claimProofUpload(app.db, customer.id);
      const { fields, files } = await readMultipartForm(request, PaymentProofFieldsSchema, 'bukti transfer');
      return { data: await uploadTransferProof(app.db, customer, request.params.transferId, fields, files) };
    },
  );

  app.get(
    '/arisan-barang/transfers/:transferId/proof',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getTransferProof',
        summary: "Download a transfer's proof",
        tags,
        params: TransferParamsSchema,
        response: proofFileResponses,
      },
    },
    async (request, reply) =>
      sendProofFile(
        reply,
        await findTransferProofFile(app.db, currentUser(request), request.params.transferId),
      ),
  );
};

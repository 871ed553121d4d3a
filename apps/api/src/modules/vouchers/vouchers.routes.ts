import {
  VoucherBodySchema,
  VoucherListResponseSchema,
  VoucherOrderListResponseSchema,
  VoucherParamsSchema,
  VoucherResponseSchema,
  VouchersQuerySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import {
  createVoucher,
  getVoucher,
  listVoucherOrders,
  listVouchers,
  setVoucherActive,
  updateVoucher,
} from './vouchers.service.ts';

/** The owner's vouchers ('Voucher' in the dashboard, docs/decisions/072-vouchers.md): admin only. */
export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vouchers'];

  app.get(
    '/vouchers',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listVouchers',
        summary: 'List vouchers with their usage',
        tags,
        querystring: VouchersQuerySchema,
        response: { 200: VoucherListResponseSchema },
      },
    },
    async (request) => listVouchers(app.db, request.query),
  );

  app.post(
    '/vouchers',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createVoucher',
        summary: 'Create a voucher',
        tags,
        body: VoucherBodySchema,
        response: { 201: VoucherResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createVoucher(app.db, request.body) }),
  );

  app.get(
    '/vouchers/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getVoucher',
        summary: 'Get a voucher with its usage',
        tags,
        params: VoucherParamsSchema,
        response: { 200: VoucherResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getVoucher(app.db, request.params.id) }),
  );

  app.put(
    '/vouchers/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateVoucher',
        summary: 'Edit a voucher',
        tags,
        params: VoucherParamsSchema,
        body: VoucherBodySchema,
        response: { 200: VoucherResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await updateVoucher(app.db, request.params.id, request.body) }),
  );

  app.post(
    '/vouchers/:id/deactivate',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deactivateVoucher',
        summary: 'Switch a voucher off',
        tags,
        params: VoucherParamsSchema,
        response: { 200: VoucherResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await setVoucherActive(app.db, request.params.id, false) }),
  );

  app.post(
    '/vouchers/:id/activate',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'activateVoucher',
        summary: 'Switch a voucher back on',
        tags,
        params: VoucherParamsSchema,
        response: { 200: VoucherResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await setVoucherActive(app.db, request.params.id, true) }),
  );

  app.get(
    '/vouchers/:id/orders',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listVoucherOrders',
        summary: 'List the orders that used a voucher',
        tags,
        params: VoucherParamsSchema,
        querystring: VouchersQuerySchema,
        response: { 200: VoucherOrderListResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => listVoucherOrders(app.db, request.params.id, request.query),
  );
};

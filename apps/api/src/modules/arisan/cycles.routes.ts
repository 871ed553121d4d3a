import {
  ArisanAuditQuerySchema,
  ArisanAuditResponseSchema,
  ArisanReportResponseSchema,
  ArisanScheduleResponseSchema,
  AssignRecipientBodySchema,
  CycleParamsSchema,
  DrawListResponseSchema,
  DrawResponseSchema,
  IdParamsSchema,
  PayoutFieldsSchema,
  PayoutListResponseSchema,
  PayoutParamsSchema,
  PayoutResponseSchema,
  RecipientResponseSchema,
  RevokeRecipientBodySchema,
  SelfCheckBodySchema,
  SelfCheckResponseSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { fileResponse } from '../../http/file-responses.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { listAudit } from './audit.service.ts';
import { listDraws, prepareDraw, runDraw } from './draws.service.ts';
import { getSchedule } from './dues.service.ts';
import { ledgerCsv, scheduleCsv } from './exports.service.ts';
import { getPayoutProof, listPayouts, recordPayout } from './payouts.service.ts';
import { assignRecipient, revokeRecipient } from './recipients.service.ts';
import { getArisanReport } from './report.service.ts';
import { selfCheck } from './self-check.service.ts';

export const tags = ['arisan'];

/** The schedule, recipients, draws and history of an arisan (decisions 031-034). Admin only. */
export const cyclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/arisans/:id/schedule',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getArisanSchedule',
        summary: "Get an arisan's schedule of cycles",
        tags,
        params: IdParamsSchema,
        response: { 200: ArisanScheduleResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getSchedule(app.db, request.params.id) }),
  );

  app.get(
    '/arisans/:id/report',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getArisanReport',
        summary: "Get an arisan's report",
        tags,
        params: IdParamsSchema,
        response: { 200: ArisanReportResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getArisanReport(app.db, request.params.id) }),
  );

  app.put(
    '/arisans/:id/cycles/:cycle/recipient',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'assignRecipient',
        summary: "Choose a cycle's recipient",
        tags,
        params: CycleParamsSchema,
        body: AssignRecipientBodySchema,
        response: { 200: RecipientResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await assignRecipient(
        app.db,
        request.params.id,
        request.params.cycle,
        request.body,
        currentUser(request).id,
      ),
    }),
  );

  app.post(
    '/arisans/:id/cycles/:cycle/recipient/revoke',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'revokeRecipient',
        summary: "Revoke a cycle's recipient, with a reason",
        tags,
        params: CycleParamsSchema,
        body: RevokeRecipientBodySchema,
        response: { 200: RecipientResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await revokeRecipient(
        app.db,
        request.params.id,
        request.params.cycle,
        request.body.reason,
        currentUser(request).id,
      ),
    }),
  );

  app.get(
    '/arisans/:id/draws',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listDraws',
        summary: "List an arisan's draws",
        tags,
        params: IdParamsSchema,
        response: { 200: DrawListResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await listDraws(app.db, request.params.id) }),
  );

  app.post(
    '/arisans/:id/cycles/:cycle/draw',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'prepareDraw',
        summary: "Prepare a cycle's draw (publish its commitment)",
        tags,
        params: CycleParamsSchema,
        response: { 200: DrawResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await prepareDraw(app.db, request.params.id, request.params.cycle, currentUser(request).id),
    }),
  );

  app.post(
    '/arisans/:id/cycles/:cycle/draw/run',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'runDraw',
        summary: "Run a cycle's prepared draw",
        tags,
        params: CycleParamsSchema,
        response: { 200: DrawResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await runDraw(app.db, request.params.id, request.params.cycle, currentUser(request).id),
    }),
  );

  app.get(
    '/arisans/:id/audit',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listArisanAudit',
        summary: "List an arisan's audit trail",
        tags,
        params: IdParamsSchema,
        querystring: ArisanAuditQuerySchema,
        response: { 200: ArisanAuditResponseSchema },
      },
    },
    async (request) => listAudit(app.db, request.params.id, request.query.page, request.query.limit),
  );

  app.get(
    '/arisans/:id/payouts',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listPayouts',
        summary: "List an arisan's payouts",
        tags,
        params: IdParamsSchema,
        response: { 200: PayoutListResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await listPayouts(app.db, request.params.id) }),
  );

  // Multipart: the fields of PayoutFieldsSchema and an optional proof photo (re-encoded by sharp).
  app.post(
    '/arisans/:id/cycles/:cycle/payout',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'recordPayout',
        summary: "Record a cycle's payout, with an optional proof photo (multipart)",
        tags,
        consumes: ['multipart/form-data'],
        params: CycleParamsSchema,
        response: { 201: PayoutResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipartForm(request, PayoutFieldsSchema, 'pembayaran pot');
      const data = await recordPayout(
        app.db,
        request.params.id,
        request.params.cycle,
        fields,
        files[0],
        currentUser(request).id,
      );
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.get(
    '/arisans/:id/payouts/:payoutId/proof',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getPayoutProof',
        summary: "Download a payout's proof photo",
        tags,
        params: PayoutParamsSchema,
        response: { 200: fileResponse('The proof photo', ['image/jpeg']), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const jpeg = await getPayoutProof(app.db, request.params.id, request.params.payoutId);
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(jpeg);
    },
  );

  // Public: a member checks their own standing (no account). A POST, so the passcode stays out of logs
  // and URLs.
  app.post(
    '/arisan/cek',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkMemberStanding',
        summary: 'Let a member check their own standing with their passcode',
        tags,
        body: SelfCheckBodySchema,
        response: { 200: SelfCheckResponseSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => ({ data: await selfCheck(app.db, request.body, request.ip) }),
  );

  // CSV downloads of the ledger and the schedule.
  for (const [name, build, operationId] of [
    ['ledger', ledgerCsv, 'exportArisanLedger'],
    ['schedule', scheduleCsv, 'exportArisanSchedule'],
  ] as const) {
    app.get(
      `/arisans/:id/export/${name}.csv`,
      {
        config: { access: 'admin' },
        schema: {
          operationId,
          summary: `Download an arisan's ${name} as CSV`,
          tags,
          params: IdParamsSchema,
          response: { 200: fileResponse(`The ${name} (CSV)`, ['text/csv']), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const csv = await build(app.db, request.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="arisan-${request.params.id}-${name}.csv"`)
          .send(csv);
      },
    );
  }
};

import {
  AddArisanMemberBodySchema,
  ArisanCreateBodySchema,
  ArisanDetailQuerySchema,
  ArisanDetailResponseSchema,
  ArisanListQuerySchema,
  ArisanListResponseSchema,
  ArisanMemberParamsSchema,
  ArisanResponseSchema,
  ArisanUpdateBodySchema,
  ContributionBodySchema,
  ContributionListQuerySchema,
  ContributionResponseSchema,
  ContributionsResponseSchema,
  DeleteArisanResponseSchema,
  IdParamsSchema,
  InitializeResponseSchema,
  MembershipActionResponseSchema,
  PaymentParamsSchema,
  PaymentQuoteQuerySchema,
  PaymentQuoteResponseSchema,
  ReceivedBodySchema,
  RemoveArisanMemberResponseSchema,
  ReversePaymentBodySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createArisan, deleteArisan, updateArisan } from './arisan-edit.service.ts';
import { getArisanDetail, listArisans } from './arisans.service.ts';
import {
  getPaymentQuote,
  listContributions,
  recordContributionByHand,
  reversePayment,
} from './contributions.service.ts';
import { cyclesRoutes, tags } from './cycles.routes.ts';
import { initializeContributions } from './dues.service.ts';
/** Arisans, memberships and the contribution ledger (docs/product.md 2.8, 7; docs/architecture.md section 4). Admin only. */
import { startDuesReminderJob } from './dues-reminders.job.ts';
import { lelangRoutes } from './lelang.routes.ts';
import { locationsRoutes } from './locations.routes.ts';
import { membersRoutes } from './members.routes.ts';
import { addArisanMember, removeArisanMember } from './memberships.service.ts';
import { setReceived } from './recipients.service.ts';
import { swapsRoutes } from './swaps.routes.ts';

export const arisanRoutes: FastifyPluginAsyncZod = async (app) => {
  startDuesReminderJob(app);
  await app.register(locationsRoutes);
  await app.register(membersRoutes);
  await app.register(arisansRoutes);
  await app.register(cyclesRoutes);
  await app.register(swapsRoutes);
  await app.register(lelangRoutes);
};

const arisansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/arisans',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listArisans',
        summary: 'List arisans',
        tags,
        querystring: ArisanListQuerySchema,
        response: { 200: ArisanListResponseSchema },
      },
    },
    async (request) => listArisans(app.db, request.query),
  );

  app.get(
    '/arisans/:id',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getArisan',
        summary: 'Get an arisan with its members and summary',
        tags,
        params: IdParamsSchema,
        querystring: ArisanDetailQuerySchema,
        response: { 200: ArisanDetailResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getArisanDetail(app.db, request.params.id, request.query) }),
  );

  app.get(
    '/arisans/:id/contributions',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listContributions',
        summary: "List an arisan's contribution ledger",
        tags,
        params: IdParamsSchema,
        querystring: ContributionListQuerySchema,
        response: { 200: ContributionsResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await listContributions(app.db, request.params.id, request.query) }),
  );

  app.post(
    '/arisans',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createArisan',
        summary: 'Create an arisan',
        tags,
        body: ArisanCreateBodySchema,
        // 409: a member placed in an early position below the arisan's minimum (decision 079).
        response: { 201: ArisanResponseSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await createArisan(app.db, request.body, currentUser(request).id) };
    },
  );

  app.put(
    '/arisans/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateArisan',
        summary: 'Update an arisan',
        tags,
        params: IdParamsSchema,
        body: ArisanUpdateBodySchema,
        response: { 200: ArisanResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      data: await updateArisan(app.db, request.params.id, request.body, currentUser(request).id),
    }),
  );

  app.delete(
    '/arisans/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteArisan',
        summary: 'Delete an arisan (archived when it has records)',
        tags,
        params: IdParamsSchema,
        response: { 200: DeleteArisanResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deleteArisan(app.db, request.params.id, currentUser(request).id),
    }),
  );

  app.post(
    '/arisans/member',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'addArisanMember',
        summary: 'Add a member to an arisan',
        tags,
        body: AddArisanMemberBodySchema,
        response: { 201: MembershipActionResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return {
        success: true as const,
        data: await addArisanMember(app.db, request.body, currentUser(request).id),
      };
    },
  );

  app.delete(
    '/arisans/:id/member/:memberId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'removeArisanMember',
        summary: 'Remove a member from an arisan',
        tags,
        params: ArisanMemberParamsSchema,
        response: { 200: RemoveArisanMemberResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await removeArisanMember(
        app.db,
        request.params.id,
        request.params.memberId,
        currentUser(request).id,
      ),
    }),
  );

  app.put(
    '/arisans/:id/member/:memberId/received',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'setMemberReceived',
        summary: 'Record whether a member has received the pot',
        tags,
        params: ArisanMemberParamsSchema,
        body: ReceivedBodySchema,
        response: { 200: MembershipActionResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setReceived(
        app.db,
        request.params.id,
        request.params.memberId,
        request.body,
        currentUser(request).id,
      ),
    }),
  );

  app.post(
    '/arisans/:id/initialize-contributions',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'initializeContributions',
        summary: "Start an arisan's contribution schedule",
        tags,
        params: IdParamsSchema,
        response: { 200: InitializeResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await initializeContributions(app.db, request.params.id, currentUser(request).id),
    }),
  );

  app.post(
    '/arisans/:id/member/:memberId/contribution',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'recordContribution',
        summary: "Record a member's contribution by hand",
        tags,
        params: ArisanMemberParamsSchema,
        body: ContributionBodySchema,
        response: { 201: ContributionResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      // By hand: the member's open arisan barang transfer, if any, is cancelled in the same transaction.
      const data = await recordContributionByHand(
        app.db,
        request.params.id,
        request.params.memberId,
        request.body,
        currentUser(request),
      );
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.get(
    '/arisans/:id/member/:memberId/payment-quote',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getPaymentQuote',
        summary: 'Quote what a member owes for some cycles, late fees included',
        tags,
        params: ArisanMemberParamsSchema,
        querystring: PaymentQuoteQuerySchema,
        response: { 200: PaymentQuoteResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      data: await getPaymentQuote(
        app.db,
        request.params.id,
        request.params.memberId,
        request.query.cycles,
        request.query.payment_date,
      ),
    }),
  );

  // 'Koreksi' of a ledger row: an appended reversal, never an edit (decision 040).
  app.post(
    '/arisans/:id/contributions/:paymentId/reverse',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'reverseContribution',
        summary: 'Correct a ledger row by appending its reversal',
        tags,
        params: PaymentParamsSchema,
        body: ReversePaymentBodySchema,
        response: { 201: ContributionResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const data = await reversePayment(
        app.db,
        request.params.id,
        request.params.paymentId,
        request.body.reason,
        currentUser(request).id,
        undefined,
        request.body.confirm_paid_out === true,
      );
      reply.status(201);
      return { success: true as const, data };
    },
  );
};

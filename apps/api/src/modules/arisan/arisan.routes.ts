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
import { locationsRoutes } from './locations.routes.ts';
import { membersRoutes } from './members.routes.ts';
import { addArisanMember, removeArisanMember } from './memberships.service.ts';
import { setReceived } from './recipients.service.ts';

/** Arisans, memberships and the contribution ledger (spec 2.8, 7; DESIGN.md section 4). Admin only. */
export const arisanRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(locationsRoutes);
  await app.register(membersRoutes);
  await app.register(arisansRoutes);
  await app.register(cyclesRoutes);
};

const arisansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/arisans',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: ArisanListQuerySchema,
        response: { 200: ArisanListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listArisans(app.db, request.query),
  );

  app.get(
    '/arisans/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: ArisanDetailQuerySchema,
        response: { 200: ArisanDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await getArisanDetail(app.db, request.params.id, request.query) }),
  );

  app.get(
    '/arisans/:id/contributions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: ContributionListQuerySchema,
        response: { 200: ContributionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await listContributions(app.db, request.params.id, request.query) }),
  );

  app.post(
    '/arisans',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: ArisanCreateBodySchema,
        response: { 201: ArisanResponseSchema, ...errorResponses },
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
        tags,
        params: IdParamsSchema,
        body: ArisanUpdateBodySchema,
        response: { 200: ArisanResponseSchema, ...errorResponses },
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
        tags,
        params: IdParamsSchema,
        response: { 200: DeleteArisanResponseSchema, ...errorResponses },
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
        tags,
        body: AddArisanMemberBodySchema,
        response: { 201: MembershipActionResponseSchema, ...errorResponses },
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
        tags,
        params: ArisanMemberParamsSchema,
        response: { 200: RemoveArisanMemberResponseSchema, ...errorResponses },
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
        tags,
        params: ArisanMemberParamsSchema,
        body: ReceivedBodySchema,
        response: { 200: MembershipActionResponseSchema, ...errorResponses },
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
        tags,
        params: IdParamsSchema,
        response: { 200: InitializeResponseSchema, ...errorResponses },
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
      config: { access: 'admin' },
      schema: {
        tags,
        params: ArisanMemberParamsSchema,
        body: ContributionBodySchema,
        response: { 201: ContributionResponseSchema, ...errorResponses },
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
      config: { access: 'admin' },
      schema: {
        tags,
        params: ArisanMemberParamsSchema,
        querystring: PaymentQuoteQuerySchema,
        response: { 200: PaymentQuoteResponseSchema, ...errorResponses },
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
        tags,
        params: PaymentParamsSchema,
        body: ReversePaymentBodySchema,
        response: { 201: ContributionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await reversePayment(
        app.db,
        request.params.id,
        request.params.paymentId,
        request.body.reason,
        currentUser(request).id,
      );
      reply.status(201);
      return { success: true as const, data };
    },
  );
};

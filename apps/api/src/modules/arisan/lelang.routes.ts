import {
  CycleParamsSchema,
  IdParamsSchema,
  LelangBidBodySchema,
  LelangBidResponseSchema,
  LelangListResponseSchema,
  LelangMemberParamsSchema,
  LelangOpenBodySchema,
  LelangResponseSchema,
  MyLelangGroupsResponseSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { closeLelang, listLelangs, openLelang, placeBid } from './lelang.service.ts';
import { listMyLelangs, placeMyBid } from './lelang-mine.service.ts';

const tags = ['arisan'];

/**
 * The lelang of a money arisan (ADR 077): the organiser opens and closes a cycle's lelang and records the
 * bid of a member without an account; members with an account bid from 'Arisan Saya'.
 */
export const lelangRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/arisans/:id/lelang',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listLelangs',
        summary: "List an arisan's lelangs (bids sealed until each close)",
        tags,
        params: IdParamsSchema,
        response: { 200: LelangListResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await listLelangs(app.db, request.params.id) }),
  );

  app.post(
    '/arisans/:id/cycles/:cycle/lelang',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'openLelang',
        summary: "Open a cycle's lelang with its closing time (publishes the tie-break commitment)",
        tags,
        params: CycleParamsSchema,
        body: LelangOpenBodySchema,
        response: { 201: LelangResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const { id, cycle } = request.params;
      const data = await openLelang(app.db, id, cycle, request.body, currentUser(request).id);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/arisans/:id/cycles/:cycle/lelang/bids/:memberId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'recordLelangBid',
        summary: 'Record the sealed bid of a member without an account',
        tags,
        params: LelangMemberParamsSchema,
        body: LelangBidBodySchema,
        response: { 200: LelangBidResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id, cycle, memberId } = request.params;
      const bidder = { memberId, by: 'organiser' as const };
      const data = await placeBid(app.db, id, cycle, bidder, request.body.amount, currentUser(request).id);
      return { success: true as const, data };
    },
  );

  app.post(
    '/arisans/:id/cycles/:cycle/lelang/close',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'closeLelang',
        summary: "Close a cycle's lelang: pick the winner, share the discount, reveal the seed",
        tags,
        params: CycleParamsSchema,
        response: { 200: LelangResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await closeLelang(app.db, request.params.id, request.params.cycle, currentUser(request).id),
    }),
  );

  app.get(
    '/arisan-lelang/mine',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'listMyLelangs',
        summary: "The customer's lelang arisans: their own bids, results and dividends",
        tags,
        response: { 200: MyLelangGroupsResponseSchema },
      },
    },
    async (request) => ({ data: await listMyLelangs(app.db, currentUser(request).id) }),
  );

  app.put(
    '/arisan-lelang/:id/cycles/:cycle/bid',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'placeMyLelangBid',
        summary: 'Place or change the own sealed bid of a cycle',
        tags,
        params: CycleParamsSchema,
        body: LelangBidBodySchema,
        response: { 200: LelangBidResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id, cycle } = request.params;
      const data = await placeMyBid(app.db, currentUser(request).id, id, cycle, request.body.amount);
      return { success: true as const, data };
    },
  );
};

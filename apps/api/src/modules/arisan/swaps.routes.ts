import {
  IdParamsSchema,
  MySwapListResponseSchema,
  MySwapResponseSchema,
  RecordSwapBodySchema,
  RequestSwapBodySchema,
  SwapListResponseSchema,
  SwapParamsSchema,
  SwapResponseSchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { decideSwap, listMySwaps, listSwaps, recordSwap, requestSwap } from './swaps.service.ts';

const tags = ['arisan'];

/**
 * Turn swaps (ADR 081): the organiser lists and records them; a member with an account asks the member at
 * a position, who answers in 'Arisan Saya'. A customer reaches only swaps of their own memberships.
 */
export const swapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/arisans/:id/swaps',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listSwaps',
        summary: "List an arisan's turn swaps",
        tags,
        params: IdParamsSchema,
        response: { 200: SwapListResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await listSwaps(app.db, request.params.id) }),
  );

  app.post(
    '/arisans/:id/swaps',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'recordSwap',
        summary: 'Record a turn swap two members agreed to',
        tags,
        params: IdParamsSchema,
        body: RecordSwapBodySchema,
        response: { 201: SwapResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const data = await recordSwap(app.db, request.params.id, request.body, currentUser(request).id);
      reply.status(201);
      return { data };
    },
  );

  app.get(
    '/arisan-swaps/mine',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'listMySwaps',
        summary: "List the caller's open and recent turn swaps",
        tags,
        response: { 200: MySwapListResponseSchema },
      },
    },
    async (request) => ({ data: await listMySwaps(app.db, currentUser(request).id) }),
  );

  app.post(
    '/arisans/:id/swap-requests',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'requestSwap',
        summary: 'Ask the member at a position to swap turns',
        tags,
        params: IdParamsSchema,
        body: RequestSwapBodySchema,
        response: { 201: MySwapResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const data = await requestSwap(
        app.db,
        request.params.id,
        currentUser(request).id,
        request.body.position,
      );
      reply.status(201);
      return { data };
    },
  );

  for (const decision of ['approve', 'decline', 'cancel'] as const) {
    app.post(
      `/arisan-swaps/:swapId/${decision}`,
      {
        config: { access: 'customer' },
        schema: {
          operationId: `${decision}Swap`,
          summary:
            decision === 'cancel'
              ? 'Withdraw your own swap request'
              : `${decision === 'approve' ? 'Accept' : 'Decline'} a swap you were asked`,
          tags,
          params: SwapParamsSchema,
          response: { 200: MySwapResponseSchema, ...errorResponses(403, 404, 409) },
        },
      },
      async (request) => ({
        data: await decideSwap(app.db, request.params.swapId, currentUser(request).id, decision),
      }),
    );
  }
};

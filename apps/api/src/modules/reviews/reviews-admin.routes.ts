import {
  AdminReviewListResponseSchema,
  AdminReviewResponseSchema,
  AdminReviewsQuerySchema,
  IdParamsSchema,
  ReviewHideBodySchema,
  ReviewReplyBodySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { hideReview, listAdminReviews, replyToReview } from './reviews-admin.service.ts';

/** The owner's side of reviews ('Ulasan' in the dashboard): admin only. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];

  app.get(
    '/reviews',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listReviews',
        summary: 'List every review, hidden ones included',
        tags,
        querystring: AdminReviewsQuerySchema,
        response: { 200: AdminReviewListResponseSchema },
      },
    },
    async (request) => listAdminReviews(app.db, request.query),
  );

  app.post(
    '/reviews/:id/reply',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'replyToReview',
        summary: 'Reply to a review (once)',
        tags,
        params: IdParamsSchema,
        body: ReviewReplyBodySchema,
        response: { 200: AdminReviewResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await replyToReview(app.db, request.params.id, request.body.reply) }),
  );

  app.post(
    '/reviews/:id/hide',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'hideReview',
        summary: 'Hide a review from the shop, with a reason',
        tags,
        params: IdParamsSchema,
        body: ReviewHideBodySchema,
        response: { 200: AdminReviewResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      data: await hideReview(app.db, currentUser(request).id, request.params.id, request.body.reason),
    }),
  );
};

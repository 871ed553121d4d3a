import {
  IdParamsSchema,
  ProductReviewsQuerySchema,
  ProductReviewsResponseSchema,
  ProductSlugParamsSchema,
  ReviewableQuerySchema,
  ReviewableResponseSchema,
  ReviewCreatedResponseSchema,
  ReviewFieldsSchema,
  ReviewPhotoQuerySchema,
} from '@toko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { fileResponse } from '../../http/file-responses.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { createReview, getReviewPhoto, listProductReviews, listReviewable } from './reviews.service.ts';

/** The shopper's side of reviews (docs/decisions/074-verified-reviews.md). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];

  app.post(
    '/reviews',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'createReview',
        summary: 'Review an item of a delivered order (multipart, up to 3 photos)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: ReviewCreatedResponseSchema, ...errorResponses(404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipartForm(request, ReviewFieldsSchema, 'ulasan');
      const review = await createReview(app.db, currentUser(request).id, fields, files);
      return reply.status(201).send({ review });
    },
  );

  app.get(
    '/products/:slug/reviews',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listProductReviews',
        summary: "List a product's visible reviews, newest first",
        tags,
        params: ProductSlugParamsSchema,
        querystring: ProductReviewsQuerySchema,
        response: { 200: ProductReviewsResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => listProductReviews(app.db, request.params.slug, request.query),
  );

  app.get(
    '/reviews/reviewable',
    {
      config: { access: 'customer' },
      schema: {
        operationId: 'listReviewableItems',
        summary: "List the signed-in customer's delivered items not reviewed yet",
        tags,
        querystring: ReviewableQuerySchema,
        response: { 200: ReviewableResponseSchema },
      },
    },
    async (request) => ({
      data: await listReviewable(app.db, currentUser(request).id, request.query.order_id),
    }),
  );

  app.get(
    '/review-photos/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getReviewPhoto',
        summary: "Get a visible review's photo",
        tags,
        params: IdParamsSchema,
        querystring: ReviewPhotoQuerySchema,
        response: { 200: fileResponse('The photo as a JPEG', ['image/jpeg']), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const bytes = await getReviewPhoto(app.db, request.params.id, request.query.size);
      // Not immutable: hiding the review takes the photo down, so browsers ask again after an hour.
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};

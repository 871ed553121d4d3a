import { z } from 'zod';
import { idSchema, KeysetPaginationSchema, limitParam, PaginationSchema, pageParam, text } from './common.ts';
import { REVIEW_LIMITS, REVIEW_TEXT } from './review-texts.ts';

// Verified reviews ('Ulasan', docs/decisions/074-verified-reviews.md): what a shopper writes about an item
// of a delivered order, what the product page lists, and what the owner does with them.

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text({ multiline: true }).trim().max(max, message).optional(),
  );

/** POST /reviews (multipart): the text fields; the photos come as files named `photos`. */
export const ReviewFieldsSchema = z.strictObject({
  order_item_id: idSchema('Barang pesanan tidak valid'),
  rating: z.coerce
    .number({ error: REVIEW_TEXT.ratingRequired })
    .int(REVIEW_TEXT.ratingRequired)
    .min(1, REVIEW_TEXT.ratingRequired)
    .max(5, REVIEW_TEXT.ratingRequired),
  text: optionalText(REVIEW_LIMITS.textMax, REVIEW_TEXT.textTooLong),
});
export type ReviewFields = z.infer<typeof ReviewFieldsSchema>;

export const ReviewPhotoQuerySchema = z.object({ size: z.enum(['thumb', 'large']).default('thumb') });

/** A review as the product page shows it: the reviewer's first name only. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string().nullable(),
  reviewer_name: z.string(),
  photos: z.array(z.object({ id: z.number().int() })),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** POST /reviews answers 201 with the review written. */
export const ReviewCreatedResponseSchema = z.object({
  review: ReviewSchema.extend({ order_item_id: z.number().int(), product_id: z.number().int() }),
});
export type ReviewCreatedResponse = z.infer<typeof ReviewCreatedResponseSchema>;

export const ProductReviewsQuerySchema = z.object({
  rating: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(5).optional()),
  with_photos: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' || v === true),
    z.boolean().optional(),
  ),
  limit: limitParam(REVIEW_LIMITS.pageSize, REVIEW_LIMITS.pageSizeMax),
  /** The `nextCursor` of the previous page (same filters): the next page starts where it ended. */
  cursor: z.string().max(200).optional(),
});
export type ProductReviewsQuery = z.input<typeof ProductReviewsQuerySchema>;

export const ProductReviewsResponseSchema = z.object({
  data: z.array(ReviewSchema),
  pagination: KeysetPaginationSchema,
});
export type ProductReviewsResponse = z.infer<typeof ProductReviewsResponseSchema>;

/** GET /reviews/reviewable: the signed-in customer's delivered items not reviewed yet. */
export const ReviewableQuerySchema = z.object({ order_id: idSchema('Pesanan tidak valid').optional() });
export const ReviewableItemSchema = z.object({
  order_item_id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
});
export type ReviewableItem = z.infer<typeof ReviewableItemSchema>;
export const ReviewableResponseSchema = z.object({ data: z.array(ReviewableItemSchema) });
export type ReviewableResponse = z.infer<typeof ReviewableResponseSchema>;

// ---- the owner ------------------------------------------------------------------------------------

export const REVIEW_VISIBILITY = ['all', 'visible', 'hidden'] as const;

export const AdminReviewsQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(20),
  visibility: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REVIEW_VISIBILITY).default('all')),
  rating: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(5).optional()),
});
export type AdminReviewsQuery = z.input<typeof AdminReviewsQuerySchema>;

/** A review as the owner sees it: with the product, the order and why it was hidden. */
export const AdminReviewSchema = ReviewSchema.extend({
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  order_number: z.string(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListResponseSchema = z.object({
  data: z.array(AdminReviewSchema),
  pagination: PaginationSchema,
});
export type AdminReviewListResponse = z.infer<typeof AdminReviewListResponseSchema>;
export const AdminReviewResponseSchema = z.object({ data: AdminReviewSchema });

export const ReviewReplyBodySchema = z.strictObject({
  reply: text({ error: REVIEW_TEXT.replyRequired, multiline: true })
    .trim()
    .min(1, REVIEW_TEXT.replyRequired)
    .max(REVIEW_LIMITS.replyMax, REVIEW_TEXT.replyTooLong),
});
export type ReviewReplyBody = z.infer<typeof ReviewReplyBodySchema>;

export const ReviewHideBodySchema = z.strictObject({
  reason: text({ error: REVIEW_TEXT.reasonRequired })
    .trim()
    .min(3, REVIEW_TEXT.reasonRequired)
    .max(REVIEW_LIMITS.reasonMax),
});
export type ReviewHideBody = z.infer<typeof ReviewHideBodySchema>;

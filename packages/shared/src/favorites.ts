import { z } from 'zod';
import { CURSOR_MAX_LENGTH } from './catalog.ts';
import { idSchema, PaginationSchema, RupiahSchema } from './common.ts';

// A customer's favourites ('Favorit', issue 26, ADR 076): products kept for later, listed with their
// price and stock as they are now.

export const FAVORITES_PAGE_SIZE = 24;

export const FavoriteParamsSchema = z.object({ productId: idSchema('ID produk tidak valid') });
export type FavoriteParams = z.infer<typeof FavoriteParamsSchema>;

/** GET /favorites: newest first, paged by keyset (`cursor` is the previous page's `nextCursor`). */
export const FavoriteListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(FAVORITES_PAGE_SIZE),
  cursor: z.string().max(CURSOR_MAX_LENGTH).optional(),
  /** Only these products (comma-separated ids): which cards of one page are favourites, one query. */
  product_ids: z
    .string()
    .max(2000)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const ids = v.split(',').map((s) => Number(s.trim()));
      if (ids.length > 100 || !ids.every((n) => Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: 'Daftar ID produk tidak valid' });
        return z.NEVER;
      }
      return ids;
    }),
});
/** What a client sends (every field optional). */
export interface FavoriteListQuery {
  limit?: number;
  cursor?: string;
  /** Comma-separated product ids. */
  product_ids?: string;
}
export type FavoriteListParams = z.output<typeof FavoriteListQuerySchema>;

/** One favourite: the product as it is now (a price change or a sell-out shows at once). */
export const FavoriteSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_slug: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  image_id: z.number().int().nullable(),
  price: RupiahSchema,
  original_price: RupiahSchema.nullable(),
  stock: z.number().int(),
  added_at: z.string(),
});
export type Favorite = z.infer<typeof FavoriteSchema>;

export const FavoriteListResponseSchema = z.object({
  data: z.array(FavoriteSchema),
  pagination: PaginationSchema.pick({ limit: true, hasNextPage: true }).extend({
    nextCursor: z.string().nullable(),
  }),
});
export type FavoriteListResponse = z.infer<typeof FavoriteListResponseSchema>;

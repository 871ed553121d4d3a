import { z } from 'zod';
import { parseRupiah } from './format.ts';

/** Every list answer carries this (DESIGN.md section 3). */
export const PaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Ids are PostgreSQL integers: a larger number is simply not found, never a database error. */
export const MAX_ROW_ID = 2_147_483_647;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** Query strings carry text; a page is a whole number from 1. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);
export const limitParam = (fallback: number, max = 100) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * Money typed as text ('1.250.000', 'Rp 1.250.000') becomes whole rupiah before a schema checks it; text
 * that is not an amount stays text so the number check refuses it; empty text is "not given".
 */
export const rupiahFromText = (v: unknown) =>
  typeof v === 'string' ? (v.trim() === '' ? undefined : (parseRupiah(v) ?? v)) : v;

/** Whole rupiah: money is never a float. */
export const RupiahSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const MessageSchema = z.object({ message: z.string() });

/** YYYY-MM-DD, a real calendar date. */
export const IsoDateSchema = z.iso.date();

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: PaginationSchema });
}
export function dataResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

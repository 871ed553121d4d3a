import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';
import { parseRupiah } from './format.ts';
import './zod-messages.ts';

/** Every list answer carries this (docs/architecture.md section 3). */
export const PaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** A list read by keyset (products, a product's reviews): the page, and where the next one starts. */
export const KeysetPaginationSchema = PaginationSchema.extend({
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Ids are PostgreSQL integers: a larger number is simply not found, never a database error. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The one id schema, for paths, query strings and bodies: a whole number from 1 to MAX_ROW_ID. A larger
 * number or junk is a 400 (a bigger id cannot exist), never a database error.
 */
export const idSchema = (message = 'ID tidak valid') =>
  z.preprocess(
    // Paths and query strings carry digits as text; bodies carry numbers. Nothing else is an id.
    (v) => (typeof v === 'string' && /^\d{1,20}$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message),
  );

export const IdParamsSchema = z.object({ id: idSchema() });
export type IdParams = z.infer<typeof IdParamsSchema>;

export const CONTROL_CHARACTERS_MESSAGE = 'Teks tidak boleh berisi karakter kontrol';

/** C0 controls (NUL included), DEL and C1 controls; multi-line text keeps tab, line feed and return. */
function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 32 ? !(multiline && (c === 9 || c === 10 || c === 13)) : c >= 127 && c <= 159) return true;
  }
  return false;
}

/**
 * The one start of every text input (bodies, query strings, path parameters): a string without control
 * characters, so a NUL byte or an escape sequence is a 400 with a clear message before anything reaches
 * the database or a log. Chain as usual: `text({ error }).trim().min(1, message).max(100)`.
 */
export function text(params: { error?: string; multiline?: boolean } = {}) {
  const multiline = params.multiline ?? false;
  return z
    .string(params.error ? { error: params.error } : undefined)
    .refine((v) => !hasControlCharacter(v, multiline), {
      error: CONTROL_CHARACTERS_MESSAGE,
      // Nothing else is worth saying about a text with a NUL byte in it (a QRIS check would call it a typo).
      abort: true,
    });
}

/** Search text: longer than this is refused with a message saying so (it would only make slow queries). */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG_MESSAGE = `Teks pencarian maksimal ${SEARCH_MAX_LENGTH} karakter`;
export const searchText = () => text().trim().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE);

/** Query strings carry text; a page is a whole number from 1. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);
export const limitParam = (fallback: number, max = 100) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * Stated maxima for every money input (docs/security.md). With them no total the shop computes can pass
 * Number.MAX_SAFE_INTEGER: a cart is at most 100 lines x 10,000 pieces x Rp 1 miliar = 10^15, an order at
 * most Rp 1 triliun (so the dashboard's sums stay exact for millions of orders), an arisan at most
 * Rp 100 juta x 1,000 cycles x 1,000 members = 10^14. Input beyond them is a 400 before anything is written.
 */
export const MONEY_LIMITS = {
  price: 1_000_000_000,
  quantity: 10_000,
  cartLines: 100,
  orderTotal: 1_000_000_000_000,
  contribution: 100_000_000,
  arisanCycles: 1000,
  arisanMembers: 1000,
} as const;

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

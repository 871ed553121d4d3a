import { ERROR_STATUS, ErrorBodySchema } from '@toko/shared';

type ErrorStatus = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS];

/**
 * Every error a route can answer, for its response schema (and so the OpenAPI document): the one error
 * handler may send any code of the closed set from any route, so every route lists them all.
 * Spread it after the route's own answers: `response: { 200: XSchema, ...errorResponses }`.
 */
export const errorResponses = Object.fromEntries(
  Object.values(ERROR_STATUS).map((status) => [status, ErrorBodySchema]),
) as Record<ErrorStatus, typeof ErrorBodySchema>;

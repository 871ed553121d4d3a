import { type ERROR_STATUS, ErrorBodySchema } from '@toko/shared';
import type { RouteOptions } from 'fastify';

type ErrorStatus = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS];

/** What each error status tells a client (the response descriptions of the OpenAPI document). */
const MEANING: Record<ErrorStatus, string> = {
  400: 'Malformed request or an invalid field (`errors` names each field)',
  401: 'No token, or a token that is invalid, expired or ended',
  403: "The caller's role may not do this",
  404: "Not found, or not the caller's own",
  409: 'Refused in the current state (`code` says which rule)',
  413: 'The body or a file is too large',
  415: 'The body is not of an accepted content type',
  422: 'A file that cannot be read: the message names the line',
  429: 'Too many attempts: `Retry-After` says when to try again',
  500: 'Unexpected error',
  503: 'The database is busy or its connection dropped: `Retry-After` says when to try again',
};

/** One error answer: the one error body (`{ message, code, errors? }`) under its status's meaning. */
function errorResponse(status: ErrorStatus) {
  return { description: MEANING[status], content: { 'application/json': { schema: ErrorBodySchema } } };
}
type ErrorResponse = ReturnType<typeof errorResponse>;

/**
 * The errors a route answers beyond those its declaration already implies (impliedErrorStatuses): what its
 * service refuses with, e.g. 404 and 409. Spread it after the route's own answers:
 * `response: { 200: XSchema, ...errorResponses(404, 409) }`.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)])) as Record<
    S,
    ErrorResponse
  >;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The errors a route's own declaration implies, so the document cannot drift from the guards: a token
 * is needed (401) unless the route is public, a role (403) on admin and customer routes; input can be
 * refused (400), a body the route reads can be too large (413) or of another type (415); a rate limit
 * answers 429; and any route can fail (500) or find the database busy or gone (503).
 */
function impliedErrorStatuses(route: RouteOptions): ErrorStatus[] {
  const schema = route.schema as Record<string, unknown> | undefined;
  const access = route.config?.access;
  const takesBody = schema?.body !== undefined || schema?.consumes !== undefined;
  // A JSON body sent to any POST, PUT or DELETE is parsed, so a malformed one is a 400 there too.
  const parsesBody = [route.method].flat().some((method) => BODY_METHODS.has(method));
  const hasInput =
    takesBody || parsesBody || schema?.params !== undefined || schema?.querystring !== undefined;
  const statuses: ErrorStatus[] = [];
  if (hasInput) statuses.push(400);
  if (access !== 'public') statuses.push(401);
  if (access === 'admin' || access === 'customer') statuses.push(403);
  if (takesBody) statuses.push(413, 415);
  if (route.config?.rateLimit) statuses.push(429);
  statuses.push(500, 503);
  return statuses;
}

/**
 * Adds the implied errors to a route's response schema (before it is compiled, so they are also how
 * those answers are serialized). A status the route declares itself keeps the route's own schema
 * (GET /auth/verify answers its own 401). Success answers come first, then errors in order.
 */
export function addImpliedErrors(route: RouteOptions) {
  const schema = (route.schema ?? {}) as { response?: Record<string, unknown> };
  const own = schema.response ?? {};
  const implied = errorResponses(...impliedErrorStatuses(route));
  const merged: Record<string, unknown> = { ...implied, ...own };
  const ordered = Object.keys(merged).sort();
  route.schema = {
    ...route.schema,
    response: Object.fromEntries(ordered.map((status) => [status, merged[status]])),
  } as typeof route.schema;
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../db/client.ts';
import { AppError, ERROR_STATUS, type ErrorCode, type FieldError } from './errors.ts';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/** One handler for every error: AppError, schema failures, Fastify's own, and anything unknown. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ message: error.message, code: error.code, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      return reply.status(400).send({
        message: errors[0]?.message ?? `Invalid request${where}`,
        code: 'VALIDATION_ERROR',
        errors,
      });
    }
    if (error.code && FASTIFY_CODES[error.code]) {
      const code = FASTIFY_CODES[error.code] as ErrorCode;
      const message = code === 'BAD_REQUEST' ? 'Malformed JSON body' : error.message;
      return reply.status(ERROR_STATUS[code]).send({ message, code });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ message: 'Too many attempts, please try again later', code: 'RATE_LIMITED' });
    }
    // Two writes that collided (deadlock, serialisation failure): nothing was written; a retry works.
    const busy = pgErrorCode(error);
    if (busy === '40P01' || busy === '40001') {
      request.log.warn({ err: error }, 'concurrent writes collided');
      return reply
        .status(409)
        .send({ message: 'Another change happened at the same moment, please try again', code: 'CONFLICT' });
    }
    // Text the database cannot store (a NUL byte, invalid UTF-8) that slipped past a schema: bad input.
    if (busy === '22021' || busy === '22P05') {
      return reply
        .status(400)
        .send({ message: 'Text must not contain control characters', code: 'BAD_REQUEST' });
    }
    // A rule the database enforced that the service did not see coming (a race): a conflict, not a crash.
    const pgCode = pgErrorCode(error);
    if (pgCode === '23505' || pgCode === '23514' || pgCode === '23503' || pgCode === 'P0001') {
      request.log.warn({ err: error }, 'database rule refused a write');
      return reply.status(409).send({ message: 'The change conflicts with existing data', code: 'CONFLICT' });
    }
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      return reply.status(error.statusCode).send({ message: error.message, code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong, please try again later', code: 'INTERNAL' });
  });
}

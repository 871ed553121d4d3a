import { CONTROL_CHARACTERS_MESSAGE } from '@toko/shared';
import { ERROR_STATUS, type ErrorCode, type FieldError } from '@toko/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isLostConnection } from '../db/lost-connection.ts';
import { isRuleViolation, pgErrorCode } from '../db/pg-errors.ts';
import { AppError, tryAgainIn } from './errors.ts';

const MALFORMED_JSON_TEXT = 'Isi permintaan bukan JSON yang valid';

/** Fastify's own refusals: our code, and our text instead of Fastify's English one. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: MALFORMED_JSON_TEXT },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: MALFORMED_JSON_TEXT },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Jenis isi permintaan tidak didukung',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Isi permintaan terlalu besar' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Ukuran file terlalu besar' },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Terlalu banyak file dalam satu permintaan' },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Terlalu banyak isian dalam satu permintaan' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Kirim permintaan ini sebagai multipart/form-data',
  },
};

/** What a 500 says: the real error goes to the log only. */
export const INTERNAL_ERROR_TEXT = 'Terjadi kesalahan, silakan coba lagi nanti';

const CONNECTION_LOST_TEXT = 'Sambungan ke database terputus sesaat, silakan coba lagi sebentar lagi';

/** The one way an error body is written: the status always comes from the code (ERROR_STATUS). */
export function sendError(reply: FastifyReply, code: ErrorCode, message: string, errors?: FieldError[]) {
  return reply.status(ERROR_STATUS[code]).send({ message, code, errors });
}

/** pg-pool's error when no connection became free within the pool timeout. */
function isPoolTimeout(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A body refused for its size is not read any further: reading stops (nothing more is parsed or kept)
 * and the socket closes once the answer is out, instead of draining the rest of a 200 MB upload.
 */
function stopReadingBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  if (raw.readableEnded) return;
  raw.unpipe();
  raw.pause();
  reply.header('connection', 'close');
  // Node destroys a closing socket as soon as the answer is written; with unread bytes waiting, that sends
  // a reset which can reach the client before it has read the 413. So: half-close (the answer and a FIN
  // go out, nothing more is read) and destroy the socket a moment later.
  const socket = raw.socket;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), UNREAD_BODY_LINGER_MS).unref();
  };
}

/** How long a socket whose body was refused stays half-open so the client can read the answer. */
const UNREAD_BODY_LINGER_MS = 2000;

/** One handler for every error: AppError, schema failures, Fastify's own, and anything unknown. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const tooLarge =
      (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') ||
      (error.code !== undefined && FASTIFY_ERRORS[error.code]?.code === 'PAYLOAD_TOO_LARGE');
    if (tooLarge) stopReadingBody(request, reply);
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.code, error.message, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Nilai tidak valid',
      }));
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      return sendError(
        reply,
        'VALIDATION_ERROR',
        errors[0]?.message ?? `Permintaan tidak valid${where}`,
        errors,
      );
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.code, known.message);
    // The request limit (@fastify/rate-limit) has set Retry-After already; the text says the same wait.
    if (error.statusCode === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      reply.header('retry-after', String(seconds));
      return sendError(reply, 'RATE_LIMITED', `Terlalu banyak percobaan. ${tryAgainIn(seconds * 1000)}`);
    }
    // Two writes that collided (deadlock, serialisation failure): nothing was written; a retry works.
    const busy = pgErrorCode(error);
    if (busy === '40P01' || busy === '40001') {
      request.log.warn({ err: error }, 'concurrent writes collided');
      return sendError(reply, 'CONFLICT', 'Ada perubahan lain pada saat yang sama, silakan coba lagi');
    }
    // The database is busy: a lock held too long (lock_timeout), a statement cut off (statement_timeout)
    // or no free connection in time. Nothing was written (the transaction rolled back); try again shortly.
    if (busy === '55P03' || busy === '57014' || isPoolTimeout(error)) {
      request.log.warn({ code: busy ?? 'POOL_TIMEOUT', url: request.routeOptions.url }, 'database busy');
      reply.header('retry-after', '5');
      return sendError(reply, 'SERVICE_UNAVAILABLE', 'Toko sedang sibuk, silakan coba lagi sebentar lagi');
    }
    // The connection died under the request (PostgreSQL restarted, a failover, pg_terminate_backend): the
    // transaction is gone with it, the pool replaces the connection, and a retry in a moment works.
    if (isLostConnection(error)) {
      request.log.warn({ err: error, url: request.routeOptions.url }, 'database connection lost');
      reply.header('retry-after', '5');
      return sendError(reply, 'SERVICE_UNAVAILABLE', CONNECTION_LOST_TEXT);
    }
    // Text the database cannot store (a NUL byte, invalid UTF-8) that slipped past a schema: bad input.
    if (busy === '22021' || busy === '22P05') {
      return sendError(reply, 'BAD_REQUEST', CONTROL_CHARACTERS_MESSAGE);
    }
    // A rule the database enforced that the service did not see coming (a race): a conflict, not a crash.
    if (isRuleViolation(error)) {
      request.log.warn({ err: error }, 'database rule refused a write');
      return sendError(reply, 'CONFLICT', 'Perubahan ini bertentangan dengan data yang sudah ada');
    }
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      // Another of Fastify's refusals (a Content-Length that does not match the body, a broken multipart
      // body): the client reads our text; Fastify's own goes to the log for whoever debugs the client.
      request.log.info({ code: error.code, reason: error.message }, 'request refused');
      return reply.status(error.statusCode).send({ message: 'Permintaan tidak valid', code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL', INTERNAL_ERROR_TEXT);
  });
}

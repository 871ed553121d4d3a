/**
 * Whether an error means the database connection was lost or could not be made, as opposed to a query
 * the database refused. The request fails, but a retry a moment later meets a fresh connection (the pool
 * drops the dead one), so it answers 503 with Retry-After (http/error-handler.ts), not 500.
 *
 * - PostgreSQL ended the session: 57P01 admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02
 *   crash_shutdown, 57P03 cannot_connect_now (starting up or in recovery), and class 08 (connection
 *   exceptions).
 * - node-postgres saw the socket end: "Connection terminated unexpectedly" (or "Connection terminated"
 *   when it was closing), and a later query on that client: "... is not queryable".
 * - The socket itself failed: ECONNRESET, ECONNREFUSED, EPIPE, ETIMEDOUT.
 *
 * Drizzle wraps the driver's error ("Failed query: ...") with the driver's as its `cause`, so the chain is
 * walked a few levels deep.
 */
export function isLostConnection(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && LOST_MESSAGES.some((m) => message.includes(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

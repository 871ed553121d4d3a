import { pgErrorCode } from '../db/pg-errors.ts';

/**
 * How errors are logged (docs/security.md): the error's type, its message with any query parameters cut
 * off, the SQL text (the query's shape: placeholders, never values) and the database's error code. Never
 * the parameters, nor PostgreSQL's `detail` (which repeats values: "Key (email)=(...) already exists"),
 * so a failing query does not write password hashes, emails or addresses into the logs.
 */
export function safeErrorSerializer(err: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & { query?: unknown; code?: unknown; statusCode?: unknown };
  const cause = e.cause as (Error & { routine?: unknown }) | undefined;
  return {
    type: e.name,
    message: stripParams(e.message),
    ...(typeof e.query === 'string' ? { query: e.query } : {}),
    ...(pgErrorCode(e) ? { dbCode: pgErrorCode(e) } : {}),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(cause instanceof Error ? { cause: { type: cause.name, message: stripParams(cause.message) } } : {}),
    stack: stripParams(e.stack ?? ''),
  };
}

/** Drizzle's messages end with "params: <values>"; everything from there on is dropped. */
function stripParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [not logged]`;
}

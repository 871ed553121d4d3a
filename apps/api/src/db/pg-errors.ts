// PostgreSQL's refusals as the services and the error handler ask about them, through Drizzle's wrapper
// (the driver's error is the `cause` of Drizzle's, a few levels down at most).

/** PostgreSQL's error code (unique violation 23505, check 23514...) through Drizzle's wrapper. */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The violated constraint or index name, through Drizzle's wrapper. */
function constraintOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for the PostgreSQL error a unique index raises, optionally only for the named index. */
export function isUniqueViolation(err: unknown, indexName?: string): boolean {
  if (pgErrorCode(err) !== '23505') return false;
  if (!indexName) return true;
  return constraintOf(err) === indexName;
}

/**
 * Any rule of the schema refused the write: a unique index (23505), a check (23514), a foreign key (23503)
 * or a trigger's exception (P0001).
 */
export function isRuleViolation(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === '23505' || code === '23514' || code === '23503' || code === 'P0001';
}

import { type SQL, sql } from 'drizzle-orm';

// The clocks of a payment (docs/decisions/028-payment-deadline-and-expiry.md, 049-proof-under-review.md,
// 060-one-payments-module.md): every deadline is set on the database clock, which the expiry job and
// every API process read, never on one process's clock.

/** `now() + ms` on the database clock. */
export const dbNowPlus = (ms: number): SQL => sql`now() + ${ms} * interval '1 millisecond'`;

/** The later of a deadline and now + ms: a rejected payer always has at least `ms` to pay again. */
export const atLeastFromNow = (deadline: SQL | { getSQL(): SQL }, ms: number): SQL =>
  sql`greatest(${deadline}, ${dbNowPlus(ms)})`;

/** Grace after a deadline in which a late transfer still matches (hours). */
export const MATCH_GRACE_HOURS = 24;

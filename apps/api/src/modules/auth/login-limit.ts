import { isIPv6 } from 'node:net';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { AppError, tryAgainIn } from '../../http/errors.ts';

/**
 * Failed logins, counted per (account, client address) in the database so every API process shares them
 * (ADR 053). An address that failed `free` times waits 30 s, doubling with each further failure up to an
 * hour. An account that failed `accountFree` times over all its addresses slows down every address that
 * failed on it (30 s from the last failure, doubling up to `accountMaxWaitSeconds`), so guesses spread
 * over many addresses stay slow; an address that has not failed is never made to wait, so the owner's
 * right password from their own network works while a stranger guesses. Unknown emails count the same
 * way, so the answers never tell which accounts exist.
 */
export const LOGIN_LIMIT = {
  free: 5,
  firstWaitSeconds: 30,
  maxWaitSeconds: 3600,
  accountFree: 20,
  accountMaxWaitSeconds: 900,
  /** A record whose last failure is older than this is forgotten (well past the longest wait). */
  forgetAfterSeconds: 24 * 3600,
} as const;

/**
 * The address failures are counted under. One IPv6 subscriber gets a whole /64 (a phone or a home router
 * picks new addresses in it at will), so an IPv6 client counts by its /64; IPv4-mapped IPv6 is IPv4.
 */
export function loginAddressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  const groups = [...left, ...zeros, ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const recent = () =>
  gt(loginFailures.lastFailedAt, sql`now() - make_interval(secs => ${LOGIN_LIMIT.forgetAfterSeconds})`);

/**
 * How long this address must wait before it may try this account again (0: it may try now). Only an
 * address with a recent failure on the account waits; the wait is the longer of its own lock and the
 * account's slow-down. Worked out by the database's clock, which every process shares.
 */
async function loginWaitMs(db: Db, email: string, address: string): Promise<number> {
  const here = sql`${loginFailures.address} = ${address}`;
  const accountWait = sql`least(${LOGIN_LIMIT.accountMaxWaitSeconds}, ${LOGIN_LIMIT.firstWaitSeconds} * power(2, sum(${loginFailures.failures}) - ${LOGIN_LIMIT.accountFree}))`;
  const accountUntil = sql`case when sum(${loginFailures.failures}) >= ${LOGIN_LIMIT.accountFree}
    then max(${loginFailures.lastFailedAt}) + make_interval(secs => ${accountWait}) end`;
  // greatest() skips nulls: the later of the address's own lock and the account's slow-down.
  const until = sql`greatest(max(${loginFailures.lockedUntil}) filter (where ${here}), ${accountUntil})`;
  const [row] = await db
    .select({
      failedHere: sql<boolean>`coalesce(bool_or(${here}), false)`,
      waitMs: sql<number>`coalesce(extract(epoch from (${until} - now())) * 1000, 0)`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), recent()));
  return row?.failedHere ? Math.max(0, Math.ceil(row.waitMs)) : 0;
}

/** Counts a failure of this address on this account; the address is locked from its `free`-th failure. */
export async function recordLoginFailure(db: Db, email: string, address: string): Promise<void> {
  // Cleaned on write: failures at many addresses (a spray of guesses) would otherwise stay for ever, and
  // an old failure must not count towards a lock months later. The index on last_failed_at keeps it cheap.
  await db
    .delete(loginFailures)
    .where(
      lt(loginFailures.lastFailedAt, sql`now() - make_interval(secs => ${LOGIN_LIMIT.forgetAfterSeconds})`),
    );
  const next = sql`${loginFailures.failures} + 1`;
  await db
    .insert(loginFailures)
    .values({ email, address, failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [loginFailures.email, loginFailures.address],
      set: {
        failures: next,
        lastFailedAt: sql`now()`,
        lockedUntil: sql`case when ${next} >= ${LOGIN_LIMIT.free} then now() + make_interval(secs => least(${LOGIN_LIMIT.maxWaitSeconds}, ${LOGIN_LIMIT.firstWaitSeconds} * power(2, ${next} - ${LOGIN_LIMIT.free}))) else null end`,
      },
    });
}

/** A success clears this address's failures on the account (other addresses keep theirs). */
export async function clearLoginFailures(db: Db, email: string, address: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
}

/** Refuses with 429 and `Retry-After` while this address must wait for this account. */
export async function assertLoginAllowed(db: Db, email: string, address: string): Promise<void> {
  const waitMs = await loginWaitMs(db, email, address);
  if (waitMs > 0) {
    throw AppError.rateLimited(`Terlalu banyak percobaan login yang gagal. ${tryAgainIn(waitMs)}`, waitMs);
  }
}

import rateLimit from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { requestCounts } from '../db/schema/index.ts';
import { startRepeatingJob } from '../repeating-job.ts';

/** How often each process deletes the counters of windows that have ended. */
const PRUNE_EVERY_MS = 60_000;

type Counted = { current: number; ttl: number };
type RouteInfo = { method?: string | string[]; url?: string };

/**
 * Counts one request of a client on a route in `request_counts` and answers what @fastify/rate-limit
 * needs: the requests in the current window and the milliseconds left in it. One statement, an upsert, so
 * two processes (or two requests of one process) never lose a hit; a window that has ended starts over.
 * The database's clock decides, which every process shares (ADR 069).
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<Counted> {
  const ended = sql`${requestCounts.resetsAt} <= now()`;
  const [row] = await db
    .insert(requestCounts)
    .values({ key, hits: 1, resetsAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${requestCounts.hits} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${requestCounts.resetsAt} end`,
      },
    })
    .returning({
      hits: requestCounts.hits,
      ttlMs: sql<number>`ceil(extract(epoch from ${requestCounts.resetsAt} - now()) * 1000)`.mapWith(Number),
    });
  return { current: row!.hits, ttl: Math.max(0, row!.ttlMs) };
}

/** Deletes the counters whose window has ended (an ended row already counts as empty). */
export async function pruneRequestCounts(db: Db): Promise<void> {
  await db.delete(requestCounts).where(lte(requestCounts.resetsAt, sql`now()`));
}

/**
 * A store for @fastify/rate-limit kept in PostgreSQL (or PGlite, the same table). The plugin makes one
 * child per limited route; each child prefixes the client's key with its route so a login attempt and a
 * newsletter sign-up are counted apart, as the plugin's in-memory store does.
 */
function databaseStore(db: Db) {
  return class DatabaseStore {
    // The plugin passes its options first; only children, one per route, are given a route.
    constructor(
      _options: unknown,
      readonly route = '',
    ) {}

    incr(key: string, done: (err: Error | null, counted?: Counted) => void, timeWindow: number) {
      countRequest(db, `${this.route} ${key}`, timeWindow).then(
        (counted) => done(null, counted),
        (err: Error) => done(err),
      );
    }

    // Typed as the route's options, but at run time the plugin passes the route's merged limit settings,
    // which carry the route as `routeInfo`.
    child(params: object) {
      const { method = '', url = '' } = (params as { routeInfo?: RouteInfo }).routeInfo ?? {};
      return new DatabaseStore(params, `${[method].flat().join(',')} ${url}`);
    }
  };
}

/**
 * The per-client request limit (@fastify/rate-limit with the store above): a route opts in with
 * `config: { rateLimit: { max, timeWindow } }`. Its 429 carries `Retry-After` (the plugin sets it; the
 * error handler writes the body). Each limited route says so in the OpenAPI document (`x-rate-limit`),
 * which is also how the test that reads every 429's Retry-After finds them. Counted in the database, like
 * every limit that must hold across processes (docs/architecture.md section 6, ADR 069); a database that
 * does not answer fails the request (503), it does not lift the limit.
 */
export async function registerRateLimits(app: FastifyInstance, db: Db) {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const { max, timeWindow } = limit as { max?: unknown; timeWindow?: unknown };
    route.schema = { ...route.schema, 'x-rate-limit': { max, timeWindow } } as typeof route.schema;
  });
  await app.register(rateLimit, { global: false, store: databaseStore(db) });
  // Housekeeping, not news: the count is not logged.
  startRepeatingJob(app, 'request count cleanup', PRUNE_EVERY_MS, async () => {
    await pruneRequestCounts(db);
    return 0;
  });
}

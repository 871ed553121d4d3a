import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { askPrimaryForMetrics, inCluster } from '../cluster-metrics.ts';
import type { Db } from '../db/client.ts';
import { registry, requestDuration, startProcessMetrics, watchPool } from '../metrics.ts';
import { sendError } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Left out of the request histogram (the scrape itself). */
    unmeasured?: boolean;
  }
}

/** The pg pool's counts, when the database is PostgreSQL (drizzle keeps its client as `$client`). */
function poolOf(db: Db) {
  const pool = (
    db as unknown as { $client?: Partial<Record<'totalCount' | 'idleCount' | 'waitingCount', number>> }
  ).$client;
  if (typeof pool?.totalCount !== 'number') return () => null;
  return () => ({
    size: pool.totalCount ?? 0,
    inUse: (pool.totalCount ?? 0) - (pool.idleCount ?? 0),
    waiting: pool.waitingCount ?? 0,
  });
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Lengths differ: compare b with itself so the time does not depend on where a wrong token differs.
  return a.length === b.length ? timingSafeEqual(a, b) : !timingSafeEqual(b, b);
};

/**
 * Request timing for every answer, the slow-request log line, and GET /metrics in Prometheus text
 * (docs/decisions/066-metrics-and-readiness.md). Without METRICS_TOKEN the route answers 404 as if it
 * did not exist; with it, only `Authorization: Bearer <METRICS_TOKEN>` reads the metrics (401 otherwise).
 */
export function registerMetrics(app: FastifyInstance, opts: { token: string | undefined; slowMs: number }) {
  startProcessMetrics();
  watchPool(poolOf(app.db));

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config?.unmeasured) return;
    // The route's pattern (/api/orders/:id), never the URL itself: one series per route, not per order.
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    requestDuration.observe({ route, method: request.method, status: String(reply.statusCode) }, ms / 1000);
    if (ms > opts.slowMs) {
      request.log.warn(
        { route, method: request.method, statusCode: reply.statusCode, responseTimeMs: Math.round(ms) },
        `slow request: ${request.method} ${route} took ${Math.round(ms)} ms`,
      );
    }
  });

  app.get('/metrics', { config: { unmeasured: true }, schema: { hide: true } }, async (request, reply) => {
    if (!opts.token) return sendError(reply, 'NOT_FOUND', `Rute ${request.method} /metrics tidak ditemukan`);
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameToken(given, opts.token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 'UNAUTHORIZED', 'Token metrik tidak valid');
    }
    let text: string;
    try {
      text = inCluster() ? await askPrimaryForMetrics() : await registry.metrics();
    } catch (err) {
      request.log.warn({ err }, 'metrics could not be gathered from every worker');
      reply.header('retry-after', '5');
      return sendError(
        reply,
        'SERVICE_UNAVAILABLE',
        'Metrik belum bisa dikumpulkan, coba lagi sebentar lagi',
      );
    }
    reply.header('content-type', registry.contentType);
    return text;
  });
}

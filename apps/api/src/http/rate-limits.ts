import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * The per-client request limit (@fastify/rate-limit, in each process's memory): a route opts in with
 * `config: { rateLimit: { max, timeWindow } }`. Its 429 carries `Retry-After` (the plugin sets it; the
 * error handler writes the body). Each limited route says so in the OpenAPI document (`x-rate-limit`),
 * which is also how the test that reads every 429's Retry-After finds them. Limits that must hold across
 * processes are counted in the database instead (docs/architecture.md section 6).
 */
export async function registerRateLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const { max, timeWindow } = limit as { max?: unknown; timeWindow?: unknown };
    route.schema = { ...route.schema, 'x-rate-limit': { max, timeWindow } } as typeof route.schema;
  });
  await app.register(rateLimit, { global: false });
}

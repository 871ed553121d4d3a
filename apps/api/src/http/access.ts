import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { requireAdmin, requireCustomer, requireStaff, requireUser } from './auth.ts';

/**
 * Who may call a route. Every route under /api declares it in its options:
 *
 *   app.post('/things', { config: { access: 'admin' }, schema: { ... } }, handler)
 *
 * The guard then runs in `onRequest`, before the body is read or validated (docs/architecture.md section 6): a caller
 * without a token gets 401 and a customer on an admin route 403, never a field message. 'staff' routes
 * are the owner's daily work that staff may do too (ADR 087); 'admin' is the owner alone. A route that
 * forgets to declare it stops the server at start-up, so "public by accident" cannot happen.
 */
export type Access = 'public' | 'user' | 'customer' | 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

const GUARDS: Record<Exclude<Access, 'public'>, onRequestHookHandler> = {
  user: requireUser,
  customer: requireCustomer,
  staff: requireStaff,
  admin: requireAdmin,
};

/** Registered before the modules: installs the guard of each route's declared access. */
export function registerAccessControl(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      if (route.url.startsWith('/api/')) {
        throw new Error(
          `${String(route.method)} ${route.url} declares no config.access ('public', 'user', 'customer', 'staff' or 'admin')`,
        );
      }
      return;
    }
    if (!(access in GUARDS) && access !== 'public')
      throw new Error(`${route.url}: unknown access '${access}'`);
    if (access !== 'public') {
      const guard = GUARDS[access];
      const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
      // The HEAD twin of a GET passes through here with the GET's hooks: add the guard once.
      if (!existing.includes(guard)) route.onRequest = [guard, ...existing];
    }
    // Shown in the OpenAPI document (and read by the test that walks it).
    route.schema = {
      ...route.schema,
      security: access === 'public' ? [] : [{ bearerAuth: [] }],
      'x-access': access,
    } as typeof route.schema;
  });
}

import type { ComponentType } from 'react';

type Module = Record<string, unknown>;

/**
 * A lazy route's component: the module loads when the route is first visited, so a first visit
 * downloads only the storefront shell and that page, and the storefront never downloads the dashboard.
 * `name` picks a named export (default: the module's default export).
 */
export const lazyPage =
  <M extends Module>(load: () => Promise<M>, name: keyof M & string = 'default') =>
  async () => ({ Component: (await load())[name] as ComponentType });

// The newsletter module's face (docs/decisions/055-module-boundaries.md). Imported from outside only
// through this file.
export { newsletterRoutes } from './newsletter.routes.ts';

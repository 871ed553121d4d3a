// The catalog module's face (docs/decisions/055-module-boundaries.md): its shop and admin routes, the page
// heads main.ts gives the server-drawn pages, and the reads other tests use. Imported from outside only
// through this file.

export { createMetaResolver } from './catalog.meta.ts';
export { catalogRoutes, SUGGEST_RATE_LIMIT } from './catalog.routes.ts';
export { catalogAdminRoutes } from './catalog-admin.routes.ts';
export { findCategoryBySlug } from './categories.service.ts';
export { listProducts } from './product-list.service.ts';

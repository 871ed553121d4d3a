// The reviews module's face (docs/decisions/074-verified-reviews.md, 055-module-boundaries.md): the
// shopper's and the owner's routes. Imported from outside only through this file.
export { reviewsRoutes } from './reviews.routes.ts';
export { reviewsAdminRoutes } from './reviews-admin.routes.ts';

// The catalog module's face (docs/decisions/055-module-boundaries.md): its shop and admin routes, and the
// reads the page heads (seo) and other tests use. Imported from outside only through this file.

export { catalogRoutes, SUGGEST_RATE_LIMIT } from './catalog.routes.ts';
export { catalogAdminRoutes } from './catalog-admin.routes.ts';
export { findCategoryBySlug } from './categories.service.ts';
export { listProducts } from './product-list.service.ts';
export { productVariantsRoutes } from './product-variants.routes.ts';
export { keepVariantSums, resolveVariant } from './product-variants.service.ts';
export { findVisibleProductId, getProductBySlugOrName } from './products.service.ts';

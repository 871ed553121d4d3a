// The seo module's face (docs/decisions/075-links-that-preview.md, 055-module-boundaries.md): the heads of
// the server-drawn pages and the crawlers' files. Imported from outside only through this file.
export { createMetaResolver } from './seo.meta.ts';
export { seoRoutes } from './seo.routes.ts';
export { SITEMAP_FILE_SIZE } from './seo.service.ts';

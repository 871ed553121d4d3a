// The favourites' face (docs/decisions/076-favorites-and-search-filters.md, 055-module-boundaries.md).
export { favoritesRoutes } from './favorites.routes.ts';

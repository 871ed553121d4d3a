import type { ProductListQuery } from '@toko/shared';

/**
 * Query keys of the catalog. They start with 'catalog', which a logout keeps (the catalog is the same
 * for everyone).
 */
export const catalogKeys = {
  all: () => ['catalog'] as const,
  products: (query: ProductListQuery) => ['catalog', 'products', query] as const,
  infinite: (query: ProductListQuery) => ['catalog', 'products', 'infinite', query] as const,
  categories: () => ['catalog', 'categories'] as const,
};

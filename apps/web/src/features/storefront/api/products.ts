import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProductListQuery, ProductListResponse } from '@toko/shared';
import { PAGE_SIZE } from '@toko/shared/constants';
import { api } from '../../../api/client.ts';
import { catalogKeys } from './keys.ts';

export const fetchProducts = (query: ProductListQuery, signal?: AbortSignal) =>
  api<ProductListResponse>('/products', { query: { ...query }, signal });

/** One page of products (the home page's featured grid). */
export const productsQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: catalogKeys.products(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
  });

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQuery(query));
}

/**
 * Category and all-products pages: 12 per page (docs/product.md 2.4, 9), each next page read from where the last
 * one ended (the API's keyset cursor), as quick deep in a large catalog as at its top.
 */
export const infiniteProductsQuery = (query: Omit<ProductListQuery, 'page' | 'cursor'>) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.infinite(query),
    queryFn: ({ pageParam, signal }) =>
      fetchProducts(
        { limit: PAGE_SIZE.storefront, ...query, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.pagination.nextCursor ?? undefined,
  });

export function useInfiniteProducts(query: Omit<ProductListQuery, 'page' | 'cursor'>) {
  return useInfiniteQuery(infiniteProductsQuery(query));
}

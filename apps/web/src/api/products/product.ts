import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductResponse } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /products/{slug}: one product, for its shop page. */
export const fetchProduct = (slug: string, signal?: AbortSignal): Promise<Product> =>
  api<ProductResponse>(`/products/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data);

export const productQuery = (slug: string) =>
  queryOptions({ queryKey: queryKeys.product(slug), queryFn: ({ signal }) => fetchProduct(slug, signal) });

/** The full product (docs/product.md 2.5). */
export const useProduct = (slug: string, options: { enabled?: boolean; staleTime?: number } = {}) =>
  useQuery({ ...productQuery(slug), ...options });

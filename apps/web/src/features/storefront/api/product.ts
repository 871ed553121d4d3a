import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { catalogKeys } from './keys.ts';

export const fetchProduct = (slug: string, signal?: AbortSignal) =>
  api<ProductResponse>(`/products/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data);

export const productQuery = (slug: string) =>
  queryOptions({ queryKey: catalogKeys.product(slug), queryFn: ({ signal }) => fetchProduct(slug, signal) });

/** The full product for its page (spec 2.5). */
export function useProduct(slug: string) {
  return useQuery(productQuery(slug));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /products/{slug}: the product the edit form loads. */
export const fetchProduct = (slug: string, signal?: AbortSignal): Promise<Product> =>
  api<ProductResponse>(`/products/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data);

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: adminKeys.product(slug),
    queryFn: ({ signal }) => fetchProduct(slug, signal),
    // The form edits what the server has now, not a cached copy.
    staleTime: 0,
  });

export const useProduct = (slug: string, enabled: boolean) => useQuery({ ...productQuery(slug), enabled });

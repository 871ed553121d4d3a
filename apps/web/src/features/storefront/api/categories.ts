import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryListResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { catalogKeys } from './keys.ts';

export const fetchCategories = (signal?: AbortSignal) =>
  api<CategoryListResponse>('/categories', { signal }).then((r) => r.data);

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => fetchCategories(signal),
    // Categories change rarely; the home tiles and category pages share one answer.
    staleTime: 5 * 60_000,
  });

/** Every category with its product count (home tiles, category page titles). */
export function useCategories() {
  return useQuery(categoriesQuery());
}

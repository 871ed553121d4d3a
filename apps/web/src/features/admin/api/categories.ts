import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, CategoryListResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /categories: every category with its product count (the shop has a handful). */
export const fetchCategories = (signal?: AbortSignal): Promise<Category[]> =>
  api<CategoryListResponse>('/categories', { query: { limit: 100 }, signal }).then((r) => r.data);

export const categoriesQuery = () =>
  queryOptions({ queryKey: adminKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal) });

export const useCategories = () => useQuery(categoriesQuery());

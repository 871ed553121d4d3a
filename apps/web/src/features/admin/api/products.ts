import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, AdminProductListResponse } from '@toko/shared';
import { PAGE_SIZE } from '@toko/shared/constants';
import { api } from '../../../api/client.ts';
import { type AdminProductsParams, adminKeys } from './keys.ts';

/**
 * GET /admin/products, newest first, 10 a page (docs/product.md 9: admin products page size): one status,
 * or only the products running low (ADR 085). The spec hides the pager while searching, so a search asks
 * for the most the API gives in one page instead.
 */
export const fetchAdminProducts = (params: AdminProductsParams, signal?: AbortSignal) =>
  api<AdminProductListResponse>('/admin/products', {
    query: {
      page: params.page,
      limit: params.search ? PAGE_SIZE.storefrontMax : PAGE_SIZE.adminProducts,
      categoryName: params.categoryName,
      search: params.search,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      status: params.status,
      low_stock: params.lowStock ? 1 : undefined,
    },
    signal,
  });

export const adminProductsQuery = (params: AdminProductsParams) =>
  queryOptions({
    queryKey: adminKeys.productList(params),
    queryFn: ({ signal }) => fetchAdminProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (params: AdminProductsParams) => useQuery(adminProductsQuery(params));

/** GET /admin/products/{slug}: a product of any status (drafts too) as the edit form loads it. */
export const useAdminProduct = (slug: string, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: adminKeys.product(slug),
    queryFn: ({ signal }) =>
      api<{ data: AdminProduct }>(`/admin/products/${encodeURIComponent(slug)}`, { signal }).then(
        (r) => r.data,
      ),
    // The form edits what the server has now, not a cached copy.
    staleTime: 0,
    ...options,
  });

/** POST /products/{id}/duplicate: a draft copy, answered whole so the page can open it. */
export function useDuplicateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ data: AdminProduct }>(`/products/${id}/duplicate`, { method: 'POST' }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.products() }),
  });
}

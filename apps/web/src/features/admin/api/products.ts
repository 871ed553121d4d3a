import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@toko/shared';
import { PAGE_SIZE } from '@toko/shared/constants';
import { api } from '../../../api/client.ts';
import { type AdminProductsParams, adminKeys } from './keys.ts';

/**
 * GET /products, newest first, 10 a page (docs/product.md 9: admin products page size). The spec hides the pager
 * while searching, so a search asks for the most the API gives in one page instead.
 */
export const fetchAdminProducts = (params: AdminProductsParams, signal?: AbortSignal) =>
  api<ProductListResponse>('/products', {
    query: {
      page: params.page,
      limit: params.search ? PAGE_SIZE.storefrontMax : PAGE_SIZE.adminProducts,
      categoryName: params.categoryName,
      search: params.search,
      sortBy: 'createdAt',
      sortOrder: 'desc',
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

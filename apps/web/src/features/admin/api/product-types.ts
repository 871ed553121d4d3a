import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductType } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

export const fetchProductTypes = (signal?: AbortSignal) =>
  api<{ data: ProductType[] }>('/product-types', { signal }).then((r) => r.data);

export const productTypesQuery = () =>
  queryOptions({ queryKey: adminKeys.productTypes(), queryFn: ({ signal }) => fetchProductTypes(signal) });

export const useProductTypes = () => useQuery(productTypesQuery());

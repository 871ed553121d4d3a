import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerOverview } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /users/{id}/overview: the customer page's contact, addresses, orders, value and arisan. */
export const fetchCustomerOverview = (id: number, signal?: AbortSignal) =>
  api<{ data: CustomerOverview }>(`/users/${id}/overview`, { signal }).then((r) => r.data);

export const customerOverviewQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.customer(id),
    queryFn: ({ signal }) => fetchCustomerOverview(id, signal),
  });

export const useCustomerOverview = (id: number) => useQuery(customerOverviewQuery(id));

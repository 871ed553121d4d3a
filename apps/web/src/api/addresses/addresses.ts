import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export const fetchAddresses = (signal?: AbortSignal) =>
  api<{ addresses: Address[] }>('/shipping-address', { signal }).then((r) => r.addresses);

export const addressesQuery = () =>
  queryOptions({ queryKey: queryKeys.addresses(), queryFn: ({ signal }) => fetchAddresses(signal) });

export const useAddresses = () => useQuery(addressesQuery());

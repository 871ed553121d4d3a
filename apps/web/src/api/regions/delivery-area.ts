import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDeliveryArea } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * Where the shop delivers: the address form offers exactly this ('Pengaturan Toko' sets it, ADR 071); the
 * home page's shipping promise reads `free_shipping_from`.
 */
export const fetchDeliveryArea = (signal?: AbortSignal) =>
  api<{ data: PublicDeliveryArea }>('/delivery-area', { signal }).then((r) => r.data);

export const deliveryAreaQuery = () =>
  queryOptions({
    queryKey: queryKeys.deliveryArea(),
    queryFn: ({ signal }) => fetchDeliveryArea(signal),
    staleTime: 5 * 60_000,
  });

export const useDeliveryArea = () => useQuery(deliveryAreaQuery());

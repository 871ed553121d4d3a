import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationListQuery, LocationListResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const listLocations = (query: Partial<LocationListQuery>, signal?: AbortSignal) =>
  api<LocationListResponse>('/locations', { query, signal });

export const locationsQuery = (query: Partial<LocationListQuery>) =>
  queryOptions({
    queryKey: arisanKeys.locations(query),
    queryFn: ({ signal }) => listLocations(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLocations = (query: Partial<LocationListQuery>) => useQuery(locationsQuery(query));

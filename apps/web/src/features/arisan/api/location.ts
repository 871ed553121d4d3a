import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const getLocation = (id: number, signal?: AbortSignal) =>
  api<{ data: Location }>(`/locations/${id}`, { signal }).then((r) => r.data);

export const locationQuery = (id: number) =>
  queryOptions({ queryKey: arisanKeys.location(id), queryFn: ({ signal }) => getLocation(id, signal) });

export const useLocation = (id: number | null) =>
  useQuery({ ...locationQuery(id ?? 0), enabled: id !== null });

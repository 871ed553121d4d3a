import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegionList } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * The provinces (no parent) or the regions under one code, one parent at a time, so no page carries the
 * whole country (ADR 071). Region data changes only with a new release: kept for the session.
 */
export const fetchRegions = (parent: string | undefined, signal?: AbortSignal) =>
  api<RegionList>(parent ? `/regions?parent=${encodeURIComponent(parent)}` : '/regions', { signal }).then(
    (r) => r.data,
  );

export const regionsQuery = (parent: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.regions(parent),
    queryFn: ({ signal }) => fetchRegions(parent, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `parent` null: nothing to load yet (the level above is not picked). */
export const useRegions = (parent: string | null | undefined) =>
  useQuery({ ...regionsQuery(parent ?? undefined), enabled: parent !== null });

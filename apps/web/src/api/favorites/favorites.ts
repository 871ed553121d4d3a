import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FavoriteListQuery, FavoriteListResponse } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export const fetchFavorites = (query: FavoriteListQuery, signal?: AbortSignal) =>
  api<FavoriteListResponse>('/favorites', { query: { ...query }, signal });

/** The 'Favorit' page: newest first, the next page read from where the last one ended. */
export const favoritesQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.favorites.list(),
    queryFn: ({ pageParam, signal }) => fetchFavorites(pageParam ? { cursor: pageParam } : {}, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.pagination.nextCursor ?? undefined,
  });

export function useFavorites() {
  return useInfiniteQuery(favoritesQuery());
}

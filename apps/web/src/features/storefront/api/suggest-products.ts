import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSuggestion, SuggestResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';

/** Below this many letters the box suggests nothing (a single letter matches half the shop). */
export const SUGGEST_FROM = 2;

export const fetchSuggestions = (q: string, signal?: AbortSignal) =>
  api<SuggestResponse>('/products/suggest', { query: { q }, signal }).then((r) => r.data);

export const suggestionsQuery = (q: string) =>
  queryOptions({
    // Under 'catalog' like catalogKeys (a logout keeps it), written here: importing keys.ts would split it
    // into a file of its own that every first visit then downloads (this file loads only when typing).
    queryKey: ['catalog', 'suggest', q] as const,
    queryFn: ({ signal }): Promise<ProductSuggestion[]> => fetchSuggestions(q, signal),
    staleTime: 60_000,
  });

/** GET /products/suggest for the header's box; the last list stays up while the next one loads. */
export function useSuggestions(q: string) {
  return useQuery({
    ...suggestionsQuery(q),
    enabled: q.length >= SUGGEST_FROM,
    placeholderData: keepPreviousData,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { fetchFavorites } from './favorites.ts';

// Whether a product is one of the customer's favourites, for its heart. The hearts of one page ask
// together: the ids asked within one short wait go out as one GET /favorites?product_ids=... (ADR 076),
// so a grid of 12 cards is one request, not 12.

const GATHER_MS = 10;
/** The server answers at most 100 ids per request. */
const MAX_IDS = 100;

let waiting: Map<number, { resolve: (v: boolean) => void; reject: (e: unknown) => void }[]> = new Map();
let timer: ReturnType<typeof setTimeout> | undefined;

async function send(batch: typeof waiting) {
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += MAX_IDS) {
    const chunk = ids.slice(i, i + MAX_IDS);
    try {
      const res = await fetchFavorites({ product_ids: chunk.join(','), limit: MAX_IDS });
      const saved = new Set(res.data.map((f) => f.product_id));
      for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(saved.has(id));
    } catch (err) {
      for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(err);
    }
  }
}

function isFavorite(productId: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const list = waiting.get(productId) ?? [];
    list.push({ resolve, reject });
    waiting.set(productId, list);
    if (timer === undefined)
      timer = setTimeout(() => {
        const batch = waiting;
        waiting = new Map();
        timer = undefined;
        void send(batch);
      }, GATHER_MS);
  });
}

export const isFavoriteQuery = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.favorites.product(productId),
    queryFn: () => isFavorite(productId),
    staleTime: 60_000,
  });

/** Whether the product is a favourite; asked only for a logged-in customer (`enabled`). */
export function useIsFavorite(productId: number, enabled: boolean) {
  return useQuery({ ...isFavoriteQuery(productId), enabled });
}

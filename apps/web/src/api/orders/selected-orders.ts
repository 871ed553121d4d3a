import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_BULK_ORDERS, type Order, type OrderListResponse } from '@toko/shared';
import { useSearchParams } from 'react-router';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /orders/admin/all?ids=: the owner's selection in one call, with items and addresses (ADR 088).
 * Read by the packing slips (admin) and the invoices printed together (invoice), hence shared.
 */
export const fetchSelectedOrders = (ids: readonly number[], signal?: AbortSignal): Promise<Order[]> =>
  api<OrderListResponse>('/orders/admin/all', {
    query: { ids: ids.join(','), limit: MAX_BULK_ORDERS },
    signal,
  }).then((r) => r.data);

export const selectedOrdersQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: queryKeys.orders.selection(ids),
    queryFn: ({ signal }) => fetchSelectedOrders(ids, signal),
    enabled: ids.length > 0,
  });

export const useSelectedOrders = (ids: readonly number[]) => useQuery(selectedOrdersQuery(ids));

/** '?ids=3,1,2' -> [3, 1, 2]: the selection a print page was opened with (bad parts dropped). */
export function selectionFromSearch(search: URLSearchParams): number[] {
  const ids = (search.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, MAX_BULK_ORDERS);
}

/** The orders in the selection's order (the URL's), and the ids the server did not answer (gone, or never there). */
export function inSelectionOrder(ids: readonly number[], orders: readonly Order[]) {
  const byId = new Map(orders.map((o) => [o.id, o]));
  return {
    found: ids.flatMap((id) => byId.get(id) ?? []),
    missing: ids.filter((id) => !byId.has(id)),
  };
}

/**
 * What a print page of the selection needs (the labels, the invoices): the ids of its URL, their orders
 * arranged by `arrange`, and whether 'Cetak' is ready, waiting for them, or has nothing to print.
 */
export function usePrintSelection<T>(
  arrange: (ids: readonly number[], orders: readonly Order[]) => T,
  printable: (arranged: T) => boolean,
) {
  const [search] = useSearchParams();
  const ids = selectionFromSearch(search);
  const query = useSelectedOrders(ids);
  const selection = query.data ? arrange(ids, query.data) : undefined;
  let print: 'ready' | 'waiting' | 'none' = 'none';
  if (selection) print = printable(selection) ? 'ready' : 'none';
  else if (ids.length > 0 && !query.isError) print = 'waiting';
  return { ids, query, selection, print };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_BULK_ORDERS, type Order, type OrderListResponse } from '@toko/shared';
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

import { MAX_BULK_ORDERS, type Order } from '@toko/shared';
import { useCallback, useMemo, useState } from 'react';
import type { Column } from '../../../components/list-page/data-table.tsx';

/**
 * The orders the owner picked for one bulk action (ADR 088). The orders themselves are kept, not only
 * their ids: the selection survives paging and filtering, and the shipping form names each order.
 */
export function useOrderSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<number, Order>>(new Map());
  const toggle = useCallback((rows: Order[], on: boolean) => {
    setPicked((prev) => {
      const next = new Map(prev);
      for (const o of rows) {
        if (!on) next.delete(o.id);
        else if (next.size < MAX_BULK_ORDERS) next.set(o.id, o);
      }
      return next;
    });
  }, []);
  const keepOnly = useCallback((ids: readonly number[]) => {
    setPicked((prev) => new Map([...prev].filter(([id]) => ids.includes(id))));
  }, []);
  const orders = useMemo(() => [...picked.values()], [picked]);
  return {
    orders,
    ids: orders.map((o) => o.id),
    has: (id: number) => picked.has(id),
    full: picked.size >= MAX_BULK_ORDERS,
    toggle,
    keepOnly,
    clear: () => setPicked(new Map()),
  };
}
export type OrderSelection = ReturnType<typeof useOrderSelection>;

const box = 'size-4 accent-brand-700';

/** The first column: a box per row and one for every row on this page (a keyboard reaches each). */
export function selectColumn(selection: OrderSelection, pageRows: Order[]): Column<Order> {
  const all = pageRows.length > 0 && pageRows.every((o) => selection.has(o.id));
  return {
    header: (
      <input
        type="checkbox"
        className={box}
        aria-label="Pilih semua pesanan di halaman ini"
        checked={all}
        onChange={(e) => selection.toggle(pageRows, e.target.checked)}
      />
    ),
    headClassName: 'w-10',
    cell: (o) => (
      <input
        type="checkbox"
        className={box}
        aria-label={`Pilih ${o.order_number}`}
        checked={selection.has(o.id)}
        disabled={!selection.has(o.id) && selection.full}
        onChange={(e) => selection.toggle([o], e.target.checked)}
      />
    ),
  };
}

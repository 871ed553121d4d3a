import type { Order } from '@toko/shared';
import { Download, FileUp } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { toastFailure } from '../../../lib/notify.ts';
import { useBusyAction } from '../../../lib/use-busy-action.ts';
import { useListPage } from '../../../lib/use-list-page.ts';
import { downloadOrdersCsv } from '../api/export-orders-csv.ts';
import { type AdminOrdersParams, useAdminOrders } from '../api/orders.ts';
import { BulkOrderBar } from '../components/bulk-order-bar.tsx';
import { OrderChangeDialogs, useOrderChanges } from '../components/order-changes.tsx';
import { orderColumns } from '../components/order-columns.tsx';
import { OrderDetailDialog } from '../components/order-detail-dialog.tsx';
import { NO_FILTERS, OrderFilters, type OrderFilterValues } from '../components/order-filters.tsx';
import { selectColumn, useOrderSelection } from '../components/order-selection.tsx';

type View = 'all' | 'verification';

/**
 * Orders (docs/product.md 2.8): filters, the table with per-row status dropdowns sent at once, details and
 * cancel, and bulk work on a selection (ADR 088).
 */
export default function OrdersPage() {
  const [filters, setFilters] = useState<OrderFilterValues>(NO_FILTERS);
  // 'Perlu Verifikasi': waiting orders with a proof of transfer, oldest first (ADR 029).
  const [view, setView] = useState<View>('all');
  const verifying = view === 'verification';
  const { page, setPage, settle } = useListPage(JSON.stringify({ filters, view }));
  const [viewing, setViewing] = useState<Order | null>(null);
  const linked = useLinkedOrder();
  const params: AdminOrdersParams = {
    page,
    search: filters.search || undefined,
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
    // The queue is waiting orders by definition; a status filter there could only empty it.
    status: verifying ? undefined : filters.status || undefined,
    payment_status: verifying ? undefined : filters.payment_status || undefined,
    verification: verifying ? 'true' : undefined,
  };
  const orders = useAdminOrders(params);
  settle(orders.data, orders.data?.data.length ?? 0);
  // The count on the tab: the queue's first page (the same query as the tab itself when it is open).
  const queueCount = useAdminOrders({ page: 1, verification: 'true' }).data?.pagination.totalItems;
  const changes = useOrderChanges();
  // Bulk work (ADR 088): the selection outlives paging and filters; the bar acts on all of it.
  const selection = useOrderSelection();
  const { run: exportCsv, busy: exporting } = useBusyAction(
    ({ page: _page, ...filters }: AdminOrdersParams) =>
      downloadOrdersCsv(filters).catch((err) => toastFailure('Gagal mengekspor CSV', err)),
  );

  return (
    <ListPage
      title="Orders"
      actions={
        <div className="flex flex-wrap gap-2">
          {/* The bank's statement approves the transfers it holds (the page says how). */}
          <Link to="/dashboard/orders/impor-mutasi" className={buttonClass('outline')}>
            <FileUp className="size-4" aria-hidden />
            Impor Mutasi
          </Link>
          {/* The filters applied to the list (and the view), every matching order, not only this page. */}
          <Button variant="outline" loading={exporting} onClick={() => exportCsv(params)}>
            <Download className="size-4" aria-hidden />
            Ekspor CSV
          </Button>
        </div>
      }
    >
      <FilterChips<View>
        label="Tampilan pesanan"
        chips={[
          { value: 'all', label: 'Semua Pesanan' },
          {
            value: 'verification',
            label: queueCount === undefined ? 'Perlu Verifikasi' : `Perlu Verifikasi (${queueCount})`,
          },
        ]}
        value={view}
        onChange={setView}
      />
      <OrderFilters
        verifying={verifying}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      <BulkOrderBar selection={selection} />
      <ListTable
        query={orders}
        rows={(d) => d.data}
        rowKey={(o) => o.id}
        columns={[
          selectColumn(selection, orders.data?.data ?? []),
          ...orderColumns({ verifying, changes, onView: setViewing }),
        ]}
        empty={verifying ? 'Tidak ada bukti transfer yang perlu diperiksa' : 'No orders found'}
        errorPrefix="Error loading orders"
        onPage={setPage}
      />
      <OrderDetailDialog
        orderId={viewing?.id ?? linked.id}
        fromList={viewing ?? undefined}
        onClose={() => {
          setViewing(null);
          linked.forget();
        }}
        onCancel={changes.cancel}
      />
      <OrderChangeDialogs dialogs={changes.dialogs} />
    </ListPage>
  );
}

/** '?order=<id>' opens that order's detail: the way in from an arisan member's order on the arisan page. */
function useLinkedOrder() {
  const [searchParams, setSearchParams] = useSearchParams();
  const n = Number(searchParams.get('order'));
  const id = Number.isSafeInteger(n) && n > 0 ? n : null;
  const forget = () => {
    if (id !== null)
      setSearchParams(
        (p) => {
          p.delete('order');
          return p;
        },
        { replace: true },
      );
  };
  return { id, forget };
}

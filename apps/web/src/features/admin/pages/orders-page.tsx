import type { Order, UpdateOrderStatusBody } from '@toko/shared';
import {
  ORDER_STATUS_LABEL,
  ORDER_STATUSES,
  type OrderStatus,
  PAGE_SIZE,
  PAYMENT_STATUS_LABEL,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@toko/shared/constants';
import { Download, Eye, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { ExpectedAmount } from '../../../components/payment-proof-viewer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { formatDate, formatRupiah, todayInShop } from '../../../lib/format.ts';
import { useBusyAction } from '../../../lib/use-busy-action.ts';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { downloadOrdersCsv } from '../api/export-orders-csv.ts';
import { type AdminOrdersParams, useAdminOrders } from '../api/orders.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { OrderDetailDialog } from '../components/order-detail-dialog.tsx';
import { OrderPaymentCell, OrderStatusCell } from '../components/order-row-cells.tsx';
import { TrackingNumberDialog } from '../components/tracking-number-dialog.tsx';
import { VerificationProofCell } from '../components/verification-proof-cell.tsx';

interface Filters {
  search: string;
  startDate: string;
  endDate: string;
  status: '' | OrderStatus;
  payment_status: '' | PaymentStatus;
}

type View = 'all' | 'verification';

const NO_FILTERS: Filters = { search: '', startDate: '', endDate: '', status: '', payment_status: '' };

/** Orders (spec 2.8): filters, the table with per-row status dropdowns sent at once, details and cancel. */
export default function OrdersPage() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // 'Perlu Verifikasi': waiting orders with a proof of transfer, oldest first (ADR 029).
  const [view, setView] = useState<View>('all');
  const verifying = view === 'verification';
  const { page, setPage, settle } = useListPage(JSON.stringify({ filters, view }));
  const [viewing, setViewing] = useState<Order | null>(null);
  // '?order=<id>' opens that order's detail: the way in from an arisan member's order on the arisan page.
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = Number(searchParams.get('order'));
  const linkedOrder = Number.isSafeInteger(linked) && linked > 0 ? linked : null;
  const closeDetail = () => {
    setViewing(null);
    if (linkedOrder !== null)
      setSearchParams(
        (p) => {
          p.delete('order');
          return p;
        },
        { replace: true },
      );
  };
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [shipping, setShipping] = useState<Order | null>(null);
  // A status or payment change waits for the admin to confirm it, naming the order (money moves).
  const [asking, setAsking] = useState<{ order: Order; body: UpdateOrderStatusBody; what: string } | null>(
    null,
  );
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
  // The count on the tab: the queue's first page (the same query as the tab itself when it is open).
  const queue = useAdminOrders({ page: 1, verification: 'true' });
  const queueCount = queue.data?.pagination.totalItems;
  const update = useUpdateOrderStatus();
  const cancel = useCancelOrder();
  const today = todayInShop();
  const { run: exportCsv, busy: exporting } = useBusyAction((p: AdminOrdersParams) =>
    downloadOrdersCsv(p).catch((err) => toast.error(`Gagal mengekspor CSV: ${errorMessage(err)}`)),
  );

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...draft, search: draft.search.trim() });
    setPage(1);
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPage(1);
  };

  const send = async (order: Order, body: UpdateOrderStatusBody) => {
    try {
      await update.mutateAsync({ id: order.id, body });
      toast.success(`Order ${order.order_number} updated`);
      return true;
    } catch (err) {
      toast.error(`Failed to update order ${order.order_number}: ${errorMessage(err)}`);
      return false;
    }
  };

  const changeStatus = (order: Order, status: OrderStatus) => {
    // Shipping asks for the courier and Nomor Resi first; they go with the status in one request.
    if (status === 'shipped') setShipping(order);
    else setAsking({ order, body: { status }, what: `status pesanan menjadi ${ORDER_STATUS_LABEL[status]}` });
  };
  const changePayment = (order: Order, payment_status: PaymentStatus) =>
    setAsking({
      order,
      body: { payment_status },
      what:
        payment_status === 'paid' && order.status === 'pending'
          ? 'pembayaran menjadi Dibayar (pesanan mulai dikemas)'
          : `status pembayaran menjadi ${PAYMENT_STATUS_LABEL[payment_status]}`,
    });
  const confirmChange = async () => {
    if (!asking) return;
    if (await send(asking.order, asking.body)) setAsking(null);
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toast.success('Order canceled successfully');
      setCancelling(null);
    } catch (err) {
      toast.error(`Failed to cancel order: ${errorMessage(err)}`);
    }
  };

  const list = orders.data;
  const offset = ((list?.pagination.currentPage ?? page) - 1) * PAGE_SIZE.adminOrders;
  settle(list, list?.data.length ?? 0);
  const busyId = update.isPending ? update.variables?.id : undefined;

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Orders</h1>
        {/* The filters applied to the list (and the view), every matching order, not only this page. */}
        <Button variant="outline" loading={exporting} onClick={() => exportCsv(params)}>
          <Download className="size-4" aria-hidden />
          Ekspor CSV
        </Button>
      </div>

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

      <form
        onSubmit={apply}
        aria-label="Filter orders"
        className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 lg:grid-cols-6"
        noValidate
      >
        <div className="col-span-2">
          <Field
            label="Search"
            type="search"
            placeholder="Order number, name or email"
            value={draft.search}
            onChange={(e) => setDraft((d) => ({ ...d, search: e.target.value }))}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <Field
            label="From"
            type="date"
            max={draft.endDate || today}
            value={draft.startDate}
            onChange={(e) => setDraft((d) => ({ ...d, startDate: e.target.value }))}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <Field
            label="To"
            type="date"
            min={draft.startDate || undefined}
            max={today}
            value={draft.endDate}
            onChange={(e) => setDraft((d) => ({ ...d, endDate: e.target.value }))}
          />
        </div>
        {verifying ? null : (
          <>
            <Select
              label="Status"
              value={draft.status}
              onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value as Filters['status'] }))}
            >
              <option value="">All</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s} className="capitalize">
                  {s}
                </option>
              ))}
            </Select>
            <Select
              label="Payment status"
              value={draft.payment_status}
              onChange={(e) =>
                setDraft((d) => ({ ...d, payment_status: e.target.value as Filters['payment_status'] }))
              }
            >
              <option value="">All</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </>
        )}
        <div className="col-span-2 flex gap-2 lg:col-span-6 lg:justify-end">
          <Button variant="outline" onClick={reset}>
            Reset
          </Button>
          <Button type="submit">Filter</Button>
        </div>
      </form>

      {orders.isError ? (
        <ErrorText error={orders.error} prefix="Error loading orders" />
      ) : !list ? (
        <Spinner />
      ) : list.data.length === 0 ? (
        <EmptyState>
          {verifying ? 'Tidak ada bukti transfer yang perlu diperiksa' : 'No orders found'}
        </EmptyState>
      ) : (
        <>
          <Table className={orders.isPlaceholderData ? 'opacity-60' : ''}>
            <thead>
              <tr>
                <th className={`${th} w-12`}>No</th>
                <th className={th}>Order #</th>
                <th className={th}>Customer</th>
                <th className={`${th} text-right`}>Total</th>
                {verifying ? <th className={th}>Bukti Transfer</th> : null}
                {/* The queue is waiting orders only; their decision is in the dialog, next to the proof. */}
                {verifying ? null : (
                  <>
                    <th className={th}>Payment</th>
                    <th className={th}>Status</th>
                  </>
                )}
                <th className={th}>Created</th>
                <th className={`${th} text-right`}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((o, i) => {
                const busy = busyId === o.id;
                return (
                  <tr key={o.id}>
                    <td className={`${td} text-stone-500`}>{offset + i + 1}</td>
                    <td className={`${td} font-mono text-xs`}>{o.order_number}</td>
                    <td className={td}>
                      <div className="font-medium">{o.user?.fullname ?? 'N/A'}</div>
                      <div className="max-w-44 truncate text-xs text-stone-500" title={o.user?.email}>
                        {o.user?.email ?? ''}
                      </div>
                    </td>
                    <td className={`${td} text-right`}>
                      <ExpectedAmount order={o} />
                    </td>
                    {verifying ? (
                      <td className={td}>
                        <VerificationProofCell order={o} onOpen={() => setViewing(o)} />
                      </td>
                    ) : null}
                    {verifying ? null : (
                      <>
                        <td className={td}>
                          <OrderPaymentCell order={o} busy={busy} onChange={(p) => changePayment(o, p)} />
                        </td>
                        <td className={td}>
                          <OrderStatusCell order={o} busy={busy} onChange={(st) => changeStatus(o, st)} />
                        </td>
                      </>
                    )}
                    <td className={`${td} whitespace-nowrap`}>
                      {formatDate(o.createdAt, 'DD MMM YYYY - HH:mm')}
                    </td>
                    <td className={td}>
                      <div className="flex justify-end gap-1">
                        <IconButton label={`View ${o.order_number}`} onClick={() => setViewing(o)}>
                          <Eye className="size-4" aria-hidden />
                        </IconButton>
                        <IconButton
                          label={`Cancel ${o.order_number}`}
                          tone="danger"
                          disabled={o.status === 'cancelled'}
                          onClick={() => setCancelling(o)}
                        >
                          <XCircle className="size-4" aria-hidden />
                        </IconButton>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <Pagination
            currentPage={list.pagination.currentPage}
            totalPages={list.pagination.totalPages}
            onPageChange={setPage}
          />
        </>
      )}

      <OrderDetailDialog
        orderId={viewing?.id ?? linkedOrder}
        fromList={viewing ?? undefined}
        onClose={closeDetail}
        onCancel={(o) => setCancelling(o)}
      />

      <TrackingNumberDialog
        key={shipping?.id ?? 'none'}
        open={shipping !== null}
        orderNumber={shipping?.order_number ?? ''}
        initial={shipping?.tracking_number ?? ''}
        initialCourier={shipping?.courier}
        loading={update.isPending}
        onClose={() => setShipping(null)}
        onSubmit={async ({ courier, trackingNumber }) => {
          if (!shipping) return;
          const ok = await send(shipping, { status: 'shipped', courier, tracking_number: trackingNumber });
          if (ok) setShipping(null);
        }}
      />

      <ConfirmDialog
        open={asking !== null}
        title="Ubah pesanan"
        message={
          <>
            Ubah {asking?.what} untuk pesanan <span className="font-mono">{asking?.order.order_number}</span>{' '}
            ({asking?.order.user?.fullname ?? 'N/A'}, {asking ? formatRupiah(asking.order.total_amount) : ''}
            )?
          </>
        }
        confirmLabel="Ya, ubah"
        tone="primary"
        loading={update.isPending}
        onConfirm={confirmChange}
        onClose={() => setAsking(null)}
      />

      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel order"
        message={
          <>
            Cancel order <span className="font-mono">{cancelling?.order_number}</span>? Its items go back into
            stock.
          </>
        }
        confirmLabel="Cancel Order"
        cancelLabel="Keep"
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}

import type { Order } from '@toko/shared';
import { Eye, XCircle } from 'lucide-react';
import { actionsColumn, type Columns, numberColumn } from '../../../components/list-page/data-table.tsx';
import { ExpectedAmount } from '../../../components/payment-proof-viewer.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { useOrderChanges } from './order-changes.tsx';
import { OrderPaymentCell, OrderStatusCell } from './order-row-cells.tsx';
import { VerificationProofCell } from './verification-proof-cell.tsx';

/**
 * The orders table (docs/product.md 2.8): per-row status dropdowns sent at once, details and cancel. 'Perlu
 * Verifikasi' shows the proof instead of the dropdowns: its decision is in the dialog, next to the proof.
 */
export function orderColumns({
  verifying,
  changes,
  onView,
}: {
  verifying: boolean;
  changes: ReturnType<typeof useOrderChanges>;
  onView: (order: Order) => void;
}): Columns<Order> {
  return [
    numberColumn(),
    { header: 'No. Pesanan', cellClassName: 'font-mono text-xs', cell: (o) => o.order_number },
    {
      header: 'Pembeli',
      cell: (o) => (
        <>
          <div className="font-medium">{o.user?.fullname ?? 'N/A'}</div>
          <div className="max-w-44 truncate text-xs text-stone-500" title={o.user?.email}>
            {o.user?.email ?? ''}
          </div>
        </>
      ),
    },
    { header: 'Total', className: 'text-right', cell: (o) => <ExpectedAmount order={o} /> },
    verifying && {
      header: 'Bukti Transfer',
      cell: (o) => <VerificationProofCell order={o} onOpen={() => onView(o)} />,
    },
    !verifying && {
      header: 'Pembayaran',
      cell: (o) => (
        <OrderPaymentCell
          order={o}
          busy={changes.busyId === o.id}
          onChange={(p) => changes.changePayment(o, p)}
        />
      ),
    },
    !verifying && {
      header: 'Status',
      cell: (o) => (
        <OrderStatusCell
          order={o}
          busy={changes.busyId === o.id}
          onChange={(s) => changes.changeStatus(o, s)}
        />
      ),
    },
    {
      header: 'Dibuat',
      cellClassName: 'whitespace-nowrap',
      cell: (o) => formatDate(o.createdAt, 'DD MMM YYYY - HH:mm'),
    },
    actionsColumn((o) => (
      <>
        <IconButton label={`Lihat ${o.order_number}`} onClick={() => onView(o)}>
          <Eye className="size-4" aria-hidden />
        </IconButton>
        <IconButton
          label={`Batalkan ${o.order_number}`}
          tone="danger"
          disabled={o.status === 'cancelled'}
          onClick={() => changes.cancel(o)}
        >
          <XCircle className="size-4" aria-hidden />
        </IconButton>
      </>
    )),
  ];
}

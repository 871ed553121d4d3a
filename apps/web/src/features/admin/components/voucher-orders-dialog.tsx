import type { OrderStatus, Voucher, VoucherOrder } from '@toko/shared';
import { type Columns, DataTable } from '../../../components/list-page/data-table.tsx';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DASHBOARD_ORDER_STATUS } from '../../../lib/dashboard-words.ts';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { useVoucherOrders } from '../api/vouchers.ts';

const COLUMNS: Columns<VoucherOrder> = [
  { header: 'No. Pesanan', cellClassName: 'font-mono whitespace-nowrap', cell: (o) => o.order_number },
  {
    header: 'Tanggal',
    cellClassName: 'whitespace-nowrap',
    cell: (o) => formatDate(o.createdAt, 'DD MMM YYYY - HH:mm'),
  },
  { header: 'Pelanggan', cell: (o) => o.customer_name },
  { header: 'Diskon', className: 'text-right', cell: (o) => formatRupiah(o.discount) },
  {
    header: 'Status',
    cell: (o) => (
      <span className="flex flex-wrap gap-1">
        {DASHBOARD_ORDER_STATUS[o.status as OrderStatus] ?? o.status}
        {o.given_back ? <Badge tone="gray">Kuota dikembalikan</Badge> : null}
      </span>
    ),
  },
];

/** The orders that used a voucher, newest first: its usage, order by order. */
export function VoucherOrdersDialog({ voucher, onClose }: { voucher: Voucher | null; onClose: () => void }) {
  const orders = useVoucherOrders(voucher?.id ?? null);
  return (
    <Dialog
      open={voucher !== null}
      onClose={onClose}
      title={`Pesanan dengan ${voucher?.code ?? ''}`}
      size="lg"
    >
      <QueryState
        query={orders}
        isEmpty={(d) => d.data.length === 0}
        empty="Belum ada pesanan yang memakai voucher ini"
      >
        {(d) => <DataTable rows={d.data} rowKey={(o) => o.order_id} columns={COLUMNS} />}
      </QueryState>
    </Dialog>
  );
}

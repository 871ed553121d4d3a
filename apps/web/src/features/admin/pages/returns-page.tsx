import { type OrderReturn, RETURN_STATUS_LABEL, type ReturnStatus } from '@toko/shared';
import { useState } from 'react';
import { actionsColumn, type Columns, numberColumn } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type Chip, FilterChips } from '../../../components/ui/filter-chips.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useReturns } from '../api/returns.ts';
import { ReturnDialog, ReturnStatusBadge } from '../components/return-dialog.tsx';

type Filter = ReturnStatus | 'all';

// What waits for the owner comes first; then what is still to be refunded.
const CHIPS: Chip<Filter>[] = [
  ...(['requested', 'approved', 'refunded', 'rejected'] as const).map((value) => ({
    value,
    label: RETURN_STATUS_LABEL[value],
  })),
  { value: 'all', label: 'Semua' },
];

const COLUMNS: Columns<OrderReturn> = [
  numberColumn(),
  { header: 'No. Pesanan', cellClassName: 'whitespace-nowrap font-medium', cell: (r) => r.order_number },
  {
    header: 'Pembeli',
    cell: (r) => r.customer?.fullname ?? <span className="text-stone-500">Akun sudah dihapus</span>,
  },
  {
    header: 'Barang',
    cell: (r) => (
      <ul className="flex min-w-40 flex-col gap-0.5">
        {r.items.map((i) => (
          <li key={i.order_item_id}>
            {i.name} × {i.quantity}
          </li>
        ))}
      </ul>
    ),
  },
  {
    header: 'Diajukan',
    cellClassName: 'whitespace-nowrap',
    cell: (r) => formatDate(r.requested_at, 'DD MMM YYYY - HH:mm'),
  },
  { header: 'Status', cell: (r) => <ReturnStatusBadge status={r.status} /> },
];

/**
 * 'Pengembalian' (docs/decisions/089-returns-and-refunds.md): the customers' requests to send items back,
 * the owner's decision and the refund. Opens on the requests still waiting, oldest first.
 */
export default function ReturnsPage() {
  const [filter, setFilter] = useState<Filter>('requested');
  const { page, setPage, settle } = useListPage(filter);
  const returns = useReturns({ page, status: filter === 'all' ? undefined : filter });
  settle(returns.data, returns.data?.data.length ?? 0);
  // The dialog keeps the return as the last answer gave it: after a decision it may leave the list shown.
  const [open, setOpen] = useState<OrderReturn | null>(null);

  const actions = actionsColumn<OrderReturn>((r) => (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Periksa pengembalian ${r.order_number}`}
      onClick={() => setOpen(r)}
    >
      Periksa
    </Button>
  ));

  return (
    <ListPage
      title="Pengembalian"
      intro="Pengajuan pengembalian barang dari pembeli. Setujui atau tolak, lalu catat dana yang dikembalikan."
    >
      <FilterChips label="Filter status pengembalian" chips={CHIPS} value={filter} onChange={setFilter} />
      <ListTable
        query={returns}
        rows={(d) => d.data}
        rowKey={(r) => r.id}
        columns={[...COLUMNS, actions]}
        empty="Belum ada pengajuan pengembalian"
        onPage={setPage}
      />
      <ReturnDialog value={open} onClose={() => setOpen(null)} onChange={setOpen} />
    </ListPage>
  );
}

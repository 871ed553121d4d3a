import type { Contribution } from '@toko/shared';
import { useState } from 'react';
import type { Columns } from '../../../components/list-page/data-table.tsx';
import { ListSection } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDate, formatDate, formatRupiah } from '../../../lib/format.ts';
import { useContributions } from '../api/contributions.ts';
import { ReversePaymentDialog } from './reverse-payment-dialog.tsx';

const COLUMNS: Columns<Contribution> = [
  { header: 'Tanggal Bayar', cell: (c) => formatCalendarDate(c.payment_date) },
  {
    header: 'Member',
    cell: (c) => (
      <>
        {c.member_name}
        {c.reverses_payment_id ? (
          <div className="text-xs text-red-700">Koreksi: {c.reason}</div>
        ) : c.reversed_by_payment_id ? (
          <div>
            <Badge tone="red">Dikoreksi</Badge>
          </div>
        ) : null}
      </>
    ),
  },
  { header: 'Putaran', className: 'text-right', cell: (c) => c.cycles },
  {
    header: 'Jumlah',
    className: 'text-right',
    cellClassName: 'font-medium',
    cell: (c) => formatRupiah(c.amount),
  },
  {
    header: 'Denda',
    className: 'text-right',
    cell: (c) => (c.late_fee !== 0 ? formatRupiah(c.late_fee) : '-'),
  },
  {
    header: 'Dicatat oleh',
    cell: (c) => (
      <>
        {c.recorded_by?.fullname ?? '-'}
        <div className="text-xs text-stone-500">{formatDate(c.recorded_at, 'DD MMM YYYY - HH:mm')}</div>
      </>
    ),
  },
];

/** Every payment recorded, newest first, with who recorded it; a wrong one gets a 'Koreksi' (decision 040). */
export function LedgerSection({ arisanId, readOnly }: { arisanId: number; readOnly: boolean }) {
  const [page, setPage] = useState(1);
  const [correcting, setCorrecting] = useState<Contribution | null>(null);
  const ledger = useContributions(arisanId, page);
  const correct: Columns<Contribution>[number] = !readOnly && {
    header: 'Aksi',
    className: 'text-right',
    cell: (c) =>
      c.reverses_payment_id || c.reversed_by_payment_id ? null : (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Koreksi pembayaran ${c.member_name} ${formatRupiah(c.amount)}`}
          onClick={() => setCorrecting(c)}
        >
          Koreksi
        </Button>
      ),
  };
  return (
    <ListSection title="Riwayat Kontribusi">
      <ListTable
        query={ledger}
        rows={(d) => d.contributions}
        rowKey={(c) => c.id}
        rowClassName={(c) => (c.reverses_payment_id ? 'bg-red-50/60' : undefined)}
        columns={[...COLUMNS, correct]}
        empty="Belum ada kontribusi yang dicatat."
        onPage={setPage}
      />
      <ReversePaymentDialog arisanId={arisanId} payment={correcting} onClose={() => setCorrecting(null)} />
    </ListSection>
  );
}
